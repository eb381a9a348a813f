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
import { emailTexts, type EmailTexts } from './texts.ts';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.ts';
import type { Db } from '#server/db/client';
import { sql } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appUrl' | 'appSecret' | 'log'>;

/** Local hour of the coach's zone at which digests go out. */
export const DIGEST_HOUR = 7;
/** Items listed per section; the rest are counted. */
const PER_SECTION = 20;

export interface DigestItem {
  coachId: string;
  clientId: string;
  who: string;
  /** Worded in the coach's language, when the coach's e-mail is written. */
  what: (t: DigestTexts) => string;
  /** How many the coach has in this section in all, when more are found than listed. */
  total?: number;
}
/** The digest's texts in one language (texts.ts). */
export type DigestTexts = EmailTexts['digest'];
/**
 * More sections of a digest, computed for all due coaches at once (one statement each); each
 * returns its items and a heading, worded per coach in their language. "New personal records"
 * comes from services/records.
 */
export type DigestSectionSource = (db: Db, coaches: { id: string; since: Date }[], now: Date) => Promise<{ heading: (t: DigestTexts) => string; items: DigestItem[] }>;
export const DIGEST_SECTIONS: DigestSectionSource[] = [newRecordsSection, adherenceSection];

export interface DigestRow {
  coachId: string;
  clientId: string;
  kind: 'completed' | 'missed' | 'feedback';
  who: string;
  what: string;
  total: number;
}

export async function sendCoachDigests(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const count = await deps.db.$transaction(async (tx) => {
    const k = typedSql(tx);
    const u = columnsOf('User', 'u');
    const d = columnsOf('User', 'd');
    // Not sent again within this local hour's window (20 h / 6 days apart at least), and a digest
    // covers the day or week before it at most.
    const gap = sql<string>`CASE WHEN ${u('digest')} = 'DAILY' THEN interval '20 hours' ELSE interval '6 days' END`;
    const span = sql<string>`CASE WHEN ${u('digest')} = 'DAILY' THEN interval '1 day' ELSE interval '7 days' END`;
    const local = sql.ref('d.local');
    const coaches = await k
      .with('due', (q) =>
        q
          .selectFrom('User as u')
          .select(['u.id', 'u.digestSentAt', sql<Date>`(${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(${u('timeZone')}, 'UTC')`.as('local')])
          .where('u.role', '=', sql.lit('COACH'))
          .where('u.digest', '<>', sql.lit('OFF'))
          .where('u.email', 'is not', null),
      )
      .with('marked', (q) =>
        q
          .updateTable('User as u')
          .set({ digestSentAt: now })
          .from('due as d')
          .whereRef('u.id', '=', 'd.id')
          .where(sql<boolean>`EXTRACT(HOUR FROM ${local}) = ${DIGEST_HOUR}`)
          .where(sql<boolean>`(${u('digest')} = 'DAILY' OR EXTRACT(ISODOW FROM ${local}) = 1)`)
          .where(sql<boolean>`(${d('digestSentAt')} IS NULL OR ${d('digestSentAt')} <= ${now}::timestamp - ${gap})`)
          .returning(['u.id', 'u.firstName', 'u.locale'])
          .returning([
            sql<string>`${u('email')}`.as('email'),
            sql<'DAILY' | 'WEEKLY'>`${u('digest')}::text`.as('digest'),
            sql<Date>`GREATEST(COALESCE(${d('digestSentAt')}, '-infinity'), ${now}::timestamp - ${span})`.as('since'),
          ]),
      )
      .selectFrom('marked as m')
      .leftJoin('Branding as b', 'b.coachId', 'm.id')
      .selectAll('m')
      .select(['b.businessName', 'b.primaryColor', 'b.logoPath'])
      .execute();
    if (!coaches.length) return 0;
    const rows = await digestRows(tx, coaches, now);
    const extra = await Promise.all(DIGEST_SECTIONS.map((source) => source(tx as unknown as Db, coaches, now)));
    const clientUrl = (id: string) => `${deps.appUrl}/coach/clients/${encodeURIComponent(id)}`;
    const messages = coaches.map((c) => {
      // In the coach's language (docs/translations.md); English until they pick one.
      const texts = emailTexts(c.locale);
      const t = texts.digest;
      const section = (heading: string, items: { who: string; what: string; clientId: string }[], total: number): Block[] =>
        items.length
          ? [{ heading }, { list: items.map((i) => ({ text: `${i.who}: ${i.what}`, url: clientUrl(i.clientId) })) }, ...(total > items.length ? [{ p: t.more(total - items.length) }] : [])]
          : [];
      const daily = c.digest === 'DAILY';
      const mine = rows.filter((r) => r.coachId === c.id);
      const of = (kind: DigestRow['kind']) => mine.filter((r) => r.kind === kind);
      const blocks: Block[] = [
        ...section(t.completed, of('completed'), of('completed')[0]?.total ?? 0),
        ...section(t.missed, of('missed'), of('missed')[0]?.total ?? 0),
        ...section(t.feedback, of('feedback'), of('feedback')[0]?.total ?? 0),
        ...extra.flatMap((s) => {
          const items = s.items.filter((i) => i.coachId === c.id).map((i) => ({ ...i, what: i.what(t) }));
          return section(s.heading(t), items, items[0]?.total ?? items.length);
        }),
      ];
      const brand = brandOf(deps.appUrl, c.businessName === null ? null : { businessName: c.businessName, primaryColor: c.primaryColor!, logoPath: c.logoPath });
      const token = unsubscribeToken(deps.appSecret, 'd', c.id);
      const content = render(brand, {
        subject: t.subject(daily, brand.name),
        blocks: [
          { p: texts.accessLink.greeting(c.firstName) },
          { p: t.intro(daily) },
          ...(blocks.length ? blocks : [{ p: t.nothing }]),
          { button: { label: t.button, url: `${deps.appUrl}/coach/dashboard` } },
        ],
        footer: t.footer,
        unsubscribeUrl: unsubscribePageUrl(deps.appUrl, token),
        locale: c.locale,
      });
      return { to: c.email, ...content, headers: unsubscribeHeaders(deps.appUrl, token) };
    });
    await queueEmails(deps, messages, { tx });
    return messages.length;
  });
  if (count) deps.log.info({ count }, 'coach digests queued');
  return count;
}

/**
 * The digest's completed (with their feedback) and missed sessions of each coach's window,
 * PER_SECTION per kind, each with the kind's total: one statement for every coach given. The
 * coach's daily summary by push counts the same (services/push/summary.ts).
 */
export async function digestRows(db: Parameters<typeof typedSql>[0], coaches: { id: string; since: Date }[], now: Date): Promise<DigestRow[]> {
  if (!coaches.length) return [];
  const k = typedSql(db);
  const s = columnsOf('WorkoutSession', 's');
  const c = columnsOf('Client', 'c');
  const kind = sql.ref<DigestRow['kind']>('k.kind');
  const since = sql.ref<Date>('w.since');
  const what = sql<string>`COALESCE(NULLIF(${s('planName')}, ''), ${s('name')})`;
  const completedInWindow = sql<boolean>`${s('status')} = 'COMPLETED' AND ${s('completedAt')} > ${since} AND ${s('completedAt')} <= ${now}`;
  const windows = sql<{ coachId: string; since: Date }>`unnest(${coaches.map((co) => co.id)}::text[], ${coaches.map((co) => co.since)}::timestamp[])`;
  const kinds = sql<{ kind: DigestRow['kind'] }>`(VALUES ('completed'), ('missed'), ('feedback'))`;
  return k
    .with('items', (q) =>
      q
        .selectFrom(windows.as<'w'>(sql`w("coachId", "since")`))
        .innerJoin('WorkoutSession as s', 's.coachId', 'w.coachId')
        .innerJoin('Client as c', 'c.id', 's.clientId')
        .crossJoin(kinds.as<'k'>(sql`k("kind")`))
        .select(['s.coachId', 's.clientId', 'k.kind'])
        .select([
          sql<string>`TRIM(${c('firstName')} || ' ' || ${c('lastName')})`.as('who'),
          sql<string>`CASE WHEN ${kind} = 'feedback' THEN ${what} || ': ' || ${s('clientFeedback')} ELSE ${what} END`.as('what'),
          sql<Date>`COALESCE(${s('completedAt')}, ${s('updatedAt')})`.as('at'),
        ])
        .where(
          sql<boolean>`(${kind} = 'completed' AND ${completedInWindow})
            OR (${kind} = 'feedback' AND ${completedInWindow} AND COALESCE(${s('clientFeedback')}, '') <> '')
            OR (${kind} = 'missed' AND ${s('status')} = 'MISSED' AND ${s('updatedAt')} > ${since} AND ${s('updatedAt')} <= ${now})`,
        ),
    )
    .with('ranked', (q) =>
      q
        .selectFrom('items as i')
        .selectAll('i')
        .select([
          sql<number>`row_number() OVER (PARTITION BY ${sql.ref('i.coachId')}, ${sql.ref('i.kind')} ORDER BY ${sql.ref('i.at')} DESC)`.as('n'),
          sql<number>`count(*) OVER (PARTITION BY ${sql.ref('i.coachId')}, ${sql.ref('i.kind')})::int`.as('total'),
        ]),
    )
    .selectFrom('ranked as r')
    .select(['r.coachId', 'r.clientId', 'r.kind', 'r.who', 'r.what', 'r.total'])
    .where('r.n', '<=', PER_SECTION)
    .orderBy('r.coachId')
    .orderBy('r.kind')
    .orderBy('r.n')
    .execute();
}
