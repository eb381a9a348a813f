// Separator with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { separatorRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Separator } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { separator: separatorRecipe } });
