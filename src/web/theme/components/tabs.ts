// Tabs with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Tabs } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });
