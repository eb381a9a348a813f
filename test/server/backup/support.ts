// Fixtures of the backup tests: a database full of demo data with photos and a logo in a local
// object store, and the comparisons a round trip must pass (every table row by row, every object
// byte for byte).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '#server/db/client';
import { deployMigrationsInChild } from '#server/db/migrations';
import { createLocalStorage } from '#server/lib/object-storage/index';
import { seedDemo } from '#server/seed/demo';
import { appTables, quote, withClient } from '#server/backup/manifest';
import type { RestoreTarget } from '#server/backup/restore';
import { createDatabaseUrl, TEST_NOW } from '../helpers.ts';

export const SECRET = 'backup-test-secret-backup-test-secret-01';

/** A temporary DATA_DIR, removed by `remove`. */
export async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'spotter-backup-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A migrated database with the demo coach, a logo and two photos (one of them let go) in `dataDir/objects`. */
export async function sourceWithData(dataDir: string) {
  const { url, drop } = await createDatabaseUrl();
  const db = await openDatabase({ databaseUrl: url, poolMax: 2 });
  await seedDemo(db.prisma, new Date(TEST_NOW), SECRET);
  const storage = createLocalStorage(path.join(dataDir, 'objects'));
  const coach = await db.prisma.user.findFirstOrThrow({ where: { role: 'COACH' } });
  const client = await db.prisma.client.findFirstOrThrow({ where: { coachId: coach.id } });
  const logo = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
  await storage.put(`logos/${coach.id}`, logo, 'image/png');
  await db.prisma.branding.upsert({ where: { coachId: coach.id }, create: { coachId: coach.id, businessName: 'Iron Gym', logoPath: `logos/${coach.id}` }, update: { logoPath: `logos/${coach.id}` } });
  for (const [i, clientId] of [client.id, null].entries()) {
    const key = `photo_${i}`;
    await storage.put(key, Buffer.from(`jpeg bytes ${i}\n\u0000\u00ff`.repeat(100 + i)), 'image/jpeg');
    await db.prisma.storedObject.create({ data: { key, clientId, contentType: 'image/jpeg', size: 1, uploadedAt: new Date(TEST_NOW) } });
  }
  // Text a COPY must carry untouched: tabs, newlines, backslashes, quotes, non-ASCII, NULL.
  await db.prisma.clientNote.create({ data: { clientId: client.id, coachId: coach.id, content: 'tab\there\nnew line \\N back\\slash "quoted" ünïcødé 💪' } });
  return { url, db, storage, close: async () => (await db.close(), await drop()) };
}

/** An empty database (no schema) and a restore target in `dataDir`. */
export async function emptyTarget(dataDir: string): Promise<RestoreTarget & { drop(): Promise<void> }> {
  const { url, drop } = await createDatabaseUrl({ empty: true });
  return {
    url,
    storage: createLocalStorage(path.join(dataDir, 'objects')),
    objectsDir: path.join(dataDir, 'objects'),
    secretFile: path.join(dataDir, 'app-secret'),
    migrate: (upTo) => deployMigrationsInChild(url, upTo),
    drop,
  };
}

/** Every app table's rows as one md5 each (ordered by the row's text), keyed by table name. */
export async function tableDigests(url: string): Promise<Record<string, { rows: number; md5: string }>> {
  return withClient(url, async (client) => {
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const t of await appTables(client)) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${quote(t.name)} t`,
      );
      out[t.name] = rows[0]!;
    }
    return out;
  });
}

export async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  return withClient(url, async (client) => (await client.query<T>(sql)).rows);
}
