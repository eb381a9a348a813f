// The root route: the session (app/session-root.tsx; it needs the router) around every screen, and the
// screen shown when rendering fails or a lazy chunk cannot load (e.g. after a redeploy).
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AlertCircleIcon } from '../components/icons.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { useComponentTexts } from '../components/texts.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionRoot } from './session-root.tsx';

export function RootLayout() {
  return (
    <SessionRoot>
      <Suspense fallback={<LoadingState fullPage />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SessionRoot>
  );
}

interface BoundaryProps {
  embedded: boolean;
  /** The screen's path: moving to another screen clears the error, as a new page would. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} embedded={this.props.embedded} /> : this.props.children;
  }
}

/**
 * Shows the error screen instead of `children` when they fail to render or their lazy chunk
 * fails to load. `embedded` keeps the surrounding layout (sidebar, tab bar) when one screen fails.
 */
export function RouteErrorBoundary({ embedded = false, children }: { embedded?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary embedded={embedded} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}

function RouteErrorScreen({ error, embedded }: { error: unknown; embedded: boolean }) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  // In the user's language when its catalogue is loaded (it is, once any screen showed); English
  // otherwise, as when the new version's deploy removed the old catalogue too.
  const t = useComponentTexts();
  return (
    <Center minH={embedded ? '60vh' : '100dvh'} px="6">
      <VStack gap="4" textAlign="center" maxW="md" role="alert">
        <Center boxSize="14" borderRadius="full" bg="red.subtle" color="red.fg" fontSize="2xl">
          <AlertCircleIcon />
        </Center>
        <Heading as="h1" size="xl">
          {chunkFailed ? t.newVersionTitle : t.failedTitle}
        </Heading>
        <Text color="fg.muted">{chunkFailed ? t.newVersionHint : t.failedHint}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t.reload}
        </Button>
      </VStack>
    </Center>
  );
}
