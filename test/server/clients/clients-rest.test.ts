// The REST /api of docs/product.md §7 Clients and Assignments over HTTP, and tenancy route by route:
// another coach's ids answer 404 (in paths and in bodies), a client token answers 403.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makePlan, makeProgram } from '../factories.ts';

const { t, http } = setupHttpTestHooks();
let mine = '';
let theirs = '';
let clientToken = '';
const ids = { client: '', note: '', assignment: '', plan: '', program: '', otherClient: '', otherPlan: '', otherProgram: '', otherNote: '', otherAssignment: '' };

beforeAll(async () => {
  const a = await makeCoach(t.db);
  const b = await makeCoach(t.db);
  mine = await tokenFor(t.deps, a);
  theirs = await tokenFor(t.deps, b);
  ids.plan = (await makePlan(t.db, a.id)).id;
  ids.program = (await makeProgram(t.db, a.id)).program.id;
  ids.otherPlan = (await makePlan(t.db, b.id)).id;
  ids.otherProgram = (await makeProgram(t.db, b.id)).program.id;
  const other = await http.api('POST', '/clients', { token: theirs, body: { firstName: 'Theirs' } });
  ids.otherClient = other.body.id as string;
  ids.otherNote = (await http.api('POST', `/clients/${ids.otherClient}/notes`, { token: theirs, body: { content: 'private' } })).body.id as string;
  ids.otherAssignment = (await http.api('POST', '/assignments', { token: theirs, body: { clientId: ids.otherClient, contentType: 'PLAN', contentId: ids.otherPlan, startDate: '2026-03-12' } })).body
    .id as string;
});

describe('REST /api/clients', () => {
  it('POST /clients creates, GET /clients lists, GET /clients/{id} reads', async () => {
    const created = await http.api('POST', '/clients', { token: mine, body: { firstName: ' Robin ' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ firstName: 'Robin', archived: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    ids.client = created.body.id as string;
    const list = await http.api('GET', '/clients', { token: mine });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { id: string }[]).map((c) => c.id)).toEqual([ids.client]);
    expect((await http.api('GET', `/clients/${ids.client}`, { token: mine })).body).toMatchObject({ id: ids.client, firstName: 'Robin' });
  });

  it('archive, list with includeArchived=true, unarchive', async () => {
    expect((await http.api('PUT', `/clients/${ids.client}/archive`, { token: mine })).body).toMatchObject({ archived: true });
    expect(((await http.api('GET', '/clients', { token: mine })).body as unknown as unknown[]).length).toBe(0);
    expect(((await http.api('GET', '/clients?includeArchived=true', { token: mine })).body as unknown as unknown[]).length).toBe(1);
    expect((await http.api('PUT', `/clients/${ids.client}/unarchive`, { token: mine, body: {} })).body).toMatchObject({ archived: false });
  });

  it('PUT /clients/{id}/profile and PUT /clients/reorder', async () => {
    const up = await http.api('PUT', `/clients/${ids.client}/profile`, { token: mine, body: { firstName: 'Robin', lastName: 'Hood', email: 'r@h.co', phoneNumber: '+1 555' } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ lastName: 'Hood', email: 'r@h.co', phoneNumber: '+1 555' });
    const re = await http.api('PUT', '/clients/reorder', { token: mine, body: { clientOrders: [{ clientId: ids.client, displayOrder: 2 }] } });
    expect(re.status).toBe(200);
    expect((await http.api('GET', `/clients/${ids.client}`, { token: mine })).body).toMatchObject({ displayOrder: 2 });
  });

  it('notes: POST sanitises, GET lists, DELETE /client-notes/{id}', async () => {
    const n = await http.api('POST', `/clients/${ids.client}/notes`, { token: mine, body: { content: '<p onclick="x">Hi <em>there</em></p>' } });
    expect(n.status).toBe(200);
    expect(n.body).toMatchObject({ content: '<p>Hi <em>there</em></p>' });
    ids.note = n.body.id as string;
    expect((await http.api('GET', `/clients/${ids.client}/notes`, { token: mine })).body).toEqual([n.body]);
    const blank = await http.api('POST', `/clients/${ids.client}/notes`, { token: mine, body: { content: '<p> </p>' } });
    expect(blank).toMatchObject({ status: 400, body: { error: 'Note content is required' } });
    const deleted = await http.api('DELETE', `/client-notes/${ids.note}`, { token: mine });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect((await http.api('GET', `/clients/${ids.client}/notes`, { token: mine })).body).toEqual([]);
    expect(await http.api('DELETE', `/client-notes/${ids.note}`, { token: mine })).toMatchObject({ status: 404, body: { error: 'Note not found' } });
  });

  it('access token: GET is empty, POST makes the link, the link signs the client in, GET returns it', async () => {
    expect((await http.api('GET', `/clients/${ids.client}/access-token`, { token: mine })).body).toEqual({ token: null, accessUrl: null, createdAt: null, expiresAt: null });
    const made = await http.api('POST', `/clients/${ids.client}/access-token`, { token: mine });
    expect(made.status).toBe(200);
    expect(made.body.accessUrl).toBe(`http://spotter.test/app/today?token=${made.body.token as string}`);
    clientToken = made.body.token as string;
    expect((await http.api('GET', '/auth/me', { token: clientToken })).body).toMatchObject({ role: 'CLIENT', firstName: 'Robin' });
    expect((await http.api('GET', `/clients/${ids.client}/access-token`, { token: mine })).body).toMatchObject({ token: clientToken });
  });

  it('bad input is a 400 with a clear message, never a 500', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/clients', { firstName: '' }, 'First name is required'],
      ['POST', '/clients', { firstName: 'A', admin: true }, ''],
      ['PUT', `/clients/${ids.client}/profile`, { firstName: 'A', email: 'nope' }, 'Please enter a valid email address'],
      ['PUT', '/clients/reorder', { clientOrders: [{ clientId: ids.client, displayOrder: 'first' }] }, ''],
      ['POST', '/assignments', { clientId: ids.client, contentType: 'PLAN', contentId: ids.plan, startDate: '2026-03-12', endDate: '2026-03-01' }, 'End date cannot be before the start date'],
      ['POST', '/assignments', { clientId: ids.client, contentType: 'PLAN', contentId: ids.plan }, ''],
      ['PUT', `/assignments/${ids.otherAssignment}/reschedule`, {}, ''],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await http.api(method, path, { token: mine, body });
      expect(res.status, `${method} ${path} ${res.text}`).toBe(400);
      expect(typeof res.body.error).toBe('string');
      if (message) expect(res.body.error).toBe(message);
    }
    expect((await http.api('GET', '/clients/bad%20id!', { token: mine })).status).toBe(400);
  });
});

describe('REST /api/assignments', () => {
  it('POST creates the sessions; GET lists; GET /clients/{id}/assignments and /history read them', async () => {
    const res = await http.api('POST', '/assignments', {
      token: mine,
      body: { clientId: ids.client, contentType: 'PROGRAM', contentId: ids.program, startDate: '2026-03-16T00:00:00.000Z', endDate: '2026-03-29T00:00:00.000Z' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentName: 'Two Weeks', status: 'ASSIGNED', startDate: '2026-03-16T00:00:00.000Z', sessionCount: 3 });
    ids.assignment = res.body.id as string;
    const all = await http.api('GET', '/assignments', { token: mine });
    expect(all.body).toEqual([expect.objectContaining({ id: ids.assignment, client: { id: ids.client, firstName: 'Robin', lastName: 'Hood' } })]);
    expect((await http.api('GET', `/clients/${ids.client}/assignments`, { token: mine })).body).toEqual([expect.objectContaining({ id: ids.assignment })]);
    const history = await http.api('GET', `/clients/${ids.client}/history`, { token: mine });
    expect((history.body as unknown as { planName: string; scheduledFor: string }[]).map((h) => [h.planName, h.scheduledFor])).toEqual([
      ['Plan A', '2026-03-23T00:00:00.000Z'],
      ['Plan B', '2026-03-18T00:00:00.000Z'],
      ['Plan A', '2026-03-16T00:00:00.000Z'],
    ]);
    expect((await http.api('GET', `/clients/${ids.client}/stats`, { token: mine })).body).toMatchObject({ totalWorkouts: 3, upcomingWorkouts: 3, hasActiveProgram: true });
  });

  it('POST accepts snake_case names too (content_id…, docs/product.md §3)', async () => {
    const res = await http.api('POST', '/assignments', {
      token: mine,
      body: { client_id: ids.client, content_type: 'PLAN', content_id: ids.plan, start_date: '2026-04-06', end_date: '2026-04-06' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ clientId: ids.client, contentType: 'PLAN', contentId: ids.plan, startDate: '2026-04-06T00:00:00.000Z', sessionCount: 1 });
    expect((await http.api('DELETE', `/assignments/${res.body.id as string}`, { token: mine })).status).toBe(200);
  });

  it('PUT reschedule (UTC midnight ISO) and PUT complete', async () => {
    const res = await http.api('PUT', `/assignments/${ids.assignment}/reschedule`, { token: mine, body: { newStartDate: '2026-03-23T00:00:00.000Z' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startDate: '2026-03-23T00:00:00.000Z', endDate: '2026-04-05T00:00:00.000Z' });
    const done = await http.api('PUT', `/assignments/${ids.assignment}/complete`, { token: mine });
    expect(done).toMatchObject({ status: 409, body: { error: 'Only an assignment that has not started and has no end date can be completed' } });
  });

  it('DELETE removes it with its unstarted sessions', async () => {
    const res = await http.api('DELETE', `/assignments/${ids.assignment}`, { token: mine });
    expect(res).toMatchObject({ status: 200, body: { ok: true, removedSessions: 3 } });
    expect((await http.api('GET', `/clients/${ids.client}/history`, { token: mine })).body).toEqual([]);
  });
});

describe('tenancy', () => {
  it('every route answers 404 for another coach’s ids, and changes nothing', async () => {
    const o = ids.otherClient;
    const routes: [string, string, unknown?][] = [
      ['GET', `/clients/${o}`],
      ['PUT', `/clients/${o}/profile`, { firstName: 'Hacked' }],
      ['PUT', `/clients/${o}/archive`],
      ['PUT', `/clients/${o}/unarchive`],
      ['PUT', '/clients/reorder', { clientOrders: [{ clientId: o, displayOrder: 0 }] }],
      ['GET', `/clients/${o}/notes`],
      ['POST', `/clients/${o}/notes`, { content: 'x' }],
      ['DELETE', `/client-notes/${ids.otherNote}`],
      ['GET', `/clients/${o}/history`],
      ['GET', `/clients/${o}/assignments`],
      ['GET', `/clients/${o}/stats`],
      ['GET', `/clients/${o}/access-token`],
      ['POST', `/clients/${o}/access-token`],
      ['POST', '/assignments', { clientId: o, contentType: 'PLAN', contentId: ids.plan, startDate: '2026-03-12' }],
      ['POST', '/assignments', { clientId: ids.client, contentType: 'PLAN', contentId: ids.otherPlan, startDate: '2026-03-12' }],
      ['POST', '/assignments', { clientId: ids.client, contentType: 'PROGRAM', contentId: ids.otherProgram, startDate: '2026-03-12' }],
      ['PUT', `/assignments/${ids.otherAssignment}/reschedule`, { newStartDate: '2026-04-01' }],
      ['PUT', `/assignments/${ids.otherAssignment}/complete`],
      ['DELETE', `/assignments/${ids.otherAssignment}`],
      ['DELETE', `/clients/${o}`],
    ];
    for (const [method, path, body] of routes) {
      const res = await http.api(method, path, { token: mine, body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
      expect(res.body).toEqual({ error: expect.stringMatching(/not found$/) });
    }
    // Nothing of theirs changed, nothing of mine was made from their content.
    const theirClient = await http.api('GET', `/clients/${o}`, { token: theirs });
    expect(theirClient.body).toMatchObject({ firstName: 'Theirs', archived: false, displayOrder: null });
    expect(((await http.api('GET', `/clients/${o}/notes`, { token: theirs })).body as unknown as unknown[]).length).toBe(1);
    expect((await http.api('GET', '/assignments', { token: theirs })).body).toEqual([expect.objectContaining({ id: ids.otherAssignment, startDate: '2026-03-12T00:00:00.000Z', status: 'ASSIGNED' })]);
    expect((await http.api('GET', '/assignments', { token: mine })).body).toEqual([]);
    expect(((await http.api('GET', '/clients', { token: mine })).body as unknown as unknown[]).length).toBe(1);
  });

  it('a client token gets 403 on every coach route; no token gets 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/clients'],
      ['POST', '/clients'],
      ['GET', `/clients/${ids.client}`],
      ['GET', `/clients/${ids.client}/access-token`],
      ['POST', `/clients/${ids.client}/access-token`],
      ['GET', `/clients/${ids.client}/history`],
      ['GET', `/clients/${ids.client}/notes`],
      ['GET', '/assignments'],
      ['POST', '/assignments'],
      ['DELETE', `/clients/${ids.client}`],
    ];
    for (const [method, path] of routes) {
      expect((await http.api(method, path, { token: clientToken, body: method === 'GET' ? undefined : { firstName: 'x' } })).status, `${method} ${path}`).toBe(403);
      expect((await http.api(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('deleting a client revokes their access link', async () => {
    expect((await http.api('DELETE', `/clients/${ids.client}`, { token: mine })).body).toEqual({ ok: true });
    expect((await http.api('GET', '/auth/me', { token: clientToken })).status).toBe(401);
  });
});
