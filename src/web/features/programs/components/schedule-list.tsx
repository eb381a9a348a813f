// The schedule being edited: sortable rows (a drag renumbers days 1..n, docs/product.md §4), each with a
// Day 1–30 selector, its plan or rest day, and Remove. By Week shows one week at a time.
import { Badge, Box, Grid, IconButton, Stack, Text, NativeSelect } from '@chakra-ui/react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DAY_SELECTOR_MAX, WEEKDAY_NAMES, dayOffsetToWeekDay } from '#shared/day-mapping';
import { TrashIcon } from '#web/components/icons.tsx';
import { GripVerticalIcon } from '#web/components/later-icons.tsx';
import { weekOf, type ScheduleEntry } from '../lib/schedule.ts';
import { useProgramsTexts } from '../texts.ts';
import { sortableAccessibility } from '#web/lib/sortable-announcements.ts';

function dayOptions(current: number): number[] {
  const days = Array.from({ length: DAY_SELECTOR_MAX }, (_, i) => i + 1);
  return current > DAY_SELECTOR_MAX ? [...days, current] : days;
}

function Row(props: { entry: ScheduleEntry; used: ReadonlySet<number>; draggable: boolean; onDay: (day: number) => void; onRemove: () => void }) {
  const T = useProgramsTexts();
  const { entry } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.key,
    disabled: !props.draggable,
  });
  const { week, dayOfWeek } = dayOffsetToWeekDay(entry.dayOffset);
  const label = entry.planName ?? T.restDay;
  return (
    // On a phone the plan name gets the full row beside the handle and the day selector sits
    // under it, instead of squeezing the name into a sliver between the two.
    <Grid
      ref={setNodeRef}
      data-testid="schedule-entry"
      templateColumns={props.draggable ? 'auto auto minmax(0, 1fr) auto' : 'auto minmax(0, 1fr) auto'}
      templateAreas={{
        base: props.draggable ? '"handle name name remove" "handle day . remove"' : '"name name remove" "day . remove"',
        sm: props.draggable ? '"handle day name remove"' : '"day name remove"',
      }}
      alignItems="center"
      columnGap="2"
      rowGap="1.5"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      borderWidth="1px"
      borderRadius="md"
      p="2"
      gap="2"
      bg={isDragging ? 'bg.emphasized' : 'bg'}
      zIndex={isDragging ? 1 : undefined}
      position="relative"
    >
      {props.draggable ? (
        <IconButton
          gridArea="handle"
          ref={setActivatorNodeRef}
          aria-label={`Move ${label}, ${T.day(entry.dayOffset)}`}
          size="sm"
          variant="ghost"
          cursor="grab"
          touchAction="none"
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon />
        </IconButton>
      ) : null}
      <NativeSelect.Root gridArea="day" size="sm" width="28">
        <NativeSelect.Field aria-label={`Day of ${label}`} value={entry.dayOffset} onChange={(e) => props.onDay(Number(e.currentTarget.value))}>
          {dayOptions(entry.dayOffset).map((d) => (
            <option key={d} value={d} disabled={d !== entry.dayOffset && props.used.has(d)}>
              {T.day(d)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box gridArea="name" minW="0">
        {entry.planName ? (
          <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
            {entry.planName}
          </Text>
        ) : (
          <Badge variant="outline">{T.restDay}</Badge>
        )}
        <Text fontSize="xs" color="fg.muted">
          {T.week(week + 1)} · {WEEKDAY_NAMES[dayOfWeek]}
        </Text>
      </Box>
      <IconButton gridArea="remove" aria-label={`${T.removeEntry} ${label}, ${T.day(entry.dayOffset)}`} size="sm" variant="ghost" colorPalette="red" onClick={props.onRemove}>
        <TrashIcon />
      </IconButton>
    </Grid>
  );
}

export function ScheduleList(props: {
  entries: readonly ScheduleEntry[];
  /** null: All Days; a 0-based week: By Week. */
  week: number | null;
  onDay: (key: string, day: number) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
}) {
  const T = useProgramsTexts();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const used = new Set(props.entries.map((e) => e.dayOffset));
  const shown = props.week === null ? props.entries : props.entries.filter((e) => weekOf(e) === props.week);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const keys = props.entries.map((e) => e.key);
    props.onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  if (props.entries.length === 0) return <Text color="fg.muted">{T.emptySchedule}</Text>;
  if (shown.length === 0) return <Text color="fg.muted">{T.emptyWeek}</Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={sortableAccessibility(
        shown.map((e) => e.key),
        (id) => shown.find((e) => e.key === id)?.planName ?? T.restDay,
      )}
    >
      <SortableContext items={shown.map((e) => e.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="2" aria-label={T.schedule} role="list">
          {shown.map((e) => (
            <Box key={e.key} role="listitem">
              <Row entry={e} used={used} draggable={props.week === null && props.entries.length > 1} onDay={(d) => props.onDay(e.key, d)} onRemove={() => props.onRemove(e.key)} />
            </Box>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
