// Client tags and the triage rule in the coach export and back on import (docs/triage.md,
// docs/data-transfer.md): carried into another account; the importing coach's own rule is kept.
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();

const RULE = { inactiveEnabled: false, inactiveDays: 7, lowAdherenceEnabled: true, adherenceBelowPct: 75, missedSinceMessageEnabled: false, unreviewedCheckInEnabled: true };

describe('tags and the triage rule in export and import', () => {
  it('exports them and imports them into another account', async () => {
    const coach = await makeCoach(t.db);
    const api = callerAs(t.deps, coach).coach;
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Ava', email: 'ava@example.com' });
    await api.triage.setTags({ id: client.id, tags: ['online', 'competition prep'] });
    await api.triage.setRule(RULE);
    const data = await api.dataTransfer.export();
    expect(data.clientsWithData[0]?.tags).toEqual(['online', 'competition prep']);
    expect(data.exportedBy.triageRule).toEqual(RULE);

    const target = await makeCoach(t.db);
    const targetApi = callerAs(t.deps, target).coach;
    await targetApi.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect((await targetApi.clients.list({ includeArchived: false })).map((c) => c.tags)).toEqual([['online', 'competition prep']]);
    expect(await targetApi.triage.getRule()).toEqual({ ...RULE, isDefault: false });
  });

  it('keeps the importing coach’s own rule; a file without them imports with none', async () => {
    const coach = await makeCoach(t.db);
    await makeClient(t.db, coach.id, { firstName: 'Bo', email: 'bo@example.com' });
    await callerAs(t.deps, coach).coach.triage.setRule(RULE);
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();

    const target = await makeCoach(t.db);
    const own = { ...RULE, inactiveEnabled: true, inactiveDays: 3 };
    await callerAs(t.deps, target).coach.triage.setRule(own);
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect(await callerAs(t.deps, target).coach.triage.getRule()).toEqual({ ...own, isDefault: false });

    const older = JSON.parse(JSON.stringify(data));
    delete older.exportedBy.triageRule;
    for (const c of older.clientsWithData) delete c.tags;
    const third = await makeCoach(t.db);
    await callerAs(t.deps, third).coach.dataTransfer.import({ data: older });
    expect((await callerAs(t.deps, third).coach.triage.getRule()).isDefault).toBe(true);
    expect((await callerAs(t.deps, third).coach.clients.list({ includeArchived: false })).map((c) => c.tags)).toEqual([[]]);
  });
});
