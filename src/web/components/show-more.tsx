// The foot of a list drawn a step at a time (lib/use-shown-items.ts): how much is drawn, and a
// button that draws the next step. Nothing when the whole list is drawn.
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ShownItems } from '#web/lib/use-shown-items.ts';

export interface ShowMoreProps {
  list: ShownItems<unknown>;
  /** "Showing 20 of 200 clients". */
  summary: (shown: number, total: number) => string;
  /** "Show 20 more". */
  label: (count: number) => string;
}

export function ShowMore({ list, summary, label }: ShowMoreProps) {
  if (list.hidden === 0) return null;
  return (
    <HStack justify="space-between" gap="3" pt="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summary(list.shown.length, list.total)}
      </Text>
      <Button size="sm" variant="outline" onClick={list.showMore}>
        {label(Math.min(list.step, list.hidden))}
      </Button>
    </HStack>
  );
}
