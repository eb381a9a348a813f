// Checkbox with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Checkbox } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });
