// What a backup file holds (docs/backup.md): the manifest's shape, the catalog reads that both
// the backup and the restore make on the app's own connection, and that connection.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';

export const BACKUP_FORMAT = 'spotter-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const SECRET_ENTRY = 'app-secret';
/** The web push key pair (docs/push.md), in backups made since it exists. */
export const VAPID_ENTRY = 'vapid-keys.json';

/** Tables a backup leaves out: the migration history (the restore rebuilds it) and short-lived abuse counters. */
export const SKIPPED_TABLES = ['_prisma_migrations', 'spotter_rate_limits'];

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Entry = z.object({ file: z.string().min(1), sha256: Sha256, bytes: z.number().int().min(0) });

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  /** The latest migration applied to the database the backup was made from. */
  migration: z.string().min(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['embedded', 'postgres']),
  /** In foreign-key order: a table comes after every table it references. */
  tables: z.array(Entry.extend({ name: z.string().min(1), columns: z.array(z.string().min(1)), rows: z.number().int().min(0) })),
  objects: z.array(Entry.extend({ key: z.string().min(1), contentType: z.string() })),
  appSecret: Entry.extend({ source: z.enum(['env', 'data-dir']) }),
  /** Optional: older backups have none, and restore as before. */
  vapidKeys: Entry.extend({ source: z.enum(['env', 'data-dir']) }).optional(),
});
export type Manifest = z.infer<typeof Manifest>;

/** A table name quoted for SQL (names come from the catalog, quoted anyway). */
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The version in package.json (same depth from src/server/backup and build/server/backup). */
export async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

/**
 * Runs `work` on a connection of its own to `url` and closes it afterwards, whatever happens. The
 * client's own 'error' events are dropped: a lost connection fails `work`'s query instead of
 * crashing the process.
 */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The latest finished migration, or null when the database has none (no schema yet). */
export async function latestMigration(client: pg.ClientBase): Promise<string | null> {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS exists`);
  if (!rows[0]?.exists) return null;
  const latest = await client.query<{ name: string }>(
    'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1',
  );
  return latest.rows[0]?.name ?? null;
}

export interface TableInfo {
  name: string;
  columns: string[];
}

/**
 * The app's tables in schema `public`, each after the tables it references, so rows can be
 * copied in without disabling foreign keys (no superuser needed). Generated columns are left out:
 * PostgreSQL computes them again.
 */
export async function appTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT (c.relname = ANY($1))
      GROUP BY c.relname
      ORDER BY c.relname`,
    [SKIPPED_TABLES],
  );
  const refs = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.rows.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of refs.rows) if (parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.rows.length) {
    const next = tables.rows.filter((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    if (!next.length) {
      const left = tables.rows.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new Error(`The tables ${left.join(', ')} reference each other in a cycle; a backup cannot order them.`);
    }
    for (const t of next) {
      placed.add(t.name);
      ordered.push(t);
    }
  }
  return ordered;
}

/** The app tables that hold at least one row. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const tables = await appTables(client);
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string }>(tables.map((t) => `SELECT ${client.escapeLiteral(t.name)} AS name WHERE EXISTS (SELECT 1 FROM ${quote(t.name)})`).join(' UNION ALL '));
  return rows.map((r) => r.name);
}
