// Progress photos (docs/progress-photos.md, ADR 0022): the meal-photo pipeline with a pp_ ticket,
// private to the client and their coach, paged newest first, deleted with their bytes, swept only
// when unused, carried by export/import as rows without bytes.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPhotos } from '#server/services/photos/cleanup';
import { callerAs, makeClient, makeCoach, setupTest, tokenFor } from '../helpers.ts';
import { gifImage, jpegWithGps, pngImage, startPhotoHttp } from '../photos/helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startPhotoHttp>>;
let dataDir: string;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let otherCoach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let alexToken: string;

beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-progress-'));
  Object.assign(t.deps, { dataDir });
  http = await startPhotoHttp(t.deps);
  coach = await makeCoach(t.db);
  otherCoach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex', email: 'alex@example.com' });
  alexToken = await tokenFor(t.deps, alex.user);
});
afterAll(async () => {
  await http.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const exists = (key: string) =>
  access(path.join(dataDir, 'objects', key)).then(
    () => true,
    () => false,
  );

async function ticket(token = alexToken) {
  const res = await http.api('POST', '/progress-photos/upload', { token });
  expect(res.status).toBe(200);
  return res.body as unknown as { uploadURL: string; objectPath: string };
}

async function addPhoto(takenOn: string, pose = 'FRONT', token = alexToken, bytes?: Buffer) {
  const tk = await ticket(token);
  const put = await http.raw('PUT', tk.uploadURL, { bytes: bytes ?? (await pngImage()), contentType: 'image/png' });
  expect(put.status).toBe(200);
  const res = await http.api('POST', '/progress-photos', { token, body: { objectPath: tk.objectPath, takenOn, pose } });
  expect(res.status).toBe(200);
  return { ...(res.body as unknown as { id: string; imageUrl: string; takenOn: string; pose: string }), key: tk.objectPath.replace('/objects/', '') };
}

describe('uploading a progress photo', () => {
  it('uses a pp_ ticket, strips EXIF/GPS like a meal photo, and serves it to the client and the coach by signed URL', async () => {
    const tk = await ticket();
    expect(tk.objectPath).toMatch(/^\/objects\/pp_[A-Za-z0-9_-]{43}$/);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await http.raw('PUT', tk.uploadURL, { bytes: original, contentType: 'text/plain' })).status).toBe(200);
    const created = await http.api('POST', '/progress-photos', { token: alexToken, body: { objectPath: tk.objectPath, takenOn: '2026-03-10', pose: 'FRONT' } });
    expect(created.status).toBe(200);
    const photo = created.body as unknown as { imageUrl: string };
    expect(photo).toMatchObject({ takenOn: '2026-03-10', pose: 'FRONT' });
    const read = await http.raw('GET', photo.imageUrl);
    expect(read.status).toBe(200);
    const meta = await sharp(read.buf).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(read.buf.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The coach reads the same list with signed URLs.
    const coachList = await callerAs(t.deps, coach).coach.progressPhotos.list({ id: alex.client.id });
    expect(coachList.items[0]!.imageUrl).toMatch(/^\/api\/objects\/read\/pp_/);
  });

  it('refuses what is not a photo (415) and a day in the future (400)', async () => {
    const tk = await ticket();
    expect((await http.raw('PUT', tk.uploadURL, { bytes: await gifImage(), contentType: 'image/gif' })).status).toBe(415);
    const done = await ticket();
    await http.raw('PUT', done.uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    const future = await http.api('POST', '/progress-photos', { token: alexToken, body: { objectPath: done.objectPath, takenOn: '2026-03-13', pose: 'FRONT' } });
    expect(future.status).toBe(400);
    expect((future.body as { error: string }).error).toBe('A photo cannot be dated on a future day');
    const again = await http.api('POST', '/progress-photos', { token: alexToken, body: { objectPath: done.objectPath, takenOn: '2026-03-11', pose: 'SIDE' } });
    expect(again.status).toBe(200);
    const twice = await http.api('POST', '/progress-photos', { token: alexToken, body: { objectPath: done.objectPath, takenOn: '2026-03-11', pose: 'SIDE' } });
    expect(twice.status).toBe(409);
  });

  it('keeps meal and progress tickets apart', async () => {
    const meal = (await http.api('POST', '/objects/upload', { token: alexToken })).body as unknown as { uploadURL: string; objectPath: string };
    await http.raw('PUT', meal.uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    const asProgress = await http.api('POST', '/progress-photos', { token: alexToken, body: { objectPath: meal.objectPath, takenOn: '2026-03-10' } });
    expect(asProgress.status).toBe(400);
    const progress = await ticket();
    await http.raw('PUT', progress.uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    const asMeal = await http.api('POST', '/food-entries', { token: alexToken, body: { imageUrl: progress.objectPath, loggedAt: '2026-03-10T12:00:00.000Z' } });
    expect(asMeal.status).toBe(404);
  });
});

describe('tenancy and paging', () => {
  it('answers 404 for another coach’s client, and for another client’s photo', async () => {
    const photo = await addPhoto('2026-03-01');
    await expect(callerAs(t.deps, otherCoach).coach.progressPhotos.list({ id: alex.client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const res = await http.api('GET', `/clients/${alex.client.id}/progress-photos`, { token: await tokenFor(t.deps, otherCoach) });
    expect(res.status).toBe(404);
    const blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
    const del = await http.api('DELETE', `/progress-photos/${photo.id}`, { token: await tokenFor(t.deps, blair.user) });
    expect(del.status).toBe(404);
    expect(await exists(photo.key)).toBe(true);
  });

  it('lists newest day first, a page at a time', async () => {
    const casey = await makeClient(t.db, coach.id, { firstName: 'Casey' });
    const token = await tokenFor(t.deps, casey.user);
    for (const day of ['2026-02-01', '2026-02-15', '2026-03-01', '2026-02-08', '2026-03-08']) await addPhoto(day, 'FRONT', token);
    const api = callerAs(t.deps, casey.user).clientApp.progressPhotos;
    const first = await api.list({ limit: 2 });
    expect(first.items.map((p) => p.takenOn)).toEqual(['2026-03-08', '2026-03-01']);
    const second = await api.list({ limit: 2, cursor: first.nextCursor });
    expect(second.items.map((p) => p.takenOn)).toEqual(['2026-02-15', '2026-02-08']);
    const third = await api.list({ limit: 2, cursor: second.nextCursor });
    expect(third.items.map((p) => p.takenOn)).toEqual(['2026-02-01']);
    expect(third.nextCursor).toBeNull();
    const rest = await http.api('GET', '/progress-photos?limit=2', { token });
    expect(rest.headers.get('x-next-cursor')).toBe(first.nextCursor);
  });
  it('lists one day’s photos for a check-in’s review, for the client and over REST for the coach', async () => {
    const dana = await makeClient(t.db, coach.id, { firstName: 'Dana' });
    const token = await tokenFor(t.deps, dana.user);
    await addPhoto('2026-03-02', 'FRONT', token);
    await addPhoto('2026-03-02', 'SIDE', token);
    await addPhoto('2026-03-09', 'FRONT', token);
    const day = await callerAs(t.deps, dana.user).clientApp.progressPhotos.list({ on: '2026-03-02' });
    expect(day.items.map((p) => [p.takenOn, p.pose]).toSorted()).toEqual([
      ['2026-03-02', 'FRONT'],
      ['2026-03-02', 'SIDE'],
    ]);
    const rest = await http.api('GET', `/clients/${dana.client.id}/progress-photos?on=2026-03-09`, { token: await tokenFor(t.deps, coach) });
    expect((rest.body as unknown as { items: { takenOn: string }[] }).items.map((p) => p.takenOn)).toEqual(['2026-03-09']);
    const bad = await http.api('GET', `/clients/${dana.client.id}/progress-photos?on=2026-02-30`, { token: await tokenFor(t.deps, coach) });
    expect(bad.status).toBe(400);
  });
});

describe('removal', () => {
  it('deleting a photo removes its stored object', async () => {
    const photo = await addPhoto('2026-03-02', 'BACK');
    expect(await exists(photo.key)).toBe(true);
    await callerAs(t.deps, alex.user).clientApp.progressPhotos.delete({ id: photo.id });
    expect(await exists(photo.key)).toBe(false);
    expect(await t.db.storedObject.count({ where: { key: photo.key } })).toBe(0);
    expect((await callerAs(t.deps, alex.user).clientApp.progressPhotos.list({})).items.map((p) => p.id)).not.toContain(photo.id);
  });

  it('the sweep keeps a photo in use, however old, and deleting the client removes its objects', async () => {
    const dana = await makeClient(t.db, coach.id, { firstName: 'Dana' });
    const photo = await addPhoto('2026-03-03', 'SIDE', await tokenFor(t.deps, dana.user));
    t.deps.clock.advance(3 * 24 * 60 * 60_000);
    try {
      await sweepPhotos(t.deps);
      expect(await exists(photo.key)).toBe(true);
    } finally {
      t.deps.clock.set('2026-03-11T10:00:00.000Z');
    }
    await callerAs(t.deps, coach).coach.clients.delete({ id: dana.client.id });
    expect(await exists(photo.key)).toBe(false);
    expect(await t.db.progressPhoto.count({ where: { clientId: dana.client.id } })).toBe(0);
  });
});

describe('export and import', () => {
  it('carries rows and references, not bytes; an imported photo has no image; importing again adds nothing', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const exported = data.clientsWithData.find((c) => c.firstName === 'Alex')!.progressPhotos;
    expect(exported.length).toBeGreaterThan(0);
    expect(exported[0]).toEqual({ takenOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), pose: expect.any(String), objectPath: expect.stringMatching(/^\/objects\/pp_/) });
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target).coach;
    await api.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    const copy = await t.db.client.findFirstOrThrow({ where: { coachId: target.id, email: 'alex@example.com' } });
    const listed = await api.progressPhotos.list({ id: copy.id });
    expect(listed.items.map((p) => [p.takenOn, p.pose, p.imageUrl])).toEqual(exported.map((p) => [p.takenOn, p.pose, null]).toReversed());
    await api.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    const inFile = data.clientsWithData.reduce((n, c) => n + c.progressPhotos.length, 0);
    expect(await t.db.progressPhoto.count({ where: { client: { coachId: target.id } } })).toBe(inFile);
  });
});
