// Drawer with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Drawer } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });
