// Photo cleanup (docs/design.md §3 "Photos", services/photos/cleanup.ts): the sweep of orphaned photos,
// and photos removed with their food entry or their client, with real local storage in a temp dir.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type ObjectStorage } from '#server/lib/object-storage/index';
import { sweepPhotos } from '#server/services/photos/cleanup';
import { createUploadTicket, MAX_PENDING_UPLOADS } from '#server/services/photos/uploads';
import { callerAs, makeClient, makeCoach, setupTest, TEST_NOW, tokenFor, type TestDeps } from '../helpers.ts';
import { pngImage, startPhotoHttp } from './helpers.ts';

const HOUR = 60 * 60_000;

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startPhotoHttp>>;
let dataDir: string;
let storage: ObjectStorage;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;

beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-cleanup-'));
  storage = createLocalStorage(path.join(dataDir, 'objects'));
  Object.assign(t.deps, { dataDir, storage });
  http = await startPhotoHttp(t.deps);
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
});
afterAll(async () => {
  await http.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const fileExists = (key: string) =>
  access(path.join(dataDir, 'objects', key)).then(
    () => true,
    () => false,
  );
const rowOf = (key: string) => t.db.storedObject.findUnique({ where: { key }, select: { clientId: true, uploadedAt: true } });
const keyOf = (objectPath: string) => objectPath.replace(/^\/objects\//, '');

/** Runs `fn` with the clock `hoursAgo` hours before TEST_NOW, then puts it back. */
async function hoursAgo<T>(hours: number, fn: () => Promise<T>): Promise<T> {
  t.deps.clock.set(new Date(new Date(TEST_NOW).getTime() - hours * HOUR));
  try {
    return await fn();
  } finally {
    t.deps.clock.set(TEST_NOW);
  }
}

async function ticket(user = alex.user) {
  const token = await tokenFor(t.deps, user);
  const res = await http.api('POST', '/objects/upload', { token });
  expect(res.status).toBe(200);
  return res.body as unknown as { uploadURL: string; objectPath: string };
}

/** A finished upload; answers its objectPath and storage key. */
async function uploadedPhoto(user = alex.user) {
  const { uploadURL, objectPath } = await ticket(user);
  const put = await http.raw('PUT', uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
  expect(put.status).toBe(200);
  const key = keyOf(objectPath);
  expect(await fileExists(key)).toBe(true);
  return { objectPath, key };
}

async function mealWithPhoto(user = alex.user) {
  const photo = await uploadedPhoto(user);
  const entry = await callerAs(t.deps, user).food.create({ description: 'Lunch', imageUrl: photo.objectPath, loggedAt: t.deps.clock.now().toISOString() });
  return { ...photo, entry };
}

/** Logs at warn and above into `lines`. */
function captureLog() {
  const lines: { level: number; msg: string; key?: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  return { log, lines };
}

/** The test deps with a storage whose deletes fail (puts and reads still work). */
function brokenDeleteDeps(log = captureLog().log): TestDeps {
  const broken: ObjectStorage = { ...storage, delete: () => Promise.reject(new Error('storage is down')) };
  return { ...t.deps, storage: broken, log };
}

describe('the photo sweep', () => {
  it('removes a photo uploaded more than 24 hours ago that no entry uses: row and file', async () => {
    const old = await hoursAgo(25, () => uploadedPhoto());
    const result = await sweepPhotos(t.deps);
    expect(await rowOf(old.key)).toBeNull();
    expect(await fileExists(old.key)).toBe(false);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
  });

  it('keeps an orphan uploaded less than 24 hours ago', async () => {
    const fresh = await hoursAgo(23, () => uploadedPhoto());
    await sweepPhotos(t.deps);
    expect(await rowOf(fresh.key)).toMatchObject({ clientId: alex.client.id });
    expect(await fileExists(fresh.key)).toBe(true);
    // The same photo a day later is an orphan.
    t.deps.clock.advance(2 * HOUR);
    try {
      await sweepPhotos(t.deps);
    } finally {
      t.deps.clock.set(TEST_NOW);
    }
    expect(await rowOf(fresh.key)).toBeNull();
    expect(await fileExists(fresh.key)).toBe(false);
  });

  it('keeps a photo a food entry uses, however old', async () => {
    const meal = await hoursAgo(24 * 30, () => mealWithPhoto());
    await sweepPhotos(t.deps);
    expect(await rowOf(meal.key)).toMatchObject({ clientId: alex.client.id });
    expect(await fileExists(meal.key)).toBe(true);
    const [listed] = (await callerAs(t.deps, alex.user).food.list({ from: '2026-01-01' })).filter((e) => e.id === meal.entry.id);
    expect((await http.raw('GET', listed!.imageUrl!)).status).toBe(200);
  });

  it('removes upload tickets never completed within 24 hours, and any bytes stored for them', async () => {
    const unused = await hoursAgo(25, () => ticket());
    // Bytes stored whose ticket was never marked uploaded (the database write after the PUT failed).
    const halfDone = await hoursAgo(25, () => ticket());
    await storage.put(keyOf(halfDone.objectPath), await pngImage(), 'image/png');
    const recent = await hoursAgo(2, () => ticket());

    await sweepPhotos(t.deps);
    expect(await rowOf(keyOf(unused.objectPath))).toBeNull();
    expect(await rowOf(keyOf(halfDone.objectPath))).toBeNull();
    expect(await fileExists(keyOf(halfDone.objectPath))).toBe(false);
    expect(await rowOf(keyOf(recent.objectPath))).toMatchObject({ clientId: alex.client.id, uploadedAt: null });
  });

  it('stops counting tickets a day old toward the pending-upload limit', async () => {
    const busy = await makeClient(t.db, coach.id, { firstName: 'Busy' });
    await hoursAgo(25, async () => {
      for (let i = 0; i < MAX_PENDING_UPLOADS; i++) await createUploadTicket(t.deps, busy.client.id);
    });
    await expect(createUploadTicket(t.deps, busy.client.id)).resolves.toMatchObject({ objectPath: expect.stringMatching(/^\/objects\//) });
    await sweepPhotos(t.deps);
    expect(await t.db.storedObject.count({ where: { clientId: busy.client.id } })).toBe(1);
  });

  it('works through many orphans in batches', async () => {
    const olds = await hoursAgo(48, async () => {
      const out = [];
      for (let i = 0; i < 5; i++) out.push(await uploadedPhoto());
      return out;
    });
    const result = await sweepPhotos(t.deps, { batchSize: 2 });
    expect(result.failed).toBe(0);
    for (const { key } of olds) {
      expect(await rowOf(key)).toBeNull();
      expect(await fileExists(key)).toBe(false);
    }
  });

  it('keeps what storage could not delete, logs it, and removes it on a later sweep', async () => {
    const olds = await hoursAgo(48, async () => [await uploadedPhoto(), await uploadedPhoto(), await uploadedPhoto()]);
    const { log, lines } = captureLog();
    const result = await sweepPhotos(brokenDeleteDeps(log), { batchSize: 2 });
    // Each failure is tried once per run (no re-reading the same rows batch after batch).
    expect(result.failed).toBe(3);
    expect(lines.some((l) => l.msg.includes('photo sweep could not delete'))).toBe(true);
    for (const { key } of olds) {
      expect(await rowOf(key)).toMatchObject({ clientId: null });
      expect(await fileExists(key)).toBe(true);
    }
    await sweepPhotos(t.deps);
    for (const { key } of olds) {
      expect(await rowOf(key)).toBeNull();
      expect(await fileExists(key)).toBe(false);
    }
  });
});

describe('deleting a food entry', () => {
  it('removes its photo: file and row, and the read URL stops working', async () => {
    const meal = await mealWithPhoto();
    await expect(callerAs(t.deps, alex.user).food.delete({ id: meal.entry.id })).resolves.toEqual({ ok: true });
    expect(await fileExists(meal.key)).toBe(false);
    expect(await rowOf(meal.key)).toBeNull();
    expect((await http.raw('GET', meal.entry.imageUrl!)).status).toBe(404);
  });

  it('keeps a photo another entry still shows', async () => {
    const meal = await mealWithPhoto();
    const twin = await t.db.foodEntry.create({ data: { clientId: alex.client.id, description: 'Copy', imagePath: meal.key, loggedAt: new Date(TEST_NOW) } });
    await callerAs(t.deps, alex.user).food.delete({ id: meal.entry.id });
    expect(await fileExists(meal.key)).toBe(true);
    expect(await rowOf(meal.key)).toMatchObject({ clientId: alex.client.id });
    await callerAs(t.deps, alex.user).food.delete({ id: twin.id });
    expect(await fileExists(meal.key)).toBe(false);
    expect(await rowOf(meal.key)).toBeNull();
  });

  it('succeeds when storage fails; the photo is no longer served and the next sweep removes it', async () => {
    const meal = await mealWithPhoto();
    const { log, lines } = captureLog();
    await expect(callerAs(brokenDeleteDeps(log), alex.user).food.delete({ id: meal.entry.id })).resolves.toEqual({ ok: true });
    expect(await t.db.foodEntry.count({ where: { id: meal.entry.id } })).toBe(0);
    expect(lines).toContainEqual(expect.objectContaining({ key: meal.key, msg: expect.stringContaining('could not delete a stored photo') }));
    expect(await fileExists(meal.key)).toBe(true);
    expect(await rowOf(meal.key)).toMatchObject({ clientId: null });
    expect((await http.raw('GET', meal.entry.imageUrl!)).status).toBe(404);
    // Let go photos are removed at once by the sweep, not after 24 hours.
    await sweepPhotos(t.deps);
    expect(await fileExists(meal.key)).toBe(false);
    expect(await rowOf(meal.key)).toBeNull();
  });
});

describe('deleting a client', () => {
  it("removes all of the client's photos (attached, unattached, unfinished) and nobody else's", async () => {
    const leaving = await makeClient(t.db, coach.id, { firstName: 'Leaving' });
    const meal = await mealWithPhoto(leaving.user);
    const loose = await uploadedPhoto(leaving.user);
    const pending = await ticket(leaving.user);
    const staying = await mealWithPhoto(alex.user);

    await expect(callerAs(t.deps, coach).coach.clients.delete({ id: leaving.client.id })).resolves.toEqual({ ok: true });
    for (const key of [meal.key, loose.key, keyOf(pending.objectPath)]) {
      expect(await rowOf(key)).toBeNull();
      expect(await fileExists(key)).toBe(false);
    }
    expect(await t.db.storedObject.count({ where: { clientId: leaving.client.id } })).toBe(0);
    expect(await fileExists(staying.key)).toBe(true);
    expect(await rowOf(staying.key)).toMatchObject({ clientId: alex.client.id });
    // The unfinished ticket's upload URL takes no bytes any more.
    expect((await http.raw('PUT', pending.uploadURL, { bytes: await pngImage(), contentType: 'image/png' })).status).toBe(404);
  });

  it('succeeds when storage fails; the next sweep removes the photos', async () => {
    const leaving = await makeClient(t.db, coach.id, { firstName: 'Leaving' });
    const meal = await mealWithPhoto(leaving.user);
    const loose = await uploadedPhoto(leaving.user);
    const { log, lines } = captureLog();

    await expect(callerAs(brokenDeleteDeps(log), coach).coach.clients.delete({ id: leaving.client.id })).resolves.toEqual({ ok: true });
    expect(await t.db.client.count({ where: { id: leaving.client.id } })).toBe(0);
    expect(lines.filter((l) => l.msg.includes('could not delete a stored photo'))).toHaveLength(2);
    for (const { key } of [meal, loose]) {
      expect(await rowOf(key)).toMatchObject({ clientId: null });
      expect(await fileExists(key)).toBe(true);
    }
    await sweepPhotos(t.deps);
    for (const { key } of [meal, loose]) {
      expect(await rowOf(key)).toBeNull();
      expect(await fileExists(key)).toBe(false);
    }
  });
});
