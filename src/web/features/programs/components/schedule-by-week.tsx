// A schedule laid out week by week, Monday first (docs/product.md §9): used by the details view and the
// preview. Phones get a list of the scheduled days; wider screens a seven-column grid.
import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DAYS_PER_WEEK, WEEKDAY_NAMES, WEEKDAY_SHORT, dayOffsetToWeekDay } from '#shared/day-mapping';
import { useProgramsTexts } from '../texts.ts';

export interface DayItem {
  dayOffset: number;
  planName: string | null;
}

export function ScheduleByWeek({ items }: { items: readonly DayItem[] }) {
  const T = useProgramsTexts();
  const byDay = new Map(items.map((i) => [i.dayOffset, i]));
  const weeks = items.length ? Math.max(...items.map((i) => dayOffsetToWeekDay(i.dayOffset).week)) + 1 : 0;
  return (
    <Stack gap="5">
      {Array.from({ length: weeks }, (_, week) => (
        <Box key={week} as="section" aria-label={T.week(week + 1)}>
          <Heading size="sm" mb="2">
            {T.week(week + 1)}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: DAYS_PER_WEEK }} gap="2">
            {Array.from({ length: DAYS_PER_WEEK }, (_day, dow) => {
              const dayOffset = week * DAYS_PER_WEEK + dow + 1;
              const item = byDay.get(dayOffset);
              return (
                // A day with nothing on it says so in faint text, on no background: a blank dashed
                // cell read as a rest day (issue 17).
                <Box
                  key={dow}
                  data-testid={item ? 'schedule-day' : 'schedule-empty-day'}
                  borderWidth={item ? '1px' : '0'}
                  borderRadius="md"
                  p="2"
                  minH={{ md: '20' }}
                  bg={item ? (item.planName ? 'brand.subtle' : 'bg.muted') : undefined}
                  borderStyle="solid"
                  display={{ base: item ? 'flex' : 'none', md: 'flex' }}
                  flexDirection={{ base: 'row', md: 'column' }}
                  gap="2"
                  alignItems={{ base: 'center', md: 'start' }}
                >
                  <Text fontSize="xs" color="fg.muted" minW={{ base: '36', md: 'auto' }} flexShrink={0}>
                    <Box as="span" display={{ base: 'none', md: 'inline' }}>
                      {WEEKDAY_SHORT[dow]}
                    </Box>
                    <Box as="span" display={{ base: 'inline', md: 'none' }}>
                      {WEEKDAY_NAMES[dow]}
                    </Box>{' '}
                    · {T.day(dayOffset)}
                  </Text>
                  {item ? (
                    item.planName ? (
                      <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
                        {item.planName}
                      </Text>
                    ) : (
                      <Badge variant="outline">{T.restDay}</Badge>
                    )
                  ) : (
                    <Text fontSize="xs" color="fg.subtle" fontStyle="italic">
                      {T.notScheduled}
                    </Text>
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
