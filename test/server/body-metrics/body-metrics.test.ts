// Body metrics (docs/body-metrics.md): a value per metric per local day, stored in kg/cm, its
// plausible range, custom metrics per client or for all, tenancy, and bounded reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/services/auth/sessions';
import { countingTestHooks } from '../counting-server.ts';
import { callerAs, makeClient, makeCoach } from '../helpers.ts';

const { t, srv } = countingTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let blair: Awaited<ReturnType<typeof makeClient>>;
let stranger: Awaited<ReturnType<typeof makeClient>>;

/** One REST request: status, body and the SQL statements it sent. */
async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json, statements: await srv.lastRequest() };
}

beforeAll(async () => {
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
  stranger = await makeClient(t.db, (await makeCoach(t.db)).id, { firstName: 'Stranger' });
});

describe('logging values', () => {
  it('stores a weight sent in lb as kg, and a later value for the same day replaces it', async () => {
    const api = callerAs(t.deps, alex.user);
    const first = await api.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-03-10', value: 180, unit: 'LB' });
    expect(first.value).toBeCloseTo(81.647, 3);
    await api.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-03-10', value: 81 });
    const series = await api.clientApp.bodyMetrics.series({ metric: 'weight' });
    expect(series.items).toEqual([{ date: '2026-03-10', value: 81 }]);
    expect(await t.db.bodyMetricEntry.count({ where: { clientId: alex.client.id, key: 'weight' } })).toBe(1);
  });

  it('stores a waist sent in inches as cm and shows the latest value per metric', async () => {
    const api = callerAs(t.deps, alex.user);
    await api.clientApp.bodyMetrics.log({ metric: 'waist', date: '2026-03-01', value: 34, unit: 'IN' });
    await api.clientApp.bodyMetrics.log({ metric: 'waist', date: '2026-03-08', value: 85 });
    const overview = await api.clientApp.bodyMetrics.overview();
    const waist = overview.metrics.find((m) => m.metric === 'waist')!;
    expect(waist).toMatchObject({ name: 'Waist', unit: 'cm', count: 2, latest: { date: '2026-03-08', value: 85 } });
    const series = await api.clientApp.bodyMetrics.series({ metric: 'waist' });
    expect(series.items.map((i) => i.date)).toEqual(['2026-03-01', '2026-03-08']);
    expect(series.items[0]!.value).toBeCloseTo(86.36, 5);
    expect(overview.metrics.map((m) => m.name).slice(0, 7)).toEqual(['Weight', 'Body fat', 'Waist', 'Hips', 'Chest', 'Arm', 'Thigh']);
  });

  it.each([
    [{ metric: 'weight', value: 19.9 }, 'Weight must be between 20 and 400 kg'],
    [{ metric: 'weight', value: 900, unit: 'LB' }, 'Weight must be between 44.1 and 881.8 lb (20 and 400 kg)'],
    [{ metric: 'bodyFat', value: 80 }, 'Body fat must be between 2 and 75 %'],
    [{ metric: 'chest', value: 2, unit: 'IN' }, 'Chest must be between 3.9 and 118.1 in (10 and 300 cm)'],
    [{ metric: 'arm', value: 30, unit: 'KG' }, 'Arm is sent in cm or in'],
  ])('refuses %j with 400 "%s" and changes nothing', async (input, message) => {
    const before = await t.db.bodyMetricEntry.count();
    const token = await createSession(t.db, alex.user.id, t.deps.clock.now());
    const res = await rest('POST', '/body-metrics/entries', token, { date: '2026-03-09', ...input });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(await t.db.bodyMetricEntry.count()).toBe(before);
  });

  it('refuses a future day in the client’s zone, a date that is not one, and a non-finite value', async () => {
    const api = callerAs(t.deps, alex.user);
    await expect(api.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-03-12', value: 80 })).rejects.toThrow('A value cannot be logged for a future day');
    await expect(api.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-02-30', value: 80 })).rejects.toThrow('date must be a calendar date written YYYY-MM-DD');
    await expect(api.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-03-09', value: Number.NaN })).rejects.toThrow('value must be a number');
  });
});

describe('sent again by the offline queue', () => {
  it('the same Idempotency-Key applies a value once and replays the first answer', async () => {
    const token = await createSession(t.db, blair.user.id, t.deps.clock.now());
    const send = (value: number) =>
      fetch(`${srv.base}/body-metrics/entries`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'log-thigh-1' },
        body: JSON.stringify({ metric: 'thigh', date: '2026-03-07', value }),
      });
    const first = await send(55);
    const again = await send(55);
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ metric: 'thigh', date: '2026-03-07', value: 55 });
    expect(await t.db.bodyMetricEntry.count({ where: { clientId: blair.client.id, key: 'thigh' } })).toBe(1);
  });
});

describe('custom metrics', () => {
  it('a metric for all clients and one for one client: each client sees theirs, values bounded', async () => {
    const coachApi = callerAs(t.deps, coach);
    const steps = await coachApi.coach.bodyMetrics.createDefinition({ name: 'Steps', unit: 'steps' });
    const rhr = await coachApi.coach.bodyMetrics.createDefinition({ name: 'Resting heart rate', unit: 'bpm', clientId: blair.client.id });
    const alexNames = (await callerAs(t.deps, alex.user).clientApp.bodyMetrics.overview()).metrics.map((m) => m.name);
    const blairNames = (await callerAs(t.deps, blair.user).clientApp.bodyMetrics.overview()).metrics.map((m) => m.name);
    expect(alexNames).toContain('Steps');
    expect(alexNames).not.toContain('Resting heart rate');
    expect(blairNames).toEqual(expect.arrayContaining(['Steps', 'Resting heart rate']));

    const blairApi = callerAs(t.deps, blair.user);
    await expect(blairApi.clientApp.bodyMetrics.log({ metric: rhr.id, date: '2026-03-11', value: 52 })).resolves.toEqual({ metric: rhr.id, date: '2026-03-11', value: 52 });
    await expect(blairApi.clientApp.bodyMetrics.log({ metric: steps.id, date: '2026-03-11', value: 2e6 })).rejects.toThrow('The value must be between -1,000,000 and 1,000,000');
    // Alex does not have Blair's metric: 404, as for another coach's.
    await expect(callerAs(t.deps, alex.user).clientApp.bodyMetrics.log({ metric: rhr.id, date: '2026-03-11', value: 52 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, stranger.user).clientApp.bodyMetrics.series({ metric: steps.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const coachView = await coachApi.coach.bodyMetrics.overview({ id: blair.client.id });
    expect(coachView.metrics.find((m) => m.metric === rhr.id)).toMatchObject({ kind: 'custom', unit: 'bpm', clientOnly: true, latest: { date: '2026-03-11', value: 52 } });

    // Removing the metric removes its values.
    await coachApi.coach.bodyMetrics.deleteDefinition({ id: rhr.id });
    expect(await t.db.bodyMetricEntry.count({ where: { key: rhr.id } })).toBe(0);
  });

  it("another coach's client, definition or a client of theirs answers 404", async () => {
    const other = callerAs(t.deps, await makeCoach(t.db));
    await expect(other.coach.bodyMetrics.overview({ id: alex.client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.coach.bodyMetrics.series({ id: alex.client.id, metric: 'weight' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.coach.bodyMetrics.createDefinition({ name: 'X', unit: 'x', clientId: alex.client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const def = (await callerAs(t.deps, coach).coach.bodyMetrics.definitions())[0]!;
    await expect(other.coach.bodyMetrics.deleteDefinition({ id: def.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('reads', () => {
  it('a year of daily values is one bounded read of at most 5 statements; older values page by cursor', async () => {
    const year = Array.from({ length: 420 }, (_, i) => ({ clientId: blair.client.id, key: 'weight', day: new Date(Date.UTC(2026, 2, 11) - i * 86_400_000), value: 70 + (i % 10) / 10 }));
    await t.db.bodyMetricEntry.createMany({ data: year });
    const token = await createSession(t.db, coach.id, t.deps.clock.now());
    const first = await rest('GET', `/clients/${blair.client.id}/body-metrics/weight/entries`, token);
    expect(first.status).toBe(200);
    const items = first.json.items as { date: string }[];
    expect(items).toHaveLength(400);
    expect(items.at(-1)!.date).toBe('2026-03-11');
    expect(first.statements).toBeLessThanOrEqual(5);
    const rest2 = await rest('GET', `/clients/${blair.client.id}/body-metrics/weight/entries?cursor=${String(first.json.nextCursor)}`, token);
    expect((rest2.json.items as unknown[]).length).toBe(20);
    expect(rest2.json.nextCursor).toBeNull();
    const overview = await rest('GET', `/clients/${blair.client.id}/body-metrics`, token);
    expect(overview.status).toBe(200);
    expect(overview.statements).toBeLessThanOrEqual(5);
  });

  it('lengths follow each user’s own cm/in setting', async () => {
    await callerAs(t.deps, coach).auth.setLengthUnit({ lengthUnit: 'IN' });
    expect((await callerAs(t.deps, coach).coach.bodyMetrics.overview({ id: alex.client.id })).lengthUnit).toBe('IN');
    expect((await callerAs(t.deps, alex.user).clientApp.bodyMetrics.overview()).lengthUnit).toBe('CM');
  });

  it('deleting a client removes their values and their own metrics', async () => {
    const gone = await makeClient(t.db, coach.id, { firstName: 'Gone' });
    await callerAs(t.deps, coach).coach.bodyMetrics.createDefinition({ name: 'Sleep', unit: 'h', clientId: gone.client.id });
    await callerAs(t.deps, gone.user).clientApp.bodyMetrics.log({ metric: 'hips', date: '2026-03-11', value: 99 });
    await callerAs(t.deps, coach).coach.clients.delete({ id: gone.client.id });
    expect(await t.db.bodyMetricEntry.count({ where: { clientId: gone.client.id } })).toBe(0);
    expect(await t.db.bodyMetricDefinition.count({ where: { clientId: gone.client.id } })).toBe(0);
  });
});
