// The cap on a client's running habits (docs/habits.md, docs/reliability.md): past it a new habit
// answers 403 with what to do, for one client or in a bulk create (which then writes nothing).
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ caps: { activeHabitsPerClient: 2 } });

describe('the cap on running habits', () => {
  it('refuses a third running habit with a clear 403; ending one makes room', async () => {
    const coach = await makeCoach(t.db);
    const alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
    const api = callerAs(t.deps, coach).coach.habits;
    const first = await api.create({ clientIds: [alex.client.id], name: 'Walk', frequency: 'DAILY' });
    await api.create({ clientIds: [alex.client.id], name: 'Water', frequency: 'DAILY' });
    await expect(api.create({ clientIds: [blair.client.id, alex.client.id], name: 'Sleep', frequency: 'DAILY' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Alex: A client can have at most 2 running habits. End a habit to add a new one.',
    });
    expect(await t.db.habit.count({ where: { clientId: blair.client.id } })).toBe(0);
    await api.end({ id: first.habits[0]!.id });
    await expect(api.create({ clientIds: [blair.client.id, alex.client.id], name: 'Sleep', frequency: 'DAILY' })).resolves.toMatchObject({ habits: [{}, {}] });
  });
});
