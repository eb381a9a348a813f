// /demo (docs/product.md §2): a map of every screen, with the theme toggle.
import { Badge, Box, Card, Container, Flex, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LockIcon } from '#web/components/later-icons.tsx';
import { COACH_MAIN_NAV, COACH_SETTINGS_NAV } from '#web/app/coach-navigation.ts';
import { CLIENT_NAV, type NavItem } from '#web/app/navigation.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { SCREEN_DESCRIPTIONS } from '../lib/screen-descriptions.ts';
import { ColorModeButton } from '#web/theme/color-mode.tsx';

const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Coach Login', to: '/login', icon: LockIcon },
  { label: 'Register', to: '/register', icon: LockIcon },
  { label: 'Forgot Password', to: '/forgot-password', icon: LockIcon },
];

function Section({ title, note, items }: { title: string; note: string; items: readonly NavItem[] }) {
  return (
    <Box as="section">
      <HStack mb="3" gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Badge variant="subtle">{items.length} screens</Badge>
      </HStack>
      <Text color="fg.muted" mb="4" fontSize="sm">
        {note}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {items.map(({ label, to, icon: Icon }) => (
          <LinkBox key={to} as="article">
            <Card.Root size="sm" variant="outline" height="full" _hover={{ borderColor: 'brand.solid', bg: 'bg.subtle' }} transition="background 0.15s, border-color 0.15s">
              <Card.Body>
                <HStack gap="3" align="flex-start">
                  <Flex boxSize="9" flexShrink={0} borderRadius="md" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                    <Icon size="md" />
                  </Flex>
                  <VStack align="flex-start" gap="0.5" minW="0">
                    <LinkOverlay asChild fontWeight="semibold">
                      <RouterLink to={to}>{label}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {SCREEN_DESCRIPTIONS[to]}
                    </Text>
                    <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
                      {to}
                    </Text>
                  </VStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export default function DemoPage() {
  usePageTitle('Demo');
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg/80"
        backdropFilter="blur(8px)"
        borderBottomWidth="1px"
        px={{ base: '4', md: '8' }}
        py="3"
        justify="space-between"
        align="center"
      >
        <AppLogo size="sm" />
        <ColorModeButton />
      </Flex>
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <VStack align="stretch" gap="10">
          <Box>
            <Heading as="h1" size="3xl" letterSpacing="tight">
              Explore Spotter
            </Heading>
            <Text color="fg.muted" mt="2" maxW="2xl">
              Every screen of the coach workspace and the client app. Coach screens need a coach sign-in; client screens show the signed-in client's data (clients open them from their personal link).
            </Text>
          </Box>
          <Section title="Coach workspace" note="Sidebar layout for trainers." items={[...COACH_MAIN_NAV, ...COACH_SETTINGS_NAV]} />
          <Section title="Client app" note="Phone-first app with a bottom tab bar." items={CLIENT_NAV} />
          <Section title="Account" note="Public screens." items={PUBLIC_NAV} />
        </VStack>
      </Container>
    </Box>
  );
}
