// The notification lists' mutations. Read and delete update every loaded page of the screen's
// lists (All, Unread, Read; a page's items and the pair halves it carries) and the unread count
// behind the Unread tab and the sidebar at once, and roll back with docs/product.md §8's toast when
// the server refuses. Only the Notifications screen loads this (the dashboard is a first screen,
// docs/performance.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRPCInfiniteData } from '@trpc/tanstack-react-query';
import { toast } from '#web/components/toaster.tsx';
import { apiClient, useTRPC, type RouterInputs, type RouterOutputs } from '#web/lib/trpc.ts';
import { groupNotifications } from '../lib/group.ts';
import { useNotificationTexts } from '../texts.ts';
import { listInput, NOTIFICATION_LISTS, type NotificationFilter, type NotificationList } from './use-notification-page.ts';
import type { NotificationItem } from './use-notifications.ts';

const LISTS = Object.keys(NOTIFICATION_LISTS) as NotificationList[];

export function useNotificationActions(filter: NotificationFilter = {}) {
  const trpc = useTRPC();
  const T = useNotificationTexts();
  const queryClient = useQueryClient();
  const pages = trpc.coach.notifications.page;
  const unread = trpc.coach.notifications.unreadCount;
  const loaded = () => LISTS.map((l) => [l, queryClient.getQueryData(pages.infiniteQueryKey(listInput(l, filter)))] as const);

  /**
   * Applies `change` to the notifications of every loaded page of every list; the unread count
   * follows. A notification read on the Unread list stays in its cache, read (the tab shows unread
   * entries only); the Read list learns of it when the lists are fetched again after settling.
   */
  const patch = async (change: (items: NotificationItem[]) => NotificationItem[]) => {
    await Promise.all([queryClient.cancelQueries(pages.pathFilter()), queryClient.cancelQueries(unread.pathFilter())]);
    const previous = { lists: loaded(), unread: queryClient.getQueryData(unread.queryKey()) };
    const before = unreadEntries(previous.lists);
    for (const [list, data] of previous.lists) {
      if (!data) continue;
      queryClient.setQueryData(pages.infiniteQueryKey(listInput(list, filter)), { ...data, pages: data.pages.map((p) => ({ ...p, items: change(p.items), partners: change(p.partners) })) });
    }
    // Entries that stop being unread on screen leave the count too (a pair counts once,
    // docs/decisions/0014-notification-pairs.md); the refetch after settling corrects the rest.
    const gone = before - unreadEntries(loaded());
    if (previous.unread && gone > 0) queryClient.setQueryData(unread.queryKey(), { count: Math.max(0, previous.unread.count - gone) });
    return previous;
  };
  const rollback = (previous: Awaited<ReturnType<typeof patch>> | undefined) => {
    for (const [list, data] of previous?.lists ?? []) if (data) queryClient.setQueryData(pages.infiniteQueryKey(listInput(list, filter)), data);
    if (previous?.unread) queryClient.setQueryData(unread.queryKey(), previous.unread);
  };
  const settle = () => {
    // Every list (and the count): what one tab read or deleted moves between the others.
    void queryClient.invalidateQueries(trpc.coach.notifications.pathFilter());
    void queryClient.invalidateQueries(trpc.coach.dashboard.pathFilter());
  };

  // An entry of the screen may stand for a completion and its feedback
  // (lib/group.ts): reading or deleting it acts on each of its notifications, with one toast.
  const markRead = useMutation({
    mutationFn: ({ ids }: { ids: string[] }) => Promise.all(ids.map((id) => apiClient.coach.notifications.markRead.mutate({ id }))),
    onMutate: ({ ids }) => patch((items) => items.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n))),
    onError: (_e, _v, previous) => {
      rollback(previous);
      toast.error(T.markReadFailed);
    },
    onSuccess: () => toast.success(T.markedRead),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: ({ ids }: { ids: string[] }) => Promise.all(ids.map((id) => apiClient.coach.notifications.delete.mutate({ id }))),
    onMutate: ({ ids }) => patch((items) => items.filter((n) => !ids.includes(n.id))),
    onError: (_e, _v, previous) => {
      rollback(previous);
      toast.error(T.deleteFailed);
    },
    onSuccess: () => toast.success(T.deleted),
    onSettled: settle,
  });

  const markAllRead = useMutation(
    trpc.coach.notifications.markAllRead.mutationOptions({
      onMutate: async () => {
        const previous = await patch((items) => items.map((n) => ({ ...n, isRead: true })));
        // Unread ones on pages not loaded yet are read too.
        if (previous.unread) queryClient.setQueryData(unread.queryKey(), { count: 0 });
        return previous;
      },
      onError: (_e, _v, previous) => {
        rollback(previous);
        toast.error(T.markAllFailed);
      },
      onSuccess: () => toast.success(T.allMarkedRead),
      onSettled: settle,
    }),
  );

  return { markRead, remove, markAllRead };
}

type Loaded = TRPCInfiniteData<RouterInputs['coach']['notifications']['page'], RouterOutputs['coach']['notifications']['page']> | undefined;

/** Unread entries among everything loaded in any list, each notification once. */
function unreadEntries(lists: readonly (readonly [NotificationList, Loaded])[]): number {
  const byId = new Map<string, NotificationItem>();
  for (const [, data] of lists) for (const p of data?.pages ?? []) for (const n of p.items) byId.set(n.id, n);
  const partners = lists.flatMap(([, data]) => data?.pages.flatMap((p) => p.partners) ?? []);
  const items = [...byId.values()].toSorted((a, b) => +b.createdAt - +a.createdAt || (a.id < b.id ? 1 : -1));
  return groupNotifications(items, partners).filter((n) => !n.isRead).length;
}
