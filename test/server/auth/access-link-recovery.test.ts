// "E-mail me a new link" from the invalid-link screen (docs/decisions/0006-access-link-recovery.md).
import { describe, expect, it } from 'vitest';
import { regenerateAccessToken } from '#server/services/clients/access';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp } from '../helpers.ts';

const t = setupTestHooks({ limits: { linkEmailPerAddress: 3, linkEmailPerIp: 6 } });

const flushMail = () => new Promise((r) => setTimeout(r, 20));

describe('auth.requestAccessLink', () => {
  it("sends the client's current link (not a revoked one) to the address the coach recorded", async () => {
    const coach = await makeCoach(t.db, { firstName: 'Cora' });
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Kai', email: 'kai@example.com' });
    const old = await regenerateAccessToken(t.deps, coach.id, client.id, t.deps.clock.now());
    const current = await regenerateAccessToken(t.deps, coach.id, client.id, t.deps.clock.now());
    t.deps.mailer.sent.length = 0;

    const pub = callerAs(t.deps, null, { ip: '10.1.0.1' });
    expect(await pub.auth.requestAccessLink({ email: ' KAI@example.com ' })).toEqual({ ok: true });
    await flushMail();

    expect(t.deps.mailer.sent).toHaveLength(1);
    const [mail] = t.deps.mailer.sent;
    expect(mail?.to).toBe('kai@example.com');
    expect(mail?.text).toContain(current.accessUrl);
    expect(mail?.text).not.toContain(old.token);
    expect(mail?.text).toContain('Cora');
  });

  it('answers the same for an unknown address, an archived client and a client without a link, and sends nothing', async () => {
    const coach = await makeCoach(t.db);
    await makeClient(t.db, coach.id, { email: 'nolink@example.com' });
    const { client: archived } = await makeClient(t.db, coach.id, { email: 'gone@example.com' });
    await regenerateAccessToken(t.deps, coach.id, archived.id, t.deps.clock.now());
    await t.db.client.update({ where: { id: archived.id }, data: { archived: true } });
    t.deps.mailer.sent.length = 0;

    const pub = callerAs(t.deps, null, { ip: '10.1.0.2' });
    for (const email of ['ghost@example.com', 'nolink@example.com', 'gone@example.com']) {
      expect(await pub.auth.requestAccessLink({ email })).toEqual({ ok: true });
    }
    await flushMail();
    expect(t.deps.mailer.sent).toEqual([]);
  });

  it('is rate-limited per address and per IP', async () => {
    const pub = callerAs(t.deps, null, { ip: '10.1.0.3' });
    for (let i = 0; i < 3; i++) await pub.auth.requestAccessLink({ email: 'flood@example.com' });
    await expect(pub.auth.requestAccessLink({ email: 'flood@example.com' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many link requests. Please wait an hour and try again.',
    });
    const other = callerAs(t.deps, null, { ip: '10.1.0.4' });
    for (let i = 0; i < 6; i++) await other.auth.requestAccessLink({ email: `spray-${i}@example.com` });
    await expect(other.auth.requestAccessLink({ email: 'spray-x@example.com' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('is a public REST route that validates its body', async () => {
    const http = await startHttp(t.deps);
    try {
      const ok = await http.api('POST', '/auth/request-access-link', { body: { email: 'rest@example.com' } });
      expect(ok).toMatchObject({ status: 200, body: { ok: true } });
      const bad = await http.api('POST', '/auth/request-access-link', { body: { email: 'not-an-email' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'Please enter a valid email address' });
      const extra = await http.api('POST', '/auth/request-access-link', { body: { email: 'rest@example.com', coachId: 'x' } });
      expect(extra.status).toBe(400);
    } finally {
      await http.close();
    }
  });
});
