// List with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { List } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { list: listSlotRecipe } });
