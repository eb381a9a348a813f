// ProgressCircle with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { progressCircleSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { ProgressCircle } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { progressCircle: progressCircleSlotRecipe } });
