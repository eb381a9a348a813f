// "E-mail me a new link" (docs/decisions/0006-access-link-recovery.md): a client whose link no longer
// works asks for their CURRENT personal link to be sent to the address their coach recorded.
// The answer is the same whether or not the address is known, the e-mail goes out in the
// background so the response time does not tell either, and requests are rate-limited per IP and
// per address. Nothing is created or revoked here: only the coach issues links.
import type { AppDeps } from '../../deps.ts';
import { accessUrlFor, shownToken } from './access.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'limits' | 'appUrl' | 'appSecret' | 'log' | 'clock'>;

export async function requestAccessLink(deps: Deps, email: string, ip: string): Promise<{ ok: true }> {
  await deps.limits.linkEmailByIp.hit(ip);
  await deps.limits.linkEmailByAddress.hit(email);
  // One address may be recorded by several coaches; each active client record gets its own link.
  const clients = await deps.db.client.findMany({
    where: { email, archived: false },
    select: {
      firstName: true,
      coach: { select: { firstName: true, lastName: true } },
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
    void deps.mailer
      .send({
        to: email,
        subject: 'Your Spotter link',
        text: `Hi ${client.firstName},\n\nHere is your personal link to your workouts with ${coachName}:\n\n${accessUrlFor(deps.appUrl, token)}\n\nKeep it to yourself: anyone with the link can open your workouts. If it does not work, ask your coach for a new one.\n`,
      })
      .catch((err: unknown) => deps.log.error({ err }, 'could not send the access link e-mail'));
  }
  return { ok: true };
}
