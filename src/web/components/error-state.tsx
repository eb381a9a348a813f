import { Button, VStack, EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertCircleIcon, RefreshIcon } from './icons.tsx';
import { useComponentTexts } from './texts.ts';

export interface ErrorStateProps {
  /** E.g. 'Failed to Load Clients' (docs/product.md §2). */
  title: string;
  description?: ReactNode;
  /** Shows a "Try again" button (queries never retry by themselves, docs/product.md §8). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Extra action, e.g. a link back to a list. */
  action?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A load failure in place of the content, with a way to try again. */
export function ErrorState({ title, description, onRetry, retrying, action, size = 'md' }: ErrorStateProps) {
  const T = useComponentTexts();
  return (
    <ChakraEmptyState.Root size={size} role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="l3">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="fg.error">
          <AlertCircleIcon />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {onRetry || action ? (
          <VStack gap="2">
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} loadingText={T.retrying}>
                <RefreshIcon /> {T.tryAgain}
              </Button>
            ) : null}
            {action}
          </VStack>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
