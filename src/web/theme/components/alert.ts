// Alert with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Alert } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { alert: alertSlotRecipe } });
