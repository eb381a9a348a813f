// Issue 12: no due workout is hidden. Below today's workout, the other open sessions that are due
// (overdue ones, with their lateness), each can be opened (started: Today shows the started one
// first) or skipped after a second tap. Days are the client's local days (docs/time-zones.md).
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { localToday } from '#shared/time-zone';
import { latenessLabel } from '#shared/workout-dates';
import { useNow } from '#web/lib/use-now.ts';
import { useSessions, type SessionSummary } from '../hooks/use-sessions.ts';
import { useUpdateSession } from '../hooks/use-today-workout.ts';
import { T } from '../texts.ts';
import { SkipConfirmDialog } from './skip-confirm.tsx';

/** Open sessions due by the local today, other than the one shown, oldest first. */
export function alsoDue(sessions: readonly SessionSummary[], shownId: string, now: Date, timeZone: string): SessionSummary[] {
  const today = localToday(now, timeZone).getTime();
  return sessions.filter((s) => s.id !== shownId && (s.status === 'SCHEDULED' || s.status === 'IN_PROGRESS') && s.scheduledFor.getTime() <= today);
}

export function AlsoDue({ shownId }: { shownId: string }) {
  const sessions = useSessions();
  const now = useNow();
  const timeZone = useTimeZone();
  const due = alsoDue(sessions.data ?? [], shownId, now, timeZone);
  if (due.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="also-due-heading">
      <Heading as="h2" size="md" id="also-due-heading">
        {T.today.alsoDue}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {due.map((s) => (
          <li key={s.id}>
            <DueCard session={s} lateness={latenessLabel(s.scheduledFor, now, timeZone)} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

const onError = (err: unknown) => toast.error(T.toasts.error, errorMessage(err, T.toasts.updateFailed));

function DueCard({ session, lateness }: { session: SessionSummary; lateness: string | null }) {
  const update = useUpdateSession();
  const [confirming, setConfirming] = useState(false);
  const open = () => update.mutate({ id: session.id, status: 'IN_PROGRESS' }, { onError });
  const skip = () => update.mutate({ id: session.id, status: 'SKIPPED', clientFeedback: T.toasts.skipped }, { onSuccess: () => toast.success(T.toasts.skipped, T.toasts.skippedBody), onError });
  return (
    <Card.Root variant="outline" size="sm" data-testid="also-due-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Text fontWeight="semibold" wordBreak="break-word">
            {session.planName || T.upcoming.fallbackName}
          </Text>
          {lateness ? (
            <Badge colorPalette={lateness === 'On Time' ? 'green' : 'orange'} flexShrink={0}>
              {lateness}
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="2">
          <Button size="md" flex="1" colorPalette="brand" onClick={open} loading={update.isPending && update.variables?.status === 'IN_PROGRESS'} disabled={update.isPending}>
            {T.today.openWorkout}
          </Button>
          <Button size="md" variant="outline" onClick={() => setConfirming(true)} loading={update.isPending && update.variables?.status === 'SKIPPED'} disabled={update.isPending}>
            {T.upcoming.skip}
          </Button>
        </HStack>
        <SkipConfirmDialog open={confirming} onOpenChange={setConfirming} name={session.planName || T.upcoming.fallbackName} onConfirm={skip} />
      </Card.Body>
    </Card.Root>
  );
}
