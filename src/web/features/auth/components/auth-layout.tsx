// The frame of the public screens: product logo, a centred card, the language and the theme toggle.
// On phones the card fills the width; on larger screens it floats on a subtly tinted background.
import { Box, Card, Center, Flex, Heading, HStack, Text, VStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '#web/components/app-logo.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ColorModeButton } from '#web/theme/color-mode.tsx';
import { useAuthFrameTexts } from '../login-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Icon above the title (success and error states). */
  icon?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other public screens. */
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, icon, children, footer }: AuthLayoutProps) {
  const T = useAuthFrameTexts();
  usePageTitle(title);
  return (
    <Flex direction="column" minH="100dvh" bg={{ base: 'bg', sm: 'bg.subtle' }}>
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', sm: '6' }} py="4">
        <RouterLink to="/login" aria-label={T.home}>
          <AppLogo size="sm" />
        </RouterLink>
        <HStack gap="1">
          <LanguageSwitch label={T.language} />
          <ColorModeButton />
        </HStack>
      </Flex>
      <Center as="main" flex="1" px={{ base: '4', sm: '6' }} pb="16" pt={{ base: '2', sm: '6' }}>
        <VStack width="full" maxW="md" gap="6" align="stretch">
          <Card.Root variant={{ base: 'subtle', sm: 'elevated' }} bg={{ base: 'transparent', sm: 'bg.panel' }} borderRadius="l3">
            <Card.Body px={{ base: '0', sm: '8' }} py={{ base: '2', sm: '8' }} gap="6">
              <VStack gap="2" textAlign="center">
                {icon ? <Box mb="1">{icon}</Box> : null}
                <Heading as="h1" size="2xl" letterSpacing="tight">
                  {title}
                </Heading>
                {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
              </VStack>
              {children}
            </Card.Body>
          </Card.Root>
          {footer ? (
            <Box textAlign="center" color="fg.muted" fontSize="sm">
              {footer}
            </Box>
          ) : null}
        </VStack>
      </Center>
    </Flex>
  );
}

/** A round tinted badge holding a state icon (success, error, mail sent). */
export function StateIcon({ palette, children }: { palette: 'green' | 'red' | 'blue'; children: ReactNode }) {
  return (
    <Center boxSize="14" borderRadius="full" bg={`${palette}.subtle`} color={`${palette}.fg`} fontSize="2xl">
      {children}
    </Center>
  );
}

/** A footer line pointing to another public screen: "No account yet? Register". */
export function FooterLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text>
      {prompt}{' '}
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
