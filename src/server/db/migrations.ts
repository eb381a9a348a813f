import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { openSchemaEngine } from './schema-engine.ts';

export const PRISMA_DIR = path.resolve(import.meta.dirname, '../../../prisma');
export const SCHEMA_PATH = path.join(PRISMA_DIR, 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');

const noFilters = { externalTables: [], externalEnums: [] };

/** The migrations' directory names, oldest first. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .toSorted();
  } catch {
    return [];
  }
}

async function readMigrationsList(dir = MIGRATIONS_DIR, upTo?: string) {
  const names = (await migrationNames(dir)).filter((name) => upTo === undefined || name <= upTo);
  const migrationDirectories = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
        (text) => ({ tag: 'ok' as const, value: text }),
        (err: Error) => ({ tag: 'error' as const, value: err.message }),
      );
      return { path: name, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  const lockfile = await readFile(path.join(dir, 'migration_lock.toml'), 'utf8').catch(() => null);
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockfile },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * `deployMigrations` on database `url` in a child process (migrate-child.ts), so the schema
 * engine's memory (WebAssembly, about 30–50 MB of RSS that a worker thread did not give back
 * either) never enters the server's process. From TypeScript sources (development, tests) the
 * child loads the same sources through tsx; the production build runs the compiled file.
 */
export function deployMigrationsInChild(url: string, upTo?: string): Promise<string[]> {
  const fromSource = import.meta.url.endsWith('.ts');
  const child = fork(fileURLToPath(new URL(`./migrate-child.${fromSource ? 'ts' : 'js'}`, import.meta.url)), [], {
    env: { ...process.env, SPOTTER_MIGRATE_URL: url, SPOTTER_MIGRATE_UP_TO: upTo ?? '' },
    execArgv: fromSource ? ['--import', 'tsx'] : conditionFlags(process.execArgv),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (m: { applied?: string[]; error?: string }) => {
      answered = true;
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.applied ?? []);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the migration process exited (code ${code}) before answering`));
    });
  });
}

/**
 * The `--conditions` this process was started with: the compiled child resolves package.json's
 * `#server/…` and `#shared/…` imports to the same build as its parent (docs/architecture.md).
 */
function conditionFlags(argv: readonly string[]): string[] {
  const flags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--conditions=') || arg.startsWith('-C=')) flags.push(arg);
    else if ((arg === '--conditions' || arg === '-C') && i + 1 < argv.length) flags.push(arg, argv[++i]!);
  }
  return flags;
}

/**
 * Applies pending migrations, like `prisma migrate deploy`; with `upTo`, only those up to that
 * migration (a restore recreates the schema its backup was made on; docs/backup.md). Returns the
 * names applied.
 */
export async function deployMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory, upTo?: string): Promise<string[]> {
  const engine = await openSchemaEngine(adapterFactory, SCHEMA_PATH);
  try {
    const migrationsList = await readMigrationsList(MIGRATIONS_DIR, upTo);
    const out = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * Writes a new migration with the SQL that takes a database at the current migrations to the
 * current schema. `adapterFactory` must point at an empty scratch database: the existing
 * migrations are applied there first, then the difference is computed against it.
 */
export async function createMigration(adapterFactory: SqlMigrationAwareDriverAdapterFactory, name: string, now = new Date()): Promise<string | null> {
  await deployMigrations(adapterFactory);
  const engine = await openSchemaEngine(adapterFactory, SCHEMA_PATH);
  try {
    const schema = await readFile(SCHEMA_PATH, 'utf8');
    const diff = await engine.diff({
      from: { tag: 'schemaDatasource', files: [{ path: SCHEMA_PATH, content: schema }], configDir: PRISMA_DIR },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const sql = diff.stdout ?? '';
    if (!sql.trim() || sql.includes('This is an empty migration')) return null;
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    const dirName = `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
    await mkdir(path.join(MIGRATIONS_DIR, dirName), { recursive: true });
    await writeFile(path.join(MIGRATIONS_DIR, dirName, 'migration.sql'), sql);
    await writeFile(
      path.join(MIGRATIONS_DIR, 'migration_lock.toml'),
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
    return dirName;
  } finally {
    engine.free();
  }
}
