// The client's check-ins over the vanilla tRPC client and plain TanStack Query (lib/trpc-query.ts),
// so the Today card adds no tRPC React context to the first screen. Sending goes through the
// offline queue (docs/offline.md): with no signal it is kept and sent once, with its
// Idempotency-Key, when the connection returns.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterInputs, RouterOutputs } from '#web/lib/trpc-client.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';

export type ClientCheckIns = RouterOutputs['clientApp']['checkIns']['list'];
export type DueCheckIn = ClientCheckIns['due'][number];
export type SubmitCheckInInput = RouterInputs['clientApp']['checkIns']['submit'];

const LIST = 'clientApp.checkIns.list';

export function useClientCheckIns() {
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey(LIST), queryFn: () => client.clientApp.checkIns.list.query(), staleTime: 60_000 });
}

export function useSentCheckIn(id: string | null) {
  const client = useTrpcClient();
  return useQuery({ queryKey: trpcKey('clientApp.checkIns.get', { id }), queryFn: () => client.clientApp.checkIns.get.query({ id: id! }), enabled: id !== null });
}

/**
 * Sends a check-in. Resolves with the sent check-in, or undefined when it was queued offline: the
 * due item is taken off the list at once either way, and put back if the server refuses it.
 */
export function useSubmitCheckIn() {
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitCheckInInput) => client.clientApp.checkIns.submit.mutate(input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: trpcKey(LIST) });
      const previous = queryClient.getQueryData<ClientCheckIns>(trpcKey(LIST));
      if (previous) {
        queryClient.setQueryData<ClientCheckIns>(trpcKey(LIST), {
          ...previous,
          due: previous.due.filter((d) => !(d.scheduleId === input.scheduleId && d.dueDate === input.dueDate)),
        });
      }
      return previous;
    },
    onError: (_err, _input, previous) => {
      if (previous) queryClient.setQueryData(trpcKey(LIST), previous);
    },
    onSettled: (data) => {
      // A change only queued does not re-read, which would bring the sent check-in back until sent.
      if (data !== undefined) void queryClient.invalidateQueries({ queryKey: trpcKey(LIST) });
    },
  });
}

const REMINDERS = 'clientApp.checkIns.reminders';

/** The client's e-mail reminder for due check-ins (on by default; the e-mail's unsubscribe turns it off too). */
export function useCheckInReminders() {
  const client = useTrpcClient();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: trpcKey(REMINDERS), queryFn: () => client.clientApp.checkIns.reminders.query() });
  const set = useMutation({
    mutationFn: (enabled: boolean) => client.clientApp.checkIns.setReminders.mutate({ enabled }),
    onMutate: (enabled) => queryClient.setQueryData(trpcKey(REMINDERS), { enabled }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: trpcKey(REMINDERS) }),
  });
  return { query, set };
}
