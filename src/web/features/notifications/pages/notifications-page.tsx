// Notifications (docs/product.md §2): All / Unread / Read tabs with counts, mark read, mark all as read
// (shown while unread ones exist) and delete. The newest 50 first, older ones with Load more
// (docs/query-performance.md "Lists that can grow").
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '#web/theme/components/tabs.ts';
import { useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { BellIcon, CheckIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { NotificationCard } from '../components/notification-card.tsx';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { useNotifications } from '../hooks/use-notification-page.ts';
import { groupNotifications, type NotificationEntry } from '../lib/group.ts';
import { useMinuteNow } from '#web/lib/use-now.ts';
import { useUnreadNotificationCount } from '#web/lib/use-unread-notification-count.ts';
import { T } from '../texts.ts';

type Tab = 'all' | 'unread' | 'read';

const EMPTY: Record<Tab, { title: string; hint: string }> = {
  all: { title: T.emptyAll, hint: T.emptyAllHint },
  unread: { title: T.emptyUnread, hint: T.emptyUnreadHint },
  read: { title: T.emptyRead, hint: T.emptyReadHint },
};

export default function NotificationsPage() {
  const query = useNotifications();
  const { markRead, remove, markAllRead } = useNotificationActions();
  const [tab, setTab] = useState<Tab>('all');
  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const groups = useMemo(() => {
    // A completion and its feedback are one entry (docs/decisions/0014-notification-pairs.md),
    // also when they sit on two pages: the loaded pages are grouped as one list.
    const items = groupNotifications(loaded);
    return { all: items, unread: items.filter((n) => !n.isRead), read: items.filter((n) => n.isRead) } satisfies Record<Tab, NotificationEntry[]>;
  }, [loaded]);
  const more = query.hasNextPage;
  // While older pages are not loaded, the Unread count is the server's (the sidebar badge's,
  // pairs counted once) and All and Read say "at least" (docs/query-performance.md).
  const serverUnread = useUnreadNotificationCount();
  const unreadTotal = more ? Math.max(serverUnread, groups.unread.length) : groups.unread.length;
  const countOf = (t: Tab) => (t === 'unread' ? String(unreadTotal) : more ? T.atLeast(groups[t].length) : String(groups[t].length));
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

  return (
    <>
      {header}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
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
            {groups[t.value].length === 0 && more ? (
              <EmptyState title={T.emptyLoaded(groups.all.length)} description={T.emptyLoadedHint} icon={<BellIcon />} />
            ) : groups[t.value].length === 0 ? (
              <EmptyState title={EMPTY[t.value].title} description={EMPTY[t.value].hint} icon={<BellIcon />} />
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {groups[t.value].map((n) => (
                  <NotificationCard
                    key={n.id}
                    item={n}
                    now={now}
                    onMarkRead={() => markRead.mutate({ ids: n.ids.filter((id) => loaded.some((x) => x.id === id && !x.isRead)) })}
                    onDelete={() => remove.mutate({ ids: n.ids })}
                    busy={(markRead.isPending && markRead.variables?.ids[0] === n.ids[0]) || (remove.isPending && remove.variables?.ids[0] === n.ids[0])}
                  />
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {/* A real button (keyboard, screen readers); the status line says what the last press added. */}
      <Stack align="center" gap="2" mt="4">
        <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
          {more || query.data.pages.length > 1 ? T.shown(groups.all.length, more) : null}
        </Text>
        {query.isFetchNextPageError ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            {T.loadMoreFailed}
          </Text>
        ) : null}
        {more ? (
          <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText={T.loadingMore}>
            {query.isFetchNextPageError ? T.loadMoreRetry : T.loadMore}
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
