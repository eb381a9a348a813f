// Progress with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Progress } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { progress: progressSlotRecipe } });
