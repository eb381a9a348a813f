// The root route: the session provider (it needs the router) around every screen, and the
// screen shown when rendering fails or a lazy chunk cannot load (e.g. after a redeploy).
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertCircleIcon } from '../components/icons.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={<LoadingState fullPage />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}

/** `embedded` keeps the surrounding layout (sidebar, tab bar) when one screen fails. */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center minH={embedded ? '60vh' : '100dvh'} px="6">
      <VStack gap="4" textAlign="center" maxW="md" role="alert">
        <Center boxSize="14" borderRadius="full" bg="red.subtle" color="red.fg" fontSize="2xl">
          <AlertCircleIcon />
        </Center>
        <Heading as="h1" size="xl">
          {chunkFailed ? 'A new version is available' : 'Something went wrong'}
        </Heading>
        <Text color="fg.muted">
          {chunkFailed ? 'Reload the page to continue with the latest version of Spotter.' : 'An unexpected error stopped this screen. Reloading usually helps.'}
          {detail ? ` (${detail})` : ''}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </VStack>
    </Center>
  );
}
