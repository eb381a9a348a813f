import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { MigrationError, openMigratedDatabase } from '../../../src/server/db/client.ts';
import { MIGRATIONS_DIR } from '../../../src/server/db/migrations.ts';
import { isEmpty, seedDemo } from '../../../src/server/seed/demo.ts';

describe('embedded database', () => {
  it('migrates a new data directory once and keeps its data across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-db-'));
    try {
      const first = await openMigratedDatabase({ embeddedDir: path.join(dir, 'db') });
      // Every migration, oldest (init) first.
      const migrations = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).toSorted();
      expect(first.applied).toEqual(migrations);
      expect(first.applied[0]).toMatch(/_init$/);
      expect(await isEmpty(first.prisma)).toBe(true);
      const demo = await seedDemo(first.prisma, new Date('2026-01-05T00:00:00Z'));
      expect(demo.password.length).toBeGreaterThanOrEqual(12);
      await first.close();

      const second = await openMigratedDatabase({ embeddedDir: path.join(dir, 'db') });
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

  it('refuses to start on a database whose migration fails, with a clear message', async () => {
    const pglite = new PGlite();
    // A table in the way makes the first migration fail half-way.
    await pglite.exec('CREATE TABLE "Exercise" (id int)');
    await expect(openMigratedDatabase({ pglite })).rejects.toBeInstanceOf(MigrationError);
    await expect(openMigratedDatabase({ pglite })).rejects.toThrow(/^Database migration failed/);
    await pglite.close();
  }, 60_000);
});

describe('configuration', () => {
  it('needs no variable, and picks PostgreSQL only from DATABASE_URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spotter-cfg-'));
    try {
      const plain = await loadConfig({ DATA_DIR: dir });
      expect(plain.port).toBe(3000);
      expect(plain.appUrl).toBe('http://localhost:3000');
      expect(plain.database).toEqual({ embeddedDir: path.join(dir, 'db') });
      expect(plain.seedDemo).toBe(true);
      expect(plain.appSecret.length).toBeGreaterThanOrEqual(32);
      // The generated secret is kept for the next start.
      expect((await loadConfig({ DATA_DIR: dir })).appSecret).toBe(plain.appSecret);

      const pg = await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://u@h/db', PORT: '8080', APP_URL: 'https://fit.example.com/' });
      expect(pg.database).toEqual({ databaseUrl: 'postgresql://u@h/db' });
      expect(pg.seedDemo).toBe(false);
      expect(pg.appUrl).toBe('https://fit.example.com');
      expect((await loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://u@h/db', SEED_DEMO: 'true' })).seedDemo).toBe(true);
      expect((await loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' })).seedDemo).toBe(false);
      await expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://x' })).rejects.toThrow(/DATABASE_URL/);
      await expect(loadConfig({ DATA_DIR: dir, PORT: 'abc' })).rejects.toThrow(/PORT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
