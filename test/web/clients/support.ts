// Fixtures and mounting shared by the clients screens' tests.
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

export interface ClientFixture {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  profilePictureUrl: string | null;
  archived: boolean;
  displayOrder: number | null;
  createdAt: Date;
  tags: string[];
}

export function client(id: string, firstName: string, lastName: string, o: Partial<ClientFixture> = {}): ClientFixture {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phoneNumber: null,
    profilePictureUrl: null,
    archived: false,
    displayOrder: null,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    tags: [],
    ...o,
  };
}

export type AssignmentFixture = TrpcOutput<'coach.assignments.create'>;

/** One assignment as the server answers it (`coach.clients.assignments`, `coach.assignments.*`). */
export function assignment(id: string, o: Partial<AssignmentFixture> = {}): AssignmentFixture {
  return {
    id,
    clientId: 'c-alex',
    contentType: 'PLAN',
    contentId: 'plan-1',
    contentName: 'Upper Body',
    status: 'ASSIGNED',
    startDate: new Date('2026-03-02T00:00:00Z'),
    endDate: null,
    notes: null,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    sessionCount: 0,
    completedCount: 0,
    missedCount: 0,
    ...o,
  };
}

/** Signs a coach in, answers the layout's calls and `resolvers`, and renders `path`. */
export function mountCoach(path: string, resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  window.localStorage.setItem('coach_token', 'coach-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => coachUser,
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.messages.unread': () => ({ total: 0, clients: [] }),
        ...resolvers,
      },
      calls,
    ),
  );
  return { ...renderApp(path), calls };
}

export const callsTo = (calls: TrpcCall[], path: string) => calls.filter((c) => c.path === path);
