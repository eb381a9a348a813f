// The missed-workout check (DESIGN §3): a SCHEDULED or IN_PROGRESS session more than 3 days
// overdue becomes MISSED and raises one MISSED_WORKOUT notification; an assignment whose end date
// has arrived raises one ASSIGNMENT_DUE. Runs when the coach dashboard asks and whenever a
// client's workouts are read, so it must be cheap and idempotent: a fixed number of queries
// however many sessions qualify, and dedupe keys so concurrent runs raise each notice once.
import { missedCutoff, startOfUtcDay, addDays } from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';
import { completeAssignmentIfDone } from '../workouts/activity.ts';

export type MissedScope = { coachId: string } | { clientId: string };

const OPEN = ['SCHEDULED', 'IN_PROGRESS'] as const;

const shortDate = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * Marks overdue sessions MISSED (one notification each); returns how many were marked now.
 * Only the rows this statement actually changed raise a notification: a session the client
 * completed between the read and the write keeps its status and gets no "missed" notice. An
 * assignment left with no open session is finished, like after the last complete or skip.
 */
export async function markMissedWorkouts(db: Db, now: Date, scope: MissedScope): Promise<number> {
  const candidates = await db.workoutSession.findMany({
    where: { ...scope, status: { in: [...OPEN] }, scheduledFor: { lt: missedCutoff(now) } },
    select: { id: true, coachId: true, clientId: true, assignmentId: true, planName: true, name: true, scheduledFor: true, client: { select: { firstName: true, lastName: true } } },
  });
  if (candidates.length === 0) return 0;
  return db.$transaction(async (tx) => {
    // The status filter again, and RETURNING tells which rows this run turned MISSED.
    const marked = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "WorkoutSession" SET "status" = 'MISSED', "updatedAt" = ${now}
      WHERE "id" = ANY(${candidates.map((s) => s.id)}::text[]) AND "status" IN ('SCHEDULED', 'IN_PROGRESS')
      RETURNING "id"`;
    const markedIds = new Set(marked.map((r) => r.id));
    const missed = candidates.filter((s) => markedIds.has(s.id));
    if (missed.length === 0) return 0;
    await tx.notification.createMany({
      data: missed.map((s) => ({
        coachId: s.coachId,
        clientId: s.clientId,
        type: 'MISSED_WORKOUT' as const,
        title: 'Missed Workout',
        message: `${fullName(s.client)} missed ${s.planName || s.name} scheduled for ${shortDate(s.scheduledFor)}`,
        metadata: { planName: s.planName || s.name, sessionId: s.id },
        dedupeKey: `missed-workout:${s.id}`,
      })),
      skipDuplicates: true,
    });
    for (const assignmentId of new Set(missed.map((s) => s.assignmentId))) await completeAssignmentIfDone(tx, assignmentId);
    return missed.length;
  });
}

/** Raises ASSIGNMENT_DUE once for each unfinished assignment whose end date has arrived (UTC day). */
export async function raiseAssignmentsDue(db: Db, now: Date, scope: MissedScope): Promise<number> {
  const due = await db.assignment.findMany({
    where: { ...scope, status: { not: 'COMPLETED' }, dueNotifiedAt: null, endDate: { lt: addDays(startOfUtcDay(now), 1) } },
    select: { id: true, coachId: true, clientId: true, contentName: true, endDate: true, client: { select: { firstName: true, lastName: true } } },
  });
  if (due.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const { count } = await tx.assignment.updateMany({ where: { id: { in: due.map((a) => a.id) }, dueNotifiedAt: null }, data: { dueNotifiedAt: now } });
    await tx.notification.createMany({
      data: due.map((a) => ({
        coachId: a.coachId,
        clientId: a.clientId,
        type: 'ASSIGNMENT_DUE' as const,
        title: 'Assignment Due',
        message: `${fullName(a.client)}'s assignment ${a.contentName} ${a.endDate && a.endDate < startOfUtcDay(now) ? `ended on ${shortDate(a.endDate)}` : 'ends today'}`,
        metadata: { planName: a.contentName, assignmentId: a.id },
        dedupeKey: `assignment-due:${a.id}`,
      })),
      skipDuplicates: true,
    });
    return count;
  });
}

/** Both checks, as `POST /api/notifications/check-missed-workouts` runs them. */
export async function runWorkoutChecks(db: Db, now: Date, scope: MissedScope): Promise<{ marked: number; due: number }> {
  const marked = await markMissedWorkouts(db, now, scope);
  const due = await raiseAssignmentsDue(db, now, scope);
  return { marked, due };
}
