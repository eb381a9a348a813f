// Reading a client's own workouts: today's session, the session list, a session's results and
// the numbers of the client dashboard. Every query is scoped to the signed-in client.
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import type { ExerciseResult, WorkoutDashboard, WorkoutSession, WorkoutSessionSummary } from '#shared/schemas/workouts';
import { DAY_MS } from '#shared/workout-dates';
import { DEFAULT_TIME_ZONE, localDayRange, localToday, localWeekRange } from '#shared/time-zone';
import { addDays, missedCutoff, presentedStatus } from '#shared/stats';
import type { LoadUnit } from '#shared/schemas/sets';
import { sql } from 'kysely';
import { columnsOf, compiledOnce, typedSql } from '#server/db/typed-sql';
import { clientSessionQuery, readClientSession, SESSION_HEAD, toClientSession } from './session-detail.ts';
import { sessionSummarySelect, toSessionSummary, toWorkoutSessionWith } from './session-shape.ts';

const s = columnsOf('WorkoutSession', 's');

/**
 * Today's statement (`getTodaySession`), compiled once: it is the hottest read, and its shape
 * never changes.
 */
const todayStatement = compiledOnce((k, p: { clientId: string; cutoff: Date; dueFrom: Date; today: Date; tomorrow: Date; dayStart: Date; dayEnd: Date }) => {
  // Open and not yet past the missed rule (presentedStatus in src/shared/stats.ts).
  const open = sql<boolean>`(${s('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${s('scheduledFor')} >= ${p.cutoff})`;
  const rank = sql<number>`CASE WHEN ${open} AND ${s('status')} = 'IN_PROGRESS' THEN 0 WHEN ${open} AND ${s('scheduledFor')} = ${p.today} THEN 1 WHEN ${open} THEN 2 ELSE 3 END`;
  const chosen = k
    .selectFrom('WorkoutSession as s')
    .select(SESSION_HEAD)
    .where('s.clientId', '=', p.clientId)
    .where(
      sql<boolean>`(
          -- Open ones due by today, and those that turned missed today (presented as MISSED).
          (${s('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${s('scheduledFor')} >= ${p.dueFrom} AND ${s('scheduledFor')} < ${p.tomorrow})
          OR (${s('scheduledFor')} >= ${p.today} AND ${s('scheduledFor')} < ${p.tomorrow})
          OR (${s('completedAt')} >= ${p.dayStart} AND ${s('completedAt')} < ${p.dayEnd})
          OR (${s('status')} = 'MISSED' AND ${s('updatedAt')} >= ${p.dayStart}))`,
    )
    // The latest started first: a workout started early comes before one begun earlier today.
    // Then today's own session before older due ones (issue 12; the others are listed as
    // "Also due"), then the oldest due, else the one last finished or marked today.
    .orderBy(rank)
    .orderBy(sql`CASE WHEN ${rank} = 0 THEN ${s('startedAt')} END DESC NULLS LAST`)
    .orderBy(sql`CASE WHEN ${rank} = 3 THEN COALESCE(${s('completedAt')}, ${s('updatedAt')}) END DESC`)
    .orderBy('s.scheduledFor')
    .orderBy('s.id')
    .limit(sql.lit(1));
  return clientSessionQuery(k, p.clientId, chosen);
});

/**
 * Today's workout: the started session first (the latest started, such as one started early),
 * then the oldest open one due by today (overdue sessions carry their lateness badge), else what
 * happened today (completed, skipped, or marked missed today), else none.
 */
export async function getTodaySession(db: Db, clientId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE, loadUnit: LoadUnit = 'KG'): Promise<WorkoutSession | null> {
  // Reads never write: a session more than 3 days overdue is missed by this filter even before
  // the missed-workout check has marked it (docs/design.md §3, docs/query-performance.md). Days are the
  // client's local days (docs/time-zones.md): scheduled dates against the local date, instants
  // (completedAt, updatedAt) against the local day's bounds.
  const today = localToday(now, timeZone);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const day = localDayRange(now, timeZone);
  const cutoff = missedCutoff(now, timeZone);
  const [row] = await todayStatement(db, { clientId, cutoff, dueFrom: addDays(cutoff, -1), today, tomorrow, dayStart: day.start, dayEnd: day.end });
  const chosen = toClientSession(row, loadUnit);
  if (!chosen) return null;
  return toWorkoutSessionWith({ ...chosen, status: presentedStatus(chosen, now, timeZone) }, chosen.exercises);
}

/** GET /api/workout-sessions: all of the client's sessions, by scheduled date, with exercise counts. */
export async function listSessions(db: Db, clientId: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<WorkoutSessionSummary[]> {
  const rows = await db.workoutSession.findMany({
    where: { clientId },
    select: sessionSummarySelect,
    orderBy: [{ scheduledFor: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => toSessionSummary({ ...r, status: presentedStatus(r, now, timeZone) }));
}

export async function getSession(db: Db, clientId: string, id: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE, loadUnit: LoadUnit = 'KG'): Promise<WorkoutSession> {
  const chosen = typedSql(db).selectFrom('WorkoutSession as s').select(SESSION_HEAD).where('s.id', '=', id).where('s.clientId', '=', clientId);
  const row = await readClientSession(db, clientId, chosen, loadUnit);
  if (!row) throw notFound('Workout session');
  return toWorkoutSessionWith({ ...row, status: presentedStatus(row, now, timeZone) }, row.exercises);
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
 * The food numbers of the client dashboard (docs/product.md §2, §9): meals logged today and this week, and
 * mealsPerDay of the active program (an assignment of type PROGRAM, ASSIGNED or IN_PROGRESS).
 */
export async function getDashboardNumbers(db: Db, client: { id: string; coachId: string }, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<WorkoutDashboard> {
  // Meals today and this (Monday-start) week, in the client's local days (docs/time-zones.md).
  const { start: today, end: tomorrow } = localDayRange(now, timeZone);
  const { start: weekStart, end: weekEnd } = localWeekRange(now, timeZone);
  const [active, foodToday, foodThisWeek] = await Promise.all([
    db.assignment.findFirst({
      where: { clientId: client.id, coachId: client.coachId, contentType: 'PROGRAM', status: { in: ['ASSIGNED', 'IN_PROGRESS'] } },
      select: { contentId: true },
      orderBy: { startDate: 'desc' },
    }),
    db.foodEntry.count({ where: { clientId: client.id, loggedAt: { gte: today, lt: tomorrow } } }),
    db.foodEntry.count({ where: { clientId: client.id, loggedAt: { gte: weekStart, lt: weekEnd } } }),
  ]);
  const program = active ? await db.program.findFirst({ where: { id: active.contentId, coachId: client.coachId }, select: { mealsPerDay: true } }) : null;
  return { mealsPerDay: program?.mealsPerDay ?? null, foodToday, foodThisWeek };
}
