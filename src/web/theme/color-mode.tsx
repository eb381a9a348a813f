// Light/dark theme (docs/product.md §4 "Theme"): the saved choice in local storage, else the system
// preference (followed live until the user picks one). Chakra's `_dark` styles key off the
// `dark` class on <html>; public/theme-init.js applies the same class before the first paint.
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '../components/icons.tsx';
import { useComponentTexts } from '../components/texts.ts';

export type ColorMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'spotter-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function savedMode(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the system preference.
    return null;
  }
}

function systemMode(): ColorMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function currentColorMode(): ColorMode {
  return savedMode() ?? systemMode();
}

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

function notify() {
  apply(currentColorMode());
  for (const listener of listeners) listener();
}

export function setColorMode(mode: ColorMode) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted, but still applied for this page.
  }
  apply(mode);
  for (const listener of listeners) listener();
}

function onSystemChange() {
  if (!savedMode()) notify();
}

/** Another tab changed the theme. */
function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies the current mode to <html>; call once before rendering. */
export function initColorMode() {
  apply(currentColorMode());
}

export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, () => 'light' as ColorMode);
  return {
    colorMode,
    setColorMode,
    toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export type ColorModeButtonProps = Omit<IconButtonProps, 'aria-label'>;

/** The theme toggle of every header (docs/product.md §2). */
export function ColorModeButton(props: ColorModeButtonProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const T = useComponentTexts();
  const label = colorMode === 'dark' ? T.lightTheme : T.darkTheme;
  return (
    // A 44 px target (issue 31), as the headers' other buttons.
    <IconButton variant="ghost" size="sm" minW="11" minH="11" aria-label={label} title={label} onClick={toggleColorMode} {...props}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
