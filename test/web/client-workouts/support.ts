// Fixtures and mounting shared by the client workout screens' tests (Upcoming, Dashboard).
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

export type SessionSummaryFixture = TrpcOutput<'clientApp.workouts.listSessions'>[number];

/** One item of `clientApp.workouts.listSessions` (a session without its exercises). */
export function sessionSummary(id: string, scheduledFor: string, o: Partial<SessionSummaryFixture> = {}): SessionSummaryFixture {
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
    coachReply: null,
    coachRepliedAt: null,
    exerciseCount: 4,
    completedExercises: 0,
    ...o,
  };
}

export type SessionFixture = TrpcOutput<'clientApp.workouts.getSession'>;

/** A whole session (`clientApp.workouts.today`, `session`, `updateSession`), without exercises. */
export function workoutSession(id: string, scheduledFor: string, o: Partial<SessionFixture> = {}): SessionFixture {
  const { exerciseCount: _count, completedExercises: _done, ...summary } = sessionSummary(id, scheduledFor);
  return {
    ...summary,
    instructions: null,
    columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
    exercises: [],
    ...o,
  };
}

/** Signs the client in, answers the layout's calls and `resolvers`, and renders `path`. */
export function mountClient(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(...trpcHandler({ 'auth.me': () => clientUser, 'clientApp.branding.get': () => unsavedBranding, ...resolvers }, calls));
  return { ...renderApp(path), calls };
}

export const callsTo = (calls: TrpcCall[], path: string) => calls.filter((c) => c.path === path);

/** A promise a resolver can wait on, to hold a screen in its loading state. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
