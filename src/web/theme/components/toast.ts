// Toast and Toaster with their recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Toast, Toaster } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { toast: toastSlotRecipe } });
