// /coach/assign (docs/product.md §2, §4): content → client → schedule → confirm. `type` and `id` in the
// query preselect the content and jump to the client step (`clientId` preselects the client).
// Success resets the wizard and returns to /coach/clients. Plans are offered as summaries, a page
// at a time (docs/query-performance.md "Lists that can grow"). "Assign to several clients" turns
// the client step into a multi-select, with one start date for all or one each, written in one
// transaction (docs/bulk-assign.md). With nothing preselected, Program is chosen when the coach
// has programs (else Plan), so the first screen lists something to pick.
import { useInfiniteQuery, useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text, chakra, useStepsStyles, Field, Input, Checkbox, InputGroup, SegmentGroup, Steps } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { SearchIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage, httpStatusOf } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { BULK_ASSIGN_MAX, type PastSessions, type Repeat } from '#shared/schemas/assignments';
import { fullName, matchesSearch, sortClients } from '#web/lib/client-utils.ts';
import { canAdvance, formatDayKey, localTodayKey, preselection, programEndKey, schedulePreview, STEP, todayKey, type ContentType } from '../lib/wizard.ts';
import { PastChoice, PreviewLine, RepeatFields, repeatProblem } from '../components/schedule-options.tsx';
import { useAssignTexts } from '../texts.ts';

/** Plans per page of the content step's picker. */
const PLAN_PICKER_PAGE = 50;

interface Choice {
  id: string;
  name: string;
  detail: string;
}

function ChoiceGrid({
  items,
  selected,
  onSelect,
  label,
  multiple = false,
}: {
  items: Choice[];
  selected: string | null | readonly string[];
  onSelect: (id: string) => void;
  label: string;
  multiple?: boolean;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
      {items.map((it) => {
        const on = typeof selected === 'string' || selected === null ? it.id === selected : selected.includes(it.id);
        return (
          <Card.Root
            key={it.id}
            asChild
            variant="outline"
            size="sm"
            textAlign="start"
            cursor="pointer"
            borderColor={on ? 'brand.solid' : undefined}
            borderWidth={on ? '2px' : '1px'}
            bg={on ? 'brand.subtle' : undefined}
            _hover={{ borderColor: 'brand.solid' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <button type="button" role={multiple ? 'checkbox' : 'radio'} aria-checked={on} onClick={() => onSelect(it.id)}>
              <Card.Body>
                <Text fontWeight="semibold">{it.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {it.detail}
                </Text>
              </Card.Body>
            </button>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

export default function AssignPage() {
  const trpc = useTRPC();
  const T = useAssignTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pre = useMemo(() => preselection(params), [params]);
  const presetClient = params.get('clientId');
  const [stepState, setStep] = useState<number>(pre ? STEP.client : STEP.content);
  const [typeChoice, setType] = useState<ContentType | null>(pre?.type ?? null);
  const [contentId, setContentId] = useState<string | null>(pre?.id ?? null);
  const [clientId, setClientId] = useState<string | null>(presetClient);
  // Bulk mode: several clients, one shared start date or one each.
  const [several, setSeveral] = useState(false);
  const [clientIds, setClientIds] = useState<string[]>([]);
  // The server takes at most BULK_ASSIGN_MAX clients per call: the selection stops there and says so.
  const [capped, setCapped] = useState(false);
  const chooseClients = (ids: readonly string[]) => {
    const merged = [...new Set([...clientIds, ...ids])];
    setCapped(merged.length > BULK_ASSIGN_MAX);
    setClientIds(merged.slice(0, BULK_ASSIGN_MAX));
  };
  const toggleClient = (id: string) => {
    if (!clientIds.includes(id)) return chooseClients([id]);
    setClientIds(clientIds.filter((x) => x !== id));
    setCapped(false);
  };
  const clearClients = () => {
    setClientIds([]);
    setCapped(false);
  };
  const [dateEach, setDateEach] = useState(false);
  const [starts, setStarts] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [startDate, setStartDate] = useState(todayKey());
  const [endDate, setEndDate] = useState('');
  const [endTouched, setEndTouched] = useState(false);
  // docs/recurring.md: a plan may repeat on weekdays; sessions before today are skipped unless the coach asks.
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [pastChoice, setPastChoice] = useState<PastSessions>('SKIP');

  const plans = useInfiniteQuery(trpc.coach.plans.summaries.infiniteQueryOptions({ limit: PLAN_PICKER_PAGE }, { getNextPageParam: (last) => last.nextCursor }));
  const planItems = plans.data?.pages.flatMap((p) => p.items) ?? [];
  // A preselected plan may be on a page not loaded yet: read that one plan (404: not the coach's).
  const presetPlanId = pre?.type === 'PLAN' ? pre.id : null;
  const presetPlan = useQuery(trpc.coach.plans.get.queryOptions({ id: presetPlanId ?? '' }, { enabled: presetPlanId !== null }));
  const programs = useQuery(trpc.coach.programs.list.queryOptions());
  const clients = useQuery(trpc.coach.clients.list.queryOptions({ includeArchived: false }, { staleTime: 10 * 60_000 }));
  const queryClient = useQueryClient();
  const create = useMutation(trpc.coach.assignments.create.mutationOptions());
  const createMany = useMutation(trpc.coach.assignments.createMany.mutationOptions());
  const type: ContentType | null = typeChoice ?? (programs.data ? (programs.data.length > 0 ? 'PROGRAM' : 'PLAN') : null);

  const program = type === 'PROGRAM' ? programs.data?.find((p) => p.id === contentId) : undefined;
  const plan = type === 'PLAN' && contentId !== null ? (planItems.find((p) => p.id === contentId) ?? (presetPlan.data?.id === contentId ? presetPlan.data : undefined)) : undefined;
  const client = clients.data?.find((c) => c.id === clientId);
  // docs/product.md §4: the end date is auto-calculated (program) until the coach adjusts it.
  const effectiveEnd = !endTouched && program ? programEndKey(startDate, program.plans) : endDate;
  const chosenClients = several ? sortClients(clients.data ?? []).filter((c) => clientIds.includes(c.id)) : [];
  const startOf = (id: string) => (dateEach ? (starts[id] ?? startDate) : startDate);
  const state = {
    type,
    contentId,
    clientId: several ? (clientIds.length > 0 ? 'several' : null) : clientId,
    // A date each: every chosen client needs a start (their end is computed, never earlier).
    startDate: several && dateEach ? (chosenClients.every((c) => startOf(c.id) !== '') ? 'each' : '') : startDate,
    endDate: several && dateEach ? '' : effectiveEnd,
  };
  const endInvalid = effectiveEnd !== '' && effectiveEnd < startDate;
  const today = localTodayKey();
  const planRepeat = type === 'PLAN' ? repeat : null;
  const previewFor = (start: string, end: string) => schedulePreview({ type: type ?? 'PLAN', start, end, repeat: planRepeat, entries: program?.plans ?? [], today, past: pastChoice });
  const preview = previewFor(startDate, effectiveEnd);
  const eachMode = several && dateEach;
  // In "a date each", the count per client before the past choice (the same for every start).
  const eachPreview = schedulePreview({ type: type ?? 'PLAN', start: startDate || today, end: '', repeat: planRepeat, entries: program?.plans ?? [], today: '0000-01-01', past: 'SKIP' });
  const pastAny = eachMode ? chosenClients.some((c) => startOf(c.id) !== '' && startOf(c.id) < today) : preview.past > 0;
  // Nothing left to create is said (PreviewLine, PastChoice) but not blocked: the server has the last word on the client's today.
  const scheduleOk = repeatProblem(planRepeat, T) === null;

  const chooseType = (t: ContentType) => {
    if (t === type) return;
    // Choosing one content type clears the other's selection.
    setType(t);
    setContentId(null);
    setEndTouched(false);
    setEndDate('');
    setRepeat(null);
  };

  const reset = () => {
    setStep(STEP.content);
    setType(null);
    setContentId(null);
    setClientId(null);
    setSeveral(false);
    clearClients();
    setDateEach(false);
    setStarts({});
    setStartDate(todayKey());
    setEndDate('');
    setEndTouched(false);
    setRepeat(null);
    setPastChoice('SKIP');
  };

  /** A client's end date in bulk mode: a program's computed end for their start (each), else the shared one. */
  const endOf = (id: string) => (dateEach ? (program ? programEndKey(startOf(id), program.plans) : '') : effectiveEnd);
  const submit = async () => {
    if (!type || !contentId) return;
    // Only what differs from the server's defaults is sent: no repeat, past sessions skipped.
    const extras = { ...(planRepeat ? { repeat: planRepeat } : {}), ...(pastAny && pastChoice === 'SCHEDULE' ? { pastSessions: 'SCHEDULE' as const } : {}) };
    try {
      if (several) {
        if (chosenClients.length === 0) return;
        const rows = chosenClients.map((c) => ({ clientId: c.id, startDate: startOf(c.id), endDate: endOf(c.id) || null }));
        await createMany.mutateAsync({ contentType: type, contentId, clients: rows, ...extras });
        toast.success(T.createdMany(rows.length));
      } else {
        if (!clientId) return;
        await create.mutateAsync({ clientId, contentType: type, contentId, startDate, endDate: effectiveEnd || null, ...extras });
        toast.success(T.created);
      }
      await Promise.all([
        queryClient.invalidateQueries(trpc.coach.clients.pathFilter()),
        queryClient.invalidateQueries(trpc.coach.assignments.pathFilter()),
        queryClient.invalidateQueries(trpc.coach.dashboard.pathFilter()),
      ]);
      reset();
      void navigate('/coach/clients');
    } catch (err) {
      // A refusal (4xx) says why in words meant for the coach; anything else gets the general text.
      const refused = (httpStatusOf(err) ?? 500) < 500;
      toast.error(T.failedTitle, refused ? errorMessage(err, T.failedBody) : T.failedBody);
    }
  };

  const loading = plans.isPending || programs.isPending || clients.isPending || (presetPlanId !== null && presetPlan.isLoading);
  // A failed "Load more" keeps the plans already shown.
  const failed = (plans.isError && !plans.data) || programs.isError || clients.isError;
  // A preselected id that is not (or no longer) one of the coach's contents: choose again, from
  // the content step with nothing chosen (state adjusted while rendering, so no frame shows the
  // stale choice). Only hiding it would leave Next enabled with nothing chosen, and switching the
  // type would jump to the client step without content.
  if (!loading && !failed && contentId !== null && !program && !plan) {
    setContentId(null);
    setStep(STEP.content);
  }
  // Likewise a preselected client (`clientId`, e.g. from an archived client's page) who is not one
  // of the coach's active clients: nobody is chosen, so the client step asks for one.
  if (!loading && !failed && clientId !== null && !client) setClientId(null);
  const pending = create.isPending || createMany.isPending;
  const step = stepState;
  const contentName = program?.name ?? plan?.name ?? '';
  const sessionCount = program ? program.plans.filter((e) => !e.isRestDay && e.planId).length : plan ? 1 : 0;

  const dateModeSwitch = (
    <SegmentGroup.Root size="sm" value={dateEach ? 'each' : 'one'} onValueChange={(d) => setDateEach(d.value === 'each')} alignSelf="flex-start" aria-label={T.dateMode}>
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={[
          { value: 'one', label: T.oneDate },
          { value: 'each', label: T.dateEach },
        ]}
      />
    </SegmentGroup.Root>
  );

  const scheduleExtras = (
    <>
      {type === 'PLAN' ? <RepeatFields value={repeat} onChange={setRepeat} /> : null}
      <PreviewLine preview={eachMode ? eachPreview : preview} each={eachMode} />
      {pastAny ? <PastChoice past={preview.past} each={eachMode} value={pastChoice} onChange={setPastChoice} /> : null}
    </>
  );

  const body = () => {
    if (step === STEP.content) {
      const items: Choice[] =
        type === 'PROGRAM'
          ? (programs.data ?? []).map((p) => ({ id: p.id, name: p.name, detail: `${T.programWeeks(p.duration)} · ${T.workouts(p.plans.filter((e) => e.planId).length)}` }))
          : type === 'PLAN'
            ? planItems.map((p) => ({ id: p.id, name: p.name, detail: `${T.planExercises(p.exerciseCount)} · ${p.category}` }))
            : [];
      return (
        <Stack gap="4">
          <SegmentGroup.Root value={type ?? ''} onValueChange={(d) => chooseType(d.value as ContentType)} alignSelf="flex-start">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'PROGRAM', label: T.program },
                { value: 'PLAN', label: T.plan },
              ]}
            />
          </SegmentGroup.Root>
          <Text color="fg.muted">{T.chooseContent}</Text>
          {type === null ? null : items.length === 0 ? (
            <EmptyState
              title={type === 'PLAN' ? T.noPlans : T.noPrograms}
              description={type === 'PLAN' ? T.noPlansHint : T.noProgramsHint}
              size="sm"
              action={
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={type === 'PLAN' ? '/coach/plans/new' : '/coach/programs?tab=create'}>
                    <PlusIcon /> {type === 'PLAN' ? T.createPlan : T.createProgram}
                  </RouterLink>
                </Button>
              }
            />
          ) : (
            <ChoiceGrid items={items} selected={contentId} onSelect={setContentId} label={T.chooseContent} />
          )}
          {type === 'PLAN' && plans.hasNextPage ? (
            <Button alignSelf="center" variant="outline" onClick={() => void plans.fetchNextPage()} loading={plans.isFetchingNextPage} loadingText={T.loadingMorePlans}>
              {T.loadMorePlans}
            </Button>
          ) : null}
          {type === 'PLAN' && plans.isFetchNextPageError ? (
            <Text textAlign="center" textStyle="sm" color="fg.error" role="alert">
              {T.loadMorePlansFailed}
            </Text>
          ) : null}
        </Stack>
      );
    }
    if (step === STEP.client) {
      const list = sortClients(clients.data ?? []).filter((c) => matchesSearch(c, search));
      const toggleSeveral = (on: boolean) => {
        setSeveral(on);
        // The one chosen client stays chosen when switching to several, and back.
        setCapped(false);
        if (on) setClientIds(clientId ? [clientId] : []);
        else setClientId(clientIds.length === 1 ? clientIds[0]! : null);
      };
      return (
        <Stack gap="4">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Checkbox.Root checked={several} onCheckedChange={(d) => toggleSeveral(d.checked === true)} disabled={(clients.data ?? []).length < 2}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{T.severalClients}</Checkbox.Label>
            </Checkbox.Root>
            {several ? (
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {T.selectedCount(clientIds.length)}
                </Text>
                <Button size="xs" variant="outline" onClick={() => chooseClients(list.map((c) => c.id))}>
                  {T.selectAllShown}
                </Button>
                <Button size="xs" variant="ghost" onClick={clearClients} disabled={clientIds.length === 0}>
                  {T.clearSelection}
                </Button>
              </HStack>
            ) : null}
          </HStack>
          {several && capped ? (
            <Text fontSize="sm" color="fg.warning" role="status">
              {T.selectionCapped(BULK_ASSIGN_MAX)}
            </Text>
          ) : null}
          <InputGroup startElement={<SearchIcon color="fg.muted" />}>
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={T.searchClients} aria-label={T.searchClients} />
          </InputGroup>
          {(clients.data ?? []).length === 0 ? (
            <EmptyState
              title={T.noClients}
              description={T.noClientsHint}
              size="sm"
              action={
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/coach/clients?new=1">
                    <PlusIcon /> {T.addClient}
                  </RouterLink>
                </Button>
              }
            />
          ) : list.length === 0 ? (
            <EmptyState icon={<SearchIcon />} title={T.noClientMatch} size="sm" />
          ) : (
            <ChoiceGrid
              items={list.map((c) => ({ id: c.id, name: fullName(c), detail: c.email ?? T.noEmail }))}
              selected={several ? clientIds : clientId}
              onSelect={several ? toggleClient : setClientId}
              label={several ? T.chooseClients : T.chooseClient}
              multiple={several}
            />
          )}
        </Stack>
      );
    }
    if (step === STEP.schedule && several && dateEach) {
      return (
        <Stack gap="4">
          {dateModeSwitch}
          <Stack gap="3" as="ul" listStyleType="none" aria-label={T.clientsLabel}>
            {chosenClients.map((c) => {
              const end = endOf(c.id);
              return (
                <Stack as="li" key={c.id} direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }} align={{ base: 'stretch', sm: 'center' }}>
                  <Text fontWeight="medium" flex="1" minW="0" overflowWrap="anywhere">
                    {fullName(c)}
                  </Text>
                  <Input type="date" maxW={{ sm: '44' }} value={startOf(c.id)} aria-label={T.startFor(fullName(c))} onChange={(e) => setStarts((old) => ({ ...old, [c.id]: e.target.value }))} />
                  <Text fontSize="sm" color="fg.muted" minW={{ sm: '32' }}>
                    {end ? T.endAuto(formatDayKey(end)) : ''}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
          {scheduleExtras}
        </Stack>
      );
    }
    if (step === STEP.schedule) {
      return (
        <Stack gap="4">
          {several ? dateModeSwitch : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>
                {T.startDate} <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
            </Field.Root>
            <Field.Root invalid={endInvalid}>
              <Field.Label>{T.endDate}</Field.Label>
              <Input
                type="date"
                value={effectiveEnd}
                min={startDate}
                onChange={(e) => {
                  setEndTouched(true);
                  setEndDate(e.target.value);
                }}
              />
              {endInvalid ? <Field.ErrorText>{T.endBeforeStart}</Field.ErrorText> : <Field.HelperText>{program ? T.endDateHelpProgram : T.endDateHelpPlan}</Field.HelperText>}
            </Field.Root>
          </SimpleGrid>
          {scheduleExtras}
        </Stack>
      );
    }
    return (
      <Stack gap="3" data-testid="assign-summary">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {contentName}
          </Text>
          <Badge variant="outline">{type === 'PROGRAM' ? T.program : T.plan}</Badge>
          <Badge colorPalette="brand">{T.workouts(sessionCount)}</Badge>
        </HStack>
        {several ? (
          <Stack gap="1" as="ul" listStyleType="none" aria-label={T.clientsLabel}>
            {chosenClients.map((c) => (
              <Text as="li" key={c.id}>
                <strong>{fullName(c)}</strong>
                {' · '}
                <Text as="span" whiteSpace="nowrap">
                  {formatDayKey(startOf(c.id))}
                  {endOf(c.id) ? ` – ${formatDayKey(endOf(c.id))}` : ''}
                </Text>
              </Text>
            ))}
          </Stack>
        ) : (
          <Text>
            {T.clientLine}: <strong>{client ? fullName(client) : ''}</strong>
          </Text>
        )}
        {/* Each date stays in one piece when the line wraps on a phone. */}
        {several ? null : (
          <Text>
            <Text as="span" whiteSpace="nowrap">
              {T.startDate}: <strong>{formatDayKey(startDate)}</strong>
            </Text>
            {effectiveEnd ? (
              <>
                {' '}
                ·{' '}
                <Text as="span" whiteSpace="nowrap">
                  {T.endDate}: <strong>{formatDayKey(effectiveEnd)}</strong>
                </Text>
              </>
            ) : null}
          </Text>
        )}
        {planRepeat ? (
          <Text>
            {T.repeatSummary(
              planRepeat.weekdays.map((d) => T.weekday[d]),
              planRepeat.weeks,
            )}
          </Text>
        ) : null}
        {eachMode ? null : <PreviewLine preview={preview} />}
        {pastAny ? <Text fontSize="sm">{pastChoice === 'SKIP' ? T.pastSummarySkip : T.pastSummarySchedule}</Text> : null}
      </Stack>
    );
  };

  return (
    <Box>
      <PageHeader title={T.title} description={T.subtitle} />
      {loading ? (
        <LoadingState />
      ) : failed ? (
        <ErrorState
          title={clients.isError && !plans.isError && !programs.isError ? T.clientsLoadFailed : T.loadFailed}
          onRetry={() => {
            void plans.refetch();
            void programs.refetch();
            void clients.refetch();
          }}
        />
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <Steps.Root step={step} count={T.steps.length} size="sm" mb="6" colorPalette="brand">
              <StepList label={T.progressLabel}>
                {T.steps.map((label, i) => (
                  <Steps.Item key={label} index={i} role="listitem">
                    <Steps.Indicator />
                    <Steps.Title hideBelow="sm">{label}</Steps.Title>
                    <Steps.Separator />
                  </Steps.Item>
                ))}
              </StepList>
            </Steps.Root>
            <Text hideFrom="sm" fontWeight="semibold" mb="4" data-testid="assign-step">
              {T.stepOf(step + 1, T.steps.length)}: {T.steps[step]}
            </Text>
            {body()}
          </Card.Body>
          <Card.Footer justifyContent="space-between">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === STEP.content || pending}>
              {T.back}
            </Button>
            {step < STEP.confirm ? (
              <Button colorPalette="brand" onClick={() => setStep(step + 1)} disabled={!canAdvance(step, state) || (step === STEP.schedule && !scheduleOk)}>
                {T.next}
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={() => void submit()} loading={pending}>
                {T.assign}
              </Button>
            )}
          </Card.Footer>
        </Card.Root>
      )}
    </Box>
  );
}

/**
 * Steps.List styled as Chakra draws it, but announced as a list: the wizard's steps are not
 * clickable, and Steps.List claims the tablist role with aria-owns naming triggers that do not
 * exist (axe: critical).
 */
function StepList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.div role="list" aria-label={label} css={styles.list} data-scope="steps" data-part="list" data-orientation="horizontal">
      {children}
    </chakra.div>
  );
}
