// The notification list and its mutations. Read and delete update the cached list at once and
// roll back with SPEC §8's toast when the server refuses.
import { toast } from '../../../components/toaster.tsx';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { T } from '../texts.ts';

export type NotificationItem = RouterOutputs['coach']['notifications']['list'][number];

/** SPEC §9: the list (and the dashboard) keep notifications for 1 minute. */
export const NOTIFICATIONS_STALE_MS = 60_000;

export function useNotifications() {
  return trpc.coach.notifications.list.useQuery(undefined, { staleTime: NOTIFICATIONS_STALE_MS });
}

export function useNotificationActions() {
  const utils = trpc.useUtils();
  const list = utils.coach.notifications.list;

  const patch = async (change: (items: NotificationItem[]) => NotificationItem[]) => {
    await list.cancel();
    const previous = list.getData();
    if (previous) list.setData(undefined, change(previous));
    return previous;
  };
  const settle = () => {
    void utils.coach.notifications.invalidate();
    void utils.coach.dashboard.invalidate();
  };

  const markRead = trpc.coach.notifications.markRead.useMutation({
    onMutate: ({ id }) => patch((items) => items.map((n) => (n.id === id ? { ...n, isRead: true } : n))),
    onError: (_e, _v, previous) => {
      if (previous) list.setData(undefined, previous);
      toast.error(T.markReadFailed);
    },
    onSuccess: () => toast.success(T.markedRead),
    onSettled: settle,
  });

  const remove = trpc.coach.notifications.delete.useMutation({
    onMutate: ({ id }) => patch((items) => items.filter((n) => n.id !== id)),
    onError: (_e, _v, previous) => {
      if (previous) list.setData(undefined, previous);
      toast.error(T.deleteFailed);
    },
    onSuccess: () => toast.success(T.deleted),
    onSettled: settle,
  });

  const markAllRead = trpc.coach.notifications.markAllRead.useMutation({
    onMutate: () => patch((items) => items.map((n) => ({ ...n, isRead: true }))),
    onError: (_e, _v, previous) => {
      if (previous) list.setData(undefined, previous);
      toast.error(T.markAllFailed);
    },
    onSuccess: () => toast.success(T.allMarkedRead),
    onSettled: settle,
  });

  return { markRead, remove, markAllRead };
}
