// The Chakra system: the base config (conditions, utilities) plus the default tokens and only the
// recipes the app uses (docs/design.md §1), so the first screen does not download ~70 unused recipes.
// Using a Chakra component whose recipe is missing leaves it unstyled: add its recipe below.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** docs/product.md §9: the default brand colour #3B82F6 is Chakra's blue.500. */
export const DEFAULT_BRAND_COLOR = '#3B82F6';

type DialogSizes = Record<string, { content?: Record<string, unknown> }>;

/**
 * Dialogs are full screen on phones and sized on larger screens (`size={{ base: 'full', sm: 'md' }}`).
 * Chakra's `full` size sets a full-height minimum, no margin and square corners, and its other sizes
 * never undo that, so on a desktop such a dialog stayed a full-height panel. Every sized variant
 * (all but `full` and `cover`) now restores the dialog's own height, margin and corners.
 */
export const dialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(
      Object.entries(dialogSlotRecipe.variants!.size as DialogSizes).map(([name, styles]) =>
        name === 'full' || name === 'cover'
          ? [name, styles]
          : [name, { ...styles, content: { ...styles.content, minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'initial' } }],
      ),
    ),
  },
} as typeof dialogSlotRecipe;

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
      kbd: kbdRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);
