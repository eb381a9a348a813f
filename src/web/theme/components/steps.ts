// Steps with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { stepsSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Steps } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { steps: stepsSlotRecipe } });
