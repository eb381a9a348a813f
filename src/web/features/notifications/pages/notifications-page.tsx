// Notifications (docs/product.md §2): All / Unread / Read tabs with counts, mark read, mark all as read
// (shown while unread ones exist) and delete. Each tab reads its own list from the server, the
// newest 50 first, older ones with Load more (docs/query-performance.md "Lists that can grow").
import { Badge, Button, Stack, Text, Tabs } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { BellIcon, CheckIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { NotificationCard } from '../components/notification-card.tsx';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { NotificationFilters } from '../components/notification-filters.tsx';
import { useNotificationCounts, useNotificationList, type NotificationFilter } from '../hooks/use-notification-page.ts';
import { groupNotifications, type NotificationEntry } from '../lib/group.ts';
import { useMinuteNow } from '#web/lib/use-now.ts';
import { useUnreadNotificationCount } from '#web/lib/use-unread-notification-count.ts';
import { useNotificationTexts } from '../texts.ts';

type Tab = 'all' | 'unread' | 'read';

export default function NotificationsPage() {
  const T = useNotificationTexts();
  const EMPTY: Record<Tab, { title: string; hint: string }> = {
    all: { title: T.emptyAll, hint: T.emptyAllHint },
    unread: { title: T.emptyUnread, hint: T.emptyUnreadHint },
    read: { title: T.emptyRead, hint: T.emptyReadHint },
  };
  const [tab, setTab] = useState<Tab>('all');
  // While All has older pages not loaded, Unread and Read read their own lists from the server
  // (docs/query-performance.md "Lists that can grow"), once their tab has been opened. Once All is
  // whole, they are its entries in that state (no more requests).
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(['all']));
  const [filter, setFilter] = useState<NotificationFilter>({});
  const all = useNotificationList('all', filter);
  const more = !all.data || all.hasNextPage;
  const own = { unread: useNotificationList('unread', filter, more && opened.has('unread')), read: useNotificationList('read', filter, more && opened.has('read')) };
  const lists: Record<Tab, ListQuery> = { all, unread: more ? own.unread : all, read: more ? own.read : all };
  const query = all;
  const { markRead, remove, markAllRead } = useNotificationActions(filter);
  const counts = useNotificationCounts(filter).data;
  const entries = {
    all: useEntries(all.data, 'all'),
    // A page of unread (read) notifications may carry the other half of a pair in the other
    // state: the entry is unread while either half is (docs/decisions/0014-notification-pairs.md).
    unread: useEntries(lists.unread.data, 'unread'),
    read: useEntries(lists.read.data, 'read'),
  } satisfies Record<Tab, NotificationEntry[]>;
  const complete = (t: Tab) => !!lists[t].data && !lists[t].hasNextPage;
  // Counts: exact from All once all of it is loaded, or from a tab's own list once that is whole.
  // Until then Unread is the server's (the sidebar badge's, pairs counted once), and All and Read
  // say "at least" (docs/query-performance.md).
  const serverUnread = useUnreadNotificationCount();
  const loadedUnread = entries.all.filter((n) => !n.isRead);
  const loadedRead = entries.all.filter((n) => n.isRead);
  const filtered = !!filter.type || !!filter.clientId;
  const unreadTotal = counts
    ? counts.unread
    : !more
      ? loadedUnread.length
      : complete('unread')
        ? entries.unread.length
        : Math.max(filtered ? 0 : serverUnread, loadedUnread.length, entries.unread.length);
  // The server's counts of entries (use-notification-page.ts), which always add up; the loaded
  // pages only until they arrive (issue 34: "All 50+" beside "Unread 468").
  const countOf = (t: Tab) => {
    if (counts) return String(counts[t]);
    if (t === 'unread') return String(unreadTotal);
    if (!more) return String(t === 'all' ? entries.all.length : loadedRead.length);
    if (t === 'all') return T.atLeast(entries.all.length);
    if (complete('read')) return String(entries.read.length);
    return T.atLeast(Math.max(loadedRead.length, entries.read.length));
  };
  const now = useMinuteNow();

  const header = (
    <PageHeader
      title={T.title}
      description={T.description}
      actions={
        unreadTotal > 0 ? (
          <Button size="sm" variant="outline" onClick={() => markAllRead.mutate(undefined)} loading={markAllRead.isPending}>
            <CheckIcon /> {T.markAllRead}
          </Button>
        ) : null
      }
    />
  );

  if (query.isPending) {
    return (
      <>
        {header}
        <LoadingState label={T.loading} />
      </>
    );
  }
  // A failed next page keeps what is loaded (its error shows under the list); only a failed first page replaces it.
  if (!query.data) {
    return (
      <>
        {header}
        <ErrorState title={T.loadFailed} description={T.loadFailedHint} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </>
    );
  }

  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: T.tabAll },
    { value: 'unread', label: T.tabUnread },
    { value: 'read', label: T.tabRead },
  ];

  const panel = (t: Tab) => {
    const list = lists[t];
    const shown = entries[t];
    if (list.isPending) return <LoadingState label={T.loading} />;
    if (!list.data) return <ErrorState title={T.loadFailed} description={T.loadFailedHint} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
    const hasMore = list.hasNextPage;
    const rows = list.data.pages.reduce((sum, p) => sum + p.items.length, 0);
    return (
      <>
        {shown.length === 0 && hasMore ? (
          <EmptyState title={T.emptyLoaded(rows)} description={T.emptyLoadedHint} icon={<BellIcon />} />
        ) : shown.length === 0 ? (
          <EmptyState title={EMPTY[t].title} description={EMPTY[t].hint} icon={<BellIcon />} />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {shown.map((n) => (
              <NotificationCard
                key={n.id}
                item={n}
                now={now}
                onMarkRead={() => markRead.mutate({ ids: n.unreadIds })}
                onDelete={() => remove.mutate({ ids: n.ids })}
                busy={(markRead.isPending && n.ids.includes(markRead.variables?.ids[0] ?? '')) || (remove.isPending && n.ids.includes(remove.variables?.ids[0] ?? ''))}
              />
            ))}
          </Stack>
        )}
        {/* A real button (keyboard, screen readers); the status line says what the last press added. */}
        <Stack align="center" gap="2" mt="4">
          <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
            {hasMore || list.data.pages.length > 1 ? T.shown(shown.length, hasMore, SHOWN_KIND[t]) : null}
          </Text>
          {list.isFetchNextPageError ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              {T.loadMoreFailed}
            </Text>
          ) : null}
          {hasMore ? (
            <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText={T.loadingMore}>
              {list.isFetchNextPageError ? T.loadMoreRetry : T.loadMore}
            </Button>
          ) : null}
        </Stack>
      </>
    );
  };

  return (
    <>
      {header}
      <NotificationFilters value={filter} onChange={setFilter} />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          const next = e.value as Tab;
          setTab(next);
          setOpened((o) => (o.has(next) ? o : new Set([...o, next])));
        }}
        variant="line"
        lazyMount
      >
        <Tabs.List mb="4">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
              <Badge size="sm" variant={tab === t.value ? 'solid' : 'subtle'} colorPalette={t.value === 'unread' && unreadTotal ? 'blue' : 'gray'} ms="1.5">
                {countOf(t.value)}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} p="0">
            {panel(t.value)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

type ListQuery = ReturnType<typeof useNotificationList>;

/** What a tab's status line calls its notifications. */
const SHOWN_KIND = { all: '', unread: 'unread', read: 'read' } as const satisfies Record<Tab, string>;

/** A list's loaded pages as entries (lib/group.ts), the pair halves the pages carry included, in one state. */
function useEntries(data: ListQuery['data'], state: Tab): NotificationEntry[] {
  return useMemo(() => {
    const entries = groupNotifications(data?.pages.flatMap((p) => p.items) ?? [], data?.pages.flatMap((p) => p.partners) ?? []);
    return state === 'all' ? entries : entries.filter((n) => n.isRead === (state === 'read'));
  }, [data, state]);
}
