// A client's calendar on the client detail (issue 17, docs/client-calendar.md): a month grid or a
// week of the client's sessions on the client's own days, with status colours and their names,
// a legend, dragging one session to another day (pointer, touch, or dnd-kit's keyboard sensor
// with a day-by-day coordinate getter), and each session's dialog (edit, Move to…). Phones get
// the week as a list and the month as a list of its days with workouts.
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Card, Heading, HStack, IconButton, SimpleGrid, Stack, Text, VisuallyHidden, chakra, SegmentGroup } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { zoneOrUtc } from '#shared/time-zone';
import { ErrorState } from '#web/components/error-state.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { ChevronLeftIcon, ChevronRightIcon, GripVerticalIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { DESKTOP_QUERY, useMediaQuery } from '#web/lib/use-media-query.ts';
import { RescheduleDialog } from '#web/components/reschedule-dialog.tsx';
import { useCalendarRange, useMoveSession, type CalendarSession } from '../hooks/use-client-calendar.ts';
import {
  STATUS_ORDER,
  STATUS_PALETTE,
  addDays,
  byDay,
  clientToday,
  dayKey,
  dayLabel,
  fromKey,
  mondayOf,
  shiftAnchor,
  viewTitle,
  visibleDays,
  weekdayHeads,
  weekdayLabel,
  type CalendarView,
} from '../lib/calendar-days.ts';
import { useCalendarTexts } from '../texts.ts';
import { AddSessionDialog } from './add-session-dialog.tsx';
import { CopyWeekDialog } from './copy-week-dialog.tsx';
import { SessionDialog } from './session-dialog.tsx';

export function ClientCalendar({ clientId }: { clientId: string }) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const zoneQuery = useQuery(trpc.coach.clients.timeZone.queryOptions({ id: clientId }));
  return (
    <Card.Root variant="outline" data-testid="client-calendar">
      <Card.Header pb="2">
        <Heading size="md">{T.title}</Heading>
      </Card.Header>
      <Card.Body pt="2">
        {zoneQuery.isError ? (
          <ErrorState title={T.loadFailed} onRetry={() => void zoneQuery.refetch()} size="sm" />
        ) : zoneQuery.data ? (
          <CalendarBody clientId={clientId} zone={zoneOrUtc(zoneQuery.data.timeZone)} />
        ) : (
          <LoadingState label={T.loading} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function CalendarBody({ clientId, zone }: { clientId: string; zone: string }) {
  const T = useCalendarTexts();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [view, setView] = useState<CalendarView>(desktop ? 'month' : 'week');
  const [anchor, setAnchor] = useState(() => clientToday(zone));
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const range = { from: days[0]!, to: days[days.length - 1]! };
  const calendar = useCalendarRange(clientId, range.from, range.to);
  const today = calendar.data?.today ?? clientToday(zone);
  const move = useMoveSession(clientId, range);
  // The session whose dialog shows (kept while it closes), whether it is open, and the session
  // "Move to…" asked for: its date dialog opens once the session dialog has finished closing, so
  // the focus the closing dialog gives back does not dismiss the new one.
  const [open, setOpen] = useState<CalendarSession | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const moveNext = useRef<CalendarSession | null>(null);
  const [moving, setMoving] = useState<CalendarSession | null>(null);
  const openSession = (s: CalendarSession) => {
    setOpen(s);
    setDialogOpen(true);
  };
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState(false);
  // The weeks on screen (Mondays), offered by Copy Week: one in the week view, the month's in the month view.
  const shownWeeks = [...new Set(days.map((d) => dayKey(mondayOf(d))))];

  const sessions = calendar.data?.sessions ?? [];
  const perDay = byDay(sessions);
  const viewName = view === 'month' ? 'month' : 'week';

  const moveTo = (s: CalendarSession, key: string) => {
    if (key === dayKey(s.scheduledFor)) return;
    if (fromKey(key) < today) {
      toast.error(T.moveFailed, T.dropRefusedPast);
      return;
    }
    move.mutate({ id: s.id, date: key });
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="1">
          <IconButton aria-label={T.previous(viewName)} variant="outline" size="sm" onClick={() => setAnchor((a) => shiftAnchor(view, a, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="outline" size="sm" onClick={() => setAnchor(clientToday(zone))}>
            {T.today}
          </Button>
          <IconButton aria-label={T.next(viewName)} variant="outline" size="sm" onClick={() => setAnchor((a) => shiftAnchor(view, a, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <Heading as="h3" size="sm" ms="2" aria-live="polite">
            {viewTitle(view, anchor)}
          </Heading>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <SegmentGroup.Root size="sm" value={view} onValueChange={(e) => setView(e.value === 'week' ? 'week' : 'month')} aria-label={T.viewLabel}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'month', label: T.month },
                { value: 'week', label: T.week },
              ]}
            />
          </SegmentGroup.Root>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon /> {T.addWorkout}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setCopying(true)} disabled={calendar.isPending || calendar.isError}>
            {T.copyWeek}
          </Button>
        </HStack>
      </HStack>

      <Legend />
      <Text fontSize="xs" color="fg.muted">
        {T.zoneNote(zone)}
      </Text>

      {calendar.isError ? (
        <ErrorState title={T.loadFailed} onRetry={() => void calendar.refetch()} size="sm" />
      ) : calendar.isPending ? (
        <LoadingState label={T.loading} />
      ) : (
        <DayBoard view={view} desktop={desktop} days={days} anchorMonth={anchor.getUTCMonth()} today={today} perDay={perDay} onOpen={openSession} onDrop={moveTo} empty={sessions.length === 0} />
      )}

      <SessionDialog
        session={open}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onMove={(s) => {
          moveNext.current = s;
          setDialogOpen(false);
        }}
        onExitComplete={() => {
          if (moveNext.current) setMoving(moveNext.current);
          moveNext.current = null;
        }}
        clientId={clientId}
      />
      <RescheduleDialog
        key={`move-${moving?.id ?? 'none'}`}
        open={moving !== null}
        onOpenChange={(o) => {
          if (!o) setMoving(null);
        }}
        currentStart={moving?.scheduledFor ?? null}
        min={dayKey(today)}
        pending={move.isPending}
        texts={{ title: T.moveTitle, help: T.moveHelp, dateLabel: T.newDate, submit: T.move, cancel: T.cancel }}
        onSubmit={(iso) => move.mutateAsync({ id: moving!.id, date: iso.slice(0, 10) })}
      />
      <CopyWeekDialog open={copying} onOpenChange={setCopying} clientId={clientId} weeks={shownWeeks} defaultWeek={dayKey(mondayOf(anchor))} sessions={sessions} today={today} />
      <AddSessionDialog open={adding} onOpenChange={setAdding} clientId={clientId} defaultDay={dayKey(today > anchor ? today : anchor)} minDay={dayKey(today)} />
    </Stack>
  );
}

function Legend() {
  const T = useCalendarTexts();
  return (
    <HStack as="ul" aria-label={T.legend} gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
      {STATUS_ORDER.map((status) => (
        <chakra.li key={status}>
          <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" gap="1.5">
            <Box w="2" h="2" borderRadius="full" bg="colorPalette.solid" aria-hidden="true" />
            {T.statusLabels[status]}
          </Badge>
        </chakra.li>
      ))}
    </HStack>
  );
}

interface BoardProps {
  view: CalendarView;
  desktop: boolean;
  days: Date[];
  anchorMonth: number;
  today: Date;
  perDay: Map<string, CalendarSession[]>;
  onOpen: (s: CalendarSession) => void;
  onDrop: (s: CalendarSession, dayKey: string) => void;
  empty: boolean;
}

/** Arrow keys move a lifted session a day (left/right) or a week (up/down in the month grid). */
function dayStepper(grid: boolean): KeyboardCoordinateGetter {
  const steps: Record<string, number> = grid ? { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } : { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 };
  return (event, { currentCoordinates, context: { active, over, droppableRects, collisionRect } }) => {
    const step = steps[event.code];
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const from = (over?.id as string | undefined) ?? (active?.data.current as { day?: string } | undefined)?.day;
    if (!from) return currentCoordinates;
    const rect = droppableRects.get(dayKey(addDays(fromKey(from), step)));
    if (!rect) return currentCoordinates;
    return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + rect.height / 2 - collisionRect.height / 2 };
  };
}

function DayBoard({ view, desktop, days, anchorMonth, today, perDay, onOpen, onDrop, empty }: BoardProps) {
  const T = useCalendarTexts();
  const grid = desktop && view === 'month';
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayStepper(grid) }),
  );
  const [dragging, setDragging] = useState<CalendarSession | null>(null);
  const sessionOf = (id: string | number) => [...perDay.values()].flat().find((s) => s.id === id);

  const announcements: Announcements = {
    onDragStart: ({ active }) => T.announceStart(sessionOf(active.id)?.name ?? ''),
    onDragOver: ({ active, over }) => (over ? T.announceOver(sessionOf(active.id)?.name ?? '', dayLabel(fromKey(String(over.id)))) : undefined),
    onDragEnd: ({ active, over }) => (over ? T.announceDrop(sessionOf(active.id)?.name ?? '', dayLabel(fromKey(String(over.id)))) : T.announceCancel(sessionOf(active.id)?.name ?? '')),
    onDragCancel: ({ active }) => T.announceCancel(sessionOf(active.id)?.name ?? ''),
  };

  const onDragStart = (e: DragStartEvent) => setDragging(sessionOf(e.active.id) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const s = sessionOf(e.active.id);
    if (s && e.over) onDrop(s, String(e.over.id));
  };

  // The month on a phone: only the days that hold a workout (and today), as a list.
  const listDays = view === 'month' && !desktop ? days.filter((d) => d.getUTCMonth() === anchorMonth && (perDay.has(dayKey(d)) || dayKey(d) === dayKey(today))) : days;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragHelp } }}
    >
      {empty ? (
        <Text fontSize="sm" color="fg.muted">
          {T.empty}
        </Text>
      ) : null}
      {grid ? (
        <Box>
          <SimpleGrid columns={7} gap="1" aria-hidden="true">
            {weekdayHeads().map((d) => (
              <Text key={d} fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center">
                {d}
              </Text>
            ))}
          </SimpleGrid>
          <SimpleGrid as="ol" columns={7} gap="1" mt="1" mb="0" mx="0" listStyleType="none" p="0">
            {days.map((d) => (
              <chakra.li key={dayKey(d)} minW="0" display="flex" flexDirection="column">
                <DayCell day={d} today={today} outside={d.getUTCMonth() !== anchorMonth} sessions={perDay.get(dayKey(d)) ?? []} onOpen={onOpen} compact />
              </chakra.li>
            ))}
          </SimpleGrid>
        </Box>
      ) : (
        <SimpleGrid as="ul" columns={view === 'week' && desktop ? 7 : 1} gap="2" listStyleType="none" m="0" p="0">
          {listDays.map((d) => (
            <chakra.li key={dayKey(d)} minW="0">
              <DayCell day={d} today={today} outside={false} sessions={perDay.get(dayKey(d)) ?? []} onOpen={onOpen} compact={view === 'week' && desktop} weekday />
            </chakra.li>
          ))}
        </SimpleGrid>
      )}
      <DragOverlay dropAnimation={null}>{dragging ? <ChipFace session={dragging} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}

function DayCell({
  day,
  today,
  outside,
  sessions,
  onOpen,
  compact,
  weekday = false,
}: {
  day: Date;
  today: Date;
  outside: boolean;
  sessions: CalendarSession[];
  onOpen: (s: CalendarSession) => void;
  /** A cell of seven columns: taller, without the "No workout" line. */
  compact: boolean;
  /** Name the weekday (where no header row does). */
  weekday?: boolean;
}) {
  const T = useCalendarTexts();
  const key = dayKey(day);
  const isToday = key === dayKey(today);
  const past = day < today;
  const { setNodeRef, isOver } = useDroppable({ id: key, disabled: past });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={dayLabel(day)}
      flex="1"
      data-day={key}
      minH={compact ? '20' : undefined}
      minW="0"
      p="1.5"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={isOver ? 'brand.solid' : isToday ? 'brand.emphasized' : 'border'}
      bg={isOver ? 'brand.subtle' : past || outside ? 'bg.muted' : 'bg'}
    >
      <HStack justify="space-between" gap="1" mb="1">
        <Text fontSize="xs" fontWeight={isToday ? 'bold' : 'medium'} color={isToday ? 'brand.fg' : 'fg.muted'}>
          {weekday ? `${weekdayLabel(day)} ${day.getUTCDate()}` : day.getUTCDate()}
        </Text>
        {isToday ? (
          <Badge size="xs" colorPalette="brand" variant="solid">
            {T.todayBadge}
          </Badge>
        ) : null}
      </HStack>
      <Stack gap="1">
        {sessions.map((s) => (
          <SessionChip key={s.id} session={s} onOpen={onOpen} />
        ))}
        {!compact && sessions.length === 0 ? (
          <Text fontSize="xs" color="fg.muted">
            {T.noneThisDay}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

function SessionChip({ session, onOpen }: { session: CalendarSession; onOpen: (s: CalendarSession) => void }) {
  const T = useCalendarTexts();
  const day = dayKey(session.scheduledFor);
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: session.id, data: { day }, disabled: !session.editable });
  return (
    <HStack ref={setNodeRef} gap="0" opacity={isDragging ? 0.4 : 1} data-session={session.id} minW="0">
      {session.editable ? (
        <chakra.button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={T.dragHandle(session.name, dayLabel(session.scheduledFor))}
          aria-roledescription="draggable workout"
          cursor="grab"
          touchAction="none"
          color="fg.muted"
          px="0.5"
          alignSelf="stretch"
          display="flex"
          alignItems="center"
          borderRadius="l1"
          _hover={{ color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <GripVerticalIcon boxSize="3.5" />
        </chakra.button>
      ) : null}
      <chakra.button type="button" flex="1" minW="0" textAlign="start" onClick={() => onOpen(session)} borderRadius="l1" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        <ChipFace session={session} />
        {/* The name and status are visible; the day completes the button's name for screen readers. */}
        <VisuallyHidden>{`, ${dayLabel(session.scheduledFor)}`}</VisuallyHidden>
      </chakra.button>
    </HStack>
  );
}

function ChipFace({ session, lifted = false }: { session: CalendarSession; lifted?: boolean }) {
  const T = useCalendarTexts();
  const style = { palette: STATUS_PALETTE[session.status], label: T.statusLabels[session.status] };
  return (
    <Box
      colorPalette={style.palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderStartWidth="3px"
      borderColor="colorPalette.solid"
      borderRadius="l1"
      px="1.5"
      py="0.5"
      boxShadow={lifted ? 'lg' : undefined}
      minW="0"
    >
      <Text fontSize="xs" fontWeight="semibold" lineClamp={2} wordBreak="break-word">
        {session.name}
      </Text>
      <Text fontSize="2xs" truncate>
        {style.label}
      </Text>
    </Box>
  );
}
