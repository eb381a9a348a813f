// Textarea with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { textareaRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Textarea } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { textarea: textareaRecipe } });
