// One session of a client's calendar (docs/client-calendar.md): its exercises and values. A
// session not yet started can be edited here for this client only (the plan stays as it is) and
// moved ("Move to…"); a started or finished one is shown read-only with the reason.
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, CloseButton, HStack, IconButton, Portal, SimpleGrid, Stack, Text, chakra, Field, Input, Textarea, Dialog, NativeSelect } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { COLUMN_KEYS, type ColumnData } from '#shared/schemas/plans';
import { ErrorState } from '#web/components/error-state.tsx';
import { PlusIcon, TrashIcon } from '#web/components/icons.tsx';
import { ChevronDownIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { useEditSession, useRemoveSession, type CalendarSession, type SessionDetail } from '../hooks/use-client-calendar.ts';
import { STATUS_PALETTE, dayLabel } from '../lib/calendar-days.ts';
import { useCalendarTexts } from '../texts.ts';

interface Props {
  /** The session shown; it stays while the dialog closes. */
  session: CalendarSession | null;
  open: boolean;
  clientId: string;
  onClose: () => void;
  onMove: (s: CalendarSession) => void;
  onExitComplete: () => void;
}

export function SessionDialog({ session, open, clientId, onClose, onMove, onExitComplete }: Props) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const detail = useQuery(trpc.coach.calendar.session.queryOptions({ id: session?.id ?? '' }, { enabled: session !== null }));
  const style = session ? { palette: STATUS_PALETTE[session.status], label: T.statusLabels[session.status] } : null;
  return (
    <Dialog.Root
      open={open && session !== null}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      onExitComplete={onExitComplete}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{session?.editable ? T.editTitle : (session?.name ?? '')}</Dialog.Title>
              {session && style ? (
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {dayLabel(session.scheduledFor)}
                  </Text>
                  <Badge colorPalette={style.palette}>{style.label}</Badge>
                </HStack>
              ) : null}
            </Dialog.Header>
            {detail.isError ? (
              <Dialog.Body>
                <ErrorState title={T.loadSessionFailed} onRetry={() => void detail.refetch()} size="sm" />
              </Dialog.Body>
            ) : !detail.data || !session ? (
              <Dialog.Body>
                <LoadingState label={T.loadingSession} />
              </Dialog.Body>
            ) : detail.data.editable ? (
              <EditForm key={`${detail.data.id}-${String(open)}`} detail={detail.data} clientId={clientId} onDone={onClose} onMove={() => onMove(session)} />
            ) : (
              <ReadOnly detail={detail.data} />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={T.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReadOnly({ detail }: { detail: SessionDetail }) {
  const T = useCalendarTexts();
  const labels = detail.columnConfig;
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {detail.status === 'SCHEDULED' || detail.status === 'IN_PROGRESS' ? T.startedNote : T.historyNote}
          </Text>
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
            {detail.exercises.map((e) => (
              <chakra.li key={e.id} borderWidth="1px" borderRadius="l2" p="3">
                <Text fontWeight="semibold">{e.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {COLUMN_KEYS.filter((k) => e.columnData[k])
                    .map((k) => `${labels[k]}: ${e.columnData[k]}`)
                    .join(' · ')}
                </Text>
                {e.notes ? <Text fontSize="sm">{e.notes}</Text> : null}
              </chakra.li>
            ))}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{T.close}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  );
}

interface Row {
  key: string;
  sessionExerciseId?: string;
  exerciseId?: string;
  name: string;
  groupName: string | null;
  columnData: ColumnData;
  notes: string;
}

let rowSeq = 0;

function EditForm({ detail, clientId, onDone, onMove }: { detail: SessionDetail; clientId: string; onDone: () => void; onMove: () => void }) {
  const T = useCalendarTexts();
  const edit = useEditSession(clientId);
  const remove = useRemoveSession(clientId);
  // Removing asks once more: the first press arms the button, leaving it disarms it.
  const [armed, setArmed] = useState(false);
  const [name, setName] = useState(detail.name);
  const [instructions, setInstructions] = useState(detail.instructions ?? '');
  const [rows, setRows] = useState<Row[]>(() =>
    detail.exercises.map((e) => ({ key: e.id, sessionExerciseId: e.id, name: e.name, groupName: e.groupName, columnData: e.columnData, notes: e.notes ?? '' })),
  );
  const [error, setError] = useState<string | null>(null);
  const labels = detail.columnConfig;

  const update = (key: string, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const shift = (index: number, by: -1 | 1) =>
    setRows((rs) => {
      const to = index + by;
      if (to < 0 || to >= rs.length) return rs;
      const next = [...rs];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(T.nameRequired);
    if (rows.length === 0) return setError(T.needsExercise);
    setError(null);
    try {
      await edit.mutateAsync({
        id: detail.id,
        name,
        instructions,
        exercises: rows.map((r) => ({
          ...(r.sessionExerciseId ? { sessionExerciseId: r.sessionExerciseId } : { exerciseId: r.exerciseId }),
          columnData: r.columnData,
          notes: r.notes,
        })),
      });
      onDone();
    } catch {
      // The toast explains; the dialog stays open with the edits.
    }
  };

  return (
    <chakra.form display="contents" noValidate onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {T.editHelp}
          </Text>
          <Field.Root required invalid={error === T.nameRequired}>
            <Field.Label>
              {T.workoutName} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            <Field.ErrorText>{error === T.nameRequired ? error : null}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.instructions}</Field.Label>
            <Textarea rows={2} value={instructions} maxLength={10000} onChange={(e) => setInstructions(e.target.value)} />
          </Field.Root>
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
            {rows.map((r, i) => (
              <chakra.li key={r.key} borderWidth="1px" borderRadius="l2" p="3" data-testid="edit-exercise">
                <HStack justify="space-between" gap="2" mb="2">
                  <HStack gap="2" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {r.name}
                    </Text>
                    {r.groupName ? (
                      <Badge size="sm" variant="outline">
                        {r.groupName}
                      </Badge>
                    ) : null}
                  </HStack>
                  <HStack gap="0.5" flexShrink={0}>
                    <IconButton aria-label={T.moveUp(r.name)} size="xs" variant="ghost" disabled={i === 0} onClick={() => shift(i, -1)}>
                      <ChevronDownIcon transform="rotate(180deg)" />
                    </IconButton>
                    <IconButton aria-label={T.moveDown(r.name)} size="xs" variant="ghost" disabled={i === rows.length - 1} onClick={() => shift(i, 1)}>
                      <ChevronDownIcon />
                    </IconButton>
                    <IconButton aria-label={T.removeExercise(r.name)} size="xs" variant="ghost" colorPalette="red" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                      <TrashIcon />
                    </IconButton>
                  </HStack>
                </HStack>
                <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
                  {COLUMN_KEYS.map((k) => (
                    <Field.Root key={k}>
                      <Field.Label fontSize="xs">{labels[k]}</Field.Label>
                      <Input
                        size="sm"
                        value={r.columnData[k]}
                        maxLength={500}
                        aria-label={`${r.name}: ${labels[k]}`}
                        onChange={(e) => update(r.key, { columnData: { ...r.columnData, [k]: e.target.value } })}
                      />
                    </Field.Root>
                  ))}
                </SimpleGrid>
                <Field.Root mt="2">
                  <Field.Label fontSize="xs">{T.notes}</Field.Label>
                  <Input size="sm" value={r.notes} maxLength={10000} aria-label={T.exerciseNotes(r.name)} onChange={(e) => update(r.key, { notes: e.target.value })} />
                </Field.Root>
              </chakra.li>
            ))}
          </Stack>
          {error === T.needsExercise ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <AddExercise
            onAdd={(ex) => {
              setRows((rs) => [
                ...rs,
                { key: `new-${++rowSeq}`, exerciseId: ex.id, name: ex.name, groupName: null, columnData: { col1: '', col2: '', col3: '', col4: '', col5: '', col6: '' }, notes: '' },
              ]);
              setError(null);
            }}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2">
        <HStack gap="2" me="auto" wrap="wrap">
          <Button variant="ghost" onClick={onMove}>
            {T.moveTo}
          </Button>
          <Button
            variant={armed ? 'solid' : 'ghost'}
            colorPalette="red"
            loading={remove.isPending}
            onBlur={() => setArmed(false)}
            onClick={() => {
              if (!armed) return setArmed(true);
              remove.mutate({ id: detail.id }, { onSuccess: onDone });
            }}
          >
            {armed ? T.confirmRemove : T.removeWorkout}
          </Button>
        </HStack>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" type="button">
            {T.cancel}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={edit.isPending}>
          {T.save}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

function AddExercise({ onAdd }: { onAdd: (e: { id: string; name: string }) => void }) {
  const T = useCalendarTexts();
  const trpc = useTRPC();
  const exercises = useQuery(trpc.coach.exercises.list.queryOptions());
  const [selected, setSelected] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const list = exercises.data ?? [];
  return (
    <Box borderTopWidth="1px" pt="3">
      <Field.Root>
        <Field.Label>{T.addExercise}</Field.Label>
        <HStack gap="2" w="full" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <NativeSelect.Root disabled={exercises.isPending} flex="1" minW="0">
            <NativeSelect.Field ref={selectRef} value={selected} onChange={(e) => setSelected(e.target.value)} aria-label={T.exercise}>
              <option value="">{exercises.isPending ? T.loadingExercises : T.chooseExercise}</option>
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={!selected}
            onClick={() => {
              const e = list.find((x) => x.id === selected);
              if (!e) return;
              onAdd({ id: e.id, name: e.name });
              setSelected('');
              selectRef.current?.focus();
            }}
          >
            <PlusIcon /> {T.addToWorkout}
          </Button>
        </HStack>
      </Field.Root>
    </Box>
  );
}
