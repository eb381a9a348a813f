// Create New tab: program form, schedule builder (day picker, Add Plan, Add Rest Day, All Days /
// By Week), Preview Schedule and Save Program. Modify loads a saved program into it.
import { useMutation } from '@tanstack/react-query';
import { Button, Card, HStack, Heading, Stack, Text, Field, Input, Textarea, NativeSelect, SegmentGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MIN, PROGRAM_DEFAULTS } from '#shared/schemas/programs';
import { PlusIcon } from '#web/components/icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { usePlanOptions, useProgramsCache } from '../hooks/use-programs.ts';
import { addQuickRestDay, addToDays, changeDay, moveEntry, removeEntry, toProgramPlans, usedDays, weekAfterRemoval, weeksOf, type ScheduleEntry } from '../lib/schedule.ts';
import { useProgramsTexts } from '../texts.ts';
import { DayPicker } from './day-picker.tsx';
import { SchedulePreviewDialog } from './schedule-preview-dialog.tsx';
import { ScheduleList } from './schedule-list.tsx';

export interface ProgramDraft {
  /** Set when modifying a saved program. */
  id: string | null;
  name: string;
  description: string;
  mealsPerDay: number;
  entries: ScheduleEntry[];
}

export const emptyDraft = (): ProgramDraft => ({ id: null, name: '', description: '', mealsPerDay: PROGRAM_DEFAULTS.mealsPerDay, entries: [] });

const MEAL_OPTIONS = Array.from({ length: MEALS_PER_DAY_MAX - MEALS_PER_DAY_MIN + 1 }, (_, i) => i + MEALS_PER_DAY_MIN);

export function ProgramEditor(props: { initial: ProgramDraft; onSaved: () => void; onCancel: () => void }) {
  const T = useProgramsTexts();
  const trpc = useTRPC();
  const [draft, setDraft] = useState(props.initial);
  const [planId, setPlanId] = useState('');
  const [days, setDays] = useState<Set<number>>(new Set());
  const [pageStart, setPageStart] = useState(1);
  const [view, setView] = useState<'all' | 'week'>('all');
  const [week, setWeek] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const [nameError, setNameError] = useState(false);
  const plans = usePlanOptions();
  const cache = useProgramsCache();
  const editing = draft.id !== null;

  const setEntries = (entries: ScheduleEntry[]) => setDraft((d) => ({ ...d, entries }));

  const onAdd = (mode: 'plan' | 'rest') => {
    // With no day picked, Add Rest Day is the quick button: the next day number (docs/product.md §4).
    if (mode === 'rest' && days.size === 0) {
      setEntries(addQuickRestDay(draft.entries));
      toast.success(T.restDayAdded);
      return;
    }
    const plan = plans.data?.find((p) => p.id === planId) ?? null;
    const outcome = addToDays(draft.entries, [...days], plan, mode);
    if (!outcome.ok) {
      if (outcome.reason === 'no-plan') toast.error(T.noPlanSelected, T.selectPlanToAdd);
      else if (outcome.reason === 'no-days') toast.error(T.noDaysSelected, T.noDaysSelectedHelp);
      else toast.error(T.allDaysUsed, T.allDaysUsedHelp);
      return;
    }
    setEntries(outcome.entries);
    setDays(new Set());
    if (outcome.skipped > 0) toast.warning(T.someDaysSkipped, T.someDaysSkippedHelp(outcome.skipped));
    else toast.success(mode === 'plan' ? T.planAdded : T.restDayAdded);
  };

  const onRemove = (key: string) => {
    const next = removeEntry(draft.entries, key);
    setEntries(next);
    if (view === 'week') setWeek(weekAfterRemoval(next, week));
  };

  const create = useMutation(trpc.coach.programs.create.mutationOptions());
  const update = useMutation(trpc.coach.programs.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  const onSave = async () => {
    const name = draft.name.trim();
    if (!name) {
      setNameError(true);
      toast.error(T.validationError, T.nameRequired);
      return;
    }
    if (draft.entries.length === 0) {
      toast.error(T.validationError, T.scheduleRequired);
      return;
    }
    const body = { name, description: draft.description, mealsPerDay: draft.mealsPerDay, plans: toProgramPlans(draft.entries) };
    try {
      if (draft.id) await update.mutateAsync({ id: draft.id, ...body });
      else await create.mutateAsync(body);
    } catch (error) {
      toast.error(T.error, errorMessage(error, editing ? 'Failed to update program' : 'Failed to save program'));
      return;
    }
    await cache.invalidate();
    toast.success(editing ? T.programUpdated : T.programSaved);
    props.onSaved();
  };

  const weeks = weeksOf(draft.entries);
  const shownWeek = weeks.includes(week) ? week : (weeks[0] ?? 0);
  const used = usedDays(draft.entries);

  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Header>
          <Heading size="md">{editing ? T.editTitle : T.createTitle}</Heading>
        </Card.Header>
        <Card.Body gap="4">
          <Field.Root required invalid={nameError}>
            <Field.Label>
              {T.name} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={draft.name}
              placeholder={T.namePlaceholder}
              maxLength={100}
              data-program-name=""
              // Enter saves, as in any form (same checks as Save Program).
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.nativeEvent.isComposing && !saving) {
                  e.preventDefault();
                  void onSave();
                }
              }}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setNameError(false);
                setDraft((d) => ({ ...d, name }));
              }}
            />
            <Field.ErrorText>{T.nameRequired}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.description}</Field.Label>
            <Textarea
              value={draft.description}
              placeholder={T.descriptionPlaceholder}
              rows={2}
              onChange={(e) => {
                const description = e.currentTarget.value;
                setDraft((d) => ({ ...d, description }));
              }}
            />
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{T.mealsPerDay}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.mealsPerDay}
                onChange={(e) => {
                  const mealsPerDay = Number(e.currentTarget.value);
                  setDraft((d) => ({ ...d, mealsPerDay }));
                }}
              >
                {MEAL_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{T.mealsPerDayHelp}</Field.HelperText>
          </Field.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline">
        <Card.Header>
          <Heading size="md">{T.schedule}</Heading>
        </Card.Header>
        <Card.Body gap="4">
          <Field.Root>
            <Field.Label>{T.selectPlan}</Field.Label>
            <NativeSelect.Root disabled={plans.isPending}>
              <NativeSelect.Field value={planId} onChange={(e) => setPlanId(e.currentTarget.value)}>
                <option value="">{plans.isPending ? '…' : T.selectPlanPlaceholder}</option>
                {plans.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {plans.isError ? <Field.HelperText color="fg.error">{T.loadFailed}</Field.HelperText> : null}
            {plans.data?.length === 0 ? <Field.HelperText>{T.noPlansYet}</Field.HelperText> : null}
          </Field.Root>
          <DayPicker pageStart={pageStart} onPageChange={setPageStart} selected={days} used={used} onChange={setDays} />
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="brand" onClick={() => onAdd('plan')}>
              <PlusIcon /> {T.addPlan}
            </Button>
            <Button variant="outline" onClick={() => onAdd('rest')}>
              <PlusIcon /> {T.addRestDay}
            </Button>
            {days.size > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {days.size} selected
              </Text>
            ) : null}
          </HStack>

          <HStack justify="space-between" wrap="wrap" gap="2" pt="2" borderTopWidth="1px">
            <SegmentGroup.Root size="sm" value={view} onValueChange={(e) => setView(e.value === 'week' ? 'week' : 'all')}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'all', label: T.allDays },
                  { value: 'week', label: T.byWeek },
                ]}
              />
            </SegmentGroup.Root>
            {view === 'week' && weeks.length > 0 ? (
              <NativeSelect.Root size="sm" width="36">
                <NativeSelect.Field aria-label="Week" value={shownWeek} onChange={(e) => setWeek(Number(e.currentTarget.value))}>
                  {weeks.map((w) => (
                    <option key={w} value={w}>
                      {T.week(w + 1)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
          </HStack>
          <ScheduleList
            entries={draft.entries}
            week={view === 'week' ? shownWeek : null}
            onDay={(key, day) => setEntries(changeDay(draft.entries, key, day))}
            onRemove={onRemove}
            onMove={(from, to) => setEntries(moveEntry(draft.entries, from, to))}
          />
        </Card.Body>
      </Card.Root>

      <HStack justify="flex-end" gap="2" wrap="wrap">
        {editing ? (
          <Button variant="ghost" onClick={props.onCancel} disabled={saving}>
            {T.cancelEdit}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setPreviewing(true)} disabled={draft.entries.length === 0}>
          {T.previewSchedule}
        </Button>
        <Button colorPalette="brand" loading={saving} loadingText={T.saving} onClick={() => void onSave()}>
          {T.saveProgram}
        </Button>
      </HStack>
      <SchedulePreviewDialog open={previewing} onClose={() => setPreviewing(false)} name={draft.name.trim()} entries={draft.entries} />
    </Stack>
  );
}
