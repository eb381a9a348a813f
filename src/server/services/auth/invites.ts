// Coach invitations (REGISTRATION=invite; docs/self-hosting.md, ADR 0035). A link is single use,
// expires after INVITE_TTL_DAYS, and only the SHA-256 of its token is stored. The server command
// (`npm run invite`) and a coach (from their profile) make them; sign-up with the link uses it up
// in the same transaction that creates the account. Unknown, used and expired links answer the
// same, so a caller cannot tell which.
import { INVITE_TTL_DAYS } from '#shared/limits';
import { MSG_INVITE_INVALID, MSG_INVITES_OFF } from '#shared/schemas/auth';
import type { AppDeps } from '#server/deps';
import type { Prisma } from '#server/db/generated/client';
import { DomainError, forbidden, invalid } from '#server/errors';
import { hashToken, newToken } from '#server/lib/tokens';
import { productBrand, render } from '../email/layout.ts';
import { queueEmail } from '../email/outbox.ts';
import type { Locale } from '#shared/locale';
import { emailTexts } from '../email/texts.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'appUrl'>;

export const inviteLink = (appUrl: string, token: string) => `${appUrl}/register?invite=${token}`;

/** Makes an invitation and returns its link (the only place the token exists in clear). */
export async function createInvite(deps: Deps, email: string, invitedById: string | null): Promise<{ email: string; link: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + INVITE_TTL_DAYS * 86_400_000);
  const normalised = email.trim().toLowerCase();
  await deps.db.coachInvite.create({ data: { email: normalised, tokenHash: hashToken(token), invitedById, expiresAt } });
  return { email: normalised, link: inviteLink(deps.appUrl, token), expiresAt };
}

/**
 * The invitation e-mail: Spotter's own brand, the inviter's name when a coach invited. The
 * invited person has no account, so no language of their own: it is the inviting coach's
 * (docs/translations.md), English from the server command.
 */
export function inviteEmail(appUrl: string, to: string, link: string, inviter: string | null, locale: Locale | null = null) {
  const t = emailTexts(locale).invite;
  return { to, ...render(productBrand(appUrl), { subject: t.subject, locale, blocks: [{ p: t.body(inviter, INVITE_TTL_DAYS) }, { button: { label: t.button, url: link } }, { p: t.after }] }) };
}

/** A coach invites a coach: only on an invite-only server; e-mailed when the server sends e-mail. */
export async function inviteCoach(
  deps: Deps & Pick<AppDeps, 'registration' | 'jobs' | 'appSecret' | 'emailConfigured'>,
  coachId: string,
  email: string,
): Promise<{ email: string; link: string; expiresAt: string; emailed: boolean }> {
  if (deps.registration !== 'invite') throw forbidden(MSG_INVITES_OFF);
  const coach = await deps.db.user.findUniqueOrThrow({ where: { id: coachId }, select: { firstName: true, lastName: true, locale: true } });
  const invite = await createInvite(deps, email, coachId);
  // Queued either way: without SMTP_URL the e-mail is printed to the server's output, and the
  // coach is told to pass the link on themselves.
  await queueEmail(deps, inviteEmail(deps.appUrl, invite.email, invite.link, `${coach.firstName} ${coach.lastName}`.trim(), coach.locale));
  return { ...invite, expiresAt: invite.expiresAt.toISOString(), emailed: deps.emailConfigured === true };
}

const usable = (token: string, now: Date) => ({ tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } });

/** GET /auth/invites/{token}: the invited address, or 404 for any link that cannot be used. */
export async function checkInvite(deps: Deps, token: string): Promise<{ email: string; expiresAt: string }> {
  const row = await deps.db.coachInvite.findFirst({ where: usable(token, deps.clock.now()), select: { email: true, expiresAt: true } });
  if (!row) throw new DomainError('NOT_FOUND', MSG_INVITE_INVALID);
  return { email: row.email, expiresAt: row.expiresAt.toISOString() };
}

/** Uses an invitation up inside the sign-up's transaction: only the first of two concurrent sign-ups gets it. */
export async function useInvite(tx: Prisma.TransactionClient, token: string, now: Date): Promise<void> {
  const used = await tx.coachInvite.updateMany({ where: usable(token, now), data: { usedAt: now } });
  if (used.count !== 1) throw invalid(MSG_INVITE_INVALID);
}
