// `/` (docs/product.md §2): sends a signed-in user to their area, otherwise asks them to log in.
import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, Navigate } from 'react-router';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { homePathFor, useAuth } from '#web/lib/auth/auth-context.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useHomeTexts } from '../texts.ts';

export default function HomePage() {
  const T = useHomeTexts();
  const { status, user } = useAuth();
  usePageTitle(status === 'none' ? T.welcome : null);
  if (status === 'loading') return <LoadingState fullPage />;
  if (user) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <Center minH="100dvh" px="6">
      <VStack gap="6" textAlign="center" maxW="sm">
        <AppLogo size="lg" />
        <Text fontSize="lg" color="fg.muted">
          {T.pleaseLogIn}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/login">{T.goToLogin}</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
