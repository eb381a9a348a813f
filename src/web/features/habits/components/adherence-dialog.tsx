// "Habits this week" (docs/habits.md): each client with habits in a Monday–Sunday week, their
// habits' completed against expected days, lowest first so the ones to check on lead; the
// arrows step a week back or forward.
import { dateFormat } from '#web/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, CloseButton, Dialog, HStack, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/later-icons.tsx';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { addDays } from '#shared/habits';
import { useTRPC } from '#web/lib/trpc.ts';
import { useHabitTexts } from '../texts.ts';

const shortDay = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string) => shortDay(new Date(`${iso}T00:00:00Z`));
const ratio = (completed: number, expected: number) => (expected === 0 ? 1 : completed / expected);

export function AdherenceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const T = useHabitTexts();
  const trpc = useTRPC();
  // undefined: this week (the server's, in the coach's zone); else a day of the week shown.
  const [week, setWeek] = useState<string | undefined>(undefined);
  const overview = useQuery(trpc.coach.habits.adherence.queryOptions(week ? { week } : {}, { enabled: open }));
  const weekStart = overview.data?.weekStart;
  const rows = (overview.data?.clients ?? []).toSorted((a, b) => ratio(a.completed, a.expected) - ratio(b.completed, b.expected));
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.overviewTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack justify="space-between" gap="2">
                  <IconButton size="sm" variant="outline" aria-label={T.previousWeek} disabled={!weekStart} onClick={() => weekStart && setWeek(addDays(weekStart, -7))}>
                    <ChevronLeftIcon />
                  </IconButton>
                  <Text fontWeight="medium" aria-live="polite" data-testid="adherence-week">
                    {weekStart ? T.weekOf(formatDay(weekStart), formatDay(addDays(weekStart, 6))) : ''}
                  </Text>
                  <IconButton size="sm" variant="outline" aria-label={T.nextWeek} disabled={!weekStart} onClick={() => weekStart && setWeek(addDays(weekStart, 7))}>
                    <ChevronRightIcon />
                  </IconButton>
                </HStack>
                {overview.isPending ? (
                  <InlineLoading label={T.loading} py="2" />
                ) : !overview.data ? (
                  <Stack gap="2" align="start" role="alert">
                    <Text textStyle="sm" color="fg.error">
                      {T.overviewError}
                    </Text>
                    <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
                      {T.retry}
                    </Button>
                  </Stack>
                ) : rows.length === 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    {T.overviewEmpty}
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="adherence-rows">
                    {rows.map((r) => (
                      <Stack as="li" key={r.clientId} gap="1">
                        <HStack justify="space-between" gap="2">
                          <Link asChild fontWeight="medium">
                            <RouterLink to={`/coach/clients/${r.clientId}`}>{`${r.firstName} ${r.lastName}`.trim()}</RouterLink>
                          </Link>
                          <Text textStyle="sm" color="fg.muted">
                            {T.overviewRow(r.habits, r.completed, r.expected)}
                          </Text>
                        </HStack>
                        <ProgressBar value={Math.round(ratio(r.completed, r.expected) * 100)} size="xs" aria-label={T.week(r.completed, r.expected)} />
                      </Stack>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={T.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
