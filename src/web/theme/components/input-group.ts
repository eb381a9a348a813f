// InputGroup with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { inputAddonRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { InputGroup } from '@chakra-ui/react';

registerLaterRecipes({ recipes: { inputAddon: inputAddonRecipe } });
