// The REST-compatible /api of docs/product.md §7 Authentication, over HTTP on createApp().
import { describe, expect, it } from 'vitest';
import { settleBackgroundWork } from '#server/services/auth/accounts';
import { accessLinkRow } from '#server/services/clients/access';
import { setupHttpTestHooks } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

describe('REST /api/auth', () => {
  let token = '';

  it('POST /auth/register answers token and user', async () => {
    const res = await http.api('POST', '/auth/register', {
      body: { email: 'rest@example.com', password: 'password-123', role: 'COACH', firstName: 'Rae', lastName: 'Rest' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), user: { email: 'rest@example.com', role: 'COACH', firstName: 'Rae' } });
    token = (res.body as { token: string }).token;
  });

  it('GET /auth/me answers the user for a bearer token, 401 without', async () => {
    const ok = await http.api('GET', '/auth/me', { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: 'rest@example.com', role: 'COACH' });
    const none = await http.api('GET', '/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: expect.any(String) });
    const bogus = await http.api('GET', '/auth/me', { token: 'not-a-real-token' });
    expect(bogus.status).toBe(401);
  });

  it('POST /auth/login: wrong password is a 401 with { error }', async () => {
    const bad = await http.api('POST', '/auth/login', { body: { email: 'rest@example.com', password: 'nope-nope' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: 'Invalid email or password' });
    const good = await http.api('POST', '/auth/login', { body: { email: 'REST@example.com', password: 'password-123' } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ user: { email: 'rest@example.com' } });
  });

  it('bad bodies are 4xx with a clear message, never a 500 or a stack', async () => {
    const cases = [
      await http.api('POST', '/auth/login', { rawBody: '{"email": ' }),
      await http.api('POST', '/auth/login', { body: { email: 42, password: [] } }),
      await http.api('POST', '/auth/login', { body: { email: 'a@b.co', password: 'x', admin: true } }),
      await http.api('POST', '/auth/login', { body: ['a', 'b'] }),
      await http.api('POST', '/auth/login', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } }),
      await http.api('POST', '/auth/register', { body: { email: 'x@y.co', password: 'p'.repeat(5000), firstName: 'A', lastName: 'B' } }),
      await http.api('GET', `/auth/verify-reset-token/${'x'.repeat(600)}`),
    ];
    for (const res of cases) {
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(typeof (res.body as { error?: unknown }).error).toBe('string');
      expect(res.text).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
    expect(cases[0]!.body).toEqual({ error: 'Malformed JSON body' });
    expect((cases[2]!.body as { error: string }).error).toMatch(/Unrecognized key/);
  });

  it('an oversized body is a 413', async () => {
    const res = await http.api('POST', '/auth/login', { rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Request body too large' });
  });

  it('forgot → verify → reset → login over REST', async () => {
    const forgot = await http.api('POST', '/auth/forgot-password', { body: { email: 'rest@example.com' } });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ ok: true });
    await settleBackgroundWork();
    await new Promise((r) => setTimeout(r, 20));
    const link = /reset-password\?token=([\w-]+)/.exec(t.deps.mailer.sent.at(-1)!.text)![1]!;
    const verify = await http.api('GET', `/auth/verify-reset-token/${link}`);
    expect(verify.body).toEqual({ valid: true });
    const invalid = await http.api('GET', '/auth/verify-reset-token/abc');
    expect(invalid.body).toEqual({ valid: false, error: 'Invalid or expired reset link' });
    const reset = await http.api('POST', '/auth/reset-password', { body: { token: link, newPassword: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    const again = await http.api('POST', '/auth/reset-password', { body: { token: link, newPassword: 'brand-new-pass' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'Invalid or expired reset link' });
    const login = await http.api('POST', '/auth/login', { body: { email: 'rest@example.com', password: 'brand-new-pass' } });
    expect(login.status).toBe(200);
    token = (login.body as { token: string }).token;
  });

  it('PUT /coach/profile and /coach/password', async () => {
    const profile = await http.api('PUT', '/coach/profile', {
      token,
      body: { firstName: 'Rae', lastName: 'Updated', email: 'rest@example.com', phoneNumber: '123', bio: 'Bio', qualifications: 'Q' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ lastName: 'Updated', bio: 'Bio' });
    const wrong = await http.api('PUT', '/coach/password', { token, body: { currentPassword: 'nope', newPassword: 'another-pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Current password is incorrect' });
    const ok = await http.api('PUT', '/coach/password', { token, body: { currentPassword: 'brand-new-pass', newPassword: 'another-pass' } });
    expect(ok.status).toBe(200);
  });

  it('POST /auth/logout revokes the token', async () => {
    const out = await http.api('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('a sign-in token lasts one day (docs/product.md §9), then answers 401', async () => {
    const login = await http.api('POST', '/auth/login', { body: { email: 'rest@example.com', password: 'another-pass' } });
    expect(login.status).toBe(200);
    const fresh = (login.body as { token: string }).token;
    try {
      t.deps.clock.advance(86_400_000 - 60_000);
      expect((await http.api('GET', '/auth/me', { token: fresh })).status).toBe(200);
      t.deps.clock.advance(60_000);
      const expired = await http.api('GET', '/auth/me', { token: fresh });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ error: expect.any(String) });
    } finally {
      t.deps.clock.set('2026-03-11T10:00:00.000Z');
    }
  });

  it('a client access-link token resolves to the client user', async () => {
    const coach = await t.db.user.create({ data: { role: 'COACH', firstName: 'C', email: 'c-access@example.com' } });
    const client = await t.db.client.create({
      data: { coach: { connect: { id: coach.id } }, firstName: 'Lin', user: { create: { role: 'CLIENT', firstName: 'Lin' } } },
    });
    await t.db.clientAccessToken.create({ data: { clientId: client.id, ...accessLinkRow(t.deps.appSecret, 'access-token-for-lin-0123456789abcdefghijk') } });
    const me = await http.api('GET', '/auth/me', { token: 'access-token-for-lin-0123456789abcdefghijk' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'CLIENT', firstName: 'Lin' });
    const coachRoute = await http.api('PUT', '/coach/profile', {
      token: 'access-token-for-lin-0123456789abcdefghijk',
      body: { firstName: 'x', lastName: 'y', email: 'x@y.co' },
    });
    expect(coachRoute.status).toBe(403);
  });
});

describe('the app around the API', () => {
  it('serves health, the OpenAPI document and hardened headers', async () => {
    const health = await fetch(`${http.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-powered-by')).toBeNull();
    expect(health.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = health.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const doc = (await (await fetch(`${http.url}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login', '/auth/me', '/auth/verify-reset-token/{token}', '/coach/password']));
  });

  it('unknown /api paths are a JSON 404', async () => {
    const res = await http.api('GET', '/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
