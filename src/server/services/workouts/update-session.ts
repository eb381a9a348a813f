// PUT /api/workout-sessions/{id}: what a client may do to their own session — start, complete,
// skip, start early (scheduledFor), feedback and rating — and the coach notifications it raises.
import type { Db } from '#server/db/client';
import { sql, type QueryCreator } from 'kysely';
import { columnsOf, typedSql, type DB } from '#server/db/typed-sql';
import type { AssignmentStatus } from '#shared/schemas/assignments';
import type { Clock } from '#server/lib/clock';
import { conflict, invalid, notFound } from '#server/errors';
import { MSG_FUTURE_NEEDS_START_EARLY, MSG_MISSED_READ_ONLY, type SessionStatus, type WorkoutSession, type ZUpdateSessionInput } from '#shared/schemas/workouts';
import { minutesBetween } from '#shared/workout-dates';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import type { RaiseNotification } from '../notifications/raise.ts';
import type { AppDeps } from '#server/deps';
import { queuePush } from '../push/deliver.ts';
import { presentedStatus } from '#shared/stats';
import { toWorkoutSessionWith } from './session-shape.ts';
import { SESSION_HEAD, sessionExercisesJson, toSessionExercises } from './session-detail.ts';
import type { z } from 'zod';
import type { JobQueue } from '#server/jobs/queue';
import { endpointsFor, queueDeliveries } from '../integrations/webhook-events.ts';

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
/** The jobs and secret queue the coach's push of new feedback (docs/push.md). */
type SessionDeps = { db: Db; clock: Clock; user?: { timeZone: string | null } | null } & Pick<AppDeps, 'jobs' | 'appSecret'>;

export async function updateSession(deps: SessionDeps, client: WorkoutClient, args: z.output<typeof ZUpdateSessionInput>): Promise<WorkoutSession> {
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
async function writeSession(deps: SessionDeps, client: WorkoutClient, args: z.output<typeof ZUpdateSessionInput>, s: SessionRead): Promise<WorkoutSession | null> {
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
      metadata: { ...notice.metadata, workoutName: s.name, ...(duration != null ? { durationMinutes: duration } : {}) },
      dedupeKey: `completed-workout:${s.id}`,
    });
  }
  const feedback = args.clientFeedback;
  const skipping = statusRequested && target === 'SKIPPED';
  const feedbackSent = !!feedback && feedback !== s.clientFeedback && !(skipping && feedback === SKIPPED_FEEDBACK);
  if (feedback && feedback !== s.clientFeedback) {
    const skipped = target === 'SKIPPED' && feedback === SKIPPED_FEEDBACK;
    notices.push({
      ...notice,
      type: 'CLIENT_FEEDBACK',
      title: skipped ? 'Workout Skipped' : 'Client Feedback',
      message: skipped ? `${who} skipped ${s.name}` : `${who} on ${s.name}: "${truncate(feedback, 280)}"`,
      metadata: { ...notice.metadata, workoutName: s.name, ...(skipped ? { skipped: true } : {}) },
      dedupeKey: `client-feedback:${s.id}`,
    });
  }

  const assignment = {
    start: statusChanged && s.status === 'SCHEDULED',
    finish: statusRequested && (target === 'COMPLETED' || target === 'SKIPPED'),
  };
  const ws = columnsOf('WorkoutSession', 's');
  let writes = typedSql(deps.db).with('upd', (q) =>
    q
      .updateTable('WorkoutSession as s')
      .set(setList(data))
      .where('s.id', '=', s.id)
      .where('s.clientId', '=', client.id)
      .where(sql<boolean>`${ws('status')} = ${s.status}::"SessionStatus" AND ${ws('scheduledFor')} = ${s.scheduledFor}::timestamp(3)`)
      .where(sql<boolean>`${ws('startedAt')} IS NOT DISTINCT FROM ${s.startedAt}::timestamp(3) AND ${ws('clientFeedback')} IS NOT DISTINCT FROM ${s.clientFeedback}::text`)
      .returning([...SESSION_HEAD, 's.assignmentId']),
  );
  // The optional writes are CTEs that the final SELECT does not read: only `upd` stays in its type.
  if (assignment.start || assignment.finish) writes = writes.with('assignment', (q) => assignmentUpdate(q, assignment)) as unknown as typeof writes;
  if (notices.length > 0) writes = writes.with('notified', (q) => notificationsInsert(q, notices)) as unknown as typeof writes;
  // The coach's webhook endpoints, read in the same statement when this write is an event
  // (docs/api.md, "Webhooks"): no statement more, and none at all for other writes.
  const completed = statusRequested && target === 'COMPLETED';
  const events = completed || skipping || feedbackSent;
  const [row] = await writes
    .selectFrom('upd')
    .selectAll('upd')
    .select((eb) => sessionExercisesJson(eb.ref('upd.id')).as('exercises'))
    .select(
      events
        ? sql<{ id: string; events: string[] }[] | null>`(SELECT json_agg(json_build_object('id', e."id", 'events', e."events")) FROM "WebhookEndpoint" e
            WHERE e."coachId" = ${client.coachId} AND e."disabledAt" IS NULL)`.as('hooks')
        : sql<null>`NULL::json`.as('hooks'),
    )
    .execute();
  if (!row) return null;
  // After the write: a push lost to a crash here is a notification missed, never a wrong one.
  const feedbackNotice = notices.find((n) => n.type === 'CLIENT_FEEDBACK');
  if (feedbackNotice)
    await queuePush(deps, {
      userId: client.coachId,
      event: 'CLIENT_FEEDBACK',
      url: `/coach/inbox?client=${client.id}`,
      tag: `feedback:${s.id}`,
      detail: { title: feedbackNotice.title === 'Workout Skipped' ? `${who} skipped a workout` : `${who} on ${s.name}`, body: truncate(feedback ?? '', 200) },
    });
  const { exercises, assignmentId: _assignmentId, hooks, ...head } = row;
  const session = toWorkoutSessionWith(head, toSessionExercises(exercises));
  if (hooks) await queueSessionEvents(deps.jobs, client, session, hooks, now, { completed, skipped: skipping, feedbackSent });
  return session;
}

/** workout.completed, workout.skipped and feedback.received, after the write that made them. */
async function queueSessionEvents(
  jobs: JobQueue,
  client: WorkoutClient,
  session: WorkoutSession,
  hooks: { id: string; events: string[] }[],
  now: Date,
  what: { completed: boolean; skipped: boolean; feedbackSent: boolean },
): Promise<void> {
  const ref = { sessionId: session.id, clientId: client.id, clientName: `${client.firstName} ${client.lastName}`.trim(), workoutName: session.name, planName: session.planName };
  const common = { coachId: client.coachId, occurredAt: now };
  if (what.completed) {
    const data = { ...ref, completedAt: (session.completedAt ?? now).toISOString(), durationMinutes: session.duration, rating: session.rating, feedback: session.clientFeedback };
    await queueDeliveries(jobs, { ...common, type: 'workout.completed', data, endpoints: endpointsFor(hooks, 'workout.completed') });
  }
  if (what.skipped) {
    await queueDeliveries(jobs, { ...common, type: 'workout.skipped', data: { ...ref, feedback: session.clientFeedback }, endpoints: endpointsFor(hooks, 'workout.skipped') });
  }
  if (what.feedbackSent && session.clientFeedback) {
    await queueDeliveries(jobs, {
      ...common,
      type: 'feedback.received',
      data: { ...ref, feedback: session.clientFeedback, rating: session.rating },
      endpoints: endpointsFor(hooks, 'feedback.received'),
    });
  }
}

/** The SET list of the session's UPDATE; `updatedAt` as Prisma's @updatedAt writes it (wall time). */
function setList({ status, ...rest }: SessionChanges) {
  return { ...(status === undefined ? {} : { status: sql<SessionStatus>`${status}::"SessionStatus"` }), ...rest, updatedAt: new Date() };
}

type Upd = QueryCreator<DB & { upd: { id: string; assignmentId: string | null } }>;

/**
 * The assignment's status as one UPDATE: a session's first
 * activity starts its ASSIGNED assignment; finishing it completes the assignment once no other of
 * its sessions is open. The CTE sees the sessions as they were before the statement, so the
 * session just finished is left out by id.
 */
function assignmentUpdate(q: Upd, { start, finish }: { start: boolean; finish: boolean }) {
  const o = columnsOf('WorkoutSession', 'o');
  const a = columnsOf('Assignment', 'a');
  const done = sql<boolean>`NOT EXISTS (SELECT 1 FROM "WorkoutSession" o
    WHERE ${o('assignmentId')} = ${a('id')} AND ${o('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${o('id')} <> upd."id")`;
  const status = !finish ? sql`'IN_PROGRESS'` : !start ? sql`'COMPLETED'` : sql`CASE WHEN ${done} THEN 'COMPLETED' ELSE 'IN_PROGRESS' END`;
  const when = [...(start ? [sql<boolean>`${a('status')} = 'ASSIGNED'`] : []), ...(finish ? [sql<boolean>`(${a('status')} <> 'COMPLETED' AND ${done})`] : [])];
  return q
    .updateTable('Assignment as a')
    .set({ status: sql<AssignmentStatus>`(${status})::"AssignmentStatus"`, updatedAt: new Date() })
    .from('upd')
    .whereRef('a.id', '=', 'upd.assignmentId')
    .where(sql<boolean>`(${sql.join(when, sql` OR `)})`);
}

/** `raiseNotification` for each notice, written only when the session was: a dedupe key that exists keeps its notice. */
function notificationsInsert(q: Upd, notices: RaiseNotification[]) {
  const rows = notices.map(
    (n) => sql`(${n.coachId}, ${n.clientId ?? null}::text, ${n.type}::"NotificationType", ${n.title}, ${n.message},
      ${JSON.stringify(n.metadata ?? {})}::jsonb, ${n.dedupeKey ?? null}::text, ${n.createdAt}::timestamp(3))`,
  );
  return q
    .insertInto('Notification')
    .columns(['id', 'coachId', 'clientId', 'type', 'title', 'message', 'metadata', 'dedupeKey', 'createdAt'])
    .expression(sql`SELECT gen_random_uuid()::text, v.* FROM upd CROSS JOIN (VALUES ${sql.join(rows)}) AS v`)
    .onConflict((oc) => oc.column('dedupeKey').doNothing());
}

const truncate = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
