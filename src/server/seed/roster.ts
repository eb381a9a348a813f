// A coach's roster at a chosen size, for the statement-count tests and the key-reads benchmark
// (docs/query-performance.md): every client in a 12-week program of 4 workouts a week that started
// six weeks ago, with completed, skipped, missed and overdue sessions, results, food entries,
// fitness tests and notifications. Written with createMany in chunks, so 200 clients take
// seconds, not minutes. Not used by the product.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

const DAY = 86_400_000;
const WEEKS = 12;
/** Monday, Tuesday, Thursday, Friday of each week. */
const DAYS = [0, 1, 3, 4];
const EXERCISES_PER_SESSION = 5;
const COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

export interface Roster {
  coachId: string;
  coachUserId: string;
  planId: string;
  programId: string;
  /** The access-link token of every client, in creation order. */
  clientTokens: string[];
  clientIds: string[];
  sessionIds: string[];
}

const id = () => randomUUID();

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Seeds a coach with `clients` clients around `now` (see above). */
export async function seedRoster(db: Db, o: { clients: number; now: Date; prefix?: string; plans?: number }): Promise<Roster> {
  const { now } = o;
  const tag = o.prefix ?? id().slice(0, 8);
  const coach = await db.user.create({ data: { email: `roster-${tag}@example.com`, role: 'COACH', firstName: 'Roster', lastName: 'Coach' } });
  const exercises = Array.from({ length: EXERCISES_PER_SESSION }, (_, i) => ({ id: id(), coachId: coach.id, name: `Exercise ${i}`, equipment: [], muscleGroups: [] }));
  await db.exercise.createMany({ data: exercises });
  const plans = [];
  for (let p = 0; p < (o.plans ?? 1); p++) {
    plans.push(
      await db.plan.create({
        data: {
          coachId: coach.id,
          name: p === 0 ? 'Strength A' : `Strength ${p}`,
          columnConfig: COLUMNS,
          exercises: { create: exercises.map((e, i) => ({ exerciseId: e.id, orderIndex: i, columnData: { col1: '3', col2: '10' } })) },
        },
      }),
    );
  }
  const plan = plans[0]!;
  const program = await db.program.create({
    data: {
      coachId: coach.id,
      name: 'Twelve Weeks',
      plans: { create: plans.flatMap((pl, p) => DAYS.map((d, i) => ({ planId: pl.id, week: p, dayOfWeek: d, orderIndex: p * DAYS.length + i }))) },
    },
  });

  // The program started on the Monday six weeks before today's week.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const start = monday - 6 * 7 * DAY;

  const users: { id: string; role: 'CLIENT'; firstName: string; lastName: string }[] = [];
  const clients: { id: string; coachId: string; userId: string; firstName: string; lastName: string }[] = [];
  const tokens: { clientId: string; token: string }[] = [];
  const tokenRows: { clientId: string; tokenHash: string }[] = [];
  const assignments: object[] = [];
  const sessions: object[] = [];
  const sessionExercises: object[] = [];
  const results: object[] = [];
  const food: object[] = [];
  const tests: object[] = [];
  const notifications: object[] = [];
  const sessionIds: string[] = [];

  for (let c = 0; c < o.clients; c++) {
    const userId = id();
    const clientId = id();
    const assignmentId = id();
    users.push({ id: userId, role: 'CLIENT', firstName: `Client${c}`, lastName: tag });
    clients.push({ id: clientId, coachId: coach.id, userId, firstName: `Client${c}`, lastName: tag });
    const token = newToken();
    tokens.push({ clientId, token });
    // Hash only: links that sign in, not shown again (bench data; see services/clients/access.ts).
    tokenRows.push({ clientId, tokenHash: hashToken(token) });
    assignments.push({
      id: assignmentId,
      coachId: coach.id,
      clientId,
      contentType: 'PROGRAM',
      contentId: program.id,
      contentName: program.name,
      status: 'IN_PROGRESS',
      startDate: new Date(start),
      endDate: new Date(start + WEEKS * 7 * DAY - DAY),
    });
    for (let w = 0; w < WEEKS; w++) {
      for (const d of DAYS) {
        const scheduled = start + (w * 7 + d) * DAY + 8 * 3600_000;
        const sessionId = id();
        const n = w * 4 + d;
        const past = scheduled < today;
        // Past sessions: mostly completed, some skipped or already missed, a few left open (overdue).
        const status = !past ? 'SCHEDULED' : n % 9 === 0 ? 'SKIPPED' : n % 11 === 0 ? 'MISSED' : (n + c) % 13 === 0 ? 'SCHEDULED' : 'COMPLETED';
        const done = status === 'COMPLETED';
        sessionIds.push(sessionId);
        sessions.push({
          id: sessionId,
          coachId: coach.id,
          clientId,
          assignmentId,
          planId: plan.id,
          name: plan.name,
          planName: plan.name,
          scheduledFor: new Date(scheduled),
          status,
          startedAt: done ? new Date(scheduled) : null,
          completedAt: done ? new Date(scheduled + 3600_000) : null,
          duration: done ? 60 : null,
          columnConfig: COLUMNS,
        });
        for (let e = 0; e < EXERCISES_PER_SESSION; e++) {
          const seId = id();
          const completed = done && e < 4;
          sessionExercises.push({ id: seId, sessionId, exerciseId: exercises[e]!.id, name: exercises[e]!.name, orderIndex: e, completed, columnData: { col1: '3', col2: '10' } });
          if (completed && e < 2) results.push({ id: id(), sessionId, sessionExerciseId: seId, exerciseName: exercises[e]!.name, result: '3x10 @ 40 kg' });
        }
        if (status === 'MISSED') {
          notifications.push({
            id: id(),
            coachId: coach.id,
            clientId,
            type: 'MISSED_WORKOUT',
            title: 'Missed Workout',
            message: `Client${c} missed ${plan.name}`,
            metadata: { planName: plan.name, sessionId },
            dedupeKey: `missed-workout:${sessionId}`,
            createdAt: new Date(scheduled + 4 * DAY),
          });
        }
      }
    }
    for (let day = 0; day < 42; day++) {
      for (let m = 0; m < 3; m++) food.push({ id: id(), clientId, description: `Meal ${m}`, loggedAt: new Date(today - day * DAY + (8 + m * 4) * 3600_000) });
    }
    for (let t = 0; t < 4; t++) tests.push({ id: id(), clientId, testName: `Test ${t}`, result: String(10 + t), unit: 'reps', testedAt: new Date(start + t * 7 * DAY) });
  }

  await inChunks(users, (data) => db.user.createMany({ data }));
  await inChunks(clients, (data) => db.client.createMany({ data }));
  await inChunks(tokenRows, (data) => db.clientAccessToken.createMany({ data }));
  await inChunks(assignments, (data) => db.assignment.createMany({ data: data as never }));
  await inChunks(sessions, (data) => db.workoutSession.createMany({ data: data as never }));
  await inChunks(sessionExercises, (data) => db.sessionExercise.createMany({ data: data as never }));
  await inChunks(results, (data) => db.exerciseResult.createMany({ data: data as never }));
  await inChunks(food, (data) => db.foodEntry.createMany({ data: data as never }));
  await inChunks(tests, (data) => db.fitnessTest.createMany({ data: data as never }));
  await inChunks(notifications, (data) => db.notification.createMany({ data: data as never }));

  return {
    coachId: coach.id,
    coachUserId: coach.id,
    planId: plan.id,
    programId: program.id,
    clientTokens: tokens.map((t) => t.token),
    clientIds: clients.map((c) => c.id),
    sessionIds,
  };
}
