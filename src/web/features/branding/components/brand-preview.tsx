// Live preview of the client app header and accent with the unsaved values.
import { Box, Button, Card, Flex, Text } from '@chakra-ui/react';
import { AppLogo } from '#web/components/app-logo.tsx';
import { brandColorVariables } from '#web/lib/brand-colors.ts';
import { useBrandingTexts } from '../texts.ts';

export interface BrandPreviewProps {
  businessName: string;
  tagline: string;
  about: string;
  primaryColor: string;
  logoUrl: string | null;
}

export function BrandPreview({ businessName, tagline, about, primaryColor, logoUrl }: BrandPreviewProps) {
  const T = useBrandingTexts();
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="brand-preview">
      <Card.Header pb="3">
        <Card.Title as="h2">{T.preview}</Card.Title>
        <Card.Description>{T.previewHint}</Card.Description>
      </Card.Header>
      <Box mx="4" mb="4" borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg.subtle" style={brandColorVariables(primaryColor)}>
        <Flex h="14" px="4" align="center" borderBottomWidth="1px" bg="bg">
          <AppLogo name={businessName.trim() || ' '} logoUrl={logoUrl} size="sm" />
        </Flex>
        <Box p="4">
          {tagline.trim() ? (
            <Text fontWeight="semibold" color="brand.fg">
              {tagline}
            </Text>
          ) : null}
          {about.trim() ? (
            <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap" lineClamp={4}>
              {about}
            </Text>
          ) : null}
          <Button colorPalette="brand" size="sm" mt="4" w="full" tabIndex={-1} aria-hidden>
            {T.previewButton}
          </Button>
        </Box>
        <Flex borderTopWidth="1px" bg="bg" justify="space-around" py="2" aria-hidden>
          {['Today', 'Upcoming', 'Dashboard', 'Food', 'Progress'].map((tab, i) => (
            <Text key={tab} fontSize="2xs" fontWeight={i === 0 ? 'semibold' : 'normal'} color={i === 0 ? 'brand.fg' : 'fg.muted'}>
              {tab}
            </Text>
          ))}
        </Flex>
      </Box>
    </Card.Root>
  );
}
