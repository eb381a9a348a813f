// The client's habits on Today (docs/habits.md): each habit running today with a button to tick
// it done, its streak and this week's count. Lazy: it loads after Today's first screen
// (docs/performance.md, "Web delivery"). Ticks go through the offline queue and show at once.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { addDays, mondayOf } from '#shared/habits';
import { CheckIcon } from '#web/components/icons.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { useSetTick, useTodayHabits, type HabitStatus } from '../hooks/use-today-habits.ts';
import { useHabitTexts } from '../texts.ts';

export default function TodayHabitsCard() {
  const T = useHabitTexts();
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
          <HabitRow key={h.id} habit={h} today={today} onToggle={(date, on) => setTick({ id: h.id, date }, on)} />
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

function HabitRow({ habit: h, today, onToggle }: { habit: HabitStatus; today: string; onToggle: (date: string, on: boolean) => void }) {
  const T = useHabitTexts();
  return (
    <HStack as="li" gap="3" align="center" data-testid="habit-row">
      <Button
        onClick={() => onToggle(today, !h.tickedToday)}
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
        <WeekStrip habit={h} today={today} onToggle={onToggle} />
        <Text textStyle="xs" color="fg.muted" data-testid="habit-week">
          {T.frequency(h.frequency, h.timesPerWeek)} · {T.week(h.week.completed, h.week.expected)}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * This Monday–Sunday week, one small toggle per day: a day forgotten earlier in the week can be
 * ticked afterwards; days before the habit started and after today cannot.
 */
function WeekStrip({ habit: h, today, onToggle }: { habit: HabitStatus; today: string; onToggle: (date: string, on: boolean) => void }) {
  const T = useHabitTexts();
  const monday = mondayOf(today);
  const ticked = new Set(h.weekTicks);
  return (
    <HStack gap="0.5" flexWrap="wrap" role="group" aria-label={T.weekDays(h.name)} data-testid="habit-week-strip">
      {T.dayLetters.map((letter, i) => {
        const date = addDays(monday, i);
        const on = ticked.has(date);
        const open = date <= today && date >= h.startsOn;
        return (
          <Button
            key={date}
            size="xs"
            minW="8"
            h="8"
            px="0"
            borderRadius="full"
            variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'green' : 'gray'}
            disabled={!open}
            aria-pressed={on}
            aria-label={T.dayLabel(T.dayNames[i]!, date === today, on)}
            onClick={() => onToggle(date, !on)}
            fontWeight={date === today ? 'bold' : 'normal'}
          >
            {letter}
          </Button>
        );
      })}
    </HStack>
  );
}
