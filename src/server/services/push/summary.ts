// The coach's daily summary by push (docs/push.md): event DAILY_SUMMARY, off until the coach turns
// it on in the Notifications card. The coach-digests job sends it at 07:00 in the coach's zone,
// whatever the e-mailed digest is set to: one statement picks and marks the coaches due
// (PushSettings.summarySentAt, so one instance sends each), the digest's own query counts their
// clients' day, one more counts unread messages, and the pushes are queued in the same transaction.
import { sql } from 'kysely';
import type { AppDeps } from '#server/deps';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { DIGEST_HOUR, digestRows, type DigestRow } from '../email/digests.ts';
import { queuePush, type PushEventInput } from './deliver.ts';
import { summaryTexts } from './texts.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appSecret' | 'log'>;

/** Clients named on a lock screen at most (with "Show message text"); the push cuts its body anyway. */
const NAMES_MAX = 5;

export async function sendPushSummaries(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const count = await deps.db.$transaction(async (tx) => {
    const k = typedSql(tx);
    const u = columnsOf('User', 'u');
    const ps = columnsOf('PushSettings', 'ps');
    const prev = sql.ref<Date | null>('d.prev');
    const coaches = await k
      .with('due', (q) =>
        q
          .selectFrom('PushSettings as ps')
          .innerJoin('User as u', 'u.id', 'ps.userId')
          .select(['ps.userId as id', 'ps.summarySentAt as prev', 'u.locale as locale', sql<Date>`(${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(${u('timeZone')}, 'UTC')`.as('local')])
          .where('u.role', '=', sql.lit('COACH'))
          // Opt-in: on only once the coach took it off the `disabled` list (NULL counts as off too).
          .where(sql<boolean>`NOT (${sql.lit('DAILY_SUMMARY')} = ANY(${ps('disabled')}))`)
          .where((eb) => eb.exists(eb.selectFrom('PushSubscription as s').select('s.id').whereRef('s.userId', '=', 'ps.userId'))),
      )
      .with('marked', (q) =>
        q
          .updateTable('PushSettings as ps')
          .set({ summarySentAt: now })
          .from('due as d')
          .whereRef('ps.userId', '=', 'd.id')
          .where(sql<boolean>`EXTRACT(HOUR FROM ${sql.ref('d.local')}) = ${DIGEST_HOUR}`)
          // Once a day: not again within 20 hours, and it covers the day before at most.
          .where(sql<boolean>`(${prev} IS NULL OR ${prev} <= ${now}::timestamp - interval '20 hours')`)
          .returning(['ps.userId as id', 'd.locale as locale'])
          .returning([sql<Date>`GREATEST(COALESCE(${prev}, '-infinity'), ${now}::timestamp - interval '1 day')`.as('since')]),
      )
      .selectFrom('marked as m')
      .selectAll('m')
      .execute();
    if (!coaches.length) return 0;
    const rows = await digestRows(tx, coaches, now);
    const unread = await tx.message.groupBy({ by: ['coachId'], where: { coachId: { in: coaches.map((c) => c.id) }, sender: 'CLIENT', readAt: null }, _count: { _all: true } });
    const events = coaches.flatMap((c): PushEventInput[] => {
      // In the coach's language, as the rest of their pushes (docs/translations.md).
      const S = summaryTexts(c.locale);
      const mine = rows.filter((r) => r.coachId === c.id);
      const total = (kind: DigestRow['kind']) => mine.find((r) => r.kind === kind)?.total ?? 0;
      const messages = unread.find((x) => x.coachId === c.id)?._count._all ?? 0;
      const parts = [
        total('completed') ? S.completed(total('completed')) : null,
        total('missed') ? S.missed(total('missed')) : null,
        total('feedback') ? S.feedback(total('feedback')) : null,
        messages ? S.unread(messages) : null,
      ].filter((p) => p !== null);
      // Nothing happened and nothing waits: no push (the e-mailed digest, when on, still says so).
      if (!parts.length) return [];
      const body = parts.join(S.separator);
      const missedBy = [...new Set(mine.filter((r) => r.kind === 'missed').map((r) => r.who))].slice(0, NAMES_MAX);
      return [
        {
          userId: c.id,
          event: 'DAILY_SUMMARY',
          url: '/coach/dashboard',
          tag: 'daily-summary',
          safe: { title: S.title, body },
          ...(missedBy.length ? { detail: { title: S.title, body: [body, S.missedBy(missedBy)].join(S.separator) } } : {}),
        },
      ];
    });
    await queuePush(deps, events, { tx });
    return events.length;
  });
  if (count) deps.log.info({ count }, 'coach push summaries queued');
  return count;
}
