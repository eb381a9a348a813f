// Issue 13 item 4 (part): an archived client cannot read or write until the coach unarchives
// them, and is told why.
import { describe, expect, it } from 'vitest';
import { MSG_CLIENT_ARCHIVED_SELF } from '#server/trpc/init';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

describe('archived clients', () => {
  it('get 403 with a clear message on reads and writes, and work again once unarchived', async () => {
    const coach = await makeCoach(t.db);
    const { client, user } = await makeClient(t.db, coach.id);
    const token = await tokenFor(t.deps, user);
    expect((await http.api('GET', '/fitness-tests', { token })).status).toBe(200);
    await t.db.client.update({ where: { id: client.id }, data: { archived: true } });
    const calls = [
      await http.api('GET', '/fitness-tests', { token }),
      await http.api('GET', '/food-entries', { token }),
      await http.api('POST', '/food-entries', { token, body: { description: 'Toast', loggedAt: '2026-03-11T08:00:00.000Z' } }),
      await http.api('GET', '/workouts/today', { token }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: MSG_CLIENT_ARCHIVED_SELF });
    }
    expect(await t.db.foodEntry.count({ where: { clientId: client.id } })).toBe(0);
    await t.db.client.update({ where: { id: client.id }, data: { archived: false } });
    expect((await http.api('GET', '/fitness-tests', { token })).status).toBe(200);
  });
});
