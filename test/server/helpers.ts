// Test harness for server tests (docs/conventions.md 13): a real PostgreSQL database per test file — a
// copy of the migrated template that test/server/global-setup.ts made on the embedded cluster
// (or on the server of TEST_DATABASE_URL) — and callers built with createContextInner, plus an
// HTTP server for REST tests.
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '#server/app';
import { openDatabase, type DatabaseOptions, type Db } from '#server/db/client';
import { createDeps, type AppDeps } from '#server/deps';
import type { ImmediateQueue } from '#server/jobs/immediate-queue';
import { fixedClock } from '#server/lib/clock';
import type { MemoryMailer } from '#server/lib/mailer';
import { createRateLimits, type RateLimitOptions } from '#server/lib/rate-limit';
import { DEFAULT_ROW_CAPS, type RowCaps } from '#server/lib/row-caps';
import { hashPassword } from '#server/services/auth/passwords';
import { createSession, userSelect, type AuthUser } from '#server/services/auth/sessions';
import { createContextInner } from '#server/trpc/context';
import { createCaller } from '#server/trpc/router';
import { adminQuery, databaseUrl } from './global-setup.ts';

export const TEST_NOW = '2026-03-11T10:00:00.000Z';

export interface TestDatabase {
  prisma: Db;
  /** The postgresql:// URL of this database. */
  url: string;
  close(): Promise<void>;
}

/**
 * A fresh database of this test run's server, dropped by `drop`: a copy of the migrated
 * template, or an empty one with `{ empty: true }`.
 */
export async function createDatabaseUrl(o: { empty?: boolean } = {}) {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `spotter_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, o.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject('testDatabaseTemplate')}`);
  // A commit does not wait for its WAL to reach the disk: a test database is thrown away, and no
  // test here crashes this server (the reliability tests that kill PostgreSQL start their own).
  // It makes the suite about 15 % faster on the embedded database (docs/testing.md).
  await adminQuery(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `onStatement` counts the SQL statements the app sends (src/server/db/statement-counter.ts). */
export async function createTestDatabase(o: Pick<DatabaseOptions, 'onStatement' | 'bearerCacheTtlMs'> = {}): Promise<TestDatabase> {
  const { url, drop } = await createDatabaseUrl();
  const db = await openDatabase({ databaseUrl: url, poolMax: 5, onStatement: o.onStatement, bearerCacheTtlMs: o.bearerCacheTtlMs });
  return {
    prisma: db.prisma,
    url,
    async close() {
      await db.close();
      await drop();
    },
  };
}

export type TestDeps = AppDeps & { clock: ReturnType<typeof fixedClock>; mailer: MemoryMailer; jobs: ImmediateQueue };

/** Jobs run at once with these deps (jobs/immediate-queue.ts): an e-mail is in `mailer.sent` when the call that queued it returns. */
export function createTestDeps(db: Db, o: { limits?: RateLimitOptions; caps?: Partial<RowCaps>; now?: string } = {}): TestDeps {
  return createDeps({
    db,
    clock: fixedClock(o.now ?? TEST_NOW),
    limits: createRateLimits(o.limits),
    caps: { ...DEFAULT_ROW_CAPS, ...o.caps },
    appUrl: 'http://spotter.test',
    appSecret: 'test-secret-test-secret-test-secret-0123',
  });
}

/** Database + deps for one test file; call `close` in afterAll. */
export async function setupTest(o: { limits?: RateLimitOptions; caps?: Partial<RowCaps>; now?: string; onStatement?: DatabaseOptions['onStatement']; bearerCacheTtlMs?: number } = {}) {
  const database = await createTestDatabase({ onStatement: o.onStatement, bearerCacheTtlMs: o.bearerCacheTtlMs });
  const deps = createTestDeps(database.prisma, o);
  return { ...database, deps, db: database.prisma };
}

export type TestSetup = Awaited<ReturnType<typeof setupTest>>;
export type TestHttp = Awaited<ReturnType<typeof startHttp>>;

/**
 * `setupTest` for the enclosing file (or describe): the returned object is filled in its
 * beforeAll and closed in its afterAll, so tests read `t.db` and `t.deps` as before.
 */
export function setupTestHooks(o: Parameters<typeof setupTest>[0] = {}): TestSetup {
  // Empty until beforeAll runs; no test reads it earlier.
  const t = {} as TestSetup;
  beforeAll(async () => {
    Object.assign(t, await setupTest(o));
  });
  afterAll(() => t.close());
  return t;
}

/** `setupTestHooks` and an HTTP server on its deps (REST tests); the server closes first. */
export function setupHttpTestHooks(o: Parameters<typeof setupTest>[0] = {}): { t: TestSetup; http: TestHttp } {
  const t = {} as TestSetup;
  const http = {} as TestHttp;
  beforeAll(async () => {
    Object.assign(t, await setupTest(o));
    Object.assign(http, await startHttp(t.deps));
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });
  return { t, http };
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function makeCoach(db: Db, o: { email?: string; password?: string; firstName?: string } = {}): Promise<AuthUser> {
  return db.user.create({
    data: {
      email: o.email ?? `coach-${unique()}@example.com`,
      passwordHash: o.password ? await hashPassword(o.password) : null,
      role: 'COACH',
      firstName: o.firstName ?? 'Casey',
      lastName: 'Coach',
    },
    select: userSelect,
  });
}

/** A coach's client person record and its CLIENT user. */
export async function makeClient(db: Db, coachId: string, o: { firstName?: string; lastName?: string; email?: string } = {}) {
  const firstName = o.firstName ?? 'Alex';
  const lastName = o.lastName ?? 'Client';
  const client = await db.client.create({
    data: {
      coach: { connect: { id: coachId } },
      firstName,
      lastName,
      email: o.email ?? null,
      user: { create: { role: 'CLIENT', firstName, lastName } },
    },
    include: { user: { select: userSelect } },
  });
  return { client, user: client.user };
}

export function callerAs(deps: AppDeps, user: AuthUser | null, o: { ip?: string; sessionTokenHash?: string } = {}) {
  return createCaller(createContextInner(deps, { user, ip: o.ip ?? '127.0.0.1', sessionTokenHash: o.sessionTokenHash ?? null }));
}

/** A bearer token for REST tests. */
export const tokenFor = (deps: AppDeps, user: AuthUser) => createSession(deps.db, user.id, deps.clock.now());

export async function startHttp(deps: AppDeps) {
  const app = createApp(deps);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** fetch against /api with JSON in and out. */
    async api(method: string, path: string, o: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | undefined;
      if (o.rawBody !== undefined) body = o.rawBody;
      else if (o.body !== undefined) body = JSON.stringify(o.body);
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const res = await fetch(`${url}/api${path}`, { method, headers, body });
      const text = await res.text();
      let json: unknown = undefined;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = text;
      }
      return { status: res.status, body: json as Record<string, unknown> & unknown, headers: res.headers, text };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The timeout of an OpenAPI-driven sweep's tests: each makes hundreds of requests in turn, a few per
 * operation of the document, so its time grows with the API and the machine's load.
 */
export const SWEEP_TIMEOUT_MS = 120_000;
