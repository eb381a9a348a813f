// The coach digest (docs/jobs.md): a coach who chose DAILY or WEEKLY in Profile gets, at 07:00 in
// their own zone (weekly: on Mondays), the workouts their clients completed and missed and the
// feedback they left since the last digest, with links to the clients. The job runs hourly; one
// statement picks and marks the coaches due (User.digestSentAt, so one instance sends each
// digest), one reads what happened, and the e-mails are queued in the same transaction.
import type { AppDeps } from '#server/deps';
import { brandOf, render, type Block } from './layout.ts';
import { queueEmails } from './outbox.ts';
import { newRecordsSection } from '../records/digest-section.ts';
import { adherenceSection } from './adherence-section.ts';
import { EMAIL_TEXTS } from './texts.ts';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.ts';
import type { Db } from '#server/db/client';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appUrl' | 'appSecret' | 'log'>;

/** Local hour of the coach's zone at which digests go out. */
export const DIGEST_HOUR = 7;
/** Items listed per section; the rest are counted. */
const PER_SECTION = 20;

export interface DigestItem {
  coachId: string;
  clientId: string;
  who: string;
  what: string;
  /** How many the coach has in this section in all, when more are found than listed. */
  total?: number;
}
/**
 * More sections of a digest, computed for all due coaches at once (one statement each); each
 * returns its items and a heading. "New personal records" comes from services/records.
 */
export type DigestSectionSource = (db: Db, coaches: { id: string; since: Date }[], now: Date) => Promise<{ heading: string; items: DigestItem[] }>;
export const DIGEST_SECTIONS: DigestSectionSource[] = [newRecordsSection, adherenceSection];

interface DueCoach {
  id: string;
  email: string;
  firstName: string;
  digest: 'DAILY' | 'WEEKLY';
  since: Date;
  businessName: string | null;
  primaryColor: string | null;
  logoPath: string | null;
}

interface Row {
  coachId: string;
  clientId: string;
  kind: 'completed' | 'missed' | 'feedback';
  who: string;
  what: string;
  total: number;
}

export async function sendCoachDigests(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const t = EMAIL_TEXTS.digest;
  const count = await deps.db.$transaction(async (tx) => {
    const coaches = await tx.$queryRaw<DueCoach[]>`
      WITH due AS (
        SELECT u."id", u."digestSentAt",
          (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(u."timeZone", 'UTC') AS "local"
        FROM "User" u
        WHERE u."role" = 'COACH' AND u."digest" <> 'OFF' AND u."email" IS NOT NULL
      ), marked AS (
        UPDATE "User" u SET "digestSentAt" = ${now}
        FROM due d
        WHERE u."id" = d."id" AND EXTRACT(HOUR FROM d."local") = ${DIGEST_HOUR}
          AND (u."digest" = 'DAILY' OR EXTRACT(ISODOW FROM d."local") = 1)
          -- Not already sent in this local hour's window (20 h / 6 days apart at least).
          AND (d."digestSentAt" IS NULL OR d."digestSentAt" <= ${now}::timestamp - CASE WHEN u."digest" = 'DAILY' THEN interval '20 hours' ELSE interval '6 days' END)
        RETURNING u."id", u."email", u."firstName", u."digest",
          GREATEST(COALESCE(d."digestSentAt", '-infinity'), ${now}::timestamp - CASE WHEN u."digest" = 'DAILY' THEN interval '1 day' ELSE interval '7 days' END) AS "since"
      )
      SELECT m.*, b."businessName", b."primaryColor", b."logoPath" FROM marked m LEFT JOIN "Branding" b ON b."coachId" = m."id"`;
    if (!coaches.length) return 0;
    const ids = coaches.map((c) => c.id);
    // Completed (with their feedback) and missed sessions of each coach's window, PER_SECTION per kind.
    const rows = await tx.$queryRaw<Row[]>`
      WITH w AS (SELECT * FROM unnest(${ids}::text[], ${coaches.map((c) => c.since)}::timestamp[]) AS w("coachId", "since")),
      items AS (
        SELECT s."coachId", s."clientId", k."kind", TRIM(c."firstName" || ' ' || c."lastName") AS "who",
          CASE WHEN k."kind" = 'feedback' THEN COALESCE(NULLIF(s."planName", ''), s."name") || ': ' || s."clientFeedback"
               ELSE COALESCE(NULLIF(s."planName", ''), s."name") END AS "what",
          COALESCE(s."completedAt", s."updatedAt") AS "at"
        FROM w JOIN "WorkoutSession" s ON s."coachId" = w."coachId"
        JOIN "Client" c ON c."id" = s."clientId"
        CROSS JOIN LATERAL (VALUES ('completed'), ('missed'), ('feedback')) k("kind")
        WHERE (k."kind" = 'completed' AND s."status" = 'COMPLETED' AND s."completedAt" > w."since" AND s."completedAt" <= ${now})
           OR (k."kind" = 'feedback' AND s."status" = 'COMPLETED' AND s."completedAt" > w."since" AND s."completedAt" <= ${now} AND COALESCE(s."clientFeedback", '') <> '')
           OR (k."kind" = 'missed' AND s."status" = 'MISSED' AND s."updatedAt" > w."since" AND s."updatedAt" <= ${now})
      ), ranked AS (
        SELECT i.*, row_number() OVER (PARTITION BY i."coachId", i."kind" ORDER BY i."at" DESC) AS "n",
          count(*) OVER (PARTITION BY i."coachId", i."kind")::int AS "total"
        FROM items i
      )
      SELECT "coachId", "clientId", "kind", "who", "what", "total" FROM ranked WHERE "n" <= ${PER_SECTION} ORDER BY "coachId", "kind", "n"`;
    const extra = await Promise.all(DIGEST_SECTIONS.map((source) => source(tx as unknown as Db, coaches, now)));
    const clientUrl = (id: string) => `${deps.appUrl}/coach/clients/${encodeURIComponent(id)}`;
    const section = (heading: string, items: { who: string; what: string; clientId: string }[], total: number): Block[] =>
      items.length
        ? [{ heading }, { list: items.map((i) => ({ text: `${i.who}: ${i.what}`, url: clientUrl(i.clientId) })) }, ...(total > items.length ? [{ p: t.more(total - items.length) }] : [])]
        : [];
    const messages = coaches.map((c) => {
      const daily = c.digest === 'DAILY';
      const mine = rows.filter((r) => r.coachId === c.id);
      const of = (kind: Row['kind']) => mine.filter((r) => r.kind === kind);
      const blocks: Block[] = [
        ...section(t.completed, of('completed'), of('completed')[0]?.total ?? 0),
        ...section(t.missed, of('missed'), of('missed')[0]?.total ?? 0),
        ...section(t.feedback, of('feedback'), of('feedback')[0]?.total ?? 0),
        ...extra.flatMap((s) => {
          const items = s.items.filter((i) => i.coachId === c.id);
          return section(s.heading, items, items[0]?.total ?? items.length);
        }),
      ];
      const brand = brandOf(deps.appUrl, c.businessName === null ? null : { businessName: c.businessName, primaryColor: c.primaryColor!, logoPath: c.logoPath });
      const token = unsubscribeToken(deps.appSecret, 'd', c.id);
      const content = render(brand, {
        subject: t.subject(daily, brand.name),
        blocks: [
          { p: EMAIL_TEXTS.accessLink.greeting(c.firstName) },
          { p: t.intro(daily) },
          ...(blocks.length ? blocks : [{ p: t.nothing }]),
          { button: { label: t.button, url: `${deps.appUrl}/coach/dashboard` } },
        ],
        footer: t.footer,
        unsubscribeUrl: unsubscribePageUrl(deps.appUrl, token),
      });
      return { to: c.email, ...content, headers: unsubscribeHeaders(deps.appUrl, token) };
    });
    await queueEmails(deps, messages, { tx });
    return messages.length;
  });
  if (count) deps.log.info({ count }, 'coach digests queued');
  return count;
}
