// Workout reminders (docs/jobs.md): a client who opted in (Client.reminderHour, set by the coach on
// the client detail) gets one e-mail on each local day that has an open workout, during the chosen
// hour of their own zone (docs/time-zones.md). The job runs every 15 minutes; one statement picks
// and marks the clients due (Client.reminderSentOn = their local today, so one a day at most, and
// one instance only when several run at once), and their e-mails are queued in the same
// transaction: marked and queued together, or neither.
import type { AppDeps } from '#server/deps';
import { clientTodaySql } from '../workouts/zone-sql.ts';
import { brandOf, render } from './layout.ts';
import { queueEmails } from './outbox.ts';
import { EMAIL_TEXTS } from './texts.ts';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appUrl' | 'appSecret' | 'log'>;

interface Due {
  id: string;
  email: string;
  firstName: string;
  workouts: string;
  coachName: string;
  businessName: string | null;
  primaryColor: string | null;
  logoPath: string | null;
}

/** Queues today's reminders; returns how many. */
export async function sendWorkoutReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const t = EMAIL_TEXTS.reminder;
  const count = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Due[]>`
      WITH due AS (
        SELECT c."id", ${clientTodaySql(now)} AS "today"
        FROM "Client" c JOIN "User" u ON u."id" = c."userId"
        WHERE c."reminderHour" IS NOT NULL AND c."email" IS NOT NULL AND NOT c."archived"
          AND EXTRACT(HOUR FROM (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(u."timeZone", 'UTC')) = c."reminderHour"
      ), marked AS (
        UPDATE "Client" c SET "reminderSentOn" = d."today"
        FROM due d
        WHERE c."id" = d."id" AND (c."reminderSentOn" IS NULL OR c."reminderSentOn" < d."today")
          AND EXISTS (
            SELECT 1 FROM "WorkoutSession" s
            WHERE s."clientId" = c."id" AND s."status" IN ('SCHEDULED', 'IN_PROGRESS')
              AND s."scheduledFor" >= d."today" AND s."scheduledFor" < d."today" + interval '1 day')
        RETURNING c."id", c."coachId", c."email", c."firstName", d."today"
      )
      SELECT m."id", m."email", m."firstName",
        (SELECT string_agg(COALESCE(NULLIF(s."planName", ''), s."name"), ', ' ORDER BY s."createdAt")
           FROM "WorkoutSession" s
          WHERE s."clientId" = m."id" AND s."status" IN ('SCHEDULED', 'IN_PROGRESS')
            AND s."scheduledFor" >= m."today" AND s."scheduledFor" < m."today" + interval '1 day') AS "workouts",
        TRIM(co."firstName" || ' ' || co."lastName") AS "coachName",
        b."businessName", b."primaryColor", b."logoPath"
      FROM marked m JOIN "User" co ON co."id" = m."coachId" LEFT JOIN "Branding" b ON b."coachId" = m."coachId"`;
    const messages = rows.map((r) => {
      const brand = brandOf(deps.appUrl, r.businessName === null ? null : { businessName: r.businessName, primaryColor: r.primaryColor!, logoPath: r.logoPath });
      const token = unsubscribeToken(deps.appSecret, 'r', r.id);
      const unsubscribeUrl = unsubscribePageUrl(deps.appUrl, token);
      const content = render(brand, {
        subject: t.subject(r.workouts),
        preheader: t.body(r.workouts),
        blocks: [{ p: EMAIL_TEXTS.accessLink.greeting(r.firstName) }, { p: t.body(r.workouts) }, { button: { label: t.button, url: `${deps.appUrl}/app/today` } }],
        footer: t.footer(r.coachName),
        unsubscribeUrl,
      });
      return { to: r.email, ...content, headers: unsubscribeHeaders(deps.appUrl, token) };
    });
    await queueEmails(deps, messages, { tx });
    return messages.length;
  });
  if (count) deps.log.info({ count }, 'workout reminders queued');
  return count;
}
