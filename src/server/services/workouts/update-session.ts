// PUT /api/workout-sessions/{id}: what a client may do to their own session — start, complete,
// skip, start early (scheduledFor), feedback and rating — and the coach notifications it raises.
import type { Db } from '#server/db/client';
import { Prisma } from '#server/db/generated/client';
import type { Clock } from '#server/lib/clock';
import { conflict, invalid, notFound } from '#server/errors';
import { MSG_FUTURE_NEEDS_START_EARLY, MSG_MISSED_READ_ONLY, type SessionStatus, type WorkoutSession, type ZUpdateSessionInput } from '#shared/schemas/workouts';
import { minutesBetween } from '#shared/workout-dates';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import type { RaiseNotification } from '../notifications/raise.ts';
import { presentedStatus } from '#shared/stats';
import { toWorkoutSessionWith } from './session-shape.ts';
import { SESSION_HEAD_COLUMNS, sessionExercisesJson, toSessionExercises, type ExerciseJson, type HeadRow } from './session-detail.ts';
import type { z } from 'zod';

/** Client clocks drift; a time this far ahead of the server's is still accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export interface WorkoutClient {
  id: string;
  coachId: string;
  firstName: string;
  lastName: string;
}

export const SKIPPED_FEEDBACK = 'Workout skipped';

/** The columns a PUT may change, as computed from the request and the row it read. */
interface SessionChanges {
  status?: SessionStatus;
  scheduledFor?: Date;
  startedAt?: Date;
  completedAt?: Date;
  duration?: number | null;
  clientFeedback?: string | null;
  rating?: number | null;
}

/** What the checks read of the session; the write re-checks the first four under its row lock. */
interface SessionRead {
  id: string;
  status: SessionStatus;
  scheduledFor: Date;
  startedAt: Date | null;
  clientFeedback: string | null;
  planName: string;
  name: string;
}

/** A concurrent change between the read and the write sends the request round again, this many times at most. */
const ATTEMPTS = 3;

/**
 * Two statements and no interactive transaction (docs/query-performance.md, "The session writes in
 * one statement"): the session is read, the request is checked against it here, and one statement
 * writes the session, its assignment and the coach's notifications and answers the session with
 * its exercises. That statement updates only the row as it was read (status, date, start and
 * feedback unchanged); when another request changed it meanwhile, nothing is written and the
 * request is checked again against the new row.
 */
export async function updateSession(
  deps: { db: Db; clock: Clock; user?: { timeZone: string | null } | null },
  client: WorkoutClient,
  args: z.output<typeof ZUpdateSessionInput>,
): Promise<WorkoutSession> {
  for (let attempt = 1; ; attempt++) {
    const s = await deps.db.workoutSession.findFirst({
      where: { id: args.id, clientId: client.id },
      select: { id: true, status: true, scheduledFor: true, startedAt: true, clientFeedback: true, planName: true, name: true },
    });
    if (!s) throw notFound('Workout session');
    const written = await writeSession(deps, client, args, s);
    if (written) return written;
    if (attempt === ATTEMPTS) throw conflict('This workout was changed at the same time. Please try again.');
  }
}

/** Checks the request against the session as read and writes it; null when the row changed since. */
async function writeSession(
  deps: { db: Db; clock: Clock; user?: { timeZone: string | null } | null },
  client: WorkoutClient,
  args: z.output<typeof ZUpdateSessionInput>,
  s: SessionRead,
): Promise<WorkoutSession | null> {
  const now = deps.clock.now();
  const timeZone = zoneOrUtc(deps.user?.timeZone); // the client's days (docs/time-zones.md)
  // More than 3 days overdue is missed even before the check has marked it (docs/query-performance.md).
  if (presentedStatus(s, now, timeZone) === 'MISSED') throw conflict(MSG_MISSED_READ_ONLY);

  const data: SessionChanges = {};
  const finished = s.status === 'COMPLETED' || s.status === 'SKIPPED';
  const statusRequested = args.status !== undefined && args.status !== s.status;
  if (statusRequested && finished) throw conflict(`This workout is already ${s.status === 'COMPLETED' ? 'completed' : 'skipped'}`);
  let target = statusRequested ? args.status! : s.status;

  if (args.scheduledFor) {
    if (s.status !== 'SCHEDULED' || statusRequested) throw conflict('Only a scheduled workout can be moved');
    if (args.scheduledFor < localToday(now, timeZone)) throw invalid('A workout cannot be moved into the past');
    if (args.scheduledFor > s.scheduledFor) throw invalid('A workout can only be started early, not postponed');
    data.scheduledFor = args.scheduledFor;
    // 'Start Early' starts the workout: as IN_PROGRESS it is the one Today shows, even when
    // another session of today is still open (docs/product.md §4: it moves to now, then Today opens).
    target = 'IN_PROGRESS';
  }
  // Issue 12: a session of a later day (UTC until per-user time zones) cannot be completed
  // as it is; 'Start Early' (scheduledFor, above) brings it to today first.
  const scheduledFor = args.scheduledFor ?? s.scheduledFor;
  if (target === 'COMPLETED' && statusRequested && scheduledFor.getTime() >= localToday(now, timeZone).getTime() + DAY_MS) {
    throw conflict(MSG_FUTURE_NEEDS_START_EARLY);
  }
  const statusChanged = target !== s.status;
  if (statusChanged) data.status = target;

  for (const [key, value] of [
    ['startedAt', args.startedAt],
    ['completedAt', args.completedAt],
  ] as const) {
    if (value && value.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalid(`${key} cannot be in the future`);
  }
  const startedAt = args.startedAt ?? s.startedAt ?? (target === 'IN_PROGRESS' && statusChanged ? now : null);
  if (startedAt && startedAt !== s.startedAt) data.startedAt = startedAt;

  if ((args.completedAt || args.duration != null) && target !== 'COMPLETED') {
    throw invalid('completedAt and duration are set only when completing a workout');
  }
  if (target === 'COMPLETED' && (statusRequested || args.completedAt || args.duration !== undefined)) {
    const completedAt = args.completedAt ?? (statusRequested ? now : undefined);
    if (completedAt) {
      if (startedAt && completedAt < startedAt) throw invalid('completedAt cannot be before the workout started');
      data.completedAt = completedAt;
    }
    if (args.duration !== undefined) data.duration = args.duration;
    else if (statusRequested) data.duration = startedAt && completedAt ? minutesBetween(startedAt, completedAt) : null;
  }

  if (args.clientFeedback !== undefined) data.clientFeedback = args.clientFeedback;
  if (args.rating !== undefined) data.rating = args.rating;

  const who = `${client.firstName} ${client.lastName}`.trim();
  const notices: RaiseNotification[] = [];
  const notice = { coachId: client.coachId, clientId: client.id, metadata: { planName: s.planName, sessionId: s.id }, createdAt: now };
  if (statusRequested && target === 'COMPLETED') {
    // The session's duration after this write: set whenever a completion is requested (above).
    const duration = data.duration;
    notices.push({
      ...notice,
      type: 'COMPLETED_WORKOUT',
      title: 'Workout Completed',
      message: `${who} completed ${s.name}${duration != null ? ` in ${duration} min` : ''}`,
      dedupeKey: `completed-workout:${s.id}`,
    });
  }
  const feedback = args.clientFeedback;
  if (feedback && feedback !== s.clientFeedback) {
    const skipped = target === 'SKIPPED' && feedback === SKIPPED_FEEDBACK;
    notices.push({
      ...notice,
      type: 'CLIENT_FEEDBACK',
      title: skipped ? 'Workout Skipped' : 'Client Feedback',
      message: skipped ? `${who} skipped ${s.name}` : `${who} on ${s.name}: "${truncate(feedback, 280)}"`,
      dedupeKey: `client-feedback:${s.id}`,
    });
  }

  const assignment = {
    start: statusChanged && s.status === 'SCHEDULED',
    finish: statusRequested && (target === 'COMPLETED' || target === 'SKIPPED'),
  };
  const [row] = await deps.db.$queryRaw<(HeadRow & { assignmentId: string | null; exercises: ExerciseJson[] })[]>`
    WITH upd AS (
      UPDATE "WorkoutSession" s SET ${setList(data)}
      WHERE s."id" = ${s.id} AND s."clientId" = ${client.id}
        AND s."status" = ${s.status}::"SessionStatus" AND s."scheduledFor" = ${s.scheduledFor}::timestamp(3)
        AND s."startedAt" IS NOT DISTINCT FROM ${s.startedAt}::timestamp(3) AND s."clientFeedback" IS NOT DISTINCT FROM ${s.clientFeedback}::text
      RETURNING ${SESSION_HEAD_COLUMNS}, s."assignmentId"
    )${assignmentSql(assignment)}${notificationsSql(notices)}
    SELECT upd.*, ${sessionExercisesJson(Prisma.raw('upd."id"'))} AS "exercises" FROM upd`;
  if (!row) return null;
  const { exercises, assignmentId: _assignmentId, ...head } = row;
  return toWorkoutSessionWith(head, toSessionExercises(exercises));
}

/** The SET list of the session's UPDATE; `updatedAt` as Prisma's @updatedAt writes it (wall time). */
function setList(data: SessionChanges): Prisma.Sql {
  const sets = Object.entries(data).map(([column, value]) => (column === 'status' ? Prisma.sql`"status" = ${value}::"SessionStatus"` : Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}`));
  return Prisma.join([...sets, Prisma.sql`"updatedAt" = ${new Date()}`], ', ');
}

/**
 * The assignment's status as one UPDATE: a session's first
 * activity starts its ASSIGNED assignment; finishing it completes the assignment once no other of
 * its sessions is open. The CTE sees the sessions as they were before the statement, so the
 * session just finished is left out by id.
 */
function assignmentSql({ start, finish }: { start: boolean; finish: boolean }): Prisma.Sql {
  if (!start && !finish) return Prisma.empty;
  const done = Prisma.sql`NOT EXISTS (SELECT 1 FROM "WorkoutSession" o
    WHERE o."assignmentId" = a."id" AND o."status" IN ('SCHEDULED', 'IN_PROGRESS') AND o."id" <> upd."id")`;
  const status = !finish ? Prisma.sql`'IN_PROGRESS'` : !start ? Prisma.sql`'COMPLETED'` : Prisma.sql`CASE WHEN ${done} THEN 'COMPLETED' ELSE 'IN_PROGRESS' END`;
  const when = [...(start ? [Prisma.sql`a."status" = 'ASSIGNED'`] : []), ...(finish ? [Prisma.sql`(a."status" <> 'COMPLETED' AND ${done})`] : [])];
  return Prisma.sql`, assignment AS (
      UPDATE "Assignment" a SET "status" = (${status})::"AssignmentStatus", "updatedAt" = ${new Date()}
      FROM upd WHERE a."id" = upd."assignmentId" AND (${Prisma.join(when, ' OR ')})
    )`;
}

/** `raiseNotification` for each notice, written only when the session was: a dedupe key that exists keeps its notice. */
function notificationsSql(notices: RaiseNotification[]): Prisma.Sql {
  if (notices.length === 0) return Prisma.empty;
  const rows = notices.map(
    (n) => Prisma.sql`(${n.coachId}, ${n.clientId ?? null}::text, ${n.type}::"NotificationType", ${n.title}, ${n.message},
      ${JSON.stringify(n.metadata ?? {})}::jsonb, ${n.dedupeKey ?? null}::text, ${n.createdAt}::timestamp(3))`,
  );
  return Prisma.sql`, notified AS (
      INSERT INTO "Notification" ("id", "coachId", "clientId", "type", "title", "message", "metadata", "dedupeKey", "createdAt")
      SELECT gen_random_uuid()::text, v.* FROM upd CROSS JOIN (VALUES ${Prisma.join(rows)}) AS v
      ON CONFLICT ("dedupeKey") DO NOTHING
    )`;
}

const truncate = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
