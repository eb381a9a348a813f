// One contract, two backends (docs/design.md §3 "Photos"): the local directory and an S3-compatible
// server (s3rver, run offline on the loopback interface).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createObjectStorage, createS3Storage, type ObjectStorage } from '#server/lib/object-storage/index';

const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'spotter-storage-'));
  dirs.push(d);
  return d;
};

let s3server: S3rver;
let s3: ObjectStorage;
let local: ObjectStorage;
let localRoot: string;

beforeAll(async () => {
  const s3dir = await tempDir();
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'spotter-photos', configs: [] }] });
  const { port } = await s3server.run();
  s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'spotter-photos',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  localRoot = await tempDir();
  local = createLocalStorage(localRoot);
});
afterAll(async () => {
  await s3server?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const backends = () =>
  [
    ['local', local],
    ['s3', s3],
  ] as const;

describe.each(['local', 's3'] as const)('%s object storage', (name) => {
  const storage = () => Object.fromEntries(backends())[name] as ObjectStorage;

  it('stores, reads back byte for byte, overwrites and deletes', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage().put('abcDEF_123-xyz', bytes, 'image/jpeg');
    expect((await storage().get('abcDEF_123-xyz'))?.equals(bytes)).toBe(true);
    await storage().put('abcDEF_123-xyz', Buffer.from('second'), 'image/png');
    expect((await storage().get('abcDEF_123-xyz'))?.toString()).toBe('second');
    await storage().delete('abcDEF_123-xyz');
    expect(await storage().get('abcDEF_123-xyz')).toBeNull();
  });

  it('answers null for a missing object and deletes a missing one quietly', async () => {
    expect(await storage().get('never-stored')).toBeNull();
    await expect(storage().delete('never-stored')).resolves.toBeUndefined();
  });

  it('keeps objects apart and accepts folder-style keys', async () => {
    await storage().put('a/one', Buffer.from('1'), 'image/png');
    await storage().put('a/two', Buffer.from('2'), 'image/png');
    expect((await storage().get('a/one'))?.toString()).toBe('1');
    expect((await storage().get('a/two'))?.toString()).toBe('2');
  });

  it('deletes exactly the object asked for, folder-style keys too (photo cleanup relies on it)', async () => {
    for (const key of ['del-keep', 'del-gone', 'del/keep', 'del/gone']) await storage().put(key, Buffer.from(key), 'image/png');
    await storage().delete('del-gone');
    await storage().delete('del/gone');
    expect(await storage().get('del-gone')).toBeNull();
    expect(await storage().get('del/gone')).toBeNull();
    expect((await storage().get('del-keep'))?.toString()).toBe('del-keep');
    expect((await storage().get('del/keep'))?.toString()).toBe('del/keep');
    // Deleting twice is not an error (a retried cleanup).
    await expect(storage().delete('del/gone')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage area', async () => {
    for (const key of ['../escape', 'a/../../b', '/abs', '', 'with space', 'a//b']) {
      await expect(storage().put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid object key');
      await expect(storage().get(key)).rejects.toThrow('Invalid object key');
    }
  });
});

describe('choosing the storage', () => {
  it('uses a directory under DATA_DIR by default and S3 when S3_* is configured', async () => {
    const dataDir = await tempDir();
    const chosen = createObjectStorage({ dataDir });
    expect(chosen.kind).toBe('local');
    await chosen.put('photo-key', Buffer.from('x'), 'image/png');
    expect(await readdir(path.join(dataDir, 'objects'))).toEqual(['photo-key']);
    expect(createObjectStorage({ dataDir, s3: { region: 'us-east-1', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true } }).kind).toBe('s3');
  });

  it('writes local files atomically (no temporary file left behind)', async () => {
    await local.put('atomic-key', Buffer.alloc(10_000, 1), 'image/png');
    expect((await readdir(localRoot)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
