// Day picker (docs/product.md §2): 28 days a page, Prev/Next by 28, Weekdays quick-select (the first five of
// every seven), used days not selectable. Days are toggle buttons (aria-pressed) in a Mon–Sun grid.
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { DAY_PICKER_PAGE, WEEKDAY_SHORT, pickerPage, weekdaysOfPage } from '#shared/day-mapping';
import { PROGRAM_MAX_ENTRIES } from '#shared/schemas/programs';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/later-icons.tsx';
import { useProgramsTexts } from '../texts.ts';

export function DayPicker(props: { pageStart: number; onPageChange: (start: number) => void; selected: ReadonlySet<number>; used: ReadonlySet<number>; onChange: (days: Set<number>) => void }) {
  const T = useProgramsTexts();
  const { pageStart, selected, used } = props;
  const toggle = (day: number) => {
    const next = new Set(selected);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    props.onChange(next);
  };
  const selectWeekdays = () => props.onChange(new Set([...selected, ...weekdaysOfPage(pageStart).filter((d) => !used.has(d))]));
  return (
    <Box role="group" aria-label={T.selectDays}>
      <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => props.onPageChange(Math.max(1, pageStart - DAY_PICKER_PAGE))} disabled={pageStart <= 1}>
            <ChevronLeftIcon /> {T.prev}
          </Button>
          <Text fontSize="sm" color="fg.muted" px="1" aria-live="polite">
            {T.day(pageStart)}–{pageStart + DAY_PICKER_PAGE - 1}
          </Text>
          {/* A program spans at most PROGRAM_MAX_WEEKS weeks: no page past its last day. */}
          <Button size="sm" variant="outline" onClick={() => props.onPageChange(pageStart + DAY_PICKER_PAGE)} disabled={pageStart + DAY_PICKER_PAGE > PROGRAM_MAX_ENTRIES}>
            {T.next} <ChevronRightIcon />
          </Button>
        </HStack>
        <HStack gap="1">
          <Button size="sm" variant="subtle" onClick={selectWeekdays}>
            {T.weekdays}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => props.onChange(new Set())} disabled={selected.size === 0}>
            {T.clearDays}
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid columns={7} gap="1">
        {WEEKDAY_SHORT.map((d) => (
          <Text key={d} fontSize="xs" textAlign="center" color="fg.muted" aria-hidden>
            {d}
          </Text>
        ))}
        {pickerPage(pageStart).map((day) => {
          const isUsed = used.has(day);
          const isOn = selected.has(day);
          return (
            <Button
              key={day}
              size="sm"
              h={{ base: '10', md: '9' }}
              px="0"
              minW="0"
              variant={isOn ? 'solid' : 'outline'}
              colorPalette={isOn ? 'brand' : 'gray'}
              aria-pressed={isOn}
              aria-label={isUsed ? `${T.day(day)} (used)` : T.day(day)}
              disabled={isUsed}
              textDecoration={isUsed ? 'line-through' : undefined}
              onClick={() => toggle(day)}
            >
              {day}
            </Button>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
