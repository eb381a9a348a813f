// Avatar with its recipe, registered on import (system.ts; docs/performance.md, "Web delivery").
// Also imported for its recipe by components/initials-avatar.tsx, which draws the same slots.
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { registerLaterRecipes } from '../system.ts';

export { Avatar } from '@chakra-ui/react';

registerLaterRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });
