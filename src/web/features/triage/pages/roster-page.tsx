// The triage roster (docs/triage.md): every client with the figures that say who needs attention,
// filtered by status chips, a tag and a name, sorted by any column; a table from 48em, cards
// below. Filters, sort and page live in the address, so a filtered view can be shared or reloaded.
import { Badge, Box, Button, chakra, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ROSTER_SORTS, type RosterRow, type RosterSort } from '#shared/schemas/triage';
import { TRIAGE_STATUSES, type TriageStatus } from '#shared/triage';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { UsersIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { CsvDownloadButton, useFeedTexts } from '#web/features/integrations/index.ts';
import { useRelativeTime } from '#web/i18n/relative-time-texts.ts';
import { UnreadBadge } from '#web/components/unread-badge.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { useMinuteNow } from '#web/lib/use-now.ts';
import { ReasonBadges } from '../components/reason-badges.tsx';
import { RuleSettingsDialog } from '../components/rule-settings-dialog.tsx';
import { adherenceHint, percent, whenText } from '../lib/format.ts';
import { useTriageTexts, type TriageTexts } from '../texts.ts';

const PAGE_SIZE = 50;
/**
 * The figures move with what clients do elsewhere (workouts, messages, check-ins): a roster opened
 * again after a minute is read again. The coach's own writes that change it invalidate it at once.
 */
const ROSTER_STALE_MS = 60_000;
/** Columns that sort high to low on the first click: the figures where more says more. */
const DESC_FIRST = new Set<RosterSort>(['lastWorkoutAt', 'lastActivityAt', 'unreadMessages']);

type Column = { key: RosterSort; label: string };
const columnsOf = (T: TriageTexts): Column[] => [
  { key: 'name', label: T.col.name },
  { key: 'attention', label: T.col.status },
  { key: 'program', label: T.col.program },
  { key: 'adherence7', label: T.col.adherence7 },
  { key: 'adherence30', label: T.col.adherence30 },
  { key: 'lastWorkoutAt', label: T.col.lastWorkoutAt },
  { key: 'lastActivityAt', label: T.col.lastActivityAt },
  { key: 'unreadMessages', label: T.col.unreadMessages },
  { key: 'checkIn', label: T.col.checkIn },
];

// A plain table styled here: the theme registers only the recipes the first screens need
// (src/web/theme/system.ts), and Chakra's table recipe would grow every screen's CSS.
const TableEl = chakra('table', { base: { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { px: '2', py: '1.5', textAlign: 'start', bg: 'bg.muted', borderBottomWidth: '1px', whiteSpace: 'nowrap', fontWeight: 'semibold' } });
const Td = chakra('td', { base: { px: '3', py: '2.5', borderBottomWidth: '1px', verticalAlign: 'top' } });
const Tr = chakra('tr', { base: { _hover: { bg: 'bg.subtle' }, '&:last-of-type > td': { borderBottomWidth: '0' } } });

const isStatus = (v: string | null): v is TriageStatus => TRIAGE_STATUSES.includes(v as TriageStatus);
const isSort = (v: string | null): v is RosterSort => ROSTER_SORTS.includes(v as RosterSort);

export default function RosterPage() {
  const trpc = useTRPC();
  const T = useTriageTexts();
  const feedTexts = useFeedTexts();
  const relativeTime = useRelativeTime();
  const hint = (done: number, due: number) => adherenceHint(done, due, T);
  const COLUMNS = columnsOf(T);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const tag = params.get('tag') || undefined;
  const sortParam = params.get('sort');
  const sort: RosterSort = isSort(sortParam) ? sortParam : 'attention';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const now = useMinuteNow();
  const when = (d: Date | null) => whenText(d, now, T, relativeTime);
  const q = params.get('q')?.trim() || undefined;

  const roster = useQuery(trpc.coach.triage.roster.queryOptions({ status, tag, search: q, sort, order, page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData, staleTime: ROSTER_STALE_MS }));
  const data = roster.data;

  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p, { replace: true });
  };
  const sortBy = (key: RosterSort) => {
    const nextOrder = key === sort ? (order === 'asc' ? 'desc' : 'asc') : DESC_FIRST.has(key) ? 'desc' : 'asc';
    set({ sort: key === 'attention' && nextOrder === 'asc' ? null : key, order: nextOrder === 'asc' ? null : nextOrder });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const activeCount = data ? data.counts.needs_attention + data.counts.on_track + data.counts.no_program : 0;

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Suspense fallback={null}>
              <CsvDownloadButton kind="roster" label={feedTexts.rosterCsv} />
            </Suspense>
            <RuleSettingsDialog />
          </HStack>
        }
      />
      <Stack gap="3" mb="4">
        <HStack as="nav" aria-label={T.statusFilters} gap="1" flexWrap="wrap">
          <FilterChip label={T.all} count={data ? activeCount : undefined} active={status === undefined} onClick={() => set({ status: null })} />
          {TRIAGE_STATUSES.map((s) => (
            <FilterChip key={s} label={T.status[s]} count={data?.counts[s]} active={status === s} onClick={() => set({ status: s })} />
          ))}
        </HStack>
        <HStack gap="3" flexWrap="wrap" align="end">
          <Box
            as="form"
            role="search"
            flex="1"
            minW="12rem"
            onSubmit={(e) => {
              e.preventDefault();
              set({ q: search.trim() || null });
            }}
          >
            <Input
              type="search"
              aria-label={T.searchLabel}
              placeholder={T.searchPlaceholder}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                if (e.target.value === '') set({ q: null });
              }}
              onBlur={() => set({ q: search.trim() || null })}
            />
          </Box>
          <Field.Root w="auto" minW="10rem">
            <Field.Label srOnly>{T.tagLabel}</Field.Label>
            <NativeSelect.Root size="md">
              <NativeSelect.Field aria-label={T.tagLabel} value={tag ?? ''} onChange={(e) => set({ tag: e.currentTarget.value || null })}>
                <option value="">{T.allTags}</option>
                {(data?.tags ?? (tag ? [tag] : [])).map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto" minW="10rem" hideFrom="md">
            <Field.Label srOnly>{T.sortLabel}</Field.Label>
            <NativeSelect.Root size="md">
              <NativeSelect.Field
                aria-label={T.sortLabel}
                value={`${sort}:${order}`}
                onChange={(e) => {
                  const [key, o] = e.currentTarget.value.split(':') as [RosterSort, 'asc' | 'desc'];
                  set({ sort: key, order: o === 'desc' ? 'desc' : null });
                }}
              >
                {COLUMNS.flatMap((c) => [
                  <option key={`${c.key}:asc`} value={`${c.key}:asc`}>{`${c.label} ↑`}</option>,
                  <option key={`${c.key}:desc`} value={`${c.key}:desc`}>{`${c.label} ↓`}</option>,
                ])}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      </Stack>

      {roster.isPending ? (
        <LoadingState label={T.loading} />
      ) : !data ? (
        <ErrorState title={T.failed} description={T.failedHint} onRetry={() => void roster.refetch()} retrying={roster.isRefetching} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={status === 'needs_attention' && !tag && !q ? T.emptyAttention : T.empty}
          description={status === 'needs_attention' && !tag && !q ? T.emptyAttentionHint : T.emptyHint}
          icon={<UsersIcon />}
        />
      ) : (
        <Box opacity={roster.isPlaceholderData ? 0.6 : 1} aria-busy={roster.isFetching}>
          <Box hideBelow="md">
            <Box overflowX="auto" borderWidth="1px" borderRadius="md">
              <TableEl aria-label={T.title}>
                <thead>
                  <tr>
                    {COLUMNS.map((c) => (
                      <Th key={c.key} scope="col" aria-sort={sort === c.key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                        <Button variant="ghost" size="xs" px="1" onClick={() => sortBy(c.key)} aria-label={T.sortBy(c.label)} fontWeight="semibold">
                          {c.label}
                          <Text as="span" aria-hidden color="fg.muted">
                            {sort === c.key ? (order === 'asc' ? '↑' : '↓') : ''}
                          </Text>
                        </Button>
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((r) => (
                    <Tr key={r.id} data-testid="roster-row">
                      <Td>
                        <ClientLink row={r} />
                      </Td>
                      <Td>
                        <ReasonBadges reasons={r.reasons} daysSinceActivity={r.daysSinceActivity} />
                      </Td>
                      <Td>{r.program ?? <Text color="fg.muted">{T.noProgram}</Text>}</Td>
                      <Td title={hint(r.completed7, r.due7)}>{percent(r.adherence7)}</Td>
                      <Td title={hint(r.completed30, r.due30)}>{percent(r.adherence30)}</Td>
                      <Td whiteSpace="nowrap">{when(r.lastWorkoutAt)}</Td>
                      <Td whiteSpace="nowrap">{when(r.lastActivityAt)}</Td>
                      <Td>
                        <UnreadBadge count={r.unreadMessages} title={T.unread(r.unreadMessages)} />
                      </Td>
                      <Td>
                        <CheckInBadge row={r} />
                      </Td>
                    </Tr>
                  ))}
                </tbody>
              </TableEl>
            </Box>
          </Box>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" hideFrom="md" aria-label={T.title}>
            {data.items.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3" data-testid="roster-card">
                <HStack justify="space-between" align="start" gap="2">
                  <ClientLink row={r} />
                  <HStack gap="1">
                    <UnreadBadge count={r.unreadMessages} title={T.unread(r.unreadMessages)} />
                    <CheckInBadge row={r} />
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted" mt="0.5">
                  {r.program ?? T.noProgram}
                </Text>
                <Box mt="2">
                  <ReasonBadges reasons={r.reasons} daysSinceActivity={r.daysSinceActivity} />
                </Box>
                <HStack mt="2" gap="4" fontSize="sm" flexWrap="wrap">
                  <Text title={hint(r.completed7, r.due7)}>
                    {T.col.adherence7} <strong>{percent(r.adherence7)}</strong>
                  </Text>
                  <Text title={hint(r.completed30, r.due30)}>
                    {T.col.adherence30} <strong>{percent(r.adherence30)}</strong>
                  </Text>
                  <Text color="fg.muted">
                    {T.col.lastActivityAt}: {when(r.lastActivityAt)}
                  </Text>
                </HStack>
              </Box>
            ))}
          </Stack>
          {pages > 1 ? (
            <HStack justify="space-between" mt="3" flexWrap="wrap" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {T.pageOf(data.page, pages, data.total)}
              </Text>
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={data.page <= 1} onClick={() => set({ page: String(data.page - 1) })}>
                  {T.previous}
                </Button>
                <Button size="sm" variant="outline" disabled={data.page >= pages} onClick={() => set({ page: String(data.page + 1) })}>
                  {T.next}
                </Button>
              </HStack>
            </HStack>
          ) : null}
        </Box>
      )}
    </>
  );
}

function FilterChip({ label, count, active, onClick }: { label: string; count: number | undefined; active: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} aria-pressed={active} onClick={onClick}>
      {label}
      {count !== undefined ? (
        <Badge size="sm" variant="subtle" ms="1">
          {count}
        </Badge>
      ) : null}
    </Button>
  );
}

function ClientLink({ row }: { row: RosterRow }) {
  return (
    <Stack gap="0.5">
      <Link asChild fontWeight="medium" colorPalette="brand">
        <RouterLink to={`/coach/clients/${row.id}`}>{`${row.firstName} ${row.lastName}`.trim()}</RouterLink>
      </Link>
      {row.tags.length > 0 ? (
        <HStack gap="1" flexWrap="wrap">
          {row.tags.map((t) => (
            <Badge key={t} size="xs" variant="outline">
              {t}
            </Badge>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

function CheckInBadge({ row }: { row: RosterRow }) {
  const T = useTriageTexts();
  if (!row.checkIn) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={row.checkIn === 'UNREVIEWED' ? 'purple' : row.checkIn === 'OVERDUE' ? 'red' : 'blue'}>
      {T.checkIn[row.checkIn]}
    </Badge>
  );
}
