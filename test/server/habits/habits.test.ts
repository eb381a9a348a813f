// Habits (docs/habits.md): a coach gives one or several clients a habit in one step, the client
// ticks days of it (idempotently, in their own zone), both see streak and week adherence, the
// check-in review reads weekHabitAdherence, and another tenant's habit is "not found".
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/services/auth/sessions';
import { weekHabitAdherence } from '#server/services/habits/habits';
import { countingTestHooks } from '../counting-server.ts';
import { callerAs, makeClient, makeCoach } from '../helpers.ts';

// TEST_NOW: Wednesday 2026-03-11, 10:00 UTC.
const { t, srv } = countingTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let blair: Awaited<ReturnType<typeof makeClient>>;
let stranger: Awaited<ReturnType<typeof makeClient>>;

async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
  stranger = await makeClient(t.db, (await makeCoach(t.db)).id, { firstName: 'Stranger' });
});

describe('creating habits', () => {
  it('gives several clients the same habit in one step, each starting on their own local today', async () => {
    // Blair lives in Kiritimati (UTC+14): it is already Thursday there.
    await t.db.user.update({ where: { id: blair.user.id }, data: { timeZone: 'Pacific/Kiritimati' } });
    const { habits } = await callerAs(t.deps, coach).coach.habits.create({ clientIds: [alex.client.id, blair.client.id], name: 'Walk', target: '10,000 steps', frequency: 'DAILY' });
    expect(habits.map((h) => [h.clientId, h.startsOn, h.timesPerWeek])).toEqual([
      [alex.client.id, '2026-03-11', null],
      [blair.client.id, '2026-03-12', null],
    ]);
    const today = await callerAs(t.deps, { ...blair.user, timeZone: 'Pacific/Kiritimati' }).clientApp.habits.list();
    expect(today.today).toBe('2026-03-12');
    expect(today.habits.map((h) => [h.name, h.target, h.tickedToday])).toEqual([['Walk', '10,000 steps', false]]);
  });

  it('writes nothing for anyone when one client is another coach’s', async () => {
    const before = await t.db.habit.count();
    await expect(callerAs(t.deps, coach).coach.habits.create({ clientIds: [alex.client.id, stranger.client.id], name: 'Sleep', frequency: 'DAILY' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await t.db.habit.count()).toBe(before);
  });

  it.each([
    [{ frequency: 'WEEKLY' }, 'A weekly habit needs timesPerWeek (1 to 7)'],
    [{ frequency: 'WEEKLY', timesPerWeek: 8 }, 'timesPerWeek must be a whole number from 1 to 7'],
    [{ frequency: 'DAILY', timesPerWeek: 3 }, 'A daily habit takes no timesPerWeek'],
    [{ frequency: 'DAILY', name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ frequency: 'DAILY', target: 'y'.repeat(81) }, 'Target must be at most 80 characters'],
    [{ frequency: 'DAILY', clientIds: [] }, 'Pick 1 to 200 clients'],
    [{ frequency: 'DAILY', startsOn: '2028-01-01' }, 'startsOn must be within 365 days of today'],
  ])('refuses %j with 400 "%s"', async (input, message) => {
    const token = await createSession(t.db, coach.id, t.deps.clock.now());
    const res = await rest('POST', '/habits', token, { clientIds: [alex.client.id], name: 'Stretch', ...input });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });
});

describe('ticking', () => {
  it('ticks and unticks a day idempotently, with streak and adherence following', async () => {
    const { habits } = await callerAs(t.deps, coach).coach.habits.create({ clientIds: [alex.client.id], name: 'Water', target: '3 L water', frequency: 'DAILY', startsOn: '2026-03-09' });
    const id = habits[0]!.id;
    const token = await createSession(t.db, alex.user.id, t.deps.clock.now());
    for (const date of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-11']) {
      const res = await rest('PUT', `/habits/${id}/ticks/${date}`, token);
      expect(res).toEqual({ status: 200, json: { habitId: id, date, ticked: true } });
    }
    expect(await t.db.habitTick.count({ where: { habitId: id } })).toBe(3);
    let water = (await callerAs(t.deps, alex.user).clientApp.habits.list()).habits.find((h) => h.id === id)!;
    expect(water).toMatchObject({ tickedToday: true, streak: { count: 3, unit: 'days' }, week: { completed: 3, expected: 3 }, weekTicks: ['2026-03-09', '2026-03-10', '2026-03-11'] });

    for (let i = 0; i < 2; i++) expect((await rest('DELETE', `/habits/${id}/ticks/2026-03-10`, token)).json).toEqual({ habitId: id, date: '2026-03-10', ticked: false });
    water = (await callerAs(t.deps, alex.user).clientApp.habits.list()).habits.find((h) => h.id === id)!;
    expect(water).toMatchObject({ streak: { count: 1 }, week: { completed: 2, expected: 3 } });

    // The coach sees the same.
    const coachView = await callerAs(t.deps, coach).coach.habits.list({ id: alex.client.id });
    expect(coachView.habits.find((h) => h.id === id)).toMatchObject({ streak: { count: 1 }, week: { completed: 2, expected: 3 } });
  });

  it('refuses a future day, a day before the start, and another client’s habit', async () => {
    const { habits } = await callerAs(t.deps, coach).coach.habits.create({ clientIds: [alex.client.id], name: 'Read', frequency: 'WEEKLY', timesPerWeek: 3, startsOn: '2026-03-10' });
    const api = callerAs(t.deps, alex.user).clientApp.habits;
    await expect(api.tick({ id: habits[0]!.id, date: '2026-03-12' })).rejects.toThrow('A habit cannot be ticked for a future day');
    await expect(api.tick({ id: habits[0]!.id, date: '2026-03-09' })).rejects.toThrow('The habit does not run on that day');
    await expect(api.tick({ id: habits[0]!.id, date: '2026-02-30' })).rejects.toThrow('date must be a calendar date written YYYY-MM-DD');
    await expect(callerAs(t.deps, stranger.user).clientApp.habits.tick({ id: habits[0]!.id, date: '2026-03-11' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, blair.user).clientApp.habits.untick({ id: habits[0]!.id, date: '2026-03-11' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('changing, ending and deleting', () => {
  it('ends a habit: it leaves Today, the coach still sees it with its ticks; delete removes it all', async () => {
    const coachApi = callerAs(t.deps, coach).coach.habits;
    const { habits } = await coachApi.create({ clientIds: [alex.client.id], name: 'Stretch', frequency: 'DAILY', startsOn: '2026-03-10' });
    const id = habits[0]!.id;
    await callerAs(t.deps, alex.user).clientApp.habits.tick({ id, date: '2026-03-10' });
    // A daily habit takes no timesPerWeek, also when only that is sent.
    await expect(coachApi.update({ id, timesPerWeek: 3 })).rejects.toThrow('A daily habit takes no timesPerWeek');
    await expect(coachApi.update({ id, name: 'Stretch 10 min', frequency: 'WEEKLY', timesPerWeek: 4 })).resolves.toMatchObject({ name: 'Stretch 10 min', frequency: 'WEEKLY', timesPerWeek: 4 });
    await expect(coachApi.update({ id, target: '' })).resolves.toMatchObject({ target: null, timesPerWeek: 4 });
    await expect(coachApi.end({ id })).resolves.toMatchObject({ endedOn: '2026-03-11' });
    await expect(coachApi.end({ id })).resolves.toMatchObject({ endedOn: '2026-03-11' });
    expect((await callerAs(t.deps, alex.user).clientApp.habits.list()).habits.map((h) => h.id)).not.toContain(id);
    const ended = (await coachApi.list({ id: alex.client.id })).habits.find((h) => h.id === id)!;
    expect(ended).toMatchObject({ endedOn: '2026-03-11', weekTicks: ['2026-03-10'] });

    await expect(callerAs(t.deps, (await makeCoach(t.db)) as never).coach.habits.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await coachApi.delete({ id });
    expect(await t.db.habitTick.count({ where: { habitId: id } })).toBe(0);
  });

  it('deleting a client removes their habits and ticks', async () => {
    const temp = await makeClient(t.db, coach.id, { firstName: 'Temp' });
    const { habits } = await callerAs(t.deps, coach).coach.habits.create({ clientIds: [temp.client.id], name: 'Walk', frequency: 'DAILY' });
    await callerAs(t.deps, temp.user).clientApp.habits.tick({ id: habits[0]!.id, date: '2026-03-11' });
    await t.db.client.delete({ where: { id: temp.client.id } });
    expect(await t.db.habit.count({ where: { clientId: temp.client.id } })).toBe(0);
    expect(await t.db.habitTick.count({ where: { habitId: habits[0]!.id } })).toBe(0);
  });
});

describe('adherence for the check-in review and the overview', () => {
  it('weekHabitAdherence sums a client’s habits over a week, null without habits', async () => {
    const c = await makeClient(t.db, coach.id, { firstName: 'Casey' });
    const range = { clientId: c.client.id, from: '2026-03-09', to: '2026-03-15', now: t.deps.clock.now() };
    expect(await weekHabitAdherence(t.db, range)).toBeNull();
    const { habits } = await callerAs(t.deps, coach).coach.habits.create({ clientIds: [c.client.id], name: 'Walk', frequency: 'DAILY', startsOn: '2026-03-02' });
    await callerAs(t.deps, coach).coach.habits.create({ clientIds: [c.client.id], name: 'Gym', frequency: 'WEEKLY', timesPerWeek: 2, startsOn: '2026-03-02' });
    const api = callerAs(t.deps, c.user).clientApp.habits;
    await api.tick({ id: habits[0]!.id, date: '2026-03-09' });
    await api.tick({ id: habits[0]!.id, date: '2026-03-11' });
    await api.tick({ id: habits[0]!.id, date: '2026-03-06' }); // last week: not counted
    // Walk: 2 of 3 days so far (Mon–Wed); Gym: 0 of 2.
    expect(await weekHabitAdherence(t.db, range)).toEqual({ completed: 2, expected: 5 });
    expect(await weekHabitAdherence(t.db, { ...range, from: new Date('2026-03-02T00:00:00Z'), to: new Date('2026-03-08T00:00:00Z') })).toEqual({ completed: 1, expected: 9 });
    expect(await weekHabitAdherence(t.db, { ...range, from: '2026-02-23', to: '2026-03-01' })).toBeNull();

    const overview = await callerAs(t.deps, coach).coach.habits.adherence({});
    expect(overview.weekStart).toBe('2026-03-09');
    expect(overview.clients.find((r) => r.clientId === c.client.id)).toMatchObject({ firstName: 'Casey', habits: 2, completed: 2, expected: 5 });
    expect(overview.clients.map((r) => r.clientId)).not.toContain(stranger.client.id);
  });
});
