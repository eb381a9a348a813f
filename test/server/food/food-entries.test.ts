// Food entries (docs/product.md §2, §5, §7): the client's own log, the coach's view of one client, tenancy.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MEAL_IN_FUTURE, MSG_MEAL_TOO_OLD } from '#shared/food';
import { callerAs, makeClient, makeCoach, setupTest, tokenFor } from '../helpers.ts';
import { pngImage, startPhotoHttp } from '../photos/helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startPhotoHttp>>;
let dataDir: string;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let otherCoach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let blair: Awaited<ReturnType<typeof makeClient>>;
let stranger: Awaited<ReturnType<typeof makeClient>>;

// TEST_NOW is Wednesday 2026-03-11 10:00 UTC.
beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-food-'));
  Object.assign(t.deps, { dataDir });
  http = await startPhotoHttp(t.deps);
  coach = await makeCoach(t.db);
  otherCoach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
  stranger = await makeClient(t.db, otherCoach.id, { firstName: 'Stranger' });
});
afterAll(async () => {
  await http.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadedPhoto(user: typeof alex.user) {
  const token = await tokenFor(t.deps, user);
  const ticket = (await http.api('POST', '/objects/upload', { token })).body as unknown as { uploadURL: string; objectPath: string };
  const put = await http.raw('PUT', ticket.uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
  expect(put.status).toBe(200);
  return ticket.objectPath;
}

describe('logging meals', () => {
  it('logs a described meal at the given time and lists it', async () => {
    const api = callerAs(t.deps, alex.user);
    const entry = await api.food.create({ description: '  Oats with berries ', loggedAt: '2026-03-11T12:00:00.000Z' });
    expect(entry).toMatchObject({ description: 'Oats with berries', imageUrl: null });
    expect(entry.loggedAt.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect((await api.food.list({})).map((e) => e.id)).toContain(entry.id);
  });

  it("replaces a blank description by 'Food entry' when there is a photo", async () => {
    const objectPath = await uploadedPhoto(alex.user);
    const entry = await callerAs(t.deps, alex.user).food.create({ description: '   ', imageUrl: objectPath, loggedAt: '2026-03-10T12:00:00.000Z' });
    expect(entry.description).toBe('Food entry');
    expect(entry.imageUrl).toMatch(/^\/api\/objects\/read\//);
  });

  it('refuses a meal with neither description nor photo, writing nothing', async () => {
    const before = await t.db.foodEntry.count();
    await expect(callerAs(t.deps, alex.user).food.create({ description: ' ', loggedAt: '2026-03-11T12:00:00.000Z' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Add either a photo or description',
    });
    expect(await t.db.foodEntry.count()).toBe(before);
  });

  it('refuses a photo that is not an uploaded objectPath of this client', async () => {
    const api = callerAs(t.deps, alex.user);
    await expect(api.food.create({ imageUrl: 'https://evil.example/x.jpg', loggedAt: '2026-03-11T12:00:00.000Z' })).rejects.toThrow('imageUrl must be the objectPath of an uploaded photo');
    // Another client's photo (even of the same coach) is unknown to this client.
    const blairsPhoto = await uploadedPhoto(blair.user);
    await expect(api.food.create({ imageUrl: blairsPhoto, loggedAt: '2026-03-11T12:00:00.000Z' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found' });
    // A ticket whose bytes never arrived.
    const token = await tokenFor(t.deps, alex.user);
    const pending = (await http.api('POST', '/objects/upload', { token })).body as unknown as { objectPath: string };
    await expect(api.food.create({ imageUrl: pending.objectPath, loggedAt: '2026-03-11T12:00:00.000Z' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This photo has not been uploaded yet',
    });
    // One photo, one entry.
    const mine = await uploadedPhoto(alex.user);
    await api.food.create({ imageUrl: mine, loggedAt: '2026-03-11T12:00:00.000Z' });
    await expect(api.food.create({ imageUrl: mine, loggedAt: '2026-03-11T12:00:00.000Z' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses bad dates with a clear message', async () => {
    const api = callerAs(t.deps, alex.user);
    await expect(api.food.create({ description: 'x', loggedAt: 'soon' })).rejects.toThrow('loggedAt must be a valid date');
    await expect(api.food.create({ description: 'x', loggedAt: '1900-01-01T12:00:00.000Z' })).rejects.toThrow(MSG_MEAL_TOO_OLD);
  });

  it('refuses meals on future days and before the 8 weeks of the log, and writes nothing (issue 12)', async () => {
    // Now is Wednesday 2026-03-11 10:00 UTC; the window runs from Monday 2026-01-19 to the end of today.
    const c = await makeClient(t.db, coach.id, { firstName: 'Window' });
    const api = callerAs(t.deps, c.user);
    await expect(api.food.create({ description: 'tomorrow', loggedAt: '2026-03-12T12:00:00.000Z' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_MEAL_IN_FUTURE });
    await expect(api.food.create({ description: 'midnight', loggedAt: '2026-03-12T00:00:00.000Z' })).rejects.toThrow(MSG_MEAL_IN_FUTURE);
    await expect(api.food.create({ description: 'old', loggedAt: '2026-01-18T12:00:00.000Z' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_MEAL_TOO_OLD });
    expect(await t.db.foodEntry.count({ where: { clientId: c.client.id } })).toBe(0);
    // Today's 12:00 (still ahead of now), the last minute of today and the window's first day are fine.
    await api.food.create({ description: 'today', loggedAt: '2026-03-11T12:00:00.000Z' });
    await api.food.create({ description: 'late', loggedAt: '2026-03-11T23:59:00.000Z' });
    await api.food.create({ description: 'first', loggedAt: '2026-01-19T00:00:00.000Z' });
    expect(await t.db.foodEntry.count({ where: { clientId: c.client.id } })).toBe(3);
  });
});

describe('reading the log', () => {
  it('answers the latest 8 weeks (Monday start) by default, a range on request, oldest first', async () => {
    const c = await makeClient(t.db, coach.id, { firstName: 'Range' });
    const api = callerAs(t.deps, c.user);
    // Monday 2026-01-19 is the first day of the 8-week window ending in the week of 2026-03-11.
    for (const day of ['2026-01-18', '2026-01-19', '2026-03-09', '2026-03-15', '2026-03-02']) {
      // Written directly: the API refuses days outside the window (issue 12), the read must still bound them.
      await t.db.foodEntry.create({ data: { clientId: c.client.id, description: day, loggedAt: new Date(`${day}T12:00:00.000Z`) } });
    }
    expect((await api.food.list({})).map((e) => e.description)).toEqual(['2026-01-19', '2026-03-02', '2026-03-09', '2026-03-15']);
    expect((await api.food.list({ from: '2026-03-09', to: '2026-03-16' })).map((e) => e.description)).toEqual(['2026-03-09', '2026-03-15']);
    expect((await api.food.list({ from: '2026-01-01' })).map((e) => e.description)[0]).toBe('2026-01-18');
    await expect(api.food.list({ from: '2026-03-16', to: '2026-03-09' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'from must not be after to' });
  });

  it("lets a coach read one of their clients' log with ?clientId=, and nobody else's", async () => {
    const entry = await callerAs(t.deps, blair.user).food.create({ description: 'Blair lunch', loggedAt: '2026-03-11T12:00:00.000Z' });
    const coachView = await callerAs(t.deps, coach).food.list({ clientId: blair.client.id });
    expect(coachView.map((e) => e.id)).toContain(entry.id);
    await expect(callerAs(t.deps, coach).food.list({})).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'clientId is required' });
    await expect(callerAs(t.deps, otherCoach).food.list({ clientId: blair.client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A client asking for someone else's log gets 404, never their entries.
    await expect(callerAs(t.deps, alex.user).food.list({ clientId: blair.client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await callerAs(t.deps, alex.user).food.list({})).map((e) => e.id)).not.toContain(entry.id);
  });

  it('deletes only own entries (404 otherwise, nothing removed)', async () => {
    const entry = await callerAs(t.deps, alex.user).food.create({ description: 'Snack', loggedAt: '2026-03-11T12:00:00.000Z' });
    await expect(callerAs(t.deps, blair.user).food.delete({ id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, stranger.user).food.delete({ id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerAs(t.deps, coach).food.delete({ id: entry.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.db.foodEntry.count({ where: { id: entry.id } })).toBe(1);
    await expect(callerAs(t.deps, alex.user).food.delete({ id: entry.id })).resolves.toEqual({ ok: true });
    await expect(callerAs(t.deps, alex.user).food.delete({ id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('food entries over REST', () => {
  it('GET/POST/DELETE /api/food-entries with the SPEC shapes', async () => {
    const token = await tokenFor(t.deps, alex.user);
    const objectPath = await uploadedPhoto(alex.user);
    const created = await http.api('POST', '/food-entries', { token, body: { description: 'Dinner', imageUrl: objectPath, loggedAt: '2026-03-11T12:00:00.000Z' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ description: 'Dinner', loggedAt: '2026-03-11T12:00:00.000Z' });
    expect(Object.keys(created.body).toSorted()).toEqual(['description', 'id', 'imageUrl', 'loggedAt']);

    const list = await http.api('GET', '/food-entries', { token });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { id: string }[]).some((e) => e.id === created.body.id)).toBe(true);

    const coachToken = await tokenFor(t.deps, coach);
    const coachList = await http.api('GET', `/food-entries?clientId=${alex.client.id}`, { token: coachToken });
    expect((coachList.body as unknown as { id: string; imageUrl: string }[]).find((e) => e.id === created.body.id)?.imageUrl).toMatch(/^\/api\/objects\/read\//);
    const img = await http.raw('GET', (coachList.body as unknown as { id: string; imageUrl: string }[]).find((e) => e.id === created.body.id)!.imageUrl);
    expect(img.status).toBe(200);

    const otherCoachToken = await tokenFor(t.deps, otherCoach);
    expect(await http.api('GET', `/food-entries?clientId=${alex.client.id}`, { token: otherCoachToken })).toMatchObject({ status: 404, body: { error: 'Client not found' } });

    expect(await http.api('POST', '/food-entries', { token, body: { loggedAt: '2026-03-11T12:00:00.000Z' } })).toMatchObject({
      status: 400,
      body: { error: 'Add either a photo or description' },
    });
    expect((await http.api('POST', '/food-entries', { token, body: { description: 'x', loggedAt: '2026-03-11T12:00:00.000Z', clientId: blair.client.id } })).status).toBe(400);
    expect((await http.api('GET', '/food-entries')).status).toBe(401);

    const strangerToken = await tokenFor(t.deps, stranger.user);
    expect((await http.api('DELETE', `/food-entries/${created.body.id}`, { token: strangerToken })).status).toBe(404);
    expect(await http.api('DELETE', `/food-entries/${created.body.id}`, { token })).toMatchObject({ status: 200, body: { ok: true } });
  });
});
