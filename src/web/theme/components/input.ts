// Input with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { inputRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Input } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { input: inputRecipe } });
