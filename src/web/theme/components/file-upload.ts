// FileUpload with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { FileUpload } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { fileUpload: fileUploadSlotRecipe } });
