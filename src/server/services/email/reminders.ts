// Workout reminders (docs/jobs.md): a client who opted in (Client.reminderHour, set by the coach on
// the client detail) gets one reminder on each local day that has an open workout, during the chosen
// hour of their own zone (docs/time-zones.md): an e-mail when they have an address, and a push to
// their devices (docs/push.md), so a client with only the installed app is reminded too. The job runs every 15 minutes; one statement picks
// and marks the clients due (Client.reminderSentOn = their local today, so one a day at most, and
// one instance only when several run at once), and their e-mails are queued in the same
// transaction: marked and queued together, or neither.
import type { AppDeps } from '#server/deps';
import { sql } from 'kysely';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { clientToday } from '../workouts/zone-sql.ts';
import { brandOf, render } from './layout.ts';
import { queueEmails } from './outbox.ts';
import { queuePush } from '../push/deliver.ts';
import { reachableClient } from '../push/reach-sql.ts';
import { emailTexts } from './texts.ts';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appUrl' | 'appSecret' | 'log'>;

/** Queues today's reminders; returns how many clients were reminded. */
export async function sendWorkoutReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const c = columnsOf('Client', 'c');
  const u = columnsOf('User', 'u');
  const s = columnsOf('WorkoutSession', 's');
  const open = [sql.lit<'SCHEDULED'>('SCHEDULED'), sql.lit<'IN_PROGRESS'>('IN_PROGRESS')];
  const count = await deps.db.$transaction(async (tx) => {
    const rows = await typedSql(tx)
      .with('due', (q) =>
        q
          .selectFrom('Client as c')
          .innerJoin('User as u', 'u.id', 'c.userId')
          .select(['c.id', clientToday(now).as('today')])
          .where('c.reminderHour', 'is not', null)
          .where(reachableClient)
          .where((eb) => eb.not(eb.ref('c.archived')))
          .where(sql<boolean>`EXTRACT(HOUR FROM (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(${u('timeZone')}, 'UTC')) = ${c('reminderHour')}`),
      )
      .with('marked', (q) =>
        q
          .updateTable('Client as c')
          .from('due as d')
          .set((eb) => ({ reminderSentOn: eb.ref('d.today') }))
          .whereRef('c.id', '=', 'd.id')
          .where((eb) => eb.or([eb('c.reminderSentOn', 'is', null), eb('c.reminderSentOn', '<', eb.ref('d.today'))]))
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('WorkoutSession as s')
                .select(sql.lit(1).as('one'))
                .whereRef('s.clientId', '=', 'c.id')
                .where('s.status', 'in', open)
                .whereRef('s.scheduledFor', '>=', 'd.today')
                .where('s.scheduledFor', '<', sql<Date>`d."today" + interval '1 day'`),
            ),
          )
          .returning(['c.id', 'c.coachId', 'c.userId', 'c.email', 'c.firstName', 'd.today']),
      )
      .selectFrom('marked as m')
      .innerJoin('User as co', 'co.id', 'm.coachId')
      .leftJoin('Branding as b', 'b.coachId', 'm.coachId')
      .innerJoin('User as cu', 'cu.id', 'm.userId')
      .select(['m.id', 'm.userId', 'm.email', 'm.firstName', 'cu.locale'])
      .select((eb) =>
        eb
          .selectFrom('WorkoutSession as s')
          .select(sql<string>`string_agg(COALESCE(NULLIF(${s('planName')}, ''), ${s('name')}), ', ' ORDER BY ${s('createdAt')})`.as('workouts'))
          .whereRef('s.clientId', '=', 'm.id')
          .where('s.status', 'in', open)
          .whereRef('s.scheduledFor', '>=', 'm.today')
          .where('s.scheduledFor', '<', sql<Date>`m."today" + interval '1 day'`)
          .as('workouts'),
      )
      .select([sql<string>`TRIM(${columnsOf('User', 'co')('firstName')} || ' ' || ${columnsOf('User', 'co')('lastName')})`.as('coachName'), 'b.businessName', 'b.primaryColor', 'b.logoPath'])
      // The due clients have a session today (the EXISTS), so a list of workouts.
      .$narrowType<{ workouts: string }>()
      .execute();
    const messages = rows.flatMap((r) => {
      if (r.email === null) return [];
      const brand = brandOf(deps.appUrl, r.businessName === null ? null : { businessName: r.businessName, primaryColor: r.primaryColor!, logoPath: r.logoPath });
      const token = unsubscribeToken(deps.appSecret, 'r', r.id);
      const unsubscribeUrl = unsubscribePageUrl(deps.appUrl, token);
      // In the client's language (docs/translations.md).
      const texts = emailTexts(r.locale);
      const t = texts.reminder;
      const content = render(brand, {
        locale: r.locale,
        subject: t.subject(r.workouts),
        preheader: t.body(r.workouts),
        blocks: [{ p: texts.accessLink.greeting(r.firstName) }, { p: t.body(r.workouts) }, { button: { label: t.button, url: `${deps.appUrl}/app/today` } }],
        footer: t.footer(r.coachName),
        unsubscribeUrl,
      });
      return [{ to: r.email, ...content, headers: unsubscribeHeaders(deps.appUrl, token) }];
    });
    await queueEmails(deps, messages, { tx });
    // The same reminder on the lock screen (docs/push.md); the client's choices are read by the job.
    await queuePush(
      deps,
      rows.map((r) => ({ userId: r.userId, event: 'WORKOUT_REMINDER' as const, url: '/app/today', tag: 'workout-reminder', detail: { title: 'Workout today', body: r.workouts } })),
      { tx },
    );
    return rows.length;
  });
  if (count) deps.log.info({ count }, 'workout reminders queued');
  return count;
}
