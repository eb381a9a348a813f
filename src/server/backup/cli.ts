// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts; docs/backup.md),
// the backup written before migrations at start, and the scheduled backup. Each prints what it
// did; a refusal is one clear sentence and a non-zero exit code, never a stack trace.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { VAPID_KEYS_FILE, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DatabaseInUseError, runningClusterUrl } from '../db/embedded-postgres.ts';
import { deployMigrationsInChild, migrationNames } from '../db/migrations.ts';
import { createObjectStorage } from '../lib/object-storage/index.ts';
import { backupFileName, pruneBackups, writeBackup, type BackupSource } from './backup.ts';
import { latestMigration, tablesWithRows, withClient } from './manifest.ts';
import { BackupRefused, checkBackup, checkMigration, restoreBackup } from './restore.ts';

export const backupsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'backups');

const sourceOf = (config: Config, url: string): BackupSource => ({
  url,
  kind: config.database.databaseUrl ? 'postgres' : 'embedded',
  storage: createObjectStorage(config),
  appSecret: config.appSecret,
  appSecretSource: config.appSecretSource,
  // Configurations made by hand (tests of the backup) may have no push keys.
  ...(config.vapid ? { vapid: { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, source: config.vapid.source } } : {}),
});

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The database for a command: a server's URL as is; the embedded cluster started for the command,
 * or, while the app runs on it, reached through the running app's socket (backup only).
 */
export async function openFor(config: Config, o: { shareRunning: boolean }): Promise<{ url: string; db?: Database }> {
  if (config.database.databaseUrl) return { url: config.database.databaseUrl };
  try {
    const db = await openDatabase({ embeddedDir: config.database.embeddedDir, poolMax: 1 });
    return { url: db.url, db };
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    if (o.shareRunning) return { url: runningClusterUrl(config.database.embeddedDir!) };
    throw new BackupRefused(`Spotter is running on ${config.dataDir}. Stop it before restoring.`);
  }
}

/** `npm run backup [-- FILE.tar.gz | DIR]`: returns the exit code. */
export async function backupCommand(config: Config, args: string[], now = new Date()): Promise<number> {
  const target = args[0];
  const file = target?.endsWith('.tar.gz') ? path.resolve(target) : path.join(target ? path.resolve(target) : backupsDir(config), backupFileName(now));
  const started = performance.now();
  const { url, db } = await openFor(config, { shareRunning: true });
  try {
    const manifest = await writeBackup(sourceOf(config, url), file, now);
    const size = (await stat(file)).size;
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      [
        `Backup written: ${file}`,
        `  ${manifest.tables.length} tables, ${rows} rows; ${manifest.objects.length} objects (${mb(manifest.objects.reduce((n, o) => n + o.bytes, 0))}); the app secret`,
        `  migration ${manifest.migration}, Spotter ${manifest.appVersion}; ${mb(size)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await db?.close();
  }
}

/** `npm run restore -- FILE.tar.gz`: returns the exit code. */
export async function restoreCommand(config: Config, args: string[]): Promise<number> {
  const file = args[0];
  if (!file) throw new BackupRefused('Usage: npm run restore -- <backup file .tar.gz>');
  const started = performance.now();
  // Checked before anything is started or written.
  const manifest = await checkBackup(path.resolve(file));
  checkMigration(manifest, await migrationNames());
  const { url, db } = await openFor(config, { shareRunning: false });
  try {
    const objectsDir = config.s3 ? undefined : path.join(config.dataDir, 'objects');
    const report = await restoreBackup(path.resolve(file), manifest, {
      url,
      storage: createObjectStorage(config),
      objectsDir,
      secretFile: path.join(config.dataDir, 'app-secret'),
      vapidFile: path.join(config.dataDir, VAPID_KEYS_FILE),
      migrate: (upTo) => deployMigrationsInChild(url, upTo),
    });
    const width = Math.max(...report.tables.map((t) => t.name.length));
    console.log(
      [
        `Restored ${path.resolve(file)} (made ${manifest.createdAt} by Spotter ${manifest.appVersion}, migration ${manifest.migration})`,
        `into ${config.database.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `the embedded database in ${config.dataDir}`}:`,
        ...report.tables.map((t) => `  ${t.name.padEnd(width)}  ${t.rows}`),
        `  ${report.objects} objects (${mb(report.objectBytes)}) into ${objectsDir ?? 'the S3 bucket'}`,
        `  the app secret into ${path.join(config.dataDir, 'app-secret')}`,
        ...(manifest.vapidKeys ? [`  the web push keys into ${path.join(config.dataDir, VAPID_KEYS_FILE)}`] : []),
        report.appliedAfter.length ? `Then applied this version's migrations: ${report.appliedAfter.join(', ')}` : 'The schema is up to date.',
        `Row counts match the manifest. Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      ].join('\n'),
    );
    if (config.appSecretSource === 'env') {
      const secret = await readFile(path.join(config.dataDir, 'app-secret'), 'utf8');
      if (secret !== config.appSecret)
        console.log(
          `WARNING: APP_SECRET is set and differs from the backup's secret: access links and queued e-mails sealed with the old one will not open. Set APP_SECRET to the content of ${path.join(config.dataDir, 'app-secret')}.`,
        );
    }
    return 0;
  } finally {
    await db?.close();
  }
}

/** Runs a command, printing a refusal or failure as one message (no stack) with exit code 1. */
export async function runCommand(command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(err instanceof BackupRefused ? message : `Failed: ${message}`);
    return 1;
  }
}

/**
 * Writes DATA_DIR/backups/…-before-upgrade.tar.gz when the database already holds data, before
 * migrations are applied at start (openMigratedDatabase's `beforeMigrating`). Returns the file, or
 * null when there was nothing to save.
 */
export async function backupBeforeMigrating(config: Config, url: string, now = new Date()): Promise<string | null> {
  const hasData = await withClient(url, async (client) => (await latestMigration(client)) !== null && (await tablesWithRows(client)).length > 0);
  if (!hasData) return null;
  const file = path.join(backupsDir(config), backupFileName(now, 'before-upgrade'));
  await writeBackup(sourceOf(config, url), file, now);
  return file;
}

/** The scheduled backup (BACKUP_SCHEDULE): a new file in DATA_DIR/backups, keeping the newest `keep`. */
export async function scheduledBackup(config: Config, url: string, keep: number, now = new Date()): Promise<{ file: string; removed: string[] }> {
  const file = path.join(backupsDir(config), backupFileName(now));
  await writeBackup(sourceOf(config, url), file, now);
  return { file, removed: await pruneBackups(backupsDir(config), keep) };
}
