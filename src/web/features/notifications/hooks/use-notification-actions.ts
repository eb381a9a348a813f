// The notification list's mutations. Read and delete update every loaded page of the screen's
// list (and the unread count behind the Unread tab and the sidebar) at once, and roll back with
// docs/product.md §8's toast when the server refuses. Only the Notifications screen loads this
// (the dashboard is a first screen, docs/performance.md).
import { useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { apiClient, trpc } from '#web/lib/trpc.ts';
import { groupNotifications } from '../lib/group.ts';
import { T } from '../texts.ts';
import { NOTIFICATIONS_SCREEN_INPUT } from './use-notification-page.ts';
import type { NotificationItem } from './use-notifications.ts';

export function useNotificationActions() {
  const utils = trpc.useUtils();
  const pages = utils.coach.notifications.page;
  const unread = utils.coach.notifications.unreadCount;

  /** Applies `change` to the notifications of every loaded page; the unread count follows. */
  const patch = async (change: (items: NotificationItem[]) => NotificationItem[]) => {
    await Promise.all([pages.cancel(), unread.cancel()]);
    const previous = { pages: pages.getInfiniteData(NOTIFICATIONS_SCREEN_INPUT), unread: unread.getData() };
    if (previous.pages) {
      const before = unreadEntries(previous.pages.pages.flatMap((p) => p.items));
      const next = { ...previous.pages, pages: previous.pages.pages.map((p) => ({ ...p, items: change(p.items) })) };
      pages.setInfiniteData(NOTIFICATIONS_SCREEN_INPUT, next);
      // Entries that stop being unread on screen leave the count too (a pair counts once,
      // docs/decisions/0014-notification-pairs.md); the refetch after settling corrects the rest.
      const gone = before - unreadEntries(next.pages.flatMap((p) => p.items));
      if (previous.unread && gone > 0) unread.setData(undefined, { count: Math.max(0, previous.unread.count - gone) });
    }
    return previous;
  };
  const rollback = (previous: Awaited<ReturnType<typeof patch>> | undefined) => {
    if (previous?.pages) pages.setInfiniteData(NOTIFICATIONS_SCREEN_INPUT, previous.pages);
    if (previous?.unread) unread.setData(undefined, previous.unread);
  };
  const settle = () => {
    void utils.coach.notifications.invalidate();
    void utils.coach.dashboard.invalidate();
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

  const markAllRead = trpc.coach.notifications.markAllRead.useMutation({
    onMutate: async () => {
      const previous = await patch((items) => items.map((n) => ({ ...n, isRead: true })));
      // Unread ones on pages not loaded yet are read too.
      if (previous.unread) unread.setData(undefined, { count: 0 });
      return previous;
    },
    onError: (_e, _v, previous) => {
      rollback(previous);
      toast.error(T.markAllFailed);
    },
    onSuccess: () => toast.success(T.allMarkedRead),
    onSettled: settle,
  });

  return { markRead, remove, markAllRead };
}

const unreadEntries = (items: NotificationItem[]) => groupNotifications(items).filter((n) => !n.isRead).length;
