// Data of the clients list (docs/product.md §7 Clients): the list (cached 10 minutes), and the mutations
// with the SPEC's toasts. Reordering is optimistic and rolled back on failure (docs/product.md §4).
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type ClientItem = RouterOutputs['coach']['clients']['list'][number];
export const CLIENTS_STALE_MS = 10 * 60_000;

export function useClientList(includeArchived: boolean) {
  return trpc.coach.clients.list.useQuery({ includeArchived }, { staleTime: CLIENTS_STALE_MS });
}

/** After a change to the roster, the lists and the dashboard feeds that show clients refresh. */
function useRefreshClients() {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.coach.clients.invalidate(), utils.coach.dashboard.invalidate()]);
  };
}

export function useCreateClient() {
  const refresh = useRefreshClients();
  return trpc.coach.clients.create.useMutation({
    onSuccess: async () => {
      toast.success(T.created);
      await refresh();
    },
    onError: (err) => toast.error(T.createFailed, errorMessage(err, T.createFailed)),
  });
}

/** "Send link by e-mail": the client's current link (or a new one) to the address on their profile. */
export function useSendAccessLink() {
  const utils = trpc.useUtils();
  return trpc.coach.clients.emailAccessLink.useMutation({
    onSuccess: (data, { id }) => {
      // A link that could not be shown or had expired was replaced by a new one.
      void utils.coach.clients.accessToken.invalidate({ id });
      toast.success(T.linkSent(data.sentTo));
    },
    onError: (err) => toast.error(T.sendLinkFailed, errorMessage(err, T.sendLinkFailed)),
  });
}

export function useSetArchived() {
  const refresh = useRefreshClients();
  const archive = trpc.coach.clients.archive.useMutation();
  const unarchive = trpc.coach.clients.unarchive.useMutation();
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
  const refresh = useRefreshClients();
  return trpc.coach.clients.delete.useMutation({
    onSuccess: async () => {
      toast.success(T.deleted);
      await refresh();
    },
    onError: (err) => toast.error(T.deleteFailed, errorMessage(err, T.deleteFailed)),
  });
}

/** Saves the new order of the list shown; the cache changes first and is restored on failure. */
export function useReorderClients(includeArchived: boolean) {
  const utils = trpc.useUtils();
  const input = { includeArchived };
  return trpc.coach.clients.reorder.useMutation({
    onMutate: async ({ clientOrders }) => {
      await utils.coach.clients.list.cancel(input);
      const previous = utils.coach.clients.list.getData(input);
      const orderOf = new Map(clientOrders.map((o) => [o.clientId, o.displayOrder]));
      utils.coach.clients.list.setData(input, (old) =>
        old?.map((c) => (orderOf.has(c.id) ? { ...c, displayOrder: orderOf.get(c.id)! } : c)).toSorted((a, b) => (orderOf.get(a.id) ?? 1e9) - (orderOf.get(b.id) ?? 1e9)),
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) utils.coach.clients.list.setData(input, context.previous);
      toast.error(T.reorderFailed, errorMessage(err, T.reorderFailed));
    },
    onSettled: () => utils.coach.clients.list.invalidate(),
  });
}
