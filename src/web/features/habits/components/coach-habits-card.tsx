// A client's habits for their coach (client detail, docs/habits.md): each habit with its
// frequency, streak and this week's adherence; add (for this client, or several at once), edit,
// end and delete, the last two after a confirmation.
import { dateFormat } from '#web/i18n/format.ts';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { useCoachHabits, useDeleteHabit, useEndHabit, type HabitStatus } from '../hooks/use-habits.ts';
import { useHabitTexts } from '../texts.ts';
import { AdherenceDialog } from './adherence-dialog.tsx';
import { HabitFormDialog } from './habit-form-dialog.tsx';

const shortDay = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string) => shortDay(new Date(`${iso}T00:00:00Z`));

export function CoachHabitsCard({ clientId }: { clientId: string }) {
  const T = useHabitTexts();
  const habits = useCoachHabits(clientId);
  const end = useEndHabit();
  const remove = useDeleteHabit();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HabitStatus | null>(null);
  const [ending, setEnding] = useState<HabitStatus | null>(null);
  const [removing, setRemoving] = useState<HabitStatus | null>(null);

  let body;
  if (habits.isPending) body = <InlineLoading label={T.loading} py="2" />;
  else if (!habits.data)
    body = (
      <Stack gap="2" align="start" role="alert">
        <Text textStyle="sm" color="fg.error">
          {T.error}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void habits.refetch()}>
          {T.retry}
        </Button>
      </Stack>
    );
  else {
    const today = habits.data.today;
    body = (
      <Stack gap="4">
        {habits.data.habits.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {T.coachEmpty}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="coach-habits">
            {habits.data.habits.map((h) => {
              // Only ending sets endedOn: from then on the habit is shown as ended.
              const ended = h.endedOn !== null;
              const percent = h.week.expected === 0 ? 0 : Math.round((Math.min(h.week.completed, h.week.expected) / h.week.expected) * 100);
              return (
                <Stack as="li" key={h.id} gap="1.5" borderBottomWidth="1px" pb="3" opacity={ended ? 0.7 : 1} data-testid="coach-habit">
                  <HStack justify="space-between" gap="2" wrap="wrap" align="start">
                    <Stack gap="0" minW="0" flex="1">
                      <Text fontWeight="medium">
                        {h.name}
                        {h.target ? (
                          <Text as="span" color="fg.muted" fontWeight="normal">
                            {' '}
                            · {h.target}
                          </Text>
                        ) : null}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {T.frequency(h.frequency, h.timesPerWeek)}
                        {h.startsOn > today ? ` · ${T.startsOn(formatDay(h.startsOn))}` : ''}
                      </Text>
                    </Stack>
                    {ended ? (
                      <Badge variant="subtle">{T.ended(formatDay(h.endedOn!))}</Badge>
                    ) : (
                      <HStack gap="1">
                        <Button size="xs" variant="ghost" minH="8" onClick={() => setEditing(h)} aria-label={T.edit(h.name)}>
                          {T.editShort}
                        </Button>
                        <Button size="xs" variant="ghost" minH="8" onClick={() => setEnding(h)} aria-label={T.endLabel(h.name)}>
                          {T.end}
                        </Button>
                      </HStack>
                    )}
                    <Button size="xs" variant="ghost" colorPalette="red" minH="8" onClick={() => setRemoving(h)} aria-label={T.removeLabel(h.name)}>
                      {T.remove}
                    </Button>
                  </HStack>
                  {ended ? null : (
                    <>
                      <ProgressBar value={percent} size="xs" aria-label={T.week(h.week.completed, h.week.expected)} />
                      <Text textStyle="xs" color="fg.muted" data-testid="coach-habit-stats">
                        {T.streak(h.streak.count, h.streak.unit)} · {T.week(h.week.completed, h.week.expected)}
                      </Text>
                    </>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
        <Button alignSelf="start" variant="outline" minH="11" onClick={() => setAdding(true)}>
          <PlusIcon /> {T.add}
        </Button>
      </Stack>
    );
  }

  return (
    <SectionCard title={T.title} description={T.coachDescription} testId="habits">
      {body}
      {adding ? <HabitFormDialog mode="create" preselected={[clientId]} open onOpenChange={(o) => !o && setAdding(false)} /> : null}
      {editing ? <HabitFormDialog key={editing.id} mode="edit" habit={editing} open onOpenChange={(o) => !o && setEditing(null)} /> : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending ? T.endTitle(ending.name) : ''}
        description={T.endBody}
        confirmLabel={T.end}
        onConfirm={() => (ending ? end.mutateAsync({ id: ending.id }) : undefined)}
        pending={end.isPending}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? T.removeTitle(removing.name) : ''}
        description={T.removeBody}
        confirmLabel={T.remove}
        onConfirm={() => (removing ? remove.mutateAsync({ id: removing.id }) : undefined)}
        pending={remove.isPending}
      />
    </SectionCard>
  );
}

/**
 * The clients list's habit actions: "Assign habit" (one habit for several clients in one step)
 * and "Habits this week" (every client's adherence).
 */
export function AssignHabitButton() {
  const T = useHabitTexts();
  const [open, setOpen] = useState(false);
  const [overview, setOverview] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="assign-habit">
        <PlusIcon /> {T.assign}
      </Button>
      <Button variant="outline" onClick={() => setOverview(true)} data-testid="habits-overview">
        {T.overview}
      </Button>
      {open ? <HabitFormDialog mode="create" open onOpenChange={(o) => !o && setOpen(false)} /> : null}
      {overview ? <AdherenceDialog open onOpenChange={(o) => !o && setOverview(false)} /> : null}
    </>
  );
}
