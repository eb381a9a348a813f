// Reading, rescheduling, completing and removing assignments (docs/product.md §4 Assignment, docs/design.md §3).
// Scoped to the coach: another coach's assignment id answers 404.
import { sql } from 'kysely';
import { ASSIGNMENTS_PAGE_MAX, daysBetween, addDays, type Assignment } from '#shared/schemas/assignments';
import { FINISHED_STATUSES } from '#shared/stats';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { conflict, notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { assignmentSelect } from './create.ts';

/** docs/product.md §4: 'A program assignment in ASSIGNED can be rescheduled'. */
export const MSG_RESCHEDULE_NOT_OPEN = 'Only a program that has not started yet can be rescheduled';
export const MSG_COMPLETE_NOT_OPEN = 'Only an assignment that has not started and has no end date can be completed';

type SessionCounts = Pick<Assignment, 'sessionCount' | 'completedCount' | 'missedCount'>;
const NO_SESSIONS: SessionCounts = { sessionCount: 0, completedCount: 0, missedCount: 0 };

/**
 * Session counts per assignment in one grouped query. completedCount is the progress figure's
 * "finished" (completed or skipped, FINISHED_STATUSES); a missed session is counted apart, never as finished.
 */
async function sessionCounts(db: Pick<Db, 'workoutSession'>, ids: string[]) {
  const counts = new Map<string, SessionCounts>();
  if (ids.length === 0) return counts;
  const groups = await db.workoutSession.groupBy({ by: ['assignmentId', 'status'], where: { assignmentId: { in: ids } }, _count: { _all: true } });
  for (const g of groups) {
    if (!g.assignmentId) continue;
    const c = counts.get(g.assignmentId) ?? { ...NO_SESSIONS };
    c.sessionCount += g._count._all;
    if (FINISHED_STATUSES.includes(g.status)) c.completedCount += g._count._all;
    if (g.status === 'MISSED') c.missedCount += g._count._all;
    counts.set(g.assignmentId, c);
  }
  return counts;
}

/** One client's assignments, newest start first: bounded by the client's session cap (every assignment has a session). */
export async function listAssignments(db: Db, coachId: string, o: { clientId: string }) {
  const rows = await db.assignment.findMany({
    where: { coachId, clientId: o.clientId },
    orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { ...assignmentSelect, client: { select: { id: true, firstName: true, lastName: true } } },
  });
  return withSessionCounts(db, rows);
}

/** GET /assignments: every client's, newest start first, a page at a time (ASSIGNMENTS_PAGE_MAX at most). */
export async function listAssignmentPage(db: Db, coachId: string, input: { limit?: number; cursor?: string | null } = {}) {
  const limit = input.limit ?? ASSIGNMENTS_PAGE_MAX;
  const after = input.cursor ? decodeCursor(input.cursor, ['date', 'date', 'string'] as const) : null;
  const rows = await db.assignment.findMany({
    where: {
      coachId,
      ...(after ? { OR: [{ startDate: { lt: after[0] } }, { startDate: after[0], createdAt: { lt: after[1] } }, { startDate: after[0], createdAt: after[1], id: { lt: after[2] } }] } : {}),
    },
    orderBy: [{ startDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { ...assignmentSelect, client: { select: { id: true, firstName: true, lastName: true } } },
    take: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => [last.startDate, last.createdAt, last.id]);
  return { items: await withSessionCounts(db, page.items), nextCursor: page.nextCursor };
}

async function withSessionCounts<T extends { id: string }>(db: Pick<Db, 'workoutSession'>, rows: T[]) {
  const counts = await sessionCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...(counts.get(r.id) ?? NO_SESSIONS) }));
}

async function withCounts(db: Pick<Db, 'assignment' | 'workoutSession'>, coachId: string, id: string): Promise<Assignment> {
  const row = await db.assignment.findFirst({ where: { id, coachId }, select: assignmentSelect });
  if (!row) throw notFound('Assignment');
  const counts = await sessionCounts(db, [id]);
  return { ...row, ...(counts.get(id) ?? NO_SESSIONS) };
}

/**
 * Moves a program assignment that is still ASSIGNED (docs/product.md §4) to a new start day and shifts its
 * sessions not yet started by the same number of days; a started or finished workout stays where
 * it happened. The end date moves too. A plan, or a program in progress or completed, answers 409.
 */
export async function rescheduleAssignment(db: Db, coachId: string, id: string, newStartDate: Date): Promise<Assignment> {
  return db.$transaction(async (tx) => {
    const a = await tx.assignment.findFirst({ where: { id, coachId }, select: { status: true, contentType: true, startDate: true, endDate: true } });
    if (!a) throw notFound('Assignment');
    if (a.contentType !== 'PROGRAM' || a.status !== 'ASSIGNED') throw conflict(MSG_RESCHEDULE_NOT_OPEN);
    const delta = daysBetween(a.startDate, newStartDate);
    if (delta !== 0) {
      await typedSql(tx)
        .updateTable('WorkoutSession')
        .set({ scheduledFor: sql<Date>`${sql.ref('scheduledFor')} + make_interval(days => ${delta}::int)` })
        .where('assignmentId', '=', id)
        .where('coachId', '=', coachId)
        .where('status', '=', 'SCHEDULED')
        .where('startedAt', 'is', null)
        .execute();
    }
    await tx.assignment.update({
      where: { id },
      data: { startDate: newStartDate, endDate: a.endDate ? addDays(a.endDate, delta) : null, ...(delta !== 0 ? { dueNotifiedAt: null } : {}) },
      select: { id: true },
    });
    return withCounts(tx, coachId, id);
  });
}

/** docs/product.md §4: an ASSIGNED assignment with no end date can be completed by the coach. */
export async function completeAssignment(db: Db, coachId: string, id: string): Promise<Assignment> {
  return db.$transaction(async (tx) => {
    const a = await tx.assignment.findFirst({ where: { id, coachId }, select: { status: true, endDate: true } });
    if (!a) throw notFound('Assignment');
    if (a.status !== 'ASSIGNED' || a.endDate) throw conflict(MSG_COMPLETE_NOT_OPEN);
    await tx.assignment.update({ where: { id }, data: { status: 'COMPLETED' }, select: { id: true } });
    return withCounts(tx, coachId, id);
  });
}

/**
 * Removes the assignment and its sessions the client has not started; started and finished
 * workouts stay in the client's history (their assignment link becomes empty).
 */
export async function removeAssignment(db: Db, coachId: string, id: string): Promise<{ ok: true; removedSessions: number }> {
  return db.$transaction(async (tx) => {
    const a = await tx.assignment.findFirst({ where: { id, coachId }, select: { id: true } });
    if (!a) throw notFound('Assignment');
    const removed = await tx.workoutSession.deleteMany({ where: { assignmentId: id, coachId, status: 'SCHEDULED', startedAt: null } });
    await tx.assignment.delete({ where: { id } });
    return { ok: true as const, removedSessions: removed.count };
  });
}
