// Starts the client app's offline machinery (docs/offline.md): restores the saved query cache
// from IndexedDB and keeps saving it, and replays the outbox with its refusal messages. Loaded
// with a dynamic import only for the client area (app.tsx on a start at /app/*, the client
// layout otherwise), so /login and the coach area never download it (docs/performance.md).
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { toast } from '../../components/toaster.tsx';
import { reportClientCallError } from '../trpc-client.ts';
import { refusalReason, REFUSED_TEXTS, startOutbox } from './client-outbox.ts';
import { persistOptions } from './persist.ts';
import { canPersist } from './saved-data.ts';

/** The client app's data after the queue has been sent: read again from the server. */
function refetchClientData(queryClient: QueryClient) {
  for (const root of ['clientApp', 'food']) void queryClient.invalidateQueries({ queryKey: [[root]] });
}

const started = new WeakMap<QueryClient, Promise<void>>();

/**
 * Once per query client: resolves when the saved cache is restored (queries wait for that, see
 * app.tsx), then saves the cache on every change. The outbox replays from then on.
 */
export function startClientOffline(queryClient: QueryClient): Promise<void> {
  let done = started.get(queryClient);
  if (done) return done;
  startOutbox({
    onRefused: (item, error) => toast.error(REFUSED_TEXTS.title, REFUSED_TEXTS.body(item.label, refusalReason(error))),
    // Archived: the changes stay queued and the app shows its "access paused" screen; once a
    // client read succeeds again (unarchived) the queue is sent (lib/auth/archived.ts, docs/offline.md).
    onHeld: (_item, error) => reportClientCallError(queryClient, error),
    onSynced: () => refetchClientData(queryClient),
  });
  if (!canPersist()) done = Promise.resolve();
  else {
    const options = { ...persistOptions(), queryClient };
    done = persistQueryClientRestore(options)
      .catch(() => undefined)
      .then(() => {
        persistQueryClientSubscribe(options);
        // The saved copy is for when there is no signal: online, the screens read the server
        // again at once instead of trusting a copy that may be days old (docs/offline.md).
        if (navigator.onLine) refetchClientData(queryClient);
      });
  }
  started.set(queryClient, done);
  return done;
}
