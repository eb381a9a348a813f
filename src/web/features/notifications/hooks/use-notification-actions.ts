// The notification list's mutations. Read and delete update the cached list at once and roll
// back with docs/product.md §8's toast when the server refuses. Only the Notifications screen loads this
// (the dashboard is a first screen, docs/performance.md).
import { useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { apiClient, trpc } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';
import { NOTIFICATIONS_SCREEN_INPUT, type NotificationItem } from './use-notifications.ts';

export function useNotificationActions() {
  const utils = trpc.useUtils();
  const list = utils.coach.notifications.list;

  const patch = async (change: (items: NotificationItem[]) => NotificationItem[]) => {
    await list.cancel();
    const previous = list.getData(NOTIFICATIONS_SCREEN_INPUT);
    if (previous) list.setData(NOTIFICATIONS_SCREEN_INPUT, change(previous));
    return previous;
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
      if (previous) list.setData(NOTIFICATIONS_SCREEN_INPUT, previous);
      toast.error(T.markReadFailed);
    },
    onSuccess: () => toast.success(T.markedRead),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: ({ ids }: { ids: string[] }) => Promise.all(ids.map((id) => apiClient.coach.notifications.delete.mutate({ id }))),
    onMutate: ({ ids }) => patch((items) => items.filter((n) => !ids.includes(n.id))),
    onError: (_e, _v, previous) => {
      if (previous) list.setData(NOTIFICATIONS_SCREEN_INPUT, previous);
      toast.error(T.deleteFailed);
    },
    onSuccess: () => toast.success(T.deleted),
    onSettled: settle,
  });

  const markAllRead = trpc.coach.notifications.markAllRead.useMutation({
    onMutate: () => patch((items) => items.map((n) => ({ ...n, isRead: true }))),
    onError: (_e, _v, previous) => {
      if (previous) list.setData(NOTIFICATIONS_SCREEN_INPUT, previous);
      toast.error(T.markAllFailed);
    },
    onSuccess: () => toast.success(T.allMarkedRead),
    onSettled: settle,
  });

  return { markRead, remove, markAllRead };
}
