// The client's History (docs/history.md): sessions that are behind them — done, skipped, missed,
// or started — newest first, a page at a time, each with its exercises' results and sets (with
// their personal records). A fixed number of statements whatever the page size: the page, its
// exercises with their results, and their sets with their records.
import type { Db, Prisma } from '#server/db/client';
import { decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';
import { HISTORY_PAGE_DEFAULT, type HistoryInput, type HistoryPage } from '#shared/schemas/history';
import { DEFAULT_TIME_ZONE } from '#shared/time-zone';
import { missedCutoff, presentedStatus } from '#shared/stats';
import { sessionSummarySelect, toSessionSummary } from '../workouts/session-shape.ts';
import { exerciseSetSelect, toExerciseSet } from '../sets/set-shape.ts';
import type { ExerciseSet } from '#shared/schemas/sets';

const order = [{ scheduledFor: 'desc' }, { id: 'desc' }] satisfies Prisma.WorkoutSessionOrderByWithRelationInput[];

function afterCursor(cursor: string | null | undefined): Prisma.WorkoutSessionWhereInput {
  if (!cursor) return {};
  const [scheduledFor, id] = decodeCursor(cursor, ['date', 'string'] as const);
  return { OR: [{ scheduledFor: { lt: scheduledFor } }, { scheduledFor, id: { lt: id } }] };
}

/**
 * Past sessions: everything but the open ones still due (SCHEDULED, not yet more than 3 days
 * overdue; those are on Today and Upcoming). Overdue ones past the cutoff read as MISSED here, as
 * everywhere, before the periodic check has marked them.
 */
export function pastSessionsWhere(clientId: string, now: Date, timeZone: string): Prisma.WorkoutSessionWhereInput {
  return { clientId, OR: [{ status: { not: 'SCHEDULED' } }, { scheduledFor: { lt: missedCutoff(now, timeZone) } }] };
}

export async function listHistory(db: Db, clientId: string, input: HistoryInput, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Promise<HistoryPage> {
  const limit = input.limit ?? HISTORY_PAGE_DEFAULT;
  const rows = await db.workoutSession.findMany({
    where: { AND: [pastSessionsWhere(clientId, now, timeZone), afterCursor(input.cursor)] },
    select: sessionSummarySelect,
    orderBy: order,
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  const ids = page.map((s) => s.id);
  const [exercises, sets] = page.length
    ? await Promise.all([
        db.sessionExercise.findMany({
          where: { sessionId: { in: ids } },
          select: { id: true, sessionId: true, name: true, completed: true, result: { select: { result: true, notes: true } } },
          orderBy: [{ sessionId: 'asc' }, { orderIndex: 'asc' }, { id: 'asc' }],
        }),
        db.sessionExerciseSet.findMany({
          where: { sessionId: { in: ids } },
          select: { ...exerciseSetSelect, sessionExerciseId: true },
          orderBy: [{ sessionExerciseId: 'asc' }, { position: 'asc' }],
        }),
      ])
    : [[], []];
  const setsOf = new Map<string, ExerciseSet[]>();
  for (const { sessionExerciseId, ...set } of sets) {
    const list = setsOf.get(sessionExerciseId) ?? [];
    list.push(toExerciseSet(set));
    setsOf.set(sessionExerciseId, list);
  }
  const bySession = new Map<string, HistoryPage['items'][number]['exercises']>();
  for (const e of exercises) {
    const list = bySession.get(e.sessionId) ?? [];
    list.push({ id: e.id, name: e.name, completed: e.completed, result: e.result?.result ?? null, notes: e.result?.notes ?? null, sets: setsOf.get(e.id) ?? [] });
    bySession.set(e.sessionId, list);
  }
  const last = page.at(-1);
  return {
    items: page.map((s) => ({ ...toSessionSummary({ ...s, status: presentedStatus(s, now, timeZone) }), exercises: bySession.get(s.id) ?? [] })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.scheduledFor, last.id]) : null,
  };
}
