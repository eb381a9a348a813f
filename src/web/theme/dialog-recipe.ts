// The app's dialog recipe: Chakra's, with sized dialogs that undo the `full` size (src/web/theme/system.ts).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

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
        name === 'full' || name === 'cover' ? [name, styles] : [name, { ...styles, content: { ...styles.content, minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'initial' } }],
      ),
    ),
  },
} as typeof dialogSlotRecipe;
