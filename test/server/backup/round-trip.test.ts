// Backup and restore (docs/backup.md): a round trip keeps every table row by row and every object
// byte for byte; a newer, damaged or misplaced backup is refused and changes nothing.
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '#server/backup/backup';
import { MANIFEST_NAME, type Manifest } from '#server/backup/manifest';
import { BackupRefused, checkBackup, checkMigration, restoreBackup, RESTORE_TEXTS } from '#server/backup/restore';
import { migrationNames } from '#server/db/migrations';
import { emptyTarget, query, SECRET, sourceWithData, tableDigests, tempDir } from './support.ts';
import { generateVapidKeys } from '#server/lib/vapid-keys';

/** The web push key pair (docs/push.md): browsers' subscriptions depend on it, so it is in the backup. */
const VAPID = generateVapidKeys();
let source: Awaited<ReturnType<typeof sourceWithData>>;
let work: Awaited<ReturnType<typeof tempDir>>;
let file: string;
let manifest: Manifest;

beforeAll(async () => {
  work = await tempDir();
  source = await sourceWithData(path.join(work.dir, 'source'));
  file = path.join(work.dir, 'backup.tar.gz');
  manifest = await writeBackup({ url: source.url, kind: 'postgres', storage: source.storage, appSecret: SECRET, appSecretSource: 'data-dir', vapid: { ...VAPID, source: 'data-dir' } }, file);
});

afterAll(async () => {
  await source?.close();
  await work?.remove();
});

/** Rewrites the backup's entries through `edit` (which may change an entry's bytes) into a new file. */
async function rewritten(name: string, edit: (entry: string, bytes: Buffer) => Buffer): Promise<string> {
  const out = path.join(work.dir, name);
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(out));
  const read = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = edit(entry.header.name, Buffer.concat(chunks));
    pack.entry({ name: entry.header.name, size: bytes.length }, bytes);
  }
  await read;
  pack.finalize();
  await written;
  return out;
}

describe('a backup', () => {
  it('holds every table with its row count, the objects, the secret and the migration', async () => {
    const digests = await tableDigests(source.url);
    expect(manifest.migration).toBe((await migrationNames()).at(-1));
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(Object.fromEntries(Object.entries(digests).map(([name, d]) => [name, d.rows])));
    expect(manifest.tables.find((t) => t.name === 'User')!.rows).toBeGreaterThan(1);
    expect(manifest.objects.map((o) => o.key).toSorted()).toEqual([expect.stringMatching(/^logos\//), 'photo_0', 'photo_1'].toSorted());
    expect(manifest.appSecret.bytes).toBe(SECRET.length);
    // Foreign-key order: a table comes after the tables it references.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf('User')).toBeLessThan(order.indexOf('Client'));
    expect(order.indexOf('Client')).toBeLessThan(order.indexOf('StoredObject'));
  });
});

describe('restore', () => {
  it('brings back every table row for row, every object byte for byte, the app secret and the push keys', async () => {
    const dataDir = path.join(work.dir, 'restored');
    const target = { ...(await emptyTarget(dataDir)), vapidFile: path.join(dataDir, 'vapid-keys.json') };
    try {
      const checked = await checkBackup(file);
      const report = await restoreBackup(file, checked, target);
      expect(await tableDigests(target.url)).toEqual(await tableDigests(source.url));
      for (const o of manifest.objects) expect(await target.storage.get(o.key), o.key).toEqual(await source.storage.get(o.key));
      expect(await readFile(path.join(dataDir, 'app-secret'), 'utf8')).toBe(SECRET);
      expect(JSON.parse(await readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual(VAPID);
      expect(report.objects).toBe(3);
      expect(report.tables).toEqual(manifest.tables.map((t) => ({ name: t.name, rows: t.rows })));
      const migrations = await query<{ n: number }>(target.url, 'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL');
      expect(migrations[0]!.n).toBe((await migrationNames()).length);
      // The planner has statistics for the restored rows before the app serves them (docs/database.md).
      // Polled: a backend reports its statistics as it exits, just after the restore returns.
      const unanalyzed = () =>
        query<{ relname: string }>(target.url, `SELECT relname FROM pg_stat_user_tables WHERE schemaname = 'public' AND n_live_tup > 0 AND last_analyze IS NULL AND last_autoanalyze IS NULL`);
      await expect.poll(unanalyzed, { timeout: 10_000 }).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup from a newer schema', async () => {
    const newer = { ...manifest, migration: '29991231000000_from_the_future' };
    expect(() => checkMigration(newer, ['20260101000000_a'])).toThrow(new BackupRefused(RESTORE_TEXTS.newer('29991231000000_from_the_future')));
    const out = await rewritten('newer.tar.gz', (name, bytes) => (name === MANIFEST_NAME ? Buffer.from(JSON.stringify(newer)) : bytes));
    const checked = await checkBackup(out);
    expect(() => checkMigration(checked, [])).toThrow(RESTORE_TEXTS.newer('29991231000000_from_the_future'));
  });

  it('refuses a damaged file before writing anything', async () => {
    const table = manifest.tables.find((t) => t.rows > 0)!;
    const damaged = await rewritten('damaged.tar.gz', (name, bytes) => (name === table.file ? Buffer.concat([bytes.subarray(0, bytes.length - 2), Buffer.from('x\n')]) : bytes));
    await expect(checkBackup(damaged)).rejects.toThrow(RESTORE_TEXTS.damaged(table.file));
    const truncated = path.join(work.dir, 'truncated.tar.gz');
    const whole = await readFile(file);
    await writeFile(truncated, whole.subarray(0, whole.length >> 1));
    await expect(checkBackup(truncated)).rejects.toThrow(/not a readable Spotter backup/);
  });

  it('refuses a database that holds rows, and an objects folder that holds files', async () => {
    const dataDir = path.join(work.dir, 'not-empty');
    const target = await emptyTarget(dataDir);
    try {
      await expect(restoreBackup(file, manifest, { ...target, url: source.url })).rejects.toThrow(/The target database is not empty/);
      await writeFile(path.join(work.dir, 'stray'), 'x');
      await expect(restoreBackup(file, manifest, { ...target, objectsDir: work.dir })).rejects.toThrow(RESTORE_TEXTS.notEmptyObjects(work.dir));
      // Nothing was written to the target.
      expect(await query(target.url, `SELECT to_regclass('public."User"') AS t`)).toEqual([{ t: null }]);
      expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
