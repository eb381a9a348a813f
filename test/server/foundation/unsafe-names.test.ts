// Issue 30 ("Also"): names and labels refuse control characters and text-direction overrides
// (U+202E shows "Squat\u202Etxt.exe" as another name) with a message naming the field, over
// REST, and store nothing. Real right-to-left names, accents and the direction marks still pass.
import { beforeAll, describe, expect, it } from 'vitest';
import { unsafeNameMessage } from '#shared/schemas/common';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let coachToken = '';
let clientToken = '';

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  const me = await makeClient(t.db, coach.id);
  coachToken = await tokenFor(t.deps, coach);
  clientToken = await tokenFor(t.deps, me.user);
});

const BAD = { 'right-to-left override': 'Squat\u202Etxt.exe', 'line break': 'Squat\nDrop table', bell: 'Squat\u0007', 'first strong isolate': 'Sq\u2068uat', 'C1 control': 'Squat\u0085' };

/** [label, method, path, body with the name, token]: each a place where a name is typed. */
const FIELDS: [string, string, string, (v: string) => Record<string, unknown>, () => string][] = [
  ['First name', 'POST', '/clients', (v) => ({ firstName: v }), () => coachToken],
  ['Last name', 'POST', '/clients', (v) => ({ firstName: 'Ann', lastName: v }), () => coachToken],
  ['Exercise name', 'POST', '/exercises', (v) => ({ name: v }), () => coachToken],
  ['Category', 'POST', '/exercises', (v) => ({ name: 'Row', category: v }), () => coachToken],
  ['Equipment', 'POST', '/exercises', (v) => ({ name: 'Row', equipment: ['Bar', v] }), () => coachToken],
  ['Muscle groups', 'POST', '/exercises', (v) => ({ name: 'Row', muscleGroups: [v] }), () => coachToken],
  ['Plan name', 'POST', '/plans', (v) => ({ name: v }), () => coachToken],
  ['Program name', 'POST', '/programs', (v) => ({ name: v }), () => coachToken],
  ['Test name', 'POST', '/fitness-tests', (v) => ({ testName: v, result: '42' }), () => clientToken],
];

const rowCount = async () => (await Promise.all([t.db.client.count(), t.db.exercise.count(), t.db.plan.count(), t.db.program.count(), t.db.fitnessTest.count()])).join(',');

describe('names refuse control characters and direction overrides', () => {
  it.each(FIELDS)('%s (%s %s)', async (label, method, path, body, token) => {
    const before = await rowCount();
    for (const [what, value] of Object.entries(BAD)) {
      const res = await http.api(method, path, { token: token(), body: body(value) });
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({ error: unsafeNameMessage(label) });
    }
    expect(await rowCount()).toBe(before);
  });

  it('the coach’s own name and business name too', async () => {
    const profile = await http.api('PUT', '/coach/profile', { token: coachToken, body: { firstName: 'Casey\u202E', lastName: 'Coach' } });
    expect(profile).toMatchObject({ status: 400, body: { error: unsafeNameMessage('First name') } });
    const branding = await http.api('PUT', '/branding', { token: coachToken, body: { businessName: 'Gym\r\nBcc: x@example.com' } });
    expect(branding).toMatchObject({ status: 400, body: { error: unsafeNameMessage('Business name') } });
  });

  it('an imported file is held to the same rule', async () => {
    const exported = (await http.api('GET', '/export-data', { token: coachToken })).body as { exercises: Record<string, unknown>[] };
    const before = await rowCount();
    const exercise = { id: 'imported-1', name: 'Curl\u202Eevil', category: '', equipment: [], muscleGroups: [] };
    const res = await http.api('POST', '/import-data', { token: coachToken, body: { data: { ...exported, exercises: [...exported.exercises, exercise] }, options: { exercises: 'addAsNew' } } });
    expect(res.status).toBe(400);
    expect(String(res.body.error)).toContain(unsafeNameMessage('A name in the file'));
    expect(await rowCount()).toBe(before);
  });

  it('right-to-left names, accents and the direction marks are kept', async () => {
    for (const firstName of ['زينب', 'שירה\u200F', 'Zoë', 'Łukasz-José']) {
      const res = await http.api('POST', '/clients', { token: coachToken, body: { firstName } });
      expect(res.status, firstName).toBe(200);
      expect(res.body.firstName).toBe(firstName);
    }
  });
});
