// SegmentGroup with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { SegmentGroup } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { segmentGroup: segmentGroupSlotRecipe } });
