import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '../lib/use-page-title.ts';

export interface AppLogoProps {
  name?: string;
  /** A coach's uploaded logo replaces the mark (client app branding). */
  logoUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  hideName?: boolean;
}

const markSize = { sm: '7', md: '8', lg: '11' } as const;
const textSize = { sm: 'md', md: 'lg', lg: '2xl' } as const;

/** Product mark (a dumbbell on the brand colour) and name. */
export function AppLogo({ name = PRODUCT_NAME, logoUrl, size = 'md', hideName = false }: AppLogoProps) {
  return (
    <HStack gap="2.5" minW="0">
      {logoUrl ? (
        <Image src={logoUrl} alt="" boxSize={markSize[size]} borderRadius="md" objectFit="contain" flexShrink={0} />
      ) : (
        <Box boxSize={markSize[size]} borderRadius="lg" bg="brand.solid" color="brand.contrast" display="grid" placeItems="center" flexShrink={0}>
          <svg viewBox="6 6 20 20" width="72%" height="72%" aria-hidden="true" focusable="false">
            <path d="M9 13v6M23 13v6M12 11v10M20 11v10M12 16h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          </svg>
        </Box>
      )}
      {hideName ? null : (
        <Text as="span" fontWeight="bold" fontSize={textSize[size]} letterSpacing="tight" truncate>
          {name}
        </Text>
      )}
    </HStack>
  );
}
