import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/lib/tokens';
import { settleBackgroundWork } from '#server/services/auth/accounts';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ limits: { loginPerAccount: 3, resetPerEmail: 3 } });

const resetLinkIn = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
// Reset e-mails are prepared after answering (constant-time forgot-password).
const flushMail = async () => {
  await settleBackgroundWork();
  await new Promise((r) => setTimeout(r, 20));
};

describe('register and login', () => {
  it('registers a coach, returns a working token and never the password hash', async () => {
    const pub = callerAs(t.deps, null);
    const res = await pub.auth.register({ email: 'New.Coach@Example.com ', password: 'correct horse', role: 'COACH', firstName: 'Nia', lastName: 'Coach' });
    expect(res.user).toMatchObject({ email: 'new.coach@example.com', role: 'COACH', firstName: 'Nia' });
    expect(JSON.stringify(res)).not.toContain('passwordHash');
    expect(res.token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db.authSession.findFirst({ where: { userId: res.user.id } });
    expect(stored?.tokenHash).toBe(hashToken(res.token));
    expect(stored?.tokenHash).not.toBe(res.token);
  });

  it('defaults the role to CLIENT and treats any non-COACH value as client', async () => {
    const pub = callerAs(t.deps, null);
    const a = await pub.auth.register({ email: 'c1@example.com', password: 'password1', firstName: 'A', lastName: 'B' });
    const b = await pub.auth.register({ email: 'c2@example.com', password: 'password1', role: 'ADMIN', firstName: 'A', lastName: 'B' });
    expect(a.user.role).toBe('CLIENT');
    expect(b.user.role).toBe('CLIENT');
  });

  it('refuses a duplicate e-mail (case-insensitively) and writes nothing', async () => {
    const pub = callerAs(t.deps, null);
    const before = await t.db.user.count();
    await expect(pub.auth.register({ email: 'NEW.COACH@example.com', password: 'password1', firstName: 'X', lastName: 'Y' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    expect(await t.db.user.count()).toBe(before);
  });

  it('rejects short passwords and bad e-mails with clear messages', async () => {
    const pub = callerAs(t.deps, null);
    await expect(pub.auth.register({ email: 'x@example.com', password: 'short', firstName: 'X', lastName: 'Y' })).rejects.toThrow('Password must be at least 8 characters');
    await expect(pub.auth.register({ email: 'not-an-email', password: 'password1', firstName: 'X', lastName: 'Y' })).rejects.toThrow('Please enter a valid email address');
  });

  it('logs in with the right password and refuses a wrong one with one message for both cases', async () => {
    const pub = callerAs(t.deps, null, { ip: '10.0.0.1' });
    const ok = await pub.auth.login({ email: 'new.coach@example.com', password: 'correct horse' });
    expect(ok.user.firstName).toBe('Nia');
    await expect(pub.auth.login({ email: 'new.coach@example.com', password: 'wrong' })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await expect(pub.auth.login({ email: 'nobody@example.com', password: 'wrong' })).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
  });

  it('answers 429 after repeated failures for the same account and address', async () => {
    const pub = callerAs(t.deps, null, { ip: '10.0.0.9' });
    await makeCoach(t.db, { email: 'target@example.com', password: 'right-password' });
    for (let i = 0; i < 3; i++) await expect(pub.auth.login({ email: 'target@example.com', password: 'nope' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(pub.auth.login({ email: 'target@example.com', password: 'right-password' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not locked out by this one.
    const other = callerAs(t.deps, null, { ip: '10.0.0.10' });
    await expect(other.auth.login({ email: 'target@example.com', password: 'right-password' })).resolves.toMatchObject({ user: { email: 'target@example.com' } });
  });
});

describe('me and logout', () => {
  it('me needs a user; logout revokes the session token', async () => {
    await expect(callerAs(t.deps, null).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const { token, user } = await callerAs(t.deps, null).auth.login({ email: 'new.coach@example.com', password: 'correct horse' });
    const me = await callerAs(t.deps, user, { sessionTokenHash: hashToken(token) }).auth.me();
    expect(me.id).toBe(user.id);
    await callerAs(t.deps, user, { sessionTokenHash: hashToken(token) }).auth.logout();
    expect(await t.db.authSession.findUnique({ where: { tokenHash: hashToken(token) } })).toBeNull();
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const coach = await makeCoach(t.db, { email: 'reset-me@example.com', password: 'old-password' });
    const pub = callerAs(t.deps, null, { ip: '10.1.0.1' });
    const sentBefore = t.deps.mailer.sent.length;
    expect(await pub.auth.forgotPassword({ email: 'reset-me@example.com' })).toEqual({ ok: true });
    expect(await pub.auth.forgotPassword({ email: 'ghost@example.com' })).toEqual({ ok: true });
    await flushMail();
    expect(t.deps.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.deps.mailer.sent.at(-1)!;
    expect(mail.to).toBe('reset-me@example.com');
    const token = resetLinkIn(mail.text);
    expect(mail.text).toContain('http://spotter.test/reset-password?token=');
    expect(token).toBeTruthy();
    expect(await pub.auth.verifyResetToken({ token: token! })).toEqual({ valid: true });

    // A session that existed before the reset is revoked by it.
    const { token: oldSession } = await pub.auth.login({ email: 'reset-me@example.com', password: 'old-password' });
    await pub.auth.resetPassword({ token: token!, newPassword: 'new-password-1' });
    expect(await t.db.authSession.findUnique({ where: { tokenHash: hashToken(oldSession) } })).toBeNull();
    await expect(pub.auth.login({ email: 'reset-me@example.com', password: 'old-password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(pub.auth.login({ email: 'reset-me@example.com', password: 'new-password-1' })).resolves.toMatchObject({ user: { id: coach.id } });

    // Single use.
    expect(await pub.auth.verifyResetToken({ token: token! })).toEqual({ valid: false, error: 'Invalid or expired reset link' });
    await expect(pub.auth.resetPassword({ token: token!, newPassword: 'another-pass' })).rejects.toThrow('Invalid or expired reset link');
  });

  it('expires links after 30 minutes and voids older links on a new request', async () => {
    await makeCoach(t.db, { email: 'expiry@example.com', password: 'old-password' });
    const pub = callerAs(t.deps, null, { ip: '10.1.0.2' });
    await pub.auth.forgotPassword({ email: 'expiry@example.com' });
    await flushMail();
    const first = resetLinkIn(t.deps.mailer.sent.at(-1)!.text)!;
    await pub.auth.forgotPassword({ email: 'expiry@example.com' });
    await flushMail();
    const second = resetLinkIn(t.deps.mailer.sent.at(-1)!.text)!;
    expect(await pub.auth.verifyResetToken({ token: first })).toMatchObject({ valid: false });
    expect(await pub.auth.verifyResetToken({ token: second })).toMatchObject({ valid: true });
    t.deps.clock.advance(31 * 60_000);
    expect(await pub.auth.verifyResetToken({ token: second })).toMatchObject({ valid: false });
    await expect(pub.auth.resetPassword({ token: second, newPassword: 'new-password' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits reset requests per address', async () => {
    const pub = callerAs(t.deps, null, { ip: '10.1.0.3' });
    for (let i = 0; i < 3; i++) await pub.auth.forgotPassword({ email: 'flood@example.com' });
    await expect(pub.auth.forgotPassword({ email: 'flood@example.com' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('roles', () => {
  it('coach routes answer 401 without a user and 403 for a client', async () => {
    const coach = await makeCoach(t.db);
    const { user: clientUser } = await makeClient(t.db, coach.id);
    const input = { firstName: 'A', lastName: 'B', email: 'ab@example.com' };
    await expect(callerAs(t.deps, null).coach.profile.update(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerAs(t.deps, clientUser).coach.profile.update(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('profile and password', () => {
  it('updates the profile and refuses an e-mail taken by another account', async () => {
    const coach = await makeCoach(t.db, { email: 'prof@example.com' });
    await makeCoach(t.db, { email: 'taken@example.com' });
    const caller = callerAs(t.deps, coach);
    const updated = await caller.coach.profile.update({
      firstName: ' Pat ',
      lastName: 'Trainer',
      email: 'Prof@Example.com',
      phoneNumber: '+44 1234',
      bio: '  ',
      qualifications: 'CSCS',
    });
    expect(updated).toMatchObject({ firstName: 'Pat', email: 'prof@example.com', phoneNumber: '+44 1234', bio: null, qualifications: 'CSCS' });
    await expect(caller.coach.profile.update({ firstName: 'Pat', lastName: 'T', email: 'taken@example.com' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await t.db.user.findUnique({ where: { id: coach.id } }))?.email).toBe('prof@example.com');
  });

  it('changes the password only with the current one, signing out other sessions', async () => {
    const coach = await makeCoach(t.db, { email: 'pw@example.com', password: 'first-password' });
    const pub = callerAs(t.deps, null, { ip: '10.2.0.1' });
    const here = await pub.auth.login({ email: 'pw@example.com', password: 'first-password' });
    const elsewhere = await pub.auth.login({ email: 'pw@example.com', password: 'first-password' });
    const caller = callerAs(t.deps, coach, { sessionTokenHash: hashToken(here.token) });
    await expect(caller.coach.profile.changePassword({ currentPassword: 'wrong-one', newPassword: 'second-password' })).rejects.toThrow('Current password is incorrect');
    await expect(caller.coach.profile.changePassword({ currentPassword: 'first-password', newPassword: 'short' })).rejects.toThrow('Password must be at least 8 characters');
    await caller.coach.profile.changePassword({ currentPassword: 'first-password', newPassword: 'second-password' });
    expect(await t.db.authSession.findUnique({ where: { tokenHash: hashToken(here.token) } })).not.toBeNull();
    expect(await t.db.authSession.findUnique({ where: { tokenHash: hashToken(elsewhere.token) } })).toBeNull();
    await expect(pub.auth.login({ email: 'pw@example.com', password: 'second-password' })).resolves.toBeTruthy();
  });
});
