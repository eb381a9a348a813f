// The access link by e-mail (docs/jobs.md "E-mails", docs/decisions/0004-access-links.md,
// 0006-access-link-recovery.md).
// - The coach sends it from the client detail ("Send link by e-mail"): the client's current link,
//   or a new one when there is none yet or it cannot be shown (sealed under another APP_SECRET) or
//   it has expired. Sending again resends the same link; revoking stays "Generate a new link".
// - "E-mail me a new link": a client whose link no longer works asks for their CURRENT link to be
//   sent to the address their coach recorded. The answer is the same whether or not the address
//   is known, and requests are rate-limited per IP and per address. Nothing is created or revoked
//   there: only the coach issues links.
// Both only queue the e-mail (services/email/outbox.ts); the job sends it and retries.
import type { AppDeps } from '#server/deps';
import { invalid } from '#server/errors';
import { brandOf, render } from '../email/layout.ts';
import { queueEmail } from '../email/outbox.ts';
import { emailTexts } from '../email/texts.ts';
import type { Locale } from '#shared/locale';
import { accessUrlFor, regenerateAccessToken, shownToken } from './access.ts';
import { assertOwnClient } from './clients.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'limits' | 'appUrl' | 'appSecret' | 'log' | 'clock'>;

const brandSelect = { select: { businessName: true, primaryColor: true, logoPath: true } } as const;

export const MSG_NO_EMAIL = 'This client has no e-mail address. Add one to their profile first.';

function accessLinkEmail(
  deps: Pick<Deps, 'appUrl'>,
  o: { firstName: string; coachName: string; branding: { businessName: string; primaryColor: string; logoPath: string | null } | null; url: string; recovery?: boolean; locale: Locale | null },
) {
  // In the client's language (docs/translations.md).
  const texts = emailTexts(o.locale);
  const t = texts.accessLink;
  const brand = brandOf(deps.appUrl, o.branding);
  return render(brand, {
    locale: o.locale,
    subject: o.recovery ? texts.recovery.subject(brand.name) : t.subject(brand.name),
    preheader: t.button,
    blocks: [{ p: t.greeting(o.firstName) }, { p: o.recovery ? texts.recovery.body(o.coachName) : t.body(o.coachName, brand.name) }, { button: { label: t.button, url: o.url } }, { p: t.keep }],
    footer: t.footer(o.coachName),
  });
}

/** "Send link by e-mail": queues the client's link to the address on their profile. */
export async function emailAccessLink(deps: Deps, coachId: string, clientId: string): Promise<{ ok: true; sentTo: string }> {
  await assertOwnClient(deps.db, coachId, clientId);
  const client = await deps.db.client.findUniqueOrThrow({
    where: { id: clientId },
    select: {
      firstName: true,
      email: true,
      user: { select: { locale: true } },
      coach: { select: { firstName: true, lastName: true, branding: brandSelect } },
      accessTokens: { orderBy: { createdAt: 'desc' }, take: 1, select: { tokenEncrypted: true, legacyToken: true, expiresAt: true } },
    },
  });
  if (!client.email) throw invalid(MSG_NO_EMAIL);
  const now = deps.clock.now();
  const row = client.accessTokens[0];
  const usable = row && (!row.expiresAt || row.expiresAt > now) ? shownToken(deps.appSecret, row) : null;
  // No link yet, or one that cannot be shown or has expired: a new one (the old one stops working).
  const token = usable ?? (await regenerateAccessToken(deps, coachId, clientId, now)).token;
  const coachName = `${client.coach.firstName} ${client.coach.lastName}`.trim();
  const content = accessLinkEmail(deps, { firstName: client.firstName, coachName, branding: client.coach.branding, url: accessUrlFor(deps.appUrl, token), locale: client.user.locale });
  await queueEmail(deps, { to: client.email, ...content });
  return { ok: true, sentTo: client.email };
}

export async function requestAccessLink(deps: Deps, email: string, ip: string): Promise<{ ok: true }> {
  await deps.limits.linkEmailByIp.hit(ip);
  await deps.limits.linkEmailByAddress.hit(email);
  // One address may be recorded by several coaches; each active client record gets its own link.
  const clients = await deps.db.client.findMany({
    where: { email, archived: false },
    select: {
      firstName: true,
      user: { select: { locale: true } },
      coach: { select: { firstName: true, lastName: true, branding: brandSelect } },
      // An expired link is not sent: the client needs a new one from their coach.
      accessTokens: {
        where: { OR: [{ expiresAt: null }, { expiresAt: { gt: deps.clock.now() } }] },
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { tokenEncrypted: true, legacyToken: true },
      },
    },
    take: 10,
  });
  for (const client of clients) {
    const row = client.accessTokens[0];
    const token = row ? shownToken(deps.appSecret, row) : null;
    if (!token) continue;
    const coachName = `${client.coach.firstName} ${client.coach.lastName}`.trim();
    const content = accessLinkEmail(deps, {
      firstName: client.firstName,
      coachName,
      branding: client.coach.branding,
      url: accessUrlFor(deps.appUrl, token),
      recovery: true,
      locale: client.user.locale,
    });
    // Queued after answering, so the response time does not tell whether the address is known.
    void queueEmail(deps, { to: email, ...content }).catch((err: unknown) => deps.log.error({ err }, 'could not queue the access link e-mail'));
  }
  return { ok: true };
}
