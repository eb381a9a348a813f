// Turns a coach's accent colour into the `brand` palette variables (theme/system.ts), so every
// `colorPalette="brand"` element in the client app follows the coach's branding.
import { useLayoutEffect, type CSSProperties } from 'react';
import { DEFAULT_BRAND_COLOR } from '#shared/limits';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function linear(channel: number): number {
  const s = channel / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, to pick black or white text on the accent. */
function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(toRgb(a)), luminance(toRgb(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const CONTRAST_TIE = Math.sqrt(1.05 * 0.05) - 0.05;

/** The lightest light-mode and the darkest dark-mode surface that brand text sits on (gray.100, gray.900). */
const LIGHT_SURFACE = '#f4f4f5';
const DARK_SURFACE = '#18181b';
const AA = 4.5;

/** The accent mixed towards black or white in 5% steps until it reads on `surface` (WCAG AA). */
function readableOn(accent: string, surface: string, towards: Rgb): string {
  const from = toRgb(accent);
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = toHex(from.map((c, i) => c + (towards[i]! - c) * t) as Rgb);
    if (contrastRatio(mixed, surface) >= AA) return mixed;
  }
  return toHex(towards);
}

/**
 * Text and icons in the accent colour (`brand.fg`): the accent itself where it reads, else a darker
 * shade on light surfaces and a lighter one on dark surfaces, so a rose or navy brand stays legible
 * in both modes. `light-dark()` follows the page's `color-scheme`, which the theme toggle sets.
 */
export function brandTextColors(accent: string): { light: string; dark: string } {
  return { light: readableOn(accent, LIGHT_SURFACE, [0, 0, 0]), dark: readableOn(accent, DARK_SURFACE, [255, 255, 255]) };
}

/** CSS variables for a custom accent; empty for the default (the theme's tuned blues stay). */
export function brandColorVariables(accent: string | null | undefined): CSSProperties {
  if (!accent || !HEX.test(accent) || accent.toLowerCase() === DEFAULT_BRAND_COLOR.toLowerCase()) return {};
  // Black or white, whichever contrasts more: they tie at a luminance of about 0.18 (WCAG).
  const contrast = luminance(toRgb(accent)) > CONTRAST_TIE ? '#18181b' : '#ffffff';
  const mix = (percent: number) => `color-mix(in srgb, ${accent} ${percent}%, transparent)`;
  const text = brandTextColors(accent);
  return {
    '--chakra-colors-brand-solid': accent,
    '--chakra-colors-brand-contrast': contrast,
    '--chakra-colors-brand-fg': `light-dark(${text.light}, ${text.dark})`,
    '--chakra-colors-brand-subtle': mix(12),
    '--chakra-colors-brand-muted': mix(20),
    '--chakra-colors-brand-emphasized': mix(30),
    '--chakra-colors-brand-focus-ring': accent,
  } as CSSProperties;
}

/**
 * Puts the accent's variables on <html> while the client app is shown, so what renders in a portal
 * outside the layout (dialogs, the log-result sheet, toasts) follows the coach's colour too.
 */
export function useDocumentBrandColor(accent: string | null | undefined): void {
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    const entries = Object.entries(brandColorVariables(accent)) as [string, string][];
    for (const [name, value] of entries) style.setProperty(name, value);
    return () => {
      for (const [name] of entries) style.removeProperty(name);
    };
  }, [accent]);
}
