// Check-in reminders (docs/check-ins.md, docs/jobs.md): on the local day a check-in is due and not
// sent, its client gets one e-mail (if they have an address) and a push to their devices (docs/push.md),
// during the hour of their workout reminder if they have one, else at 09:00, of their own zone
// (docs/time-zones.md). The client turns it off in the app or
// with the e-mail's one-click unsubscribe. The job runs every 15 minutes; one statement claims
// the schedules reminded (CheckInSchedule.remindedFor = the due date, so one e-mail per due date
// and one instance only when several run at once), and the e-mails are queued in the same
// transaction: marked and queued together, or neither.
import { sql } from 'kysely';
import type { AppDeps } from '#server/deps';
import { typedSql } from '#server/db/typed-sql';
import { brandOf, render } from '#server/services/email/layout';
import { queueEmails } from '#server/services/email/outbox';
import { queuePush } from '#server/services/push/deliver';
import { reachableClient } from '#server/services/push/reach-sql';
import { emailTexts } from '#server/services/email/texts';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from '#server/services/email/unsubscribe';
import { isDueDate, isoDate } from '#shared/check-in-dates';
import { localToday, zoneOrUtc } from '#shared/time-zone';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appUrl' | 'appSecret' | 'log'>;

/** The local hour of a check-in reminder when the client has no workout reminder hour. */
export const CHECK_IN_REMINDER_HOUR = 9;

/** Queues the check-in reminders due now; returns how many. */
export async function sendCheckInReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const count = await deps.db.$transaction(async (tx) => {
    const db = typedSql(tx);
    // The schedules whose client is at their reminder hour now; whether today is a due date is
    // whole-day arithmetic, done below.
    const candidates = await db
      .selectFrom('CheckInSchedule as s')
      .innerJoin('Client as c', 'c.id', 's.clientId')
      .innerJoin('User as u', 'u.id', 'c.userId')
      .innerJoin('CheckInTemplate as t', 't.id', 's.templateId')
      .innerJoin('User as co', 'co.id', 's.coachId')
      .leftJoin('Branding as b', 'b.coachId', 's.coachId')
      .where('s.status', '=', sql.lit('ACTIVE'))
      .where('c.checkInReminders', '=', sql.lit(true))
      .where('c.archived', '=', sql.lit(false))
      .where(reachableClient)
      .where(
        sql<number>`EXTRACT(HOUR FROM (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(u."timeZone", 'UTC'))`,
        '=',
        sql<number>`COALESCE(c."reminderHour", ${sql.lit(CHECK_IN_REMINDER_HOUR)})`,
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('CheckInSubmission as k')
              .select(sql.lit(1).as('one'))
              .whereRef('k.scheduleId', '=', 's.id')
              .where('k.dueDate', '>=', sql<Date>`date_trunc('day', (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(u."timeZone", 'UTC'))`),
          ),
        ),
      )
      .select([
        's.id',
        's.firstDue',
        's.activeFrom',
        's.everyWeeks',
        's.remindedFor',
        'c.email',
        'c.firstName',
        'u.timeZone',
        'u.locale',
        't.name as templateName',
        sql<string>`TRIM(co."firstName" || ' ' || co."lastName")`.as('coachName'),
        'c.id as clientId',
        'c.userId',
        'b.businessName',
        'b.primaryColor',
        'b.logoPath',
      ])
      .execute();
    const due = candidates.flatMap((r) => {
      const today = localToday(now, zoneOrUtc(r.timeZone));
      const rule = { firstDue: new Date(r.firstDue), activeFrom: new Date(r.activeFrom), everyWeeks: r.everyWeeks };
      if (!isDueDate(rule, today) || (r.remindedFor && new Date(r.remindedFor) >= today)) return [];
      return [{ ...r, today }];
    });
    if (due.length === 0) return 0;
    // Claim them: a row another run already marked is not returned, so it gets no second e-mail.
    const claimed = new Set<string>();
    for (const day of new Set(due.map((r) => isoDate(r.today)))) {
      const ids = due.filter((r) => isoDate(r.today) === day).map((r) => r.id);
      const dueDay = new Date(`${day}T00:00:00Z`);
      const rows = await db
        .updateTable('CheckInSchedule')
        .set({ remindedFor: dueDay })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '<', dueDay)]))
        .returning('id')
        .execute();
      for (const r of rows) claimed.add(r.id);
    }
    const reminded = due.filter((r) => claimed.has(r.id));
    const messages = reminded.flatMap((r) => {
      if (r.email === null) return [];
      const brand = brandOf(deps.appUrl, r.businessName === null ? null : { businessName: r.businessName, primaryColor: r.primaryColor!, logoPath: r.logoPath });
      const token = unsubscribeToken(deps.appSecret, 'k', r.clientId);
      // In the client's language (docs/translations.md).
      const texts = emailTexts(r.locale);
      const t = texts.checkInReminder;
      const content = render(brand, {
        locale: r.locale,
        subject: t.subject(r.templateName),
        preheader: t.body(r.templateName),
        blocks: [{ p: texts.accessLink.greeting(r.firstName) }, { p: t.body(r.templateName) }, { button: { label: t.button, url: `${deps.appUrl}/app/check-ins` } }],
        footer: t.footer(r.coachName),
        unsubscribeUrl: unsubscribePageUrl(deps.appUrl, token),
      });
      return [{ to: r.email, ...content, headers: unsubscribeHeaders(deps.appUrl, token) }];
    });
    await queueEmails(deps, messages, { tx });
    await queuePush(
      deps,
      reminded.map((r) => ({
        userId: r.userId,
        event: 'CHECK_IN_DUE' as const,
        url: '/app/check-ins',
        tag: `check-in-due:${r.id}`,
        detail: { title: 'Your check-in is due today', body: `“${r.templateName}”` },
      })),
      { tx },
    );
    return reminded.length;
  });
  if (count) deps.log.info({ count }, 'check-in reminders queued');
  return count;
}
