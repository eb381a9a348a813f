// Dates the database cannot hold (year 0, negative or six-digit years) and impossible calendar
// dates are a 400 on every date input, instead of a failed write (500) or a row that breaks every
// later read of the list and of the export.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeSession } from '../workouts/fixtures.ts';

const { t, http } = setupHttpTestHooks();
let coachToken = '';
let clientToken = '';
let coachId = '';
let clientId = '';

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id);
  coachId = coach.id;
  clientId = me.client.id;
  coachToken = await tokenFor(t.deps, coach);
  clientToken = await tokenFor(t.deps, me.user);
});

describe('dates the database cannot hold', () => {
  it('are a 400 on every date input, and impossible calendar dates are refused', async () => {
    const s = await makeSession(t.db, { coachId, clientId, scheduledFor: '2026-03-11T00:00:00Z' });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/fitness-tests', { testName: 'Plank', result: '60', testedAt: '0000-01-01' }, 'testedAt must be a date between the years 1000 and 9999'],
      ['POST', '/fitness-tests', { testName: 'Plank', result: '60', testedAt: '+275760-09-13T00:00:00.000Z' }, 'testedAt must be a date between the years 1000 and 9999'],
      ['POST', '/fitness-tests', { testName: 'Plank', result: '60', testedAt: '2026-02-30' }, 'testedAt must be a valid date'],
      ['PUT', `/workout-sessions/${s.id}`, { startedAt: '0000-01-01T00:00:00Z' }, 'startedAt must be a date between the years 1000 and 9999'],
    ];
    for (const [method, path, body, error] of cases) {
      const res = await http.api(method, path, { token: clientToken, body });
      expect(res, `${method} ${path} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { error } });
    }
    const list = await http.api('GET', '/food-entries?from=0000-01-01', { token: clientToken });
    expect(list).toMatchObject({ status: 400, body: { error: 'from must be a date between the years 1000 and 9999' } });
    expect(await t.db.fitnessTest.count()).toBe(0);
    expect((await http.api('GET', '/fitness-tests', { token: clientToken })).status).toBe(200);
  });

  it('in an import file are a 400', async () => {
    const exported = await http.api('GET', '/export-data', { token: coachToken });
    const data = exported.body as { clientsWithData: { fitnessTests: unknown[] }[] };
    data.clientsWithData[0]!.fitnessTests = [{ id: 'ft-1', testName: 'Plank', result: '60', unit: 's', notes: null, testedAt: '0000-01-01T00:00:00Z', previousTestId: null }];
    const res = await http.api('POST', '/import-data', { token: coachToken, body: { data } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Dates must be between the years 1000 and 9999');
  });
});
