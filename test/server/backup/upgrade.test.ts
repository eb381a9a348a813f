// A start with migrations to apply writes a backup first, when the database holds data; a backup
// made at an older migration restores into this version (schema rebuilt to its migration, then
// upgraded). docs/backup.md.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupBeforeMigrating } from '#server/backup/cli';
import { BACKUP_FORMAT } from '#server/backup/manifest';
import { checkBackup, restoreBackup } from '#server/backup/restore';
import type { Config } from '#server/config';
import { openMigratedDatabase } from '#server/db/client';
import { deployMigrationsInChild, migrationNames } from '#server/db/migrations';
import { createDatabaseUrl } from '../helpers.ts';
import { emptyTarget, query, SECRET, tableDigests, tempDir } from './support.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
let names: string[];
const configFor = (dataDir: string) => ({ dataDir, appSecret: SECRET, appSecretSource: 'data-dir', database: {} }) as unknown as Config;

beforeAll(async () => {
  work = await tempDir();
  names = await migrationNames();
});
afterAll(() => work?.remove());

/** An empty database brought to the migration before the latest, as an older Spotter left it. */
async function olderDatabase() {
  const { url, drop } = await createDatabaseUrl({ empty: true });
  await deployMigrationsInChild(url, names.at(-2));
  return { url, drop };
}

it('writes a backup before applying migrations to a database with data, and none to an empty one', async () => {
  const dataDir = path.join(work.dir, 'upgrade');
  const [older, fresh] = await Promise.all([olderDatabase(), olderDatabase()]);
  try {
    await query(older.url, `INSERT INTO "User" (id, email, role, "firstName", "updatedAt") VALUES ('u1', 'coach@example.com', 'COACH', 'Casey', now())`);
    const open = (url: string) => openMigratedDatabase({ databaseUrl: url, poolMax: 1, beforeMigrating: async (u) => void (await backupBeforeMigrating(configFor(dataDir), u)) });

    const db = await open(older.url);
    await db.close();
    expect(db.applied).toEqual([names.at(-1)]);
    const files = await readdir(path.join(dataDir, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^spotter-backup-.*-before-upgrade\.tar\.gz$/)]);
    const manifest = await checkBackup(path.join(dataDir, 'backups', files[0]!));
    expect(manifest).toMatchObject({ format: BACKUP_FORMAT, migration: names.at(-2) });
    expect(manifest.tables.find((t) => t.name === 'User')?.rows).toBe(1);

    const emptyDb = await open(fresh.url);
    await emptyDb.close();
    expect(emptyDb.applied).toEqual([names.at(-1)]);
    expect(await readdir(path.join(dataDir, 'backups'))).toHaveLength(1);

    // That older backup restores into this version: schema at its migration, rows, then the newer migrations.
    const target = await emptyTarget(path.join(work.dir, 'restored'));
    try {
      const report = await restoreBackup(path.join(dataDir, 'backups', files[0]!), manifest, target);
      expect(report.appliedAfter).toEqual([names.at(-1)]);
      expect(await tableDigests(target.url)).toEqual(await tableDigests(older.url));
    } finally {
      await target.drop();
    }
  } finally {
    await older.drop();
    await fresh.drop();
  }
}, 180_000); // six runs of the schema engine, a few seconds each
