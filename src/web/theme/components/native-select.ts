// NativeSelect with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { NativeSelect } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { nativeSelect: nativeSelectSlotRecipe } });
