// Data of the clients list (docs/product.md §7 Clients): the list (cached 10 minutes), and the mutations
// with the SPEC's toasts. Reordering is optimistic and rolled back on failure (docs/product.md §4).
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useClientTexts } from '../texts.ts';

export type ClientItem = RouterOutputs['coach']['clients']['list'][number];
export const CLIENTS_STALE_MS = 10 * 60_000;

export function useClientList(includeArchived: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.clients.list.queryOptions({ includeArchived }, { staleTime: CLIENTS_STALE_MS }));
}

/** After a change to the roster, the lists and the dashboard feeds that show clients refresh. */
function useRefreshClients() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries(trpc.coach.clients.pathFilter()), queryClient.invalidateQueries(trpc.coach.dashboard.pathFilter())]);
  };
}

export function useCreateClient() {
  const T = useClientTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  return useMutation(
    trpc.coach.clients.create.mutationOptions({
      onSuccess: async () => {
        toast.success(T.created);
        await refresh();
      },
      onError: (err) => toast.error(T.createFailed, errorMessage(err, T.createFailed)),
    }),
  );
}

/** "Send link by e-mail": the client's current link (or a new one) to the address on their profile. */
export function useSendAccessLink() {
  const T = useClientTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.coach.clients.emailAccessLink.mutationOptions({
      onSuccess: (data, { id }) => {
        // A link that could not be shown or had expired was replaced by a new one.
        void queryClient.invalidateQueries(trpc.coach.clients.accessToken.queryFilter({ id }));
        toast.success(T.linkSent(data.sentTo));
      },
      onError: (err) => toast.error(T.sendLinkFailed, errorMessage(err, T.sendLinkFailed)),
    }),
  );
}

export function useSetArchived() {
  const T = useClientTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  const archive = useMutation(trpc.coach.clients.archive.mutationOptions());
  const unarchive = useMutation(trpc.coach.clients.unarchive.mutationOptions());
  return {
    pending: archive.isPending || unarchive.isPending,
    async run(id: string, archived: boolean) {
      try {
        if (archived) await archive.mutateAsync({ id });
        else await unarchive.mutateAsync({ id });
        toast.success(archived ? T.archivedOk : T.statusUpdated);
        await refresh();
      } catch (err) {
        const title = archived ? T.archiveFailed : T.statusFailed;
        toast.error(title, errorMessage(err, title));
      }
    },
  };
}

export function useDeleteClient() {
  const T = useClientTexts();
  const trpc = useTRPC();
  const refresh = useRefreshClients();
  return useMutation(
    trpc.coach.clients.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(T.deleted);
        await refresh();
      },
      onError: (err) => toast.error(T.deleteFailed, errorMessage(err, T.deleteFailed)),
    }),
  );
}

/** Saves the new order of the list shown; the cache changes first and is restored on failure. */
export function useReorderClients(includeArchived: boolean) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { includeArchived };
  return useMutation(
    trpc.coach.clients.reorder.mutationOptions({
      onMutate: async ({ clientOrders }) => {
        await queryClient.cancelQueries(trpc.coach.clients.list.queryFilter(input));
        const previous = queryClient.getQueryData(trpc.coach.clients.list.queryKey(input));
        const orderOf = new Map(clientOrders.map((o) => [o.clientId, o.displayOrder]));
        queryClient.setQueryData(trpc.coach.clients.list.queryKey(input), (old) =>
          old?.map((c) => (orderOf.has(c.id) ? { ...c, displayOrder: orderOf.get(c.id)! } : c)).toSorted((a, b) => (orderOf.get(a.id) ?? 1e9) - (orderOf.get(b.id) ?? 1e9)),
        );
        return { previous };
      },
      onError: (err, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(trpc.coach.clients.list.queryKey(input), context.previous);
        toast.error(T.reorderFailed, errorMessage(err, T.reorderFailed));
      },
      onSettled: () => queryClient.invalidateQueries(trpc.coach.clients.list.pathFilter()),
    }),
  );
}
