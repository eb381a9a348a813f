// The badge of a set that holds a personal record (docs/records.md), on Today's set rows and in
// History. Reads "PR"; its name says which records.
import { Badge } from '@chakra-ui/react';
import { sharedMessages, useSharedTexts } from '#web/i18n/texts.ts';
import { TrophyIcon } from './trophy-icon.tsx';

type Kinds = readonly ('REPS' | 'E1RM')[];
const texts = (t: ReturnType<typeof sharedMessages.get>) => ({
  badge: t.recordBadge,
  badgeLabel: (kinds: Kinds) => t.recordLabel(kinds.map((k) => (k === 'REPS' ? t.recordReps : t.recordE1rm))),
});

/** The English texts, as tests read them. */
export const RECORD_BADGE_TEXTS = texts(sharedMessages.get());

/** `kinds` may be missing on sets cached by an app from before records (docs/offline.md): no badge. */
export function RecordBadge({ kinds }: { kinds: Kinds | undefined }) {
  const T = texts(useSharedTexts());
  if (!kinds || kinds.length === 0) return null;
  const label = T.badgeLabel(kinds);
  return (
    <Badge size="xs" colorPalette="purple" variant="solid" gap="0.5" px="1" title={label} aria-label={label} role="img" data-testid="record-badge">
      <TrophyIcon boxSize="2.5" aria-hidden />
      {T.badge}
    </Badge>
  );
}
