// Server tests' database (vitest globalSetup, once per run): the PostgreSQL of TEST_DATABASE_URL,
// or else one embedded PostgreSQL cluster in a temp directory. Here a template database is
// migrated once; each test file then gets its own copy (CREATE DATABASE … TEMPLATE, a few ms)
// from test/server/helpers.ts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openMigratedDatabase } from '#server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres';
import { clearFailureReports } from '../failure-reports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server, to create and drop databases. */
    testDatabaseAdminUrl: string;
    /** Name of the migrated template database. */
    testDatabaseTemplate: string;
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  // This run's failures only (../failure-reports.ts).
  await clearFailureReports('server');
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'spotter-test-pg-'));
    try {
      embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), maxConnections: 300 });
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    adminUrl = embedded.adminUrl;
  }
  const template = `spotter_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  // Migrating commits often; the template is thrown away with the run (see helpers.ts).
  await adminQuery(adminUrl, `ALTER DATABASE ${template} SET synchronous_commit = off`);
  const db = await openMigratedDatabase({ databaseUrl: databaseUrl(adminUrl, template), poolMax: 1 });
  await db.close();
  // The schema engine's connections may linger: a template must have none when it is copied.
  await adminQuery(adminUrl, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  await adminQuery(adminUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}'`);
  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testDatabaseTemplate', template);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
