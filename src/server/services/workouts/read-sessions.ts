// Reading a client's own workouts: today's session, the session list, a session's results and
// the numbers of the client dashboard. Every query is scoped to the signed-in client.
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { markMissedWorkouts } from '../notifications/missed-workouts.ts';
import type { ExerciseResult, WorkoutDashboard, WorkoutSession, WorkoutSessionSummary } from '../../../shared/schemas/workouts.ts';
import { DAY_MS, utcDayStart, utcWeekStart } from '../../../shared/workout-dates.ts';
import { sessionSelect, sessionSummarySelect, toSessionSummary, toWorkoutSession } from './session-shape.ts';

/**
 * Today's workout: the started session first (the latest started, such as one started early),
 * then the oldest open one due by today (overdue sessions carry their lateness badge), else what
 * happened today (completed, skipped, or marked missed today), else none.
 */
export async function getTodaySession(db: Db, clientId: string, now: Date): Promise<WorkoutSession | null> {
  // DESIGN §3: sessions more than 3 days overdue turn MISSED whenever the client's workouts are read.
  await markMissedWorkouts(db, now, { clientId });
  const today = utcDayStart(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const candidates = await db.workoutSession.findMany({
    where: {
      clientId,
      OR: [
        { status: { in: ['SCHEDULED', 'IN_PROGRESS'] }, scheduledFor: { lt: tomorrow } },
        { scheduledFor: { gte: today, lt: tomorrow } },
        { completedAt: { gte: today, lt: tomorrow } },
        { status: 'MISSED', updatedAt: { gte: today } },
      ],
    },
    select: { id: true, status: true, scheduledFor: true, startedAt: true, completedAt: true, updatedAt: true },
    orderBy: [{ scheduledFor: 'asc' }, { id: 'asc' }],
  });
  const chosen =
    // The latest started first: a workout started early comes before one begun earlier today.
    candidates.filter((s) => s.status === 'IN_PROGRESS').toSorted((a, b) => (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0))[0] ??
    candidates.find((s) => s.status === 'SCHEDULED') ??
    candidates.toSorted((a, b) => lastTouched(b).getTime() - lastTouched(a).getTime())[0];
  if (!chosen) return null;
  const row = await db.workoutSession.findFirst({ where: { id: chosen.id, clientId }, select: sessionSelect });
  return row ? toWorkoutSession(row) : null;
}

const lastTouched = (s: { completedAt: Date | null; updatedAt: Date }) => s.completedAt ?? s.updatedAt;

/** GET /api/workout-sessions: all of the client's sessions, by scheduled date. */
export async function listSessions(db: Db, clientId: string, now: Date): Promise<WorkoutSessionSummary[]> {
  await markMissedWorkouts(db, now, { clientId });
  const rows = await db.workoutSession.findMany({
    where: { clientId },
    select: sessionSummarySelect,
    orderBy: [{ scheduledFor: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSessionSummary);
}

export async function getSession(db: Db, clientId: string, id: string): Promise<WorkoutSession> {
  const row = await db.workoutSession.findFirst({ where: { id, clientId }, select: sessionSelect });
  if (!row) throw notFound('Workout session');
  return toWorkoutSession(row);
}

/**
 * GET /api/workout-sessions/{id}/results: one line per exercise that was logged or ticked off,
 * in plan order. A ticked exercise without a logged result has result null ('No data').
 */
export async function getSessionResults(db: Db, clientId: string, sessionId: string): Promise<ExerciseResult[]> {
  const session = await db.workoutSession.findFirst({ where: { id: sessionId, clientId }, select: { id: true } });
  if (!session) throw notFound('Workout session');
  const rows = await db.sessionExercise.findMany({
    where: { sessionId, OR: [{ completed: true }, { result: { isNot: null } }] },
    select: { id: true, name: true, completed: true, result: { select: { id: true, exerciseName: true, result: true, notes: true, completed: true } } },
    orderBy: [{ orderIndex: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.result?.id ?? r.id,
    sessionExerciseId: r.id,
    exerciseName: r.result?.exerciseName ?? r.name,
    result: r.result?.result ?? null,
    notes: r.result?.notes ?? null,
    completed: r.completed,
  }));
}

/**
 * The food numbers of the client dashboard (SPEC §2, §9): meals logged today and this week, and
 * mealsPerDay of the active program (an assignment of type PROGRAM, ASSIGNED or IN_PROGRESS).
 */
export async function getDashboardNumbers(db: Db, client: { id: string; coachId: string }, now: Date): Promise<WorkoutDashboard> {
  const today = utcDayStart(now);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const weekStart = utcWeekStart(now);
  const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS);
  const [active, foodToday, foodThisWeek] = await Promise.all([
    db.assignment.findFirst({
      where: { clientId: client.id, coachId: client.coachId, contentType: 'PROGRAM', status: { in: ['ASSIGNED', 'IN_PROGRESS'] } },
      select: { contentId: true },
      orderBy: { startDate: 'desc' },
    }),
    db.foodEntry.count({ where: { clientId: client.id, loggedAt: { gte: today, lt: tomorrow } } }),
    db.foodEntry.count({ where: { clientId: client.id, loggedAt: { gte: weekStart, lt: weekEnd } } }),
  ]);
  const program = active
    ? await db.program.findFirst({ where: { id: active.contentId, coachId: client.coachId }, select: { mealsPerDay: true } })
    : null;
  return { mealsPerDay: program?.mealsPerDay ?? null, foodToday, foodThisWeek };
}
