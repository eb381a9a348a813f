// RatingGroup with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { ratingGroupSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { RatingGroup } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { ratingGroup: ratingGroupSlotRecipe } });
