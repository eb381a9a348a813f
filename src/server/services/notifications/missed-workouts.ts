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
import { Prisma } from '#server/db/generated/client';
import { clientTodaySql, pastMissedCutoffSql } from '../workouts/zone-sql.ts';

/** Which sessions and assignments a run looks at: one coach's, one client's, or everyone's (the scheduler). */
export type MissedScope = { coachId: string } | { clientId: string } | 'all';

function scopeSql(alias: string, scope: MissedScope): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${alias}."${name}"`);
  if (scope === 'all') return Prisma.empty;
  if ('coachId' in scope) return Prisma.sql`AND ${col('coachId')} = ${scope.coachId}`;
  return Prisma.sql`AND ${col('clientId')} = ${scope.clientId}`;
}

/**
 * Marks overdue sessions MISSED (one notification each) and completes the assignments they
 * leave with no open session; returns how many sessions this run marked. A session the client
 * completed meanwhile keeps its status and gets no "missed" notice.
 */
export async function markMissedWorkouts(db: Db, now: Date, scope: MissedScope): Promise<number> {
  const rows = await db.$queryRaw<{ marked: number }[]>`
    WITH marked AS (
      UPDATE "WorkoutSession" s SET "status" = 'MISSED', "updatedAt" = ${now}
      FROM "Client" c JOIN "User" u ON u."id" = c."userId"
      WHERE c."id" = s."clientId" AND s."status" IN ('SCHEDULED', 'IN_PROGRESS')
        -- 3 days after the end of the scheduled day in the client's zone (docs/time-zones.md).
        AND ${pastMissedCutoffSql(now)}
        ${scopeSql('s', scope)}
      RETURNING s."id", s."coachId", s."clientId", s."assignmentId", s."scheduledFor",
        COALESCE(NULLIF(s."planName", ''), s."name") AS "what", TRIM(c."firstName" || ' ' || c."lastName") AS "who"
    ), notified AS (
      INSERT INTO "Notification" ("id", "coachId", "clientId", "type", "title", "message", "metadata", "dedupeKey")
      SELECT gen_random_uuid()::text, m."coachId", m."clientId", 'MISSED_WORKOUT'::"NotificationType", 'Missed Workout',
        m."who" || ' missed ' || m."what" || ' scheduled for ' || to_char(m."scheduledFor", 'Mon FMDD'),
        jsonb_build_object('planName', m."what", 'sessionId', m."id"), 'missed-workout:' || m."id"
      FROM marked m
      ON CONFLICT ("dedupeKey") DO NOTHING
    ), finished AS (
      -- Every statement of the CTE sees the rows as they were before it: the sessions just
      -- marked still look open in "WorkoutSession", so they are left out by id.
      UPDATE "Assignment" a SET "status" = 'COMPLETED', "updatedAt" = ${now}
      WHERE a."id" IN (SELECT m."assignmentId" FROM marked m WHERE m."assignmentId" IS NOT NULL)
        AND a."status" <> 'COMPLETED'
        AND NOT EXISTS (
          SELECT 1 FROM "WorkoutSession" o
          WHERE o."assignmentId" = a."id" AND o."status" IN ('SCHEDULED', 'IN_PROGRESS')
            AND NOT EXISTS (SELECT 1 FROM marked m WHERE m."id" = o."id"))
    )
    SELECT count(*)::int AS "marked" FROM marked`;
  return rows[0]?.marked ?? 0;
}

/**
 * Raises ASSIGNMENT_DUE once for each unfinished assignment whose end date has arrived in its
 * client's zone (docs/time-zones.md; UTC when unknown): end dates are calendar days stored as
 * 00:00 UTC, compared with the client's local date carried the same way.
 */
export async function raiseAssignmentsDue(db: Db, now: Date, scope: MissedScope): Promise<number> {
  const rows = await db.$queryRaw<{ due: number }[]>`
    WITH due AS (
      UPDATE "Assignment" a SET "dueNotifiedAt" = ${now}
      FROM "Client" c
        JOIN "User" u ON u."id" = c."userId"
        -- The client's local date at 00:00 (the clock's instant comes as UTC wall time).
        CROSS JOIN LATERAL (
          SELECT ${clientTodaySql(now)} AS "today"
        ) t
      WHERE c."id" = a."clientId" AND a."status" <> 'COMPLETED' AND a."dueNotifiedAt" IS NULL
        -- Index-friendly bound wide enough for every zone (UTC+14 is at most one day ahead)...
        AND a."endDate" < ${addDays(startOfUtcDay(now), 2)}
        -- ...then the rule itself: the end date is on or before the client's today.
        AND a."endDate" <= t."today"
        ${scopeSql('a', scope)}
      RETURNING a."id", a."coachId", a."clientId", a."contentName", a."endDate", a."endDate" < t."today" AS "ended",
        TRIM(c."firstName" || ' ' || c."lastName") AS "who"
    ), notified AS (
      INSERT INTO "Notification" ("id", "coachId", "clientId", "type", "title", "message", "metadata", "dedupeKey")
      SELECT gen_random_uuid()::text, d."coachId", d."clientId", 'ASSIGNMENT_DUE'::"NotificationType", 'Assignment Due',
        d."who" || '''s assignment ' || d."contentName" || ' ' ||
          CASE WHEN d."ended" THEN 'ended on ' || to_char(d."endDate", 'Mon FMDD') ELSE 'ends today' END,
        jsonb_build_object('planName', d."contentName", 'assignmentId', d."id"), 'assignment-due:' || d."id"
      FROM due d
      ON CONFLICT ("dedupeKey") DO NOTHING
    )
    SELECT count(*)::int AS "due" FROM due`;
  return rows[0]?.due ?? 0;
}

/** Both checks, as `POST /api/notifications/check-missed-workouts` and the job run them: two statements. */
export async function runWorkoutChecks(db: Db, now: Date, scope: MissedScope): Promise<{ marked: number; due: number }> {
  const marked = await markMissedWorkouts(db, now, scope);
  const due = await raiseAssignmentsDue(db, now, scope);
  return { marked, due };
}
