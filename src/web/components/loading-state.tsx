import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** E.g. 'Loading history...' (docs/product.md §2). Also read out by screen readers. */
  label?: string;
  /** Fill the viewport (session check, lazy screens) instead of the content area. */
  fullPage?: boolean;
}

export function LoadingState({ label = 'Loading...', fullPage = false }: LoadingStateProps) {
  return (
    <Center minH={fullPage ? '100dvh' : '40'} py={fullPage ? '0' : '10'} role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
