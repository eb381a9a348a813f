// The dashboard's reads (docs/product.md §7, §9 stale times) and the missed-workout check it runs once on
// load, after which missed workouts, notifications and recent activity are refreshed if it marked or raised anything.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TrpcPath } from '#web/lib/trpc-paths.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { NOTIFICATIONS_STALE_MS } from '#web/features/notifications/index.ts';

export const CLIENT_PROGRESS_STALE_MS = 5 * 60_000;
export const RECENT_ACTIVITY_STALE_MS = 2 * 60_000;
/** docs/product.md §9: the dashboard lists at most 4 unread notifications. */
export const RECENT_NOTIFICATIONS = 4;

export function useDashboard() {
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const invalidate = (path: TrpcPath) => queryClient.invalidateQueries({ queryKey: trpcKey(path, undefined, 'any') });
  const progress = useQuery({ queryKey: trpcKey('coach.dashboard.clientProgress'), queryFn: () => client.coach.dashboard.clientProgress.query(), staleTime: CLIENT_PROGRESS_STALE_MS });
  // This Week Completed and Missed Workouts count the recent-activity and missed-workout feeds;
  // the server counts them (docs/query-performance.md), refreshed as the shorter of the two feeds' stale times.
  const counts = useQuery({ queryKey: trpcKey('coach.dashboard.counts'), queryFn: () => client.coach.dashboard.counts.query(), staleTime: RECENT_ACTIVITY_STALE_MS });
  // The newest unread ones in a mix of kinds, missed workouts grouped (docs/notifications.md).
  const notifications = useQuery({
    queryKey: trpcKey('coach.notifications.recent'),
    queryFn: () => client.coach.notifications.recent.query(),
    staleTime: NOTIFICATIONS_STALE_MS,
  });
  const check = useMutation({
    mutationKey: trpcKey('coach.notifications.checkMissedWorkouts', undefined, 'any'),
    mutationFn: () => client.coach.notifications.checkMissedWorkouts.mutate(),
    onSuccess: (r) => {
      // Usually nothing: the server's scheduled job marks missed workouts in the background
      // every 5 minutes (docs/jobs.md, `workout-checks`); asking again would cost a phone a round trip.
      if (r.marked === 0 && r.due === 0) return;
      void invalidate('coach.dashboard.counts');
      void invalidate('coach.dashboard.missedWorkouts');
      void invalidate('coach.dashboard.recentActivity');
      void invalidate('coach.notifications');
      if (r.marked > 0) void invalidate('coach.dashboard.clientProgress');
    },
  });
  const ran = useRef(false);
  const { mutate } = check;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    mutate();
  }, [mutate]);

  // A completion and its feedback are one item (docs/decisions/0014-notification-pairs.md): the
  // completion stands for the pair, unread while either is. (Inline: this is a first screen.)
  const list = notifications.data ?? [];
  const unreadFeedback = new Set(list.filter((n) => n.type === 'CLIENT_FEEDBACK' && !n.isRead).map((n) => n.metadata.sessionId));
  const completed = new Set(list.filter((n) => n.type === 'COMPLETED_WORKOUT').map((n) => n.metadata.sessionId));
  const unread = list
    .filter((n) =>
      n.type === 'CLIENT_FEEDBACK' && n.metadata.sessionId && completed.has(n.metadata.sessionId) ? false : !n.isRead || (n.type === 'COMPLETED_WORKOUT' && unreadFeedback.has(n.metadata.sessionId)),
    )
    .slice(0, RECENT_NOTIFICATIONS);
  return { progress, counts, notifications, unread };
}
