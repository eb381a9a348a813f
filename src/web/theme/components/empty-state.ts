// EmptyState with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { EmptyState } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { emptyState: emptyStateSlotRecipe } });
