// The client's habits on Today (docs/habits.md): each habit running today with a button to tick
// it done, its streak and this week's count. Lazy: it loads after Today's first screen
// (docs/performance.md, "Web delivery"). Ticks go through the offline queue and show at once.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { ProgressBar } from '#web/components/progress-bar.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { useSetTick, useTodayHabits, type HabitStatus } from '../hooks/use-today-habits.ts';
import { T } from '../texts.ts';

export default function TodayHabitsCard() {
  const habits = useTodayHabits();
  const setTick = useSetTick();
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
  else if (habits.data.habits.length === 0)
    body = (
      <Text textStyle="sm" color="fg.muted">
        {T.todayEmpty}
      </Text>
    );
  else {
    const today = habits.data.today;
    body = (
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
        {habits.data.habits.map((h) => (
          <HabitRow key={h.id} habit={h} onToggle={() => setTick({ id: h.id, date: today }, !h.tickedToday)} />
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard title={T.title} description={T.todayDescription} testId="today-habits">
      {body}
    </SectionCard>
  );
}

function HabitRow({ habit: h, onToggle }: { habit: HabitStatus; onToggle: () => void }) {
  const percent = h.week.expected === 0 ? 0 : Math.round((Math.min(h.week.completed, h.week.expected) / h.week.expected) * 100);
  return (
    <HStack as="li" gap="3" align="center" data-testid="habit-row">
      <Button
        onClick={onToggle}
        aria-pressed={h.tickedToday}
        aria-label={T.tickLabel(h.name, h.tickedToday)}
        minW="11"
        minH="11"
        px="0"
        borderRadius="full"
        variant={h.tickedToday ? 'solid' : 'outline'}
        colorPalette={h.tickedToday ? 'green' : 'gray'}
        flexShrink={0}
      >
        <CheckIcon opacity={h.tickedToday ? 1 : 0.35} />
      </Button>
      <Stack gap="1" flex="1" minW="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="medium" lineClamp={2}>
            {h.name}
            {h.target ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                · {h.target}
              </Text>
            ) : null}
          </Text>
          <Text textStyle="xs" color="fg.muted" data-testid="habit-streak">
            {T.streak(h.streak.count, h.streak.unit)}
          </Text>
        </HStack>
        <Box>
          <ProgressBar value={percent} size="xs" aria-label={T.week(h.week.completed, h.week.expected)} />
        </Box>
        <Text textStyle="xs" color="fg.muted" data-testid="habit-week">
          {T.frequency(h.frequency, h.timesPerWeek)} · {T.week(h.week.completed, h.week.expected)}
        </Text>
      </Stack>
    </HStack>
  );
}
