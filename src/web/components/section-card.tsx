import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A titled panel of a detail screen (exercise progress, body metrics…): an outlined card that is
 * a landmark named by its heading, with a line saying what it shows.
 */
export function SectionCard({ title, description, testId, children }: { title: ReactNode; description: ReactNode; testId?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId} data-testid={testId}>
      <Card.Header>
        <Heading id={headingId} size="md">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
