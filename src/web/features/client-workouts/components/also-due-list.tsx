// Issue 12: the "Also due" list under today's workout (also-due.tsx decides whether it shows):
// each open due session can be opened (started: Today shows the started one first) or skipped
// after a second tap. Loaded only when there is one, so Today's first screen goes without it
// (docs/performance.md, "Web delivery"); fetched with the tab screens for offline use.
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import type { SessionSummary } from '../hooks/use-sessions.ts';
import { useUpdateSession } from '../hooks/use-today-workout.ts';
import { toastMessages, SKIPPED_FEEDBACK, useWorkoutTexts } from '../texts.ts';
import { SkipConfirmDialog } from './skip-confirm.tsx';

export default function AlsoDueList({ due }: { due: { session: SessionSummary; lateness: string | null }[] }) {
  const T = useWorkoutTexts();
  return (
    <Stack gap="2" as="section" aria-labelledby="also-due-heading">
      <Heading as="h2" size="md" id="also-due-heading">
        {T.today.alsoDue}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {due.map(({ session, lateness }) => (
          <li key={session.id}>
            <DueCard session={session} lateness={lateness} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

const onError = (err: unknown) => {
  const t = toastMessages.get();
  toast.error(t.error, errorMessage(err, t.updateFailed));
};

function DueCard({ session, lateness }: { session: SessionSummary; lateness: string | null }) {
  const T = useWorkoutTexts();
  const update = useUpdateSession();
  const [confirming, setConfirming] = useState(false);
  const open = () => update.mutate({ id: session.id, status: 'IN_PROGRESS' }, { onError });
  const skip = () => update.mutate({ id: session.id, status: 'SKIPPED', clientFeedback: SKIPPED_FEEDBACK }, { onSuccess: () => toast.success(T.toasts.skipped, T.toasts.skippedBody), onError });
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
