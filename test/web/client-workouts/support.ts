// Fixtures and mounting shared by the client workout screens' tests (Upcoming, Dashboard).
import { clientUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcResolver } from '../support/trpc-msw.ts';

/** One item of `clientApp.workouts.listSessions` (a session without its exercises). */
export function sessionSummary(id: string, scheduledFor: string, o: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Session',
    planName: 'Session',
    scheduledFor: new Date(scheduledFor),
    startedAt: null,
    completedAt: null,
    status: 'SCHEDULED',
    duration: null,
    clientFeedback: null,
    rating: null,
    exerciseCount: 4,
    completedExercises: 0,
    ...o,
  };
}

/** Signs the client in, answers the layout's calls and `resolvers`, and renders `path`. */
export function mountClient(path: string, resolvers: Record<string, TrpcResolver>, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(...trpcHandler({ 'auth.me': () => clientUser, 'clientApp.branding.get': () => null, ...resolvers }, calls));
  return { ...renderApp(path), calls };
}

export const callsTo = (calls: TrpcCall[], path: string) => calls.filter((c) => c.path === path);

/** A promise a resolver can wait on, to hold a screen in its loading state. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
