// Unread message counts (docs/messages.md), refreshed like the sidebar's notifications: every
// 30 seconds with a 30 s stale time. The coach layout and the client header ask for the same
// queries inline, with the same options (they are first screens, docs/performance.md).
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '#web/lib/trpc.ts';

export const MESSAGES_REFRESH_MS = 30_000;

const polling = { staleTime: MESSAGES_REFRESH_MS, refetchInterval: MESSAGES_REFRESH_MS } as const;

/** The coach's unread client messages: the total and each client's. */
export function useCoachUnreadMessages(o: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.messages.unread.queryOptions(undefined, { ...polling, enabled: o.enabled ?? true }));
}
