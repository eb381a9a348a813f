// Workout progress and history (docs/product.md §2 Client detail): assigned workouts with reschedule,
// complete and remove; upcoming sessions; the recent workouts with their results, 10 at a time and
// filtered by status, so a year of history can be read to its start.
import { Badge, Box, Button, Card, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ShowMore } from '#web/components/show-more.tsx';
import { useShownItems } from '#web/lib/use-shown-items.ts';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { useAssignmentActions, type ClientAssignment, type HistoryItem } from '../hooks/use-client-detail.ts';
import { formatDay } from '#web/lib/client-utils.ts';
import { assignmentProgressOf } from '#shared/stats';
import { useClientTexts } from '../texts.ts';
import { WorkoutLog } from './workout-log.tsx';
import { RescheduleDialog } from '#web/components/reschedule-dialog.tsx';
import { CoachFeedbackReply } from '#web/features/messages/index.ts';

const RECENT_LIMIT = 10;
/** A long program schedules dozens of sessions; the first few are what a coach checks. */
export const UPCOMING_PREVIEW = 5;

const sessionBadge: Record<HistoryItem['status'], { label: string; palette: string }> = {
  SCHEDULED: { label: 'Scheduled', palette: 'blue' },
  IN_PROGRESS: { label: 'In Progress', palette: 'orange' },
  COMPLETED: { label: 'Completed', palette: 'green' },
  SKIPPED: { label: 'Skipped', palette: 'gray' },
  MISSED: { label: 'Missed', palette: 'red' },
};
const assignmentBadge: Record<ClientAssignment['status'], { label: string; palette: string }> = {
  ASSIGNED: { label: 'Assigned', palette: 'blue' },
  IN_PROGRESS: { label: 'In Progress', palette: 'orange' },
  COMPLETED: { label: 'Completed', palette: 'green' },
};

function todayUtc(): number {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

export function splitHistory(history: readonly HistoryItem[], today = todayUtc()) {
  const upcoming = history.filter((h) => h.status === 'SCHEDULED' && h.scheduledFor.getTime() >= today).toReversed();
  const recent = history.filter((h) => !(h.status === 'SCHEDULED' && h.scheduledFor.getTime() >= today));
  return { upcoming, recent };
}

/** docs/product.md §4: a program assignment in ASSIGNED can be rescheduled (the server refuses the rest). */
export const canReschedule = (a: Pick<ClientAssignment, 'contentType' | 'status'>) => a.contentType === 'PROGRAM' && a.status === 'ASSIGNED';

export function AssignmentsCard({ clientId, assignments }: { clientId: string; assignments: readonly ClientAssignment[] }) {
  const T = useClientTexts();
  const { reschedule, complete, remove } = useAssignmentActions(clientId);
  const [rescheduling, setRescheduling] = useState<ClientAssignment | null>(null);
  const [removing, setRemoving] = useState<ClientAssignment | null>(null);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading size="md">{T.assignedTitle}</Heading>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/coach/assign?clientId=${clientId}`}>
              <PlusIcon /> {T.assignWorkout}
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {assignments.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {T.noAssignments}
          </Text>
        ) : (
          <Stack gap="3">
            {assignments.map((a) => {
              const pct = assignmentProgressOf(a.completedCount, a.sessionCount);
              const badge = a.status === 'COMPLETED' && a.completedCount < a.sessionCount ? { label: T.assignmentEnded, palette: 'gray' } : assignmentBadge[a.status];
              return (
                <Box key={a.id} borderWidth="1px" borderRadius="l2" p="3" data-testid="assignment">
                  <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
                    <Box minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="semibold" overflowWrap="anywhere">
                          {a.contentName}
                        </Text>
                        <Badge size="sm" variant="outline">
                          {a.contentType === 'PROGRAM' ? 'Program' : 'Plan'}
                        </Badge>
                        <Badge size="sm" colorPalette={badge.palette}>
                          {badge.label}
                        </Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDay(a.startDate)}
                        {a.endDate ? ` – ${formatDay(a.endDate)}` : ''} · {T.assignmentCounts(a.completedCount, a.sessionCount, a.missedCount)}
                      </Text>
                    </Box>
                    <HStack gap="2" flexWrap="wrap">
                      {canReschedule(a) ? (
                        <Button size="sm" variant="outline" onClick={() => setRescheduling(a)}>
                          {T.reschedule}
                        </Button>
                      ) : null}
                      {a.status === 'ASSIGNED' && !a.endDate ? (
                        <Button size="sm" variant="outline" onClick={() => complete.mutate({ id: a.id })} loading={complete.isPending && complete.variables?.id === a.id}>
                          {T.markComplete}
                        </Button>
                      ) : null}
                      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRemoving(a)}>
                        {T.remove}
                      </Button>
                    </HStack>
                  </HStack>
                  <ProgressBar value={pct} size="xs" colorPalette="brand" mt="2" aria-label={`${a.contentName} progress`} />
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <RescheduleDialog
        key={rescheduling?.id ?? 'none'}
        texts={{ title: T.rescheduleTitle, help: T.rescheduleHelp, dateLabel: T.newStartDate, submit: T.reschedule, cancel: T.cancel }}
        open={rescheduling !== null}
        onOpenChange={(o) => {
          if (!o) setRescheduling(null);
        }}
        currentStart={rescheduling?.startDate ?? null}
        pending={reschedule.isPending}
        onSubmit={(newStartDate) => reschedule.mutateAsync({ id: rescheduling!.id, newStartDate })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title={T.removeTitle}
        description={T.removeConfirm}
        confirmLabel={T.remove}
        onConfirm={() => remove.mutateAsync({ id: removing!.id })}
      />
    </Card.Root>
  );
}

/** Sessions that can hold logged sets: the coach can open them (docs/product.md §2). */
const OPENABLE: readonly HistoryItem['status'][] = ['COMPLETED', 'IN_PROGRESS', 'SKIPPED', 'MISSED'];

function SessionRow({ s, clientId }: { s: HistoryItem; clientId?: string }) {
  const T = useClientTexts();
  const badge = sessionBadge[s.status];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" data-testid="session-row">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box minW="0" flex="1">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {s.planName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDay(s.scheduledFor)} · {s.completedExercises}/{s.exerciseCount} exercises
            {s.duration ? ` · ${s.duration} min` : ''}
          </Text>
        </Box>
        <Badge colorPalette={badge.palette} flexShrink="0" mt="0.5">
          {badge.label}
        </Badge>
      </HStack>
      {s.clientFeedback ? (
        <Text fontSize="sm" mt="2" fontStyle="italic">
          “{s.clientFeedback}”
        </Text>
      ) : null}
      {s.status === 'COMPLETED' && (s.clientFeedback || s.coachReply) ? <CoachFeedbackReply sessionId={s.id} reply={s.coachReply} /> : null}
      {clientId && OPENABLE.includes(s.status) ? (
        <Button
          size="xs"
          variant="ghost"
          mt="1"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? T.hideSets : T.showSetsOf(s.planName)}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? T.hideSets : T.showSets}
        </Button>
      ) : null}
      {open && clientId ? <WorkoutLog clientId={clientId} sessionId={s.id} id={panelId} /> : null}
      {!open && s.results.length ? (
        <Stack as="ul" gap="0.5" mt="2" fontSize="sm" listStyleType="none">
          {s.results.map((r) => (
            <li key={r.id}>
              <Text as="span" fontWeight="medium">
                {r.exerciseName}:
              </Text>{' '}
              {r.result || 'No data'}
              {r.notes ? <Text as="span" color="fg.muted">{` (${r.notes})`}</Text> : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

type StatusFilter = HistoryItem['status'] | 'ALL';
const FILTERABLE: readonly HistoryItem['status'][] = ['COMPLETED', 'IN_PROGRESS', 'MISSED', 'SKIPPED'];

export function SessionsCard({ history, clientId }: { history: readonly HistoryItem[]; clientId?: string }) {
  const T = useClientTexts();
  const { upcoming, recent } = splitHistory(history);
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const filtered = status === 'ALL' ? recent : recent.filter((s) => s.status === status);
  const shownRecent = useShownItems(filtered, RECENT_LIMIT, status);
  const [allUpcoming, setAllUpcoming] = useState(false);
  const shownUpcoming = allUpcoming ? upcoming : upcoming.slice(0, UPCOMING_PREVIEW);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{T.progressTitle}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Box>
            <Heading size="sm" mb="2">
              {T.upcomingTitle}
            </Heading>
            {upcoming.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {T.noUpcoming}
              </Text>
            ) : (
              <Stack gap="2">
                {shownUpcoming.map((s) => (
                  <SessionRow key={s.id} s={s} />
                ))}
                {upcoming.length > UPCOMING_PREVIEW ? (
                  <Button size="sm" variant="ghost" alignSelf="flex-start" aria-expanded={allUpcoming} onClick={() => setAllUpcoming((v) => !v)}>
                    {allUpcoming ? T.showFewerUpcoming : T.showAllUpcoming(upcoming.length)}
                  </Button>
                ) : null}
              </Stack>
            )}
          </Box>
          <Box>
            <Heading size="sm" mb="2">
              {T.recentTitle}
            </Heading>
            {recent.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {T.noRecent}
              </Text>
            ) : (
              <Stack gap="2">
                <NativeSelect.Root size="sm" maxW="56">
                  <NativeSelect.Field aria-label={T.recentStatusFilter} value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)}>
                    <option value="ALL">{T.allStatuses}</option>
                    {FILTERABLE.map((s) => (
                      <option key={s} value={s}>
                        {sessionBadge[s].label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {filtered.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {T.noRecentWithStatus}
                  </Text>
                ) : null}
                {shownRecent.shown.map((s) => (
                  <SessionRow key={s.id} s={s} clientId={clientId} />
                ))}
                <ShowMore list={shownRecent} summary={T.showingRecent} label={T.showMoreRecent} />
              </Stack>
            )}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
