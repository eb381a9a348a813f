// Restores a backup (docs/backup.md) into an empty database and an empty object store: the file is
// read through once to check the manifest and every checksum before anything is written; then the
// schema is migrated to the backup's migration, every table is copied in with COPY FROM in one
// transaction (counts checked against the manifest before it commits), the objects and the app
// secret are written, and the migrations this version adds are applied.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';
import type { ObjectStorage } from '../lib/object-storage/types.ts';
import { latestMigration, Manifest, MANIFEST_NAME, quote, tablesWithRows, withClient } from './manifest.ts';

/** A restore that was refused or failed for a reason the operator can act on (printed without a stack). */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export const RESTORE_TEXTS = {
  newer: (migration: string) => `This backup is from a newer version of Spotter (migration ${migration}). Upgrade first.`,
  unknownMigration: (migration: string) => `This backup was made at migration ${migration}, which this version of Spotter does not know.`,
  unreadable: (why: string) => `This file is not a readable Spotter backup (${why}).`,
  damaged: (entry: string) => `The backup file is damaged: ${entry} does not match the checksum in its manifest.`,
  notEmptyDatabase: (tables: string[]) =>
    `The target database is not empty (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''} hold rows). Restore only goes into an empty database: use a new DATA_DIR or a new, empty database.`,
  newerDatabase: (migration: string) => `The target database is already at migration ${migration}, newer than the backup's. Restore only goes into an empty database.`,
  notEmptyObjects: (dir: string) => `${dir} is not empty. Restore only goes into an empty DATA_DIR.`,
};

/** Reads every entry of the backup, in order; `onEntry` consumes the stream it is given. */
async function readEntries(file: string, onEntry: (name: string, stream: NodeJS.ReadableStream & AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const fed = pipeline(createReadStream(file), createGunzip(), extract);
  const consumed = (async () => {
    for await (const entry of extract) await onEntry(entry.header.name, entry as unknown as NodeJS.ReadableStream & AsyncIterable<Buffer>);
  })();
  await Promise.all([fed, consumed]);
}

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Reads the backup once: its manifest, and every entry's checksum and size against it. A damaged
 * or foreign file is refused here, before anything is written.
 */
export async function checkBackup(file: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | undefined;
  try {
    await readEntries(file, async (name, stream) => {
      if (name === MANIFEST_NAME) {
        manifestText = (await bytesOf(stream)).toString('utf8');
        return;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of stream) {
        hash.update(chunk);
        bytes += chunk.length;
      }
      seen.set(name, { sha256: hash.digest('hex'), bytes });
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefused(`${file} does not exist.`);
    throw new BackupRefused(RESTORE_TEXTS.unreadable(err instanceof Error ? err.message : String(err)));
  }
  if (manifestText === undefined) throw new BackupRefused(RESTORE_TEXTS.unreadable('no manifest.json'));
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    throw new BackupRefused(RESTORE_TEXTS.unreadable('manifest.json is not JSON'));
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) throw new BackupRefused(RESTORE_TEXTS.unreadable(`manifest.json: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`));
  const manifest = parsed.data;
  for (const entry of [...manifest.tables, ...manifest.objects, manifest.appSecret, ...(manifest.vapidKeys ? [manifest.vapidKeys] : [])]) {
    const got = seen.get(entry.file);
    if (!got || got.sha256 !== entry.sha256 || got.bytes !== entry.bytes) throw new BackupRefused(RESTORE_TEXTS.damaged(entry.file));
  }
  return manifest;
}

/** Refuses a backup made at a migration this version does not have. */
export function checkMigration(manifest: Manifest, known: readonly string[]): void {
  if (known.includes(manifest.migration)) return;
  const latest = known.at(-1);
  if (!latest || manifest.migration > latest) throw new BackupRefused(RESTORE_TEXTS.newer(manifest.migration));
  throw new BackupRefused(RESTORE_TEXTS.unknownMigration(manifest.migration));
}

export interface RestoreTarget {
  /** The postgresql:// URL of the target database (already open: embedded started, or a server). */
  url: string;
  storage: ObjectStorage;
  /** The local objects directory (DATA_DIR/objects), which must be empty; absent for S3. */
  objectsDir?: string;
  /** Where the app secret is written (DATA_DIR/app-secret). */
  secretFile: string;
  /** Where the web push key pair is written (DATA_DIR/vapid-keys.json), when the backup has one. */
  vapidFile?: string;
  /** Applies migrations in a child process (deployMigrationsInChild), up to `upTo` or all. */
  migrate(upTo?: string): Promise<string[]>;
}

export interface RestoreReport {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  objects: number;
  objectBytes: number;
  /** Migrations of this version applied after the rows were in. */
  appliedAfter: string[];
}

async function checkEmptyTarget(client: pg.ClientBase, target: RestoreTarget, manifest: Manifest) {
  const full = await tablesWithRows(client);
  if (full.length) throw new BackupRefused(RESTORE_TEXTS.notEmptyDatabase(full));
  const at = await latestMigration(client);
  if (at && at > manifest.migration) throw new BackupRefused(RESTORE_TEXTS.newerDatabase(at));
  if (target.objectsDir && (await readdir(target.objectsDir).catch(() => [])).length) throw new BackupRefused(RESTORE_TEXTS.notEmptyObjects(target.objectsDir));
}

/** Restores `file` (checked by `checkBackup` and `checkMigration` first) into `target`. */
export async function restoreBackup(file: string, manifest: Manifest, target: RestoreTarget): Promise<RestoreReport> {
  const restored = await withClient(target.url, async (client) => {
    await checkEmptyTarget(client, target, manifest);
    await target.migrate(manifest.migration);

    const tables = new Map(manifest.tables.map((t) => [t.file, t]));
    const objects = new Map(manifest.objects.map((o) => [o.file, o]));
    const report: RestoreReport = { manifest, tables: [], objects: 0, objectBytes: 0, appliedAfter: [] };
    let open = false;
    const commit = async () => {
      if (!open) return;
      for (const t of manifest.tables) await client.query(`ALTER TABLE ${quote(t.name)} ENABLE TRIGGER USER`);
      // Counted in the transaction: a row count that differs from the manifest commits nothing.
      for (const t of manifest.tables) {
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(t.name)}`);
        if (rows[0]!.n !== t.rows) throw new BackupRefused(`${t.name}: ${rows[0]!.n} rows restored, the manifest says ${t.rows}. Nothing was restored.`);
        report.tables.push({ name: t.name, rows: t.rows });
      }
      await client.query('COMMIT');
      open = false;
    };
    try {
      await client.query('BEGIN');
      open = true;
      // The rows carry what the app's triggers computed (a session's exercise counts, missedAt):
      // run again on COPY they would count twice. DISABLE TRIGGER USER leaves the foreign-key
      // checks on and needs only the tables' owner, who ran the migrations (no superuser).
      for (const t of manifest.tables) await client.query(`ALTER TABLE ${quote(t.name)} DISABLE TRIGGER USER`);
      await readEntries(file, async (name, stream) => {
        const table = tables.get(name);
        if (table) {
          const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`));
          await pipeline(stream, copy);
          return;
        }
        // Entries come in the order the backup wrote them: every table, then the objects.
        await commit();
        const object = objects.get(name);
        if (object) {
          await target.storage.put(object.key, await bytesOf(stream), object.contentType);
          report.objects += 1;
          report.objectBytes += object.bytes;
        } else if (name === manifest.appSecret.file) {
          await mkdir(path.dirname(target.secretFile), { recursive: true });
          await writeFile(target.secretFile, (await bytesOf(stream)).toString('utf8'), { mode: 0o600 });
        } else if (target.vapidFile && name === manifest.vapidKeys?.file) {
          await mkdir(path.dirname(target.vapidFile), { recursive: true });
          await writeFile(target.vapidFile, (await bytesOf(stream)).toString('utf8'), { mode: 0o600 });
        } else {
          for await (const _ of stream); // the manifest, read already
        }
      });
      await commit();
    } catch (err) {
      if (open) await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
    return report;
  });
  restored.appliedAfter = await target.migrate();
  // A restore writes every row at once, before autovacuum has looked: without statistics the
  // planner guesses, and the first reads can take seconds (docs/database.md).
  await withClient(target.url, (analyze) => analyze.query('ANALYZE'));
  return restored;
}
