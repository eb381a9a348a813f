// "Adherence" in the coach digest (docs/product.md, "Progress and adherence"): for each client with
// workouts that fell due in the digest's window, how many of them were completed (completed ÷ due;
// skipped and missed ones are not done). Lowest adherence first, so the clients who need the coach
// lead; every due coach in one statement.
import { sql } from 'kysely';
import { adherenceOf } from '#shared/stats';
import { typedSql } from '#server/db/typed-sql';
import type { DigestSectionSource, DigestTexts } from './digests.ts';

const PER_COACH = 20;

export const adherenceSection: DigestSectionSource = async (db, coaches, now) => {
  const heading = (t: DigestTexts) => t.adherence;
  if (coaches.length === 0) return { heading, items: [] };
  const window = sql<{ coachId: string; since: Date }>`(SELECT * FROM unnest(${coaches.map((c) => c.id)}::text[], ${coaches.map((c) => c.since)}::timestamp[]) AS w("coachId", "since"))`;
  // Due in the window: scheduled on a day from the window's first day up to, not including, the
  // client's local today (days are the client's, docs/time-zones.md; today's workout is not due yet).
  const rows = await typedSql(db)
    .selectFrom(window.as('w'))
    .innerJoin('Client as c', (j) => j.onRef('c.coachId', '=', 'w.coachId').on('c.archived', '=', false))
    .innerJoin('User as u', 'u.id', 'c.userId')
    .innerJoin('WorkoutSession as s', (j) => j.onRef('s.clientId', '=', 'c.id').onRef('s.coachId', '=', 'w.coachId'))
    .where('s.scheduledFor', '>=', sql<Date>`date_trunc('day', w."since")`)
    .where('s.scheduledFor', '<', sql<Date>`date_trunc('day', (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(u."timeZone", 'UTC'))`)
    .groupBy(['w.coachId', 'c.id', 'c.firstName', 'c.lastName'])
    .select(['w.coachId as coachId', 'c.id as clientId', sql<string>`TRIM(c."firstName" || ' ' || c."lastName")`.as('who')])
    .select([sql<number>`count(*)::int`.as('due'), sql<number>`(count(*) FILTER (WHERE s."status" = 'COMPLETED'))::int`.as('completed')])
    .orderBy('w.coachId')
    .orderBy(sql`count(*) FILTER (WHERE s."status" = 'COMPLETED')::float8 / count(*)`)
    .orderBy('who')
    .execute();
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.coachId, (totals.get(r.coachId) ?? 0) + 1);
  const shown = new Map<string, number>();
  const items = rows.flatMap((r) => {
    const n = (shown.get(r.coachId) ?? 0) + 1;
    shown.set(r.coachId, n);
    if (n > PER_COACH) return [];
    return [{ coachId: r.coachId, clientId: r.clientId, who: r.who, what: (t: DigestTexts) => t.adherenceOf(r.completed, r.due, adherenceOf(r.completed, r.due) ?? 0), total: totals.get(r.coachId) }];
  });
  return { heading, items };
};
