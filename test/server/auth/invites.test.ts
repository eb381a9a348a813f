// REGISTRATION=invite (issue 35, ADR 0035): coaches sign up only with a single-use invitation link
// that expires after INVITE_TTL_DAYS. Closed refuses even an invitation; an invitation works once;
// used, expired and unknown links answer the same 404/400 sentence, so nobody can tell which.
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_TTL_DAYS } from '#shared/limits';
import { MSG_INVITE_INVALID, MSG_INVITE_ONLY, MSG_INVITES_OFF, MSG_REGISTRATION_CLOSED } from '#shared/schemas/auth';
import { redactCredentials } from '#server/lib/logger';
import { hashToken } from '#server/lib/tokens';
import { createInvite } from '#server/services/auth/invites';
import { TEST_NOW, setupHttpTestHooks } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
const body = (email: string, invite?: string) => ({ email, password: 'password-123', role: 'COACH', firstName: 'Ivy', lastName: 'Invited', ...(invite ? { invite } : {}) });
const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;

afterEach(() => {
  t.deps.registration = 'open';
  t.deps.clock.set(TEST_NOW);
});

describe('REGISTRATION=invite', () => {
  it('says so on GET /auth/registration, and refuses a sign-up without an invitation (403) and creates nothing', async () => {
    t.deps.registration = 'invite';
    expect(await http.api('GET', '/auth/registration')).toMatchObject({ status: 200, body: { open: false, mode: 'invite' } });
    const res = await http.api('POST', '/auth/register', { body: body('uninvited@example.com') });
    expect(res).toMatchObject({ status: 403, body: { error: MSG_INVITE_ONLY } });
    expect(await t.db.user.count({ where: { email: 'uninvited@example.com' } })).toBe(0);
  });

  it('an invitation shows its address, signs up a coach once, and is refused the second time', async () => {
    t.deps.registration = 'invite';
    const invite = await createInvite(t.deps, 'Ivy@Example.com', null);
    expect(invite.link).toMatch(/^http:\/\/spotter\.test\/register\?invite=[\w-]{43}$/);
    const token = tokenOf(invite.link);
    // Only the hash is stored.
    const row = await t.db.coachInvite.findFirstOrThrow({ where: { email: 'ivy@example.com' } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await http.api('GET', `/auth/invites/${token}`)).toMatchObject({ status: 200, body: { email: 'ivy@example.com' } });
    // A client role asked for is ignored: an invitation makes a coach.
    const first = await http.api('POST', '/auth/register', { body: { ...body('ivy@example.com', token), role: 'CLIENT' } });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: 'ivy@example.com', role: 'COACH' });
    // Signed in: the token works.
    expect((await http.api('GET', '/auth/me', { token: first.body.token as string })).status).toBe(200);

    const again = await http.api('POST', '/auth/register', { body: body('someone-else@example.com', token) });
    expect(again).toMatchObject({ status: 400, body: { error: MSG_INVITE_INVALID } });
    expect(await t.db.user.count({ where: { email: 'someone-else@example.com' } })).toBe(0);
    expect(await http.api('GET', `/auth/invites/${token}`)).toMatchObject({ status: 404, body: { error: MSG_INVITE_INVALID } });
  });

  it('an expired invitation is refused, with the same answer as an unknown one', async () => {
    t.deps.registration = 'invite';
    const token = tokenOf((await createInvite(t.deps, 'late@example.com', null)).link);
    t.deps.clock.advance(INVITE_TTL_DAYS * 86_400_000 + 1000);
    const expired = { check: await http.api('GET', `/auth/invites/${token}`), register: await http.api('POST', '/auth/register', { body: body('late@example.com', token) }) };
    const unknown = { check: await http.api('GET', `/auth/invites/${'x'.repeat(43)}`), register: await http.api('POST', '/auth/register', { body: body('late@example.com', 'x'.repeat(43)) }) };
    expect(expired.check).toMatchObject({ status: 404, body: { error: MSG_INVITE_INVALID } });
    expect(expired.register).toMatchObject({ status: 400, body: { error: MSG_INVITE_INVALID } });
    expect(unknown.check.body).toEqual(expired.check.body);
    expect(unknown.check.status).toBe(expired.check.status);
    expect(unknown.register.body).toEqual(expired.register.body);
    expect(unknown.register.status).toBe(expired.register.status);
    expect(await t.db.user.count({ where: { email: 'late@example.com' } })).toBe(0);
  });

  it('a sign-up refused for a taken address leaves the invitation usable', async () => {
    t.deps.registration = 'invite';
    const token = tokenOf((await createInvite(t.deps, 'ivy@example.com', null)).link);
    expect((await http.api('POST', '/auth/register', { body: body('ivy@example.com', token) })).status).toBe(409);
    expect((await http.api('POST', '/auth/register', { body: body('ivy.two@example.com', token) })).status).toBe(200);
  });

  it('a bad token is a 400 with a sentence, never a 500', async () => {
    t.deps.registration = 'invite';
    const long = await http.api('POST', '/auth/register', { body: body('bad@example.com', 'x'.repeat(300)) });
    expect(long.status).toBe(400);
    expect(typeof long.body.error).toBe('string');
    const wrongType = await http.api('POST', '/auth/register', { body: { ...body('bad@example.com'), invite: 42 } });
    expect(wrongType.status).toBe(400);
    expect((await http.api('GET', `/auth/invites/${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('a coach invites a coach: the link is e-mailed and answered, and works once', async () => {
    t.deps.registration = 'invite';
    const reg = await createInvite(t.deps, 'host@example.com', null);
    const host = (await http.api('POST', '/auth/register', { body: body('host@example.com', tokenOf(reg.link)) })).body.token as string;
    const sent = t.deps.mailer.sent.length;
    const res = await http.api('POST', '/coach/invites', { token: host, body: { email: 'guest@example.com' } });
    expect(res).toMatchObject({ status: 200, body: { email: 'guest@example.com', emailed: false } });
    const mail = t.deps.mailer.sent.slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'guest@example.com' });
    expect(mail[0]!.text).toContain(res.body.link as string);
    expect(mail[0]!.text).toContain('Ivy Invited invites you');
    expect((await http.api('POST', '/auth/register', { body: body('guest@example.com', tokenOf(res.body.link as string)) })).status).toBe(200);
  });
});

describe('invitation tokens in the log', () => {
  it('are redacted from the sign-up page address and the check route', () => {
    const token = 'Zk3x_invitation-token-0123456789abcdefghijklmn';
    const line = redactCredentials(`GET /register?invite=${token} 200; GET /api/auth/invites/${token} 404`);
    expect(line).not.toContain(token);
    expect(line).toBe('GET /register?invite=[redacted] 200; GET /api/auth/invites/[redacted] 404');
  });
});

describe('REGISTRATION=closed and open', () => {
  it('closed refuses a sign-up even with a valid invitation', async () => {
    const token = tokenOf((await createInvite(t.deps, 'shut@example.com', null)).link);
    t.deps.registration = 'closed';
    expect(await http.api('POST', '/auth/register', { body: body('shut@example.com', token) })).toMatchObject({ status: 403, body: { error: MSG_REGISTRATION_CLOSED } });
    expect(await t.db.user.count({ where: { email: 'shut@example.com' } })).toBe(0);
  });

  it('a coach cannot invite unless REGISTRATION=invite (403)', async () => {
    const reg = await http.api('POST', '/auth/register', { body: body('open-host@example.com') });
    const res = await http.api('POST', '/coach/invites', { token: reg.body.token as string, body: { email: 'x@example.com' } });
    expect(res).toMatchObject({ status: 403, body: { error: MSG_INVITES_OFF } });
  });
});
