// Link with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { linkRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Link } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { link: linkRecipe } });
