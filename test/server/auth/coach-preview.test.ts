// "View as client" (docs/decisions/0005-coach-preview.md): a short-lived, read-only bearer token.
import { describe, expect, it } from 'vitest';
import { PREVIEW_TTL_MS } from '#server/services/auth/preview';
import { MSG_PREVIEW_READ_ONLY } from '#server/trpc/init';
import { callerAs, makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

describe('coach.clients.preview', () => {
  it("reads the client's screens as the client, refuses every write, and leaves the coach signed in", async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Pia' });
    const coachToken = await tokenFor(t.deps, coach);
    const minted = await http.api('POST', `/clients/${client.id}/preview`, { token: coachToken });
    expect(minted.status).toBe(200);
    const token = String(minted.body.token);

    const me = await http.api('GET', '/auth/me', { token });
    expect(me.body).toMatchObject({ role: 'CLIENT', firstName: 'Pia' });
    expect((await http.api('GET', '/workouts/today', { token })).status).toBe(200);
    expect((await http.api('GET', '/fitness-tests', { token })).status).toBe(200);

    const before = await t.db.fitnessTest.count();
    const write = await http.api('POST', '/fitness-tests', { token, body: { testName: 'Plank', result: '60 s' } });
    expect(write).toMatchObject({ status: 403, body: { error: MSG_PREVIEW_READ_ONLY } });
    expect((await http.api('POST', '/objects/upload', { token, body: {} })).status).toBe(403);
    expect(await t.db.fitnessTest.count()).toBe(before);

    // The coach's own session is untouched.
    expect((await http.api('GET', '/auth/me', { token: coachToken })).body).toMatchObject({ role: 'COACH' });
  });

  it("refuses another coach's client (404), a tampered token and an expired one (401)", async () => {
    const coach = await makeCoach(t.db);
    const other = await makeCoach(t.db);
    const { client: theirs } = await makeClient(t.db, other.id);
    await expect(callerAs(t.deps, coach).coach.clients.preview({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const { client: mine } = await makeClient(t.db, coach.id);
    const { token } = await callerAs(t.deps, coach).coach.clients.preview({ id: mine.id });
    const [prefix, payload, sig] = token.split('.');
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: theirs.userId })).toString('base64url')}.${sig}`;
    expect((await http.api('GET', '/auth/me', { token: forged })).status).toBe(401);

    t.deps.clock.advance(PREVIEW_TTL_MS + 1);
    try {
      expect((await http.api('GET', '/auth/me', { token })).status).toBe(401);
    } finally {
      t.deps.clock.advance(-(PREVIEW_TTL_MS + 1));
    }
  });

  it('ends when the client is no longer the coach’s', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id);
    const { token } = await callerAs(t.deps, coach).coach.clients.preview({ id: client.id });
    await t.db.client.delete({ where: { id: client.id } });
    expect((await http.api('GET', '/auth/me', { token })).status).toBe(401);
  });
});
