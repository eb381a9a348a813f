// Badges for the non-empty col1–col5 values, labelled with the session's column configuration.
import { Badge, Flex } from '@chakra-ui/react';
import type { ColumnConfig, ColumnData } from '#shared/schemas/workouts';

const SHOWN = ['col1', 'col2', 'col3', 'col4', 'col5'] as const;

export function ColumnBadges({ values, labels }: { values: ColumnData; labels: ColumnConfig }) {
  const shown = SHOWN.filter((k) => values[k].trim() !== '');
  if (shown.length === 0) return null;
  return (
    // Flex, not Chakra's Wrap (the same flex box): Today's first screen loads Flex already.
    <Flex wrap="wrap" gap="1.5" maxW="full">
      {shown.map((k) => (
        // Issue 12: a long value ('8-10 each side, slow eccentric') wraps inside the card instead
        // of widening the page at 390 px.
        <Badge key={k} variant="subtle" colorPalette="gray" size="md" whiteSpace="normal" wordBreak="break-word" h="auto" py="0.5" maxW="full">
          {labels[k] || k}: {values[k]}
        </Badge>
      ))}
    </Flex>
  );
}
