import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { COMPONENT_TEXTS, useComponentTexts } from './texts.ts';

export interface LoadingStateProps {
  /** E.g. 'Loading history...' (docs/product.md §2). Also read out by screen readers; "Loading..." when none. */
  label?: string;
  /** Fill the viewport (session check, lazy screens) instead of the content area. */
  fullPage?: boolean;
}

/** Said under the label while the browser has no connection (docs/offline.md, "Reads"), in English as tests read it. */
export const OFFLINE_WAIT_TEXT = COMPONENT_TEXTS.offlineWait;

// The browser's own signal, not TanStack Query's: this component is on every first screen,
// /login included, which does not load the query layer (docs/performance.md, "Web delivery").
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useBrowserOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );

/** The line a loading state adds while offline; nothing when online. */
export function OfflineWaitNote({ align = 'center' }: { align?: 'center' | 'start' }) {
  const offline = useBrowserOffline();
  const T = useComponentTexts();
  return offline ? (
    <Text color="fg.muted" fontSize="sm" maxW="sm" textAlign={align} textWrap="balance">
      {T.offlineWait}
    </Text>
  ) : null;
}

/**
 * Something is on its way. Offline, the client app's reads wait for the connection instead of
 * failing (docs/offline.md), so a screen with nothing saved yet would spin with no end in sight:
 * it says why it waits.
 */
export function LoadingState({ label, fullPage = false }: LoadingStateProps) {
  const T = useComponentTexts();
  return (
    <Center minH={fullPage ? '100dvh' : '40'} py={fullPage ? '0' : '10'} px="4" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label ?? T.loading}
        </Text>
        <OfflineWaitNote />
      </VStack>
    </Center>
  );
}
