// Sign-in, registration, password reset and profile rules (docs/product.md §7 Authentication, docs/design.md §3).
import { RESET_TOKEN_TTL_MINUTES } from '#shared/limits';
import { MSG_INVITE_ONLY, MSG_REGISTRATION_CLOSED, type Role } from '#shared/schemas/auth';
import type { AppDeps } from '#server/deps';
import { conflict, forbidden, invalid, unauthorized } from '#server/errors';
import { hashToken, newToken } from '#server/lib/tokens';
import { productBrand, render } from '../email/layout.ts';
import { queueEmail } from '../email/outbox.ts';
import { emailTexts } from '../email/texts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { useInvite } from './invites.ts';
import { createSession, userSelect, type AuthUser } from './sessions.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'appSecret' | 'limits' | 'appUrl' | 'log' | 'registration'>;

const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_LINK_INVALID = 'Invalid or expired reset link';

/**
 * Sign-in with counted attempts (docs/reliability.md, ASVS 5.0 §6.3): every attempt is counted
 * before the password is checked and given back when it was right, so parallel guesses (a burst,
 * or one batch) are refused once the budget is spent, whatever their order. Besides account+IP
 * and IP, failures for the account from addresses it never signed in from are limited and slowed
 * down progressively; an address that signed in before skips that limit, so an attacker cannot
 * lock the owner out, and the refusal points to "Forgot password?" (a reset lifts it).
 */
export async function login(deps: Deps, input: { email: string; password: string }, ip: string) {
  const { limits } = deps;
  const accountIpKey = `${input.email}|${ip}`;
  await limits.loginByAccountIp.hit(accountIpKey);
  await limits.loginByIp.hit(ip);
  const known = await limits.knownSignIns.knows(accountIpKey);
  if (!known) {
    const failures = await limits.loginByAccount.hit(input.email);
    const delay = limits.loginDelayMs(failures);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }
  const user = await deps.db.user.findUnique({ where: { email: input.email }, select: { ...userSelect, passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  await Promise.all([
    limits.loginByAccountIp.reset(accountIpKey),
    limits.loginByIp.refund(ip),
    known ? undefined : limits.loginByAccount.refund(input.email),
    limits.knownSignIns.remember(accountIpKey),
  ]);
  const { passwordHash: _omit, ...publicUser } = user;
  const token = await createSession(deps.db, user.id, deps.clock.now());
  return { token, user: publicUser };
}

/**
 * Creates an account. REGISTRATION=closed refuses everyone; REGISTRATION=invite refuses a sign-up
 * without an invitation. A sign-up with an invitation (in invite or open mode) makes a coach and
 * uses the link up in the same transaction, so a refused sign-up (an address already taken)
 * leaves the link usable.
 */
export async function register(deps: Deps, input: { email: string; password: string; role: Role; firstName: string; lastName: string; invite?: string | undefined }, ip: string) {
  // Before the rate limit and the lookup: a closed server says so to everyone, the same way.
  if (deps.registration === 'closed') throw forbidden(MSG_REGISTRATION_CLOSED);
  if (deps.registration === 'invite' && !input.invite) throw forbidden(MSG_INVITE_ONLY);
  await deps.limits.registerByIp.hit(ip);
  const existing = await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(input.password);
  const { invite } = input;
  const data = { email: input.email, passwordHash, role: invite ? ('COACH' as const) : input.role, firstName: input.firstName, lastName: input.lastName };
  const user = invite
    ? await deps.db.$transaction(async (tx) => {
        await useInvite(tx, invite, deps.clock.now());
        return tx.user.create({ data, select: userSelect });
      })
    : await deps.db.user.create({ data, select: userSelect });
  const token = await createSession(deps.db, user.id, deps.clock.now());
  return { token, user };
}

/** Work started after answering (reset e-mails), so tests and shutdown can wait for it. */
const background = new Set<Promise<void>>();
export async function settleBackgroundWork(): Promise<void> {
  while (background.size) await Promise.all(background);
}

/**
 * Answers the same, in the same time, whether or not the address exists (docs/reliability.md):
 * only the limits are counted before answering; looking the address up, writing the token and
 * sending the e-mail happen after, in the background.
 */
export async function forgotPassword(deps: Deps, email: string, ip: string): Promise<{ ok: true }> {
  await deps.limits.resetByIp.hit(ip);
  await deps.limits.resetByEmail.hit(email);
  const work = sendResetLink(deps, email)
    .catch((err: unknown) => deps.log.error({ err }, 'could not send the password reset e-mail'))
    .finally(() => background.delete(work));
  background.add(work);
  return { ok: true };
}

async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email }, select: { id: true, firstName: true, passwordHash: true, locale: true } });
  if (!user?.passwordHash) return;
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.$transaction([
    // A new request voids older links.
    deps.db.passwordResetToken.deleteMany({ where: { userId: user.id } }),
    deps.db.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000) },
    }),
  ]);
  const link = `${deps.appUrl}/reset-password?token=${token}`;
  // In the user's language (docs/translations.md).
  const texts = emailTexts(user.locale);
  const t = texts.reset;
  const content = render(productBrand(deps.appUrl), {
    locale: user.locale,
    subject: t.subject,
    blocks: [{ p: texts.accessLink.greeting(user.firstName) }, { p: t.body(RESET_TOKEN_TTL_MINUTES) }, { button: { label: t.button, url: link } }, { p: t.after }],
  });
  await queueEmail(deps, { to: email, ...content });
}

async function findValidReset(deps: Deps, token: string) {
  const row = await deps.db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now()) return null;
  return row;
}

export async function verifyResetToken(deps: Deps, token: string): Promise<{ valid: boolean; error?: string }> {
  return (await findValidReset(deps, token)) ? { valid: true } : { valid: false, error: RESET_LINK_INVALID };
}

export async function resetPassword(deps: Deps, token: string, newPassword: string): Promise<{ ok: true }> {
  const row = await findValidReset(deps, token);
  if (!row) throw invalid(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  await deps.db.$transaction(async (tx) => {
    // Single use: only the first of two concurrent resets finds the row unused.
    const used = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (used.count !== 1) throw invalid(RESET_LINK_INVALID);
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    // A reset signs out every session of the account.
    await tx.authSession.deleteMany({ where: { userId: row.userId } });
  });
  // Proving the mailbox lifts a lockout of the account (the 429 points here).
  const owner = await deps.db.user.findUnique({ where: { id: row.userId }, select: { email: true } });
  if (owner?.email) await deps.limits.loginByAccount.reset(owner.email);
  return { ok: true };
}

export async function updateProfile(
  deps: Deps,
  userId: string,
  input: { firstName: string; lastName: string; email: string; phoneNumber?: string | null; bio?: string | null; qualifications?: string | null },
): Promise<AuthUser> {
  const clash = await deps.db.user.findFirst({ where: { email: input.email, NOT: { id: userId } }, select: { id: true } });
  if (clash) throw conflict('An account with this email already exists');
  return deps.db.user.update({
    where: { id: userId },
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber ?? null,
      bio: input.bio ?? null,
      qualifications: input.qualifications ?? null,
    },
    select: userSelect,
  });
}

export async function changePassword(deps: Deps, userId: string, input: { currentPassword: string; newPassword: string }, keepSessionHash: string | null): Promise<{ ok: true }> {
  // Counted first, given back when right (as sign-in): guessing the current password is throttled.
  await deps.limits.passwordChangeByUser.hit(userId);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw invalid('Current password is incorrect');
  await deps.limits.passwordChangeByUser.refund(userId);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.$transaction([
    deps.db.user.update({ where: { id: userId }, data: { passwordHash } }),
    // Other devices are signed out; this one stays signed in.
    deps.db.authSession.deleteMany({ where: { userId, ...(keepSessionHash ? { NOT: { tokenHash: keepSessionHash } } : {}) } }),
    deps.db.passwordResetToken.deleteMany({ where: { userId } }),
  ]);
  return { ok: true };
}
