// Stat with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { statSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Stat } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { stat: statSlotRecipe } });
