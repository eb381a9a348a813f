// The Chakra system: the base config (conditions, utilities) plus the default tokens and only the
// recipes the app uses (docs/design.md §1), so the first screen does not download ~70 unused recipes.
// Only the recipes the first screens (/login, /app/today, /coach/dashboard and their layouts) draw
// are here, less the form's (field, input, textarea, alert, rating group: /login loads them with
// its page, the signed-in first screens not at all), the coach area's (avatar, separator,
// skeleton: /coach/dashboard loads them with its layout and cards) and those Today does not draw
// (empty state, link: they load with the components and pages that draw them); the others (dialogs, drawers, selects, tabs,
// …) come with their components from theme/components/ (docs/performance.md, "Web delivery").
// Using a Chakra component whose recipe is missing leaves it unstyled: add its recipe below, or a
// module to theme/components/ (and its keys to LATER_RECIPES / LATER_SLOT_RECIPES).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The theme's tokens. The production build makes Chakra's dictionary of them at build time and
 * defines SPOTTER_CHAKRA_TOKENS_PREBUILT, so they stay out of the bundle there
 * (scripts/vite-chakra-tokens.ts, docs/performance.md "Web delivery"); tests and the dev server
 * build the dictionary from them on load.
 */
const tokenSources = import.meta.env.SPOTTER_CHAKRA_TOKENS_PREBUILT
  ? {}
  : {
      tokens,
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          // `colorPalette="brand"` on any component. The client app overrides these variables with
          // the coach's accent colour (see layouts/client/client-layout.tsx).
          // Small helper text: Chakra's gray.400 / gray.500 fall short of WCAG AA (4.5:1) on the
          // page background; one step stronger passes in both modes.
          fg: {
            ...semanticTokens.colors.fg,
            subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          },
          // White text on blue.500 (the SPEC's #3B82F6) is 3.7:1; blue.600 gives 5.2:1 (WCAG AA).
          brand: {
            solid: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.600}' } },
            contrast: { value: 'white' },
            fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
            muted: { value: { _light: '{colors.blue.100}', _dark: '{colors.blue.900}' } },
            subtle: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
            emphasized: { value: { _light: '{colors.blue.200}', _dark: '{colors.blue.800}' } },
            focusRing: { value: { _light: '{colors.blue.500}', _dark: '{colors.blue.500}' } },
          },
        },
      },
    };

const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh', WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    breakpoints,
    keyframes,
    ...tokenSources,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
});

export const system: SystemContext = createSystem(defaultBaseConfig, appConfig);

/**
 * The recipes no first screen draws, registered by the modules in theme/components/ that export
 * their components (`import { Dialog } from '…/theme/components/dialog.ts'`; the lint config
 * forbids importing these components from '@chakra-ui/react'), so each loads with the chunk that
 * draws it.
 */
export const LATER_RECIPES = ['checkmark', 'input', 'inputAddon', 'link', 'separator', 'skeleton', 'textarea'] as const;
export const LATER_SLOT_RECIPES = [
  'alert',
  'avatar',
  'checkbox',
  'dialog',
  'drawer',
  'emptyState',
  'field',
  'fileUpload',
  'list',
  'menu',
  'nativeSelect',
  'progress',
  'progressCircle',
  'ratingGroup',
  'segmentGroup',
  'stat',
  'steps',
  'tabs',
  'toast',
  'tooltip',
] as const;
type RecipeOf<K extends keyof SystemContext> = SystemContext[K] extends (key: string, fallback?: infer R) => unknown ? NonNullable<R> : never;

/** Adds later recipes to the system (from a theme/components/ module, before any of them is drawn). */
export function registerLaterRecipes(later: {
  recipes?: Partial<Record<(typeof LATER_RECIPES)[number], RecipeOf<'getRecipe'>>>;
  slotRecipes?: Partial<Record<(typeof LATER_SLOT_RECIPES)[number], RecipeOf<'getSlotRecipe'>>>;
}): void {
  // oxlint-disable-next-line no-underscore-dangle -- the system's own config, read on every recipe lookup
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, later.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, later.slotRecipes);
}

/**
 * Chakra caches a recipe's function on first use, an empty one when the recipe is missing, so a
 * later recipe asked for before its module ran would leave the component unstyled for good. In
 * development and tests such a render fails instead, naming the fix.
 */
function laterRecipeMissing(key: string): never {
  throw new Error(`The Chakra recipe '${key}' is registered late: import its component from src/web/theme/components/ (docs/performance.md).`);
}
if (import.meta.env.DEV) {
  const laterRecipes = new Set<string>(LATER_RECIPES);
  const laterSlotRecipes = new Set<string>(LATER_SLOT_RECIPES);
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => (laterRecipes.has(key) && !system.isRecipe(key) ? laterRecipeMissing(key) : getRecipeFn(key, fallback));
  system.getSlotRecipeFn = (key, fallback) => (laterSlotRecipes.has(key) && !system.isSlotRecipe(key) ? laterRecipeMissing(key) : getSlotRecipeFn(key, fallback));
}
