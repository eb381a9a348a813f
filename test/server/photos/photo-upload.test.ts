// Photo uploads over HTTP (docs/product.md §7, docs/design.md §3 "Photos"): ticket, PUT, checks from the bytes,
// re-encoding without metadata, and signed reads for the client and their coach only.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_PHOTO_MAX_BYTES } from '#shared/limits';
import { makeClient, makeCoach, setupTest, tokenFor } from '../helpers.ts';
import { gifImage, jpegWithGps, pngImage, startPhotoHttp, webpImage } from './helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startPhotoHttp>>;
let dataDir: string;
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let alexToken: string;

beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-photos-'));
  Object.assign(t.deps, { dataDir });
  http = await startPhotoHttp(t.deps);
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id);
  alexToken = await tokenFor(t.deps, alex.user);
});
afterAll(async () => {
  await http.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function ticket(token = alexToken) {
  const res = await http.api('POST', '/objects/upload', { token });
  expect(res.status).toBe(200);
  return res.body as unknown as { uploadURL: string; objectPath: string };
}

describe('POST /api/objects/upload', () => {
  it('answers a signed upload URL and an objectPath under a server-made name', async () => {
    const a = await ticket();
    const b = await ticket();
    expect(a.uploadURL).toMatch(/^\/api\/objects\/upload\/[A-Za-z0-9_-]{43}\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    expect(a.objectPath).toMatch(/^\/objects\/[A-Za-z0-9_-]{43}$/);
    expect(a.objectPath).not.toBe(b.objectPath);
  });

  it('is for signed-in clients only', async () => {
    expect((await http.api('POST', '/objects/upload')).status).toBe(401);
    expect((await http.api('POST', '/objects/upload', { token: await tokenFor(t.deps, coach) })).status).toBe(403);
  });
});

describe('PUT to the upload URL', () => {
  it('re-encodes a JPEG without its EXIF/GPS metadata and serves it through a signed read URL', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { uploadURL, objectPath } = await ticket();
    // The declared type is ignored: the bytes decide.
    const put = await http.raw('PUT', uploadURL, { bytes: original, contentType: 'application/octet-stream' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ objectPath, contentType: 'image/jpeg', width: 640, height: 480 });

    const entry = await http.api('POST', '/food-entries', { token: alexToken, body: { description: 'Lunch', imageUrl: objectPath, loggedAt: '2026-03-11T12:00:00.000Z' } });
    expect(entry.status).toBe(200);
    const imageUrl = String(entry.body.imageUrl);
    expect(imageUrl).toMatch(/^\/api\/objects\/read\/[A-Za-z0-9_-]{43}\?exp=\d+&sig=/);

    const read = await http.raw('GET', imageUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(read.buf).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(read.buf.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(read.buf.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // Stored under the server-made name only, never the original bytes.
    const files = await readdir(path.join(dataDir, 'objects'));
    expect(files).toContain(objectPath.replace('/objects/', ''));
  });

  it('accepts PNG and WebP and keeps their type', async () => {
    for (const [bytes, type] of [
      [await pngImage(), 'image/png'],
      [await webpImage(), 'image/webp'],
    ] as const) {
      const { uploadURL } = await ticket();
      const put = await http.raw('PUT', uploadURL, { bytes, contentType: 'image/jpeg' });
      expect(put.status).toBe(200);
      expect(put.body.contentType).toBe(type);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP from its bytes with 415, whatever the declared type', async () => {
    for (const bytes of [Buffer.from('GIF89a-but-not-really just text'), await gifImage(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('%PDF-1.7\n')]) {
      const { uploadURL, objectPath } = await ticket();
      const put = await http.raw('PUT', uploadURL, { bytes, contentType: 'image/jpeg' });
      expect(put.status).toBe(415);
      expect(put.body).toEqual({ error: 'Please choose a JPEG, PNG or WebP image' });
      const stored = await t.db.storedObject.findUnique({ where: { key: objectPath.slice('/objects/'.length) } });
      expect(stored?.uploadedAt).toBeNull();
    }
  });

  it('answers a photo sent as JSON with 415 instead of waiting for a body the JSON parser read', async () => {
    const { uploadURL } = await ticket();
    const put = await http.raw('PUT', uploadURL, { bytes: Buffer.from(JSON.stringify({ image: 'data:image/jpeg;base64,AAAA' })), contentType: 'application/json' });
    expect(put.status).toBe(415);
    expect(put.body).toEqual({ error: 'Please choose a JPEG, PNG or WebP image' });
  });

  it('refuses a body over 5 MiB with 413 and the SPEC message', async () => {
    const { uploadURL } = await ticket();
    const big = Buffer.alloc(FOOD_PHOTO_MAX_BYTES + 1, 0xff);
    const put = await http.raw('PUT', uploadURL, { bytes: big, contentType: 'image/jpeg' });
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ error: 'Please choose images under 5MB each' });
  });

  it('refuses an image of more than 25 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 6000, height: 4168, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(FOOD_PHOTO_MAX_BYTES);
    const { uploadURL } = await ticket();
    const put = await http.raw('PUT', uploadURL, { bytes: huge, contentType: 'image/png' });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ error: 'This image is too large (at most 25 megapixels)' });
  });

  it('refuses a truncated image, an empty body, a reused, tampered or expired URL', async () => {
    const jpeg = await jpegWithGps();
    const a = await ticket();
    expect((await http.raw('PUT', a.uploadURL, { bytes: jpeg.subarray(0, 600), contentType: 'image/jpeg' })).status).toBe(400);
    expect((await http.raw('PUT', a.uploadURL, { bytes: Buffer.alloc(0), contentType: 'image/jpeg' })).status).toBe(400);
    expect((await http.raw('PUT', a.uploadURL, { bytes: jpeg, contentType: 'image/jpeg' })).status).toBe(200);
    const other = await http.raw('PUT', a.uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    expect(other).toMatchObject({ status: 409, body: { error: 'This upload link has already been used' } });

    const b = await ticket();
    const tampered = b.uploadURL.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await http.raw('PUT', tampered, { bytes: jpeg, contentType: 'image/jpeg' })).status).toBe(403);
    const bKey = b.objectPath.slice('/objects/'.length);
    const otherKey = b.uploadURL.replace(bKey, 'z'.repeat(bKey.length));
    expect((await http.raw('PUT', otherKey, { bytes: jpeg, contentType: 'image/jpeg' })).status).toBe(403);

    t.deps.clock.advance(16 * 60_000);
    try {
      const late = await http.raw('PUT', b.uploadURL, { bytes: jpeg, contentType: 'image/jpeg' });
      expect(late).toMatchObject({ status: 403, body: { error: 'This link is invalid or has expired' } });
    } finally {
      t.deps.clock.advance(-16 * 60_000);
    }
  });
});

describe('a repeated upload (issue 31: the answer to the first PUT was lost)', () => {
  it('the same bytes to the same ticket answer 200 with the first answer, stored once', async () => {
    const png = await pngImage();
    const { uploadURL, objectPath } = await ticket();
    const first = await http.raw('PUT', uploadURL, { bytes: png, contentType: 'image/png' });
    expect(first.status).toBe(200);
    const again = await http.raw('PUT', uploadURL, { bytes: png, contentType: 'image/png' });
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(again.body).toMatchObject({ objectPath, contentType: 'image/png' });
    const rows = await t.db.storedObject.findMany({ where: { key: objectPath.slice('/objects/'.length) } });
    expect(rows).toHaveLength(1);
  });

  it('two PUTs of the same bytes at once both succeed', async () => {
    const png = await pngImage();
    const { uploadURL } = await ticket();
    const both = await Promise.all([0, 1].map(() => http.raw('PUT', uploadURL, { bytes: png, contentType: 'image/png' })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });
});

describe('reading photos', () => {
  it('the bare object path and unsigned or expired read URLs are refused', async () => {
    const { uploadURL, objectPath } = await ticket();
    await http.raw('PUT', uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    const key = objectPath.slice('/objects/'.length);
    expect((await http.raw('GET', objectPath)).status).not.toBe(200);
    expect((await http.raw('GET', `/api/objects/read/${key}`)).status).toBe(403);
    expect((await http.raw('GET', `/api/objects/read/${key}?exp=99999999999999&sig=abc`)).status).toBe(403);

    const entry = await http.api('POST', '/food-entries', { token: alexToken, body: { imageUrl: objectPath, loggedAt: '2026-03-11T12:00:00.000Z' } });
    const url = String(entry.body.imageUrl);
    expect((await http.raw('GET', url)).status).toBe(200);
    t.deps.clock.advance(31 * 60_000);
    try {
      expect((await http.raw('GET', url)).status).toBe(403);
    } finally {
      t.deps.clock.advance(-31 * 60_000);
    }
  });

  it('a deleted entry takes its photo with it: the stored file is gone and old URLs answer 404', async () => {
    const { uploadURL, objectPath } = await ticket();
    await http.raw('PUT', uploadURL, { bytes: await pngImage(), contentType: 'image/png' });
    const key = objectPath.slice('/objects/'.length);
    const entry = await http.api('POST', '/food-entries', { token: alexToken, body: { imageUrl: objectPath, loggedAt: '2026-03-11T12:00:00.000Z' } });
    expect(await readdir(path.join(dataDir, 'objects'))).toContain(key);
    expect((await http.api('DELETE', `/food-entries/${entry.body.id}`, { token: alexToken })).status).toBe(200);
    expect(await readdir(path.join(dataDir, 'objects'))).not.toContain(key);
    expect((await http.raw('GET', String(entry.body.imageUrl))).status).toBe(404);
  });
});
