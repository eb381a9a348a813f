// The badge of a set that holds a personal record (docs/records.md), on Today's set rows and in
// History. Reads "PR"; its name says which records.
import { Badge } from '@chakra-ui/react';
import { TrophyIcon } from './trophy-icon.tsx';

export const RECORD_BADGE_TEXTS = {
  badge: 'PR',
  badgeLabel: (kinds: readonly ('REPS' | 'E1RM')[]) => `Personal record: ${kinds.map((k) => (k === 'REPS' ? 'heaviest for these reps' : 'best estimated 1RM')).join(', ')}`,
} as const;
const T = RECORD_BADGE_TEXTS;

/** `kinds` may be missing on sets cached by an app from before records (docs/offline.md): no badge. */
export function RecordBadge({ kinds }: { kinds: readonly ('REPS' | 'E1RM')[] | undefined }) {
  if (!kinds || kinds.length === 0) return null;
  const label = T.badgeLabel(kinds);
  return (
    <Badge size="xs" colorPalette="purple" variant="solid" gap="0.5" px="1" title={label} aria-label={label} role="img" data-testid="record-badge">
      <TrophyIcon boxSize="2.5" aria-hidden />
      {T.badge}
    </Badge>
  );
}
