// Which client writes go through the offline queue (docs/offline.md), and the tRPC link that
// routes them there. Thin on purpose: it sits in the shared tRPC module of every first screen,
// and imports the queue (client-outbox.ts, IndexedDB) only on the first such write.
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#server/trpc/router';
import { getActiveToken } from '../auth/token-store.ts';
import type { TrpcMutationPath } from '../trpc-paths.ts';
import type { Merge } from './outbox.ts';
import { canPersist } from './saved-data.ts';

/** The client app's writes that work offline, with how a refusal names them (a path the router lacks fails typecheck). */
export const OFFLINE_WRITES: Record<string, string> = {
  'clientApp.workouts.setExerciseCompleted': 'Tick an exercise',
  'clientApp.workouts.logResult': 'Log a result',
  'clientApp.workouts.saveSets': 'Log sets',
  'auth.setLoadUnit': 'Change units',
  'clientApp.workouts.updateSession': 'Update a workout',
  'food.create': 'Log a meal',
  'food.delete': 'Delete a meal',
  'clientApp.fitnessTests.create': 'Log a test',
  'clientApp.fitnessTests.delete': 'Delete a test',
  'clientApp.messages.send': 'Send a message',
  'clientApp.bodyMetrics.log': 'Log a body metric',
  'auth.setLengthUnit': 'Change measurement units',
  'clientApp.habits.tick': 'Tick a habit',
  'clientApp.habits.untick': 'Untick a habit',
  'clientApp.progressPhotos.create': 'Add a progress photo',
  'clientApp.progressPhotos.delete': 'Delete a progress photo',
  'clientApp.checkIns.submit': 'Send a check-in',
} satisfies { [P in TrpcMutationPath]?: string };

/** Routes the client app's writes through the outbox (when IndexedDB exists; else straight on). */
export function outboxLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      const label = OFFLINE_WRITES[op.path];
      if (op.type !== 'mutation' || !label || !canPersist()) return next(op);
      return observable((observer) => {
        // The token is read now: the change is made by whoever is signed in when it is made.
        const token = getActiveToken();
        // A set write names the rows it changed and brings how it merges with the write queued
        // before it (use-save-sets.ts), so it merges per set in the queue.
        const changed = op.context.changedSets;
        const changedSets = Array.isArray(changed) && changed.every((p) => Number.isInteger(p)) ? (changed as number[]) : undefined;
        const merge = typeof op.context.merge === 'function' ? (op.context.merge as Merge) : undefined;
        import('./client-outbox.ts')
          .then(({ outbox }) => outbox.enqueue({ path: op.path, input: op.input, token, label, ...(changedSets ? { changedSets } : {}) }, { merge }))
          .then((data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)));
      });
    };
}
