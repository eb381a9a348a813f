// Moving between a database server and the embedded database with `npm run backup` and
// `npm run restore` (the commands' functions, with the configuration the scripts load): the test
// server's database → a new embedded DATA_DIR → a new empty database on the test server, and
// every table, object and the app secret arrive unchanged. On the server-pg project that is
// PostgreSQL server → embedded → server; docs/backup.md, "Move between…".
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { backupCommand, restoreCommand, runCommand } from '#server/backup/cli';
import { loadConfig } from '#server/config';
import { createLocalStorage } from '#server/lib/object-storage/index';
import { createDatabaseUrl } from '../helpers.ts';
import { SECRET, sourceWithData, tableDigests, tempDir } from './support.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
/** The configuration the scripts load from this environment, at each run (a restore writes DATA_DIR/app-secret). */
const cfg = (env: Record<string, string>) => loadConfig(env);
beforeAll(async () => {
  work = await tempDir();
  // The embedded PostgreSQL runs as the user postgres when the tests run as root: it must pass through (docs/database.md).
  await chmod(work.dir, 0o711);
});
afterAll(() => work?.remove());

it('server → embedded → server keeps every table, object and the app secret, and a second restore is refused', async () => {
  const dirs = { source: path.join(work.dir, 'source'), embedded: path.join(work.dir, 'embedded'), target: path.join(work.dir, 'target') };
  const source = await sourceWithData(dirs.source);
  const target = await createDatabaseUrl({ empty: true });
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await mkdir(dirs.source, { recursive: true });
    await writeFile(path.join(dirs.source, 'app-secret'), SECRET);
    const fromServer = path.join(work.dir, 'from-server.tar.gz');
    const fromEmbedded = path.join(work.dir, 'from-embedded.tar.gz');
    const onServer = { DATA_DIR: dirs.source, DATABASE_URL: source.url };
    const embedded = { DATA_DIR: dirs.embedded };
    const onTarget = { DATA_DIR: dirs.target, DATABASE_URL: target.url };

    // Each step answers 0 and prints no error (the error is in the failure message otherwise).
    const steps = [
      async () => backupCommand(await cfg(onServer), [fromServer]),
      async () => restoreCommand(await cfg(embedded), [fromServer]),
      async () => backupCommand(await cfg(embedded), [fromEmbedded]),
      async () => restoreCommand(await cfg(onTarget), [fromEmbedded]),
    ];
    for (const step of steps) expect({ code: await runCommand(step), errors: err.mock.calls }).toEqual({ code: 0, errors: [] });

    expect(await tableDigests(target.url)).toEqual(await tableDigests(source.url));
    const keys = (await source.db.prisma.storedObject.findMany({ select: { key: true } })).map((o) => o.key);
    const logo = (await source.db.prisma.branding.findFirstOrThrow()).logoPath!;
    const restored = createLocalStorage(path.join(dirs.target, 'objects'));
    for (const key of [...keys, logo]) expect(await restored.get(key), key).toEqual(await source.storage.get(key));
    expect(await readFile(path.join(dirs.target, 'app-secret'), 'utf8')).toBe(SECRET);
    const printed = out.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toMatch(/Restored .*from-embedded\.tar\.gz/);
    expect(printed).toMatch(/^ {2}User +3$/m);
    expect(printed).toContain('3 objects');

    // The target now holds rows: a second restore is refused with one sentence and exit code 1.
    expect(await runCommand(async () => restoreCommand(await loadConfig({ ...onTarget, DATA_DIR: path.join(work.dir, 'other') }), [fromEmbedded]))).toBe(1);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/^The target database is not empty \(.*\)\. Restore only goes into an empty database/));
  } finally {
    out.mockRestore();
    err.mockRestore();
    await source.close();
    await target.drop();
  }
}, 300_000); // an embedded PostgreSQL is created (initdb) and migrated
