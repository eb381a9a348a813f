// Tooltip with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Tooltip } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } });
