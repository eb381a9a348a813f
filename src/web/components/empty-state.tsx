import { VStack, EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons.tsx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link that gets the user out of the empty state (e.g. "Create Your First Plan"). */
  action?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** h1 when the empty state is the whole page (e.g. a record that does not exist). */
  headingLevel?: 'h1' | 'h2';
}

/** Nothing to show yet: an icon, the SPEC's empty text and, where possible, the next step. */
export function EmptyState({ title, description, icon, action, size = 'md', headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size={size} borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <InboxIcon />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title as={headingLevel}>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
