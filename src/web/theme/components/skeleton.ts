// Skeleton with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Skeleton } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { skeleton: skeletonRecipe } });
