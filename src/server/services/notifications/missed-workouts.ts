// The missed-workout check (docs/design.md §3, docs/query-performance.md): a SCHEDULED or IN_PROGRESS session
// more than 3 days overdue becomes MISSED and raises one MISSED_WORKOUT notification, and an
// assignment left with no open session is completed; an assignment whose end date has arrived
// raises one ASSIGNMENT_DUE. Each check is ONE set-based statement whatever the number of
// clients (a data-modifying CTE), idempotent and safe when several instances run it at once: the
// UPDATE re-checks the status under its row lock, so a row is marked (and notified) by one run
// only, and dedupe keys keep notices single. No read runs it: the "workout-checks" job does, every
// 5 minutes (jobs/definitions.ts, docs/jobs.md), and the coach dashboard asks for it on load (POST
// /api/notifications/check-missed-workouts); reads show lateness by their own filter meanwhile
// (src/shared/stats.ts presentedStatus), in the client's own time zone (docs/time-zones.md).
import { addDays, startOfUtcDay } from '#shared/stats';
import type { Db } from '#server/db/client';
import { sql } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import type { JobQueue } from '#server/jobs/queue';
import { clientToday, pastMissedCutoff } from '../workouts/zone-sql.ts';
import { queueDeliveries } from '../integrations/webhook-events.ts';

/** Which sessions and assignments a run looks at: one coach's, one client's, or everyone's (the scheduler). */
export type MissedScope = { coachId: string } | { clientId: string } | 'all';

const OPEN = [sql.lit<'SCHEDULED'>('SCHEDULED'), sql.lit<'IN_PROGRESS'>('IN_PROGRESS')];

/**
 * Marks overdue sessions MISSED (one notification each) and completes the assignments they
 * leave with no open session; returns how many sessions this run marked. A session the client
 * completed meanwhile keeps its status and gets no "missed" notice.
 */
export async function markMissedWorkouts(db: Db, now: Date, scope: MissedScope, jobs?: JobQueue): Promise<number> {
  const s = columnsOf('WorkoutSession', 's');
  const c = columnsOf('Client', 'c');
  const rows = await typedSql(db)
    .with('marked', (q) =>
      q
        .updateTable('WorkoutSession as s')
        .set({ status: sql.lit('MISSED'), updatedAt: now })
        .from('Client as c')
        .innerJoin('User as u', 'u.id', 'c.userId')
        .whereRef('c.id', '=', 's.clientId')
        .where('s.status', 'in', OPEN)
        // 3 days after the end of the scheduled day in the client's zone (docs/time-zones.md).
        .where(pastMissedCutoff(now))
        .$if(scope !== 'all' && 'coachId' in scope, (w) => w.where('s.coachId', '=', (scope as { coachId: string }).coachId))
        .$if(scope !== 'all' && 'clientId' in scope, (w) => w.where('s.clientId', '=', (scope as { clientId: string }).clientId))
        .returning(['s.id', 's.coachId', 's.clientId', 's.assignmentId', 's.scheduledFor'])
        .returning([sql<string>`COALESCE(NULLIF(${s('planName')}, ''), ${s('name')})`.as('what'), sql<string>`TRIM(${c('firstName')} || ' ' || ${c('lastName')})`.as('who')])
        .returning(['s.name', 's.planName']),
    )
    .with('notified', (q) =>
      q
        .insertInto('Notification')
        .columns(['id', 'coachId', 'clientId', 'type', 'title', 'message', 'metadata', 'dedupeKey'])
        .expression((q2) =>
          q2
            .selectFrom('marked as m')
            .select([sql<string>`gen_random_uuid()::text`.as('id'), 'm.coachId', 'm.clientId', sql.lit('MISSED_WORKOUT').as('type'), sql.lit('Missed Workout').as('title')])
            .select((eb) => [
              sql<string>`${eb.ref('m.who')} || ' missed ' || ${eb.ref('m.what')} || ' scheduled for ' || to_char(${eb.ref('m.scheduledFor')}, 'Mon FMDD')`.as('message'),
              // The message's values too, so an app can word it in its user's language (docs/translations.md).
              sql<unknown>`jsonb_build_object('planName', ${eb.ref('m.what')}, 'sessionId', ${eb.ref('m.id')}, 'scheduledOn', to_char(${eb.ref('m.scheduledFor')}, 'YYYY-MM-DD'))`.as('metadata'),
              sql<string>`'missed-workout:' || ${eb.ref('m.id')}`.as('dedupeKey'),
            ]),
        )
        .onConflict((oc) => oc.column('dedupeKey').doNothing()),
    )
    // Every statement of the CTE sees the rows as they were before it: the sessions just
    // marked still look open in "WorkoutSession", so they are left out by id.
    .with('finished', (q) =>
      q
        .updateTable('Assignment as a')
        .set({ status: sql.lit('COMPLETED'), updatedAt: now })
        .where('a.id', 'in', (eb) => eb.selectFrom('marked as m').select('m.assignmentId').where('m.assignmentId', 'is not', null))
        .where('a.status', '<>', sql.lit('COMPLETED'))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('WorkoutSession as o')
                .select(sql.lit(1).as('one'))
                .whereRef('o.assignmentId', '=', 'a.id')
                .where('o.status', 'in', OPEN)
                .where((eb2) => eb2.not(eb2.exists(eb2.selectFrom('marked as m').select(sql.lit(1).as('one')).whereRef('m.id', '=', 'o.id')))),
            ),
          ),
        ),
    )
    .selectFrom('marked')
    .select(sql<number>`count(*)::int`.as('marked'))
    // The sessions a coach's webhook endpoints subscribe to (docs/api.md, "Webhooks"), read in
    // this statement: none costs nothing more.
    .select(
      sql<MissedHook[] | null>`(SELECT json_agg(json_build_object('endpointId', e."id", 'coachId', m."coachId", 'sessionId', m."id", 'clientId', m."clientId",
        'clientName', m."who", 'workoutName', m."name", 'planName', m."planName", 'scheduledFor', m."scheduledFor"))
        FROM marked m JOIN "WebhookEndpoint" e ON e."coachId" = m."coachId" AND e."disabledAt" IS NULL AND 'workout.missed' = ANY(e."events"))`.as('hooks'),
    )
    .execute();
  if (jobs) await emitMissed(jobs, now, rows[0]?.hooks ?? []);
  return rows[0]?.marked ?? 0;
}

interface MissedHook {
  endpointId: string;
  coachId: string;
  sessionId: string;
  clientId: string;
  clientName: string;
  workoutName: string;
  planName: string;
  scheduledFor: string;
}

/** One `workout.missed` event per session, to each subscribed endpoint of its coach. */
async function emitMissed(jobs: JobQueue, now: Date, hooks: MissedHook[]): Promise<void> {
  const bySession = new Map<string, MissedHook[]>();
  for (const h of hooks) bySession.set(h.sessionId, [...(bySession.get(h.sessionId) ?? []), h]);
  for (const list of bySession.values()) {
    const { endpointId: _e, coachId, scheduledFor, ...ref } = list[0]!;
    const data = { ...ref, scheduledFor: new Date(`${scheduledFor}Z`).toISOString() };
    await queueDeliveries(jobs, { coachId, type: 'workout.missed', data, endpoints: list.map((h) => h.endpointId), occurredAt: now });
  }
}

/**
 * Raises ASSIGNMENT_DUE once for each unfinished assignment whose end date has arrived in its
 * client's zone (docs/time-zones.md; UTC when unknown): end dates are calendar days stored as
 * 00:00 UTC, compared with the client's local date carried the same way.
 */
export async function raiseAssignmentsDue(db: Db, now: Date, scope: MissedScope): Promise<number> {
  const a = columnsOf('Assignment', 'a');
  const c = columnsOf('Client', 'c');
  const rows = await typedSql(db)
    .with('due', (q) =>
      q
        .updateTable('Assignment as a')
        .set({ dueNotifiedAt: now })
        .from('Client as c')
        .innerJoin('User as u', 'u.id', 'c.userId')
        // The client's local date at 00:00 (the clock's instant comes as UTC wall time).
        .innerJoin(sql<{ today: Date }>`LATERAL (SELECT ${clientToday(now)} AS "today")`.as('t'), (join) => join.onTrue())
        .whereRef('c.id', '=', 'a.clientId')
        .where('a.status', '<>', sql.lit('COMPLETED'))
        .where('a.dueNotifiedAt', 'is', null)
        // Index-friendly bound wide enough for every zone (UTC+14 is at most one day ahead)...
        .where('a.endDate', '<', addDays(startOfUtcDay(now), 2))
        // ...then the rule itself: the end date is on or before the client's today.
        .whereRef('a.endDate', '<=', 't.today')
        .$if(scope !== 'all' && 'coachId' in scope, (w) => w.where('a.coachId', '=', (scope as { coachId: string }).coachId))
        .$if(scope !== 'all' && 'clientId' in scope, (w) => w.where('a.clientId', '=', (scope as { clientId: string }).clientId))
        .returning(['a.id', 'a.coachId', 'a.clientId', 'a.contentName', 'a.endDate'])
        .returning([sql<boolean>`${a('endDate')} < t."today"`.as('ended'), sql<string>`TRIM(${c('firstName')} || ' ' || ${c('lastName')})`.as('who')]),
    )
    .with('notified', (q) =>
      q
        .insertInto('Notification')
        .columns(['id', 'coachId', 'clientId', 'type', 'title', 'message', 'metadata', 'dedupeKey'])
        .expression((q2) =>
          q2
            .selectFrom('due as d')
            .select([sql<string>`gen_random_uuid()::text`.as('id'), 'd.coachId', 'd.clientId', sql.lit('ASSIGNMENT_DUE').as('type'), sql.lit('Assignment Due').as('title')])
            .select((eb) => [
              sql<string>`${eb.ref('d.who')} || '''s assignment ' || ${eb.ref('d.contentName')} || ' ' ||
                CASE WHEN ${eb.ref('d.ended')} THEN 'ended on ' || to_char(${eb.ref('d.endDate')}, 'Mon FMDD') ELSE 'ends today' END`.as('message'),
              sql<unknown>`jsonb_build_object('planName', ${eb.ref('d.contentName')}, 'assignmentId', ${eb.ref('d.id')},
                'endsOn', to_char(${eb.ref('d.endDate')}, 'YYYY-MM-DD'), 'ended', ${eb.ref('d.ended')})`.as('metadata'),
              sql<string>`'assignment-due:' || ${eb.ref('d.id')}`.as('dedupeKey'),
            ]),
        )
        .onConflict((oc) => oc.column('dedupeKey').doNothing()),
    )
    .selectFrom('due')
    .select(sql<number>`count(*)::int`.as('due'))
    .execute();
  return rows[0]?.due ?? 0;
}

/** Both checks, as `POST /api/notifications/check-missed-workouts` and the job run them: two statements. */
export async function runWorkoutChecks(db: Db, now: Date, scope: MissedScope, jobs?: JobQueue): Promise<{ marked: number; due: number }> {
  const marked = await markMissedWorkouts(db, now, scope, jobs);
  const due = await raiseAssignmentsDue(db, now, scope);
  return { marked, due };
}
