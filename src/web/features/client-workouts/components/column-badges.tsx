// Badges for the non-empty col1–col5 values, labelled with the session's column configuration.
import { Badge, Wrap } from '@chakra-ui/react';
import type { ColumnConfig, ColumnData } from '../../../../shared/schemas/workouts.ts';

const SHOWN = ['col1', 'col2', 'col3', 'col4', 'col5'] as const;

export function ColumnBadges({ values, labels }: { values: ColumnData; labels: ColumnConfig }) {
  const shown = SHOWN.filter((k) => values[k].trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Wrap gap="1.5">
      {shown.map((k) => (
        <Badge key={k} variant="subtle" colorPalette="gray" size="md">
          {labels[k] || k}: {values[k]}
        </Badge>
      ))}
    </Wrap>
  );
}
