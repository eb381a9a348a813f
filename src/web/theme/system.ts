// The Chakra system: the base config (conditions, utilities) plus the default tokens and only the
// recipes the app uses (docs/design.md §1), so no screen downloads Chakra's ~40 unused recipes.
// Every recipe is registered here, when the system is created, through Chakra's documented
// `createSystem(defaultBaseConfig, defineConfig({ theme: { recipes, slotRecipes } }))`
// (docs/decisions/0020-eager-recipes-and-chunk-groups.md). A Chakra component whose recipe is not
// listed below renders unstyled: add its recipe here when the app starts using one.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { dialogRecipe } from './dialog-recipe.ts';

/** The theme's tokens: Chakra's defaults with the app's colours. */
const tokenSources = {
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
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system: SystemContext = createSystem(defaultBaseConfig, appConfig);
