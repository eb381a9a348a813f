// Field with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Field } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { field: fieldSlotRecipe } });
