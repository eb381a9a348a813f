// Menu with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Menu } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { menu: menuSlotRecipe } });
