// Habits in export and import (docs/data-transfer.md): habits and ticked days carried exactly,
// a second import of the same file adds nothing, a bad habit writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const alex = await makeClient(t.db, coach.id, { firstName: 'Alex', email: 'alex@example.com' });
  const api = callerAs(t.deps, coach).coach.habits;
  const walk = (await api.create({ clientIds: [alex.client.id], name: 'Walk', target: '10,000 steps', frequency: 'DAILY', startsOn: '2026-03-02' })).habits[0]!;
  const gym = (await api.create({ clientIds: [alex.client.id], name: 'Gym', frequency: 'WEEKLY', timesPerWeek: 3, startsOn: '2026-03-02' })).habits[0]!;
  const client = callerAs(t.deps, alex.user).clientApp.habits;
  for (const date of ['2026-03-09', '2026-03-10', '2026-03-11']) await client.tick({ id: walk.id, date });
  await client.tick({ id: gym.id, date: '2026-03-04' });
  await api.end({ id: gym.id });
});

/** A client's habits as the coach reads them, without ids. */
async function readBack(coachId: string) {
  const target = await t.db.user.findUniqueOrThrow({ where: { id: coachId } });
  const client = await t.db.client.findFirstOrThrow({ where: { coachId, email: 'alex@example.com' } });
  const list = await callerAs(t.deps, target).coach.habits.list({ id: client.id });
  const ticks = await t.db.habitTick.findMany({ where: { habit: { clientId: client.id } }, orderBy: { date: 'asc' }, select: { date: true, habit: { select: { name: true } } } });
  return { habits: list.habits.map(({ id: _id, clientId: _c, ...h }) => h), ticks: ticks.map((x) => [x.habit.name, x.date.toISOString().slice(0, 10)]) };
}

describe('habits in export and import', () => {
  it('exports habits with their ticked days and imports them into another account unchanged, once', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    expect(data.clientsWithData[0]!.habits.map((h) => [h.name, h.frequency, h.timesPerWeek, h.startsOn, h.endedOn, h.ticks])).toEqual([
      ['Walk', 'DAILY', null, '2026-03-02', null, ['2026-03-09', '2026-03-10', '2026-03-11']],
      ['Gym', 'WEEKLY', 3, '2026-03-02', '2026-03-11', ['2026-03-04']],
    ]);
    const target = await makeCoach(t.db);
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect(await readBack(target.id)).toEqual(await readBack(coach.id));

    const count = async () => [await t.db.habit.count({ where: { coachId: target.id } }), await t.db.habitTick.count({ where: { habit: { coachId: target.id } } })];
    const before = await count();
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect(await count()).toEqual(before);
    expect(before).toEqual([2, 4]);
  });

  it('refuses a habit whose frequency and timesPerWeek disagree, and writes nothing', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const broken = structuredClone(data);
    broken.clientsWithData[0]!.habits[0]!.timesPerWeek = 3;
    await expect(callerAs(t.deps, target).coach.dataTransfer.import({ data: broken })).rejects.toThrow('A habit in the file has a frequency that does not match its timesPerWeek');
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(0);
  });
});
