// Dialogs are full screen on phones and sized from `sm`/`md` up (docs/product.md §2 client screens: add
// meal, log performance, exercise video, food photo). Chakra's `full` size leaves a full-height
// minimum, no margin and square corners behind at the larger breakpoint unless the sized variant
// undoes them; on a desktop the dialog then stayed a full-height panel.
import type { SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { dialogRecipe } from '#web/theme/dialog-recipe.ts';
import { system } from '#web/theme/system.ts';

// The dialog recipe is registered with the system (src/web/theme/system.ts).
const dialog = system.getSlotRecipe('dialog');

/** The CSS the system emits for a dialog's content at a responsive size. */
function contentCss(size: Record<string, string>): Record<string, unknown> {
  const recipe = system.sva(dialog);
  const styles = recipe({ size, placement: 'center' }) as unknown as Record<string, SystemStyleObject>;
  const css = system.css(styles.content!) as Record<string, Record<string, unknown>>;
  return css['@layer recipes'] ?? css;
}

describe('responsive dialog sizes', () => {
  it("is the app's dialog recipe, registered with the system", () => {
    expect(dialog).toEqual(dialogRecipe);
  });

  it.each([
    ['sm', 'md'],
    ['md', 'lg'],
  ])('full on phones, from %s up a %s dialog with its own height, margin and corners', (bp, size) => {
    const css = contentCss({ base: 'full', [bp]: size });
    expect(css).toMatchObject({ minHeight: '100dvh', borderRadius: '0' });
    const larger = css[system.breakpoints.getCondition(bp)!];
    expect(larger).toMatchObject({ minHeight: 'auto', borderRadius: 'var(--chakra-radii-l3)', '--dialog-margin': 'initial' });
  });
});
