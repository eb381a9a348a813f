// The cap on a client's stored body-metric values (docs/reliability.md, "Caps on stored rows"):
// past it a new day answers 403 with what to do, while replacing a day's value still works.
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks({ caps: { bodyMetricValuesPerClient: 2 } });

describe('the cap on body-metric values', () => {
  it('refuses a new day past the cap with a clear 403, and still replaces a logged day', async () => {
    const coach = await makeCoach(t.db);
    const { user } = await makeClient(t.db, coach.id);
    const api = callerAs(t.deps, user).clientApp.bodyMetrics;
    await api.log({ metric: 'weight', date: '2026-03-09', value: 80 });
    await api.log({ metric: 'weight', date: '2026-03-10', value: 79.8 });
    await expect(api.log({ metric: 'weight', date: '2026-03-11', value: 79.5 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You have reached the limit of 2 body-metric values. Delete old values to log new ones.',
    });
    await expect(api.log({ metric: 'weight', date: '2026-03-10', value: 79.6 })).resolves.toEqual({ metric: 'weight', date: '2026-03-10', value: 79.6 });
    expect((await api.series({ metric: 'weight' })).items).toEqual([
      { date: '2026-03-09', value: 80 },
      { date: '2026-03-10', value: 79.6 },
    ]);
  });
});
