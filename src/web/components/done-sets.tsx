// The done sets of one exercise with their record badges (docs/sets.md, docs/records.md): the
// client's History and the coach's view of a client's workout show them the same way.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatLoad, formatNumber, type Unit } from '#shared/sets';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RecordBadge } from './record-badge.tsx';
import { useLaterComponentTexts } from './later-texts.ts';

export interface DoneSet {
  id: string;
  reps: number | null;
  load: number | null;
  loadUnit: Unit;
  rpe: number | null;
  /** Missing on sets cached by an app from before records (docs/offline.md). */
  records?: readonly ('REPS' | 'E1RM')[];
}

/** "8 × 80 kg · RPE 8", the load in the viewer's unit. */
function setText(x: DoneSet, unit: Unit): string {
  const reps = x.reps ?? '–';
  const load = x.load === null ? '' : ` × ${formatLoad(x.load, x.loadUnit, unit)}`;
  return `${reps}${load}${x.rpe === null ? '' : ` · RPE ${formatNumber(x.rpe)}`}`;
}

export function DoneSets({ sets }: { sets: readonly DoneSet[] }) {
  const T = useLaterComponentTexts();
  const unit: Unit = useAuth().user?.loadUnit ?? 'KG';
  if (sets.length === 0) return null;
  return (
    <Stack as="ol" listStyleType="none" gap="0.5" mt="1" data-testid="history-sets">
      {sets.map((x, i) => (
        <HStack as="li" key={x.id} gap="2" textStyle="xs" color="fg.muted">
          <Text as="span" minW="10">
            {T.setNumber(i + 1)}
          </Text>
          <Text as="span" color="fg">
            {setText(x, unit)}
          </Text>
          <RecordBadge kinds={x.records ? [...x.records] : undefined} />
        </HStack>
      ))}
    </Stack>
  );
}
