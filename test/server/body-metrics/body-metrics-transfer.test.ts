// Body metrics in export and import (docs/data-transfer.md): definitions and values carried
// exactly, a second import of the same file adds nothing, a bad link writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const alex = await makeClient(t.db, coach.id, { firstName: 'Alex', email: 'alex@example.com' });
  const api = callerAs(t.deps, coach).coach.bodyMetrics;
  const steps = await api.createDefinition({ name: 'Steps', unit: 'steps' });
  const sleep = await api.createDefinition({ name: 'Sleep', unit: 'h', clientId: alex.client.id });
  const client = callerAs(t.deps, alex.user);
  await client.auth.setLengthUnit({ lengthUnit: 'IN' });
  await client.clientApp.bodyMetrics.log({ metric: 'weight', date: '2026-03-01', value: 180.3, unit: 'LB' });
  await client.clientApp.bodyMetrics.log({ metric: 'waist', date: '2026-03-02', value: 33.5, unit: 'IN' });
  await client.clientApp.bodyMetrics.log({ metric: steps.id, date: '2026-03-02', value: 10432 });
  await client.clientApp.bodyMetrics.log({ metric: sleep.id, date: '2026-03-03', value: 7.25 });
});

/** A client's metrics as a person reads them: name, unit, and every value by date. */
async function readBack(coachId: string, email: string) {
  const target = await t.db.user.findUniqueOrThrow({ where: { id: coachId } });
  const client = await t.db.client.findFirstOrThrow({ where: { coachId, email }, include: { user: { select: { lengthUnit: true } } } });
  const api = callerAs(t.deps, { ...target, loadUnit: target.loadUnit }).coach.bodyMetrics;
  const overview = await api.overview({ id: client.id });
  const series = await Promise.all(overview.metrics.filter((m) => m.count > 0).map(async (m) => [m.name, m.unit, (await api.series({ id: client.id, metric: m.metric })).items] as const));
  return { lengthUnit: client.user.lengthUnit, series, definitions: (await api.definitions()).map((d) => [d.name, d.unit, d.clientId === null ? 'all' : 'one']) };
}

describe('body metrics in export and import', () => {
  it('exports definitions and values in stored units and imports them into another account unchanged', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const alex = data.clientsWithData[0]!;
    expect(alex.lengthUnit).toBe('IN');
    expect(alex.bodyMetricDefinitions.map((d) => [d.name, d.unit, d.forAllClients])).toEqual([
      ['Steps', 'steps', true],
      ['Sleep', 'h', false],
    ]);
    expect(alex.bodyMetrics).toHaveLength(4);
    expect(alex.bodyMetrics.find((m) => m.metric === 'weight')!.value).toBe(180.3 * 0.45359237);

    const target = await makeCoach(t.db);
    // Through JSON, as a downloaded file.
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    const original = await readBack(coach.id, 'alex@example.com');
    const copy = await readBack(target.id, 'alex@example.com');
    expect(copy).toEqual(original);
    expect(copy.series.map(([name]) => name).toSorted()).toEqual(['Sleep', 'Steps', 'Waist', 'Weight']);

    // The same file again: the client is skipped, the shared metric matched by name — nothing added.
    const counts = async () => ({
      defs: await t.db.bodyMetricDefinition.count({ where: { coachId: target.id } }),
      values: await t.db.bodyMetricEntry.count({ where: { client: { coachId: target.id } } }),
    });
    const before = await counts();
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ defs: 2, values: 4 });
  });

  it('refuses a value of a metric the file does not define, or a value out of range, and writes nothing', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target).coach.dataTransfer;
    const broken = structuredClone(data);
    broken.clientsWithData[0]!.bodyMetrics.push({ metric: 'nope', date: '2026-03-04', value: 1 });
    await expect(api.import({ data: broken })).rejects.toThrow('A body metric value of Alex is of a metric that is not in the file');
    const absurd = structuredClone(data);
    absurd.clientsWithData[0]!.bodyMetrics.push({ metric: 'weight', date: '2026-03-05', value: 4000 });
    await expect(api.import({ data: absurd })).rejects.toThrow('outside its plausible range');
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(0);
  });
});
