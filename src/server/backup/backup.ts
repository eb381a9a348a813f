// Writes a backup (docs/backup.md, docs/decisions/0027-backup-through-the-app-connection.md): one
// .tar.gz with every app table as PostgreSQL's COPY text, read through the app's own connection
// (no pg_dump, whose version must match the server's), the stored objects, the app secret and a
// manifest with counts and checksums. All tables are read in one REPEATABLE READ snapshot.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rename, rm, stat, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import type { ObjectStorage } from '../lib/object-storage/types.ts';
import { appTables, appVersion, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, latestMigration, MANIFEST_NAME, quote, SECRET_ENTRY, VAPID_ENTRY, withClient, type Manifest } from './manifest.ts';

export interface BackupSource {
  /** The postgresql:// URL the app connects to (Database.url). */
  url: string;
  kind: 'embedded' | 'postgres';
  storage: ObjectStorage;
  appSecret: string;
  appSecretSource: 'env' | 'data-dir';
  /** The web push key pair: browsers' subscriptions are bound to its public key (docs/push.md). */
  vapid?: { publicKey: string; privateKey: string; source: 'env' | 'data-dir' };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A pass-through that hashes and counts what flows through it. */
function measure() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), bytes }) };
}

/** Object keys the database points at: uploaded photos and coaches' logos. */
async function objectKeys(client: pg.ClientBase): Promise<{ key: string; contentType: string }[]> {
  const { rows } = await client.query<{ key: string; contentType: string }>(
    `SELECT key, coalesce("contentType", 'application/octet-stream') AS "contentType" FROM "StoredObject" WHERE "uploadedAt" IS NOT NULL
     UNION
     SELECT "logoPath", 'image/png' FROM "Branding" WHERE "logoPath" IS NOT NULL
     ORDER BY 1`,
  );
  return rows;
}

/** Writes the backup to `file` (through `file.partial`, renamed when complete) and returns its manifest. */
export async function writeBackup(source: BackupSource, file: string, now = new Date()): Promise<Manifest> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'spotter-backup-'));
  try {
    return await withClient(source.url, async (client) => {
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const migration = await latestMigration(client);
        if (!migration) throw new Error('The database has no schema yet: there is nothing to back up.');
        const tables: Manifest['tables'] = [];
        for (const [i, table] of (await appTables(client)).entries()) {
          const entry = `tables/${String(i).padStart(3, '0')}-${table.name}.copy`;
          const columns = table.columns.map(quote).join(', ');
          const copy = client.query(copyTo(`COPY (SELECT ${columns} FROM ${quote(table.name)}) TO STDOUT`));
          const m = measure();
          await pipeline(copy, m.stream, createWriteStream(path.join(scratch, `${i}`)));
          tables.push({ name: table.name, columns: table.columns, rows: copy.rowCount, file: entry, ...m.result() });
        }
        const keys = await objectKeys(client);
        await client.query('COMMIT');

        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        const partial = `${file}.partial`;
        const pack = tar.pack();
        const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
        const addFile = (name: string, from: string, size: number) =>
          new Promise<void>((resolve, reject) => {
            const sink = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
            createReadStream(from).on('error', reject).pipe(sink);
          });
        const addBytes = (name: string, bytes: Buffer) =>
          new Promise<void>((resolve, reject) => pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (err) => (err ? reject(err) : resolve())));

        for (const [i, table] of tables.entries()) await addFile(table.file, path.join(scratch, `${i}`), (await stat(path.join(scratch, `${i}`))).size);
        const objects: Manifest['objects'] = [];
        for (const { key, contentType } of keys) {
          const bytes = await source.storage.get(key);
          if (!bytes) continue; // the row outlived its bytes; the photo sweep deletes such rows
          const entry = `objects/${key}`;
          await addBytes(entry, bytes);
          objects.push({ key, contentType, file: entry, sha256: sha256(bytes), bytes: bytes.length });
        }
        const secret = Buffer.from(source.appSecret);
        await addBytes(SECRET_ENTRY, secret);
        const vapid = source.vapid ? Buffer.from(`${JSON.stringify({ publicKey: source.vapid.publicKey, privateKey: source.vapid.privateKey }, null, 2)}\n`) : null;
        if (vapid) await addBytes(VAPID_ENTRY, vapid);
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          appVersion: await appVersion(),
          migration,
          createdAt: now.toISOString(),
          database: source.kind,
          tables,
          objects,
          appSecret: { file: SECRET_ENTRY, sha256: sha256(secret), bytes: secret.length, source: source.appSecretSource },
          ...(vapid && source.vapid ? { vapidKeys: { file: VAPID_ENTRY, sha256: sha256(vapid), bytes: vapid.length, source: source.vapid.source } } : {}),
        };
        // Last, so it can carry every entry's checksum; the restore reads the file through once to check them before writing anything.
        await addBytes(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
        pack.finalize();
        await written;
        await rename(partial, file);
        return manifest;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        await rm(`${file}.partial`, { force: true });
        throw err;
      }
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `spotter-backup-2026-12-06T19-42-57Z.tar.gz`: sorts by date. */
export const backupFileName = (now: Date, tag = '') =>
  `spotter-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${tag ? `-${tag}` : ''}.tar.gz`;

/** Keeps the newest `keep` scheduled backups in `dir` (those made before a migration stay) (by name, which sorts by date); returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^spotter-backup-[0-9TZ-]+\.tar\.gz$/.test(n)).toSorted();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
