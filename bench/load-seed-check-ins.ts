// The weekly check-in's share of the load benchmark (docs/performance.md, docs/check-ins.md): every
// seeded client gets a weekly check-in (a scale question, weight and waist) and a daily habit
// through the API, then a year of history written straight into the database, because the API
// only takes the current week's check-in: 52 sent check-ins per client (the latest not yet
// reviewed), a weight every day and the habit ticked on most days. At 200 clients that is about
// 10,400 check-ins, 73,000 weights and 60,000 ticks.
import pg from 'pg';
import { CHECK_IN_CLIENTS_MAX } from '#shared/schemas/check-ins';
import { HABIT_BULK_CLIENTS_MAX } from '#shared/schemas/habits';
import type { Route } from './load-routes.ts';
import { apiClient, type Seeded } from './load-seed.ts';

const WEEKS = 52;

export interface SeededCheckIns {
  /** Sent, not yet reviewed: targets of GET /check-in-reviews/{id}. */
  unreviewed: string[];
  submissions: number;
  seconds: number;
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function seedCheckIns(baseUrl: string, databaseUrl: string, seeded: Seeded): Promise<SeededCheckIns> {
  const t0 = performance.now();
  const api = apiClient(baseUrl);
  const coach = seeded.coachToken;
  const ids = seeded.clients.map((c) => c.id);
  const template = await api('POST', '/check-in-templates', coach, {
    name: 'Weekly check-in',
    questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true }],
    metrics: ['weight', 'waist'],
  });
  for (const part of chunks(ids, CHECK_IN_CLIENTS_MAX)) await api('POST', '/check-in-schedules', coach, { templateId: template.id, clientIds: part, weekday: 1, everyWeeks: 1 });
  for (const part of chunks(ids, HABIT_BULK_CLIENTS_MAX)) await api('POST', '/habits', coach, { clientIds: part, name: 'Walk 10,000 steps', frequency: 'DAILY' });

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Everything started a year ago; due every Monday since (UTC days: the seeded clients have no zone).
    await db.query(`UPDATE "CheckInSchedule" SET "firstDue" = date_trunc('week', current_date - ${WEEKS * 7})::date, "activeFrom" = date_trunc('week', current_date - ${WEEKS * 7})::date`);
    await db.query(`UPDATE "Habit" SET "startsOn" = current_date - 365`);
    await db.query(
      `INSERT INTO "CheckInSubmission" (id, "coachId", "clientId", "scheduleId", "dueDate", "templateName", questions, metrics, "askPhotos", answers, "metricValues", "submittedAt", "reviewedAt")
       SELECT 'bench' || md5(s.id || w::text), s."coachId", s."clientId", s.id, d.due, t.name, t.questions, to_jsonb(t.metrics), false,
              jsonb_build_array(jsonb_build_object('questionId', 'energy', 'value', 1 + (w % 10))),
              jsonb_build_array(jsonb_build_object('metric', 'weight', 'value', 80 + (w % 7) * 0.3), jsonb_build_object('metric', 'waist', 'value', 85 + (w % 5) * 0.5)),
              d.due + interval '18 hours', CASE WHEN w = 0 THEN NULL ELSE d.due + interval '2 days' END
       FROM "CheckInSchedule" s JOIN "CheckInTemplate" t ON t.id = s."templateId",
            generate_series(0, ${WEEKS - 1}) AS w,
            LATERAL (SELECT (date_trunc('week', current_date) - w * interval '7 days')::date AS due) d
       WHERE d.due <= current_date`,
    );
    await db.query(
      `INSERT INTO "BodyMetricEntry" (id, "clientId", key, day, value, "updatedAt")
       SELECT 'bench' || md5(c.id || n::text), c.id, 'weight', current_date - n, 78 + (n % 11) * 0.25, now()
       FROM "Client" c, generate_series(0, 364) AS n WHERE c.id = ANY($1)`,
      [ids],
    );
    await db.query(
      `INSERT INTO "HabitTick" (id, "habitId", date)
       SELECT 'bench' || md5(h.id || n::text), h.id, current_date - n FROM "Habit" h, generate_series(1, 365) AS n WHERE n % 6 <> 0`,
    );
    const unreviewed = await db.query<{ id: string }>(`SELECT id FROM "CheckInSubmission" WHERE "reviewedAt" IS NULL AND "clientId" = ANY($1)`, [ids]);
    const total = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "CheckInSubmission"`);
    return { unreviewed: unreviewed.rows.map((r) => r.id), submissions: Number(total.rows[0]?.n ?? 0), seconds: (performance.now() - t0) / 1000 };
  } finally {
    await db.end();
  }
}

/** The review queue, one check-in's review, and one client's weight chart (a year of days, first page). */
export function checkInRoutes(seeded: Seeded, checkIns: SeededCheckIns): Route[] {
  let i = 0;
  let j = 0;
  const coach = seeded.coachToken;
  return [
    { name: 'check-in-reviews', method: 'GET', kind: 'read', next: () => ({ path: '/check-in-reviews', token: coach }) },
    { name: 'check-in-reviews/{id}', method: 'GET', kind: 'read', next: () => ({ path: `/check-in-reviews/${checkIns.unreviewed[i++ % checkIns.unreviewed.length]}`, token: coach }) },
    {
      name: 'clients/{id}/body-metrics/weight',
      method: 'GET',
      kind: 'read',
      next: () => ({ path: `/clients/${seeded.clients[j++ % seeded.clients.length]!.id}/body-metrics/weight/entries`, token: coach }),
    },
  ];
}
