// The job queue itself (docs/jobs.md), on pg-boss in a real PostgreSQL database, driven by
// pg-boss's TestClock (its timers and the database's "now" move together; no real waits):
// - SMTP down: each e-mail job fails, the failure is in the log, the queue tries again with
//   backoff, the jobs survive a restart of the server, and every e-mail arrives once when SMTP
//   returns;
// - two instances on one database: each scheduled job is created and run once (the workout
//   checks mark a missed workout once; the photo sweep removes an orphaned photo).
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/deps';
import { createPgBossQueue, JOB_SCHEMA, type PgBossQueue } from '#server/jobs/pg-boss-queue';
import { createSmtpMailer } from '#server/lib/mailer';
import { createLocalStorage } from '#server/lib/object-storage/index';
import { queueEmail } from '#server/services/email/outbox';
import { sendWorkoutReminders } from '#server/services/email/reminders';
import { makeSession } from '../factories.ts';
import { createTestDatabase, createTestDeps, makeClient, makeCoach, type TestDatabase, type TestDeps } from '../helpers.ts';

let database: TestDatabase;
let sql: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => {});
});
afterAll(async () => {
  await sql.end();
  await database.close();
});

/** A logger whose lines the test reads. */
function memoryLog() {
  const lines: { level: number; msg: string; job?: string; attempt?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

/** Polls (real time, milliseconds) until `check` holds: job handlers run beside the clock. */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function jobStates(name: string) {
  const { rows } = await sql.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 GROUP BY state`, [name]);
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
}

function instance(clock: TestClock, deps: TestDeps, log: pino.Logger, pollingIntervalSeconds = 5): { queue: PgBossQueue; deps: AppDeps } {
  const queue = createPgBossQueue({ connectionString: database.url, log, clock, pollingIntervalSeconds, poolMax: 2 });
  const d: AppDeps = { ...deps, log, clock: { now: () => new Date(clock.now()) }, jobs: queue };
  return { queue, deps: d };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('e-mail jobs', () => {
  it('SMTP down: retried with backoff, kept across a restart, each e-mail delivered once when SMTP returns', async () => {
    const clock = new TestClock('2026-03-11T10:00:00.000Z');
    const port = await freePort();
    const base = createTestDeps(database.prisma);
    base.mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Spotter <no-reply@spotter.test>') as TestDeps['mailer'];
    const first = memoryLog();
    const a = instance(clock, base, first.log);
    await a.queue.start(a.deps);
    try {
      for (const to of ['one@example.com', 'two@example.com', 'three@example.com']) {
        await queueEmail(a.deps, { to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });
      }
      // SMTP is down: every try fails, in the log, and the jobs wait to be tried again.
      await clock.tick(6_000);
      await until(async () => (await jobStates('email')).retry === 3, 'three jobs in retry').catch(async (e) => {
        console.log(JSON.stringify(await jobStates('email')), JSON.stringify(first.lines.slice(0, 20)));
        throw e;
      });
      const failures = () => first.lines.filter((l) => l.msg === 'job failed; the queue will try it again' && l.job === 'email');
      expect(failures()).toHaveLength(3);
      expect(failures()[0]!.level).toBe(40);
      // Backoff: the first retry 30 to 60 s later (jittered), longer after.
      await clock.tick(65_000);
      await until(() => failures().length === 6, 'a second try of each');
      expect(await jobStates('email')).toEqual({ retry: 3 });
      expect(
        failures()
          .map((f) => f.attempt)
          .toSorted(),
      ).toEqual([1, 1, 1, 2, 2, 2]);
    } finally {
      await a.queue.stop();
    }

    // The server restarts (a new instance, nothing in memory) and SMTP is back.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', () => r()));
    const second = memoryLog();
    const b = instance(clock, base, second.log);
    await b.queue.start(b.deps);
    try {
      await clock.tick(3 * 60_000);
      await until(() => received.length >= 3, 'three e-mails');
      await until(async () => (await jobStates('email')).completed === 3, 'three completed jobs');
      expect(received.toSorted()).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
      await clock.tick(3 * 60_000);
      expect(received).toHaveLength(3);
    } finally {
      await b.queue.stop();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});

describe('scheduled jobs', () => {
  it('two instances on one database: each scheduled job is created and run once', async () => {
    await sql.query(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
    const clock = new TestClock('2026-03-11T10:00:30.000Z');
    const base = createTestDeps(database.prisma);
    // An overdue session: the first run of the workout checks marks it and notifies once.
    const coach = await makeCoach(database.prisma);
    const { client } = await makeClient(database.prisma, coach.id);
    await makeSession(database.prisma, { coachId: coach.id, clientId: client.id, scheduledFor: '2026-03-05T00:00:00.000Z' });

    // An orphaned photo (uploaded two days before, in no food entry): the photo sweep removes it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-jobs-'));
    Object.assign(base, { dataDir, storage: createLocalStorage(path.join(dataDir, 'objects')) });
    const key = 'photos/orphan-photo';
    await mkdir(path.join(dataDir, 'objects', 'photos'), { recursive: true });
    await writeFile(path.join(dataDir, 'objects', key), 'bytes');
    await database.prisma.storedObject.create({ data: { key, clientId: client.id, uploadedAt: new Date('2026-03-09T10:00:00.000Z'), createdAt: new Date('2026-03-09T10:00:00.000Z') } });

    const logs = [memoryLog(), memoryLog()];
    const [a, b] = logs.map((l) => instance(clock, base, l.log, 30));
    // One after the other: both attaching the test clock at once would race on its table.
    await a!.queue.start(a!.deps);
    await b!.queue.start(b!.deps);
    try {
      // 10:00:30 → 10:16: the checks at start and at 10:05, 10:10, 10:15; the photo sweep at start and at 10:07.
      await clock.tick(15.5 * 60_000);
      await until(async () => (await jobStates('workout-checks')).completed === 4 && (await jobStates('photo-sweep')).completed === 2, 'the scheduled runs');
      await clock.tick(30_000);
      expect(await jobStates('workout-checks')).toEqual({ completed: 4 });
      expect(await jobStates('photo-sweep')).toEqual({ completed: 2 });
      const { rows } = await sql.query<{ retries: number }>(`SELECT coalesce(max(retry_count), 0)::int AS retries FROM ${JOB_SCHEMA}.job WHERE name IN ('workout-checks', 'photo-sweep')`);
      expect(rows[0]!.retries).toBe(0);
      // The session was marked and notified once, by one of the instances.
      const marked = logs.flatMap((l) => l.lines.filter((x) => x.msg === 'workout checks marked missed workouts and due assignments'));
      expect(marked).toHaveLength(1);
      expect(await database.prisma.notification.count({ where: { coachId: coach.id, type: 'MISSED_WORKOUT' } })).toBe(1);
      expect(await database.prisma.storedObject.count({ where: { key } })).toBe(0);
      await expect(access(path.join(dataDir, 'objects', key))).rejects.toThrow();
    } finally {
      await a!.queue.stop();
      await b!.queue.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('jobs queued inside a transaction', () => {
  it('reminders are marked and their e-mails queued together, or neither', async () => {
    await sql.query(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
    const clock = new TestClock('2026-03-11T07:05:00.000Z');
    const base = createTestDeps(database.prisma);
    const coach = await makeCoach(database.prisma);
    const { client } = await makeClient(database.prisma, coach.id, { email: 'tx@example.com' });
    await database.prisma.client.update({ where: { id: client.id }, data: { reminderHour: 7 } });
    await makeSession(database.prisma, { coachId: coach.id, clientId: client.id, planName: 'Tx Day', scheduledFor: '2026-03-11T00:00:00.000Z' });
    // No polling during the test: the queued job stays queued.
    const { queue, deps } = instance(clock, base, memoryLog().log, 300);
    await queue.start(deps);
    try {
      // A transaction that fails after queueing: no job, and the client is not marked.
      await expect(
        database.prisma.$transaction(async (tx) => {
          await deps.jobs.send('email', { sealed: 'x' }, { tx });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await jobStates('email')).toEqual({});

      expect(await sendWorkoutReminders(deps)).toBe(1);
      expect(await jobStates('email')).toEqual({ created: 1 });
      expect((await database.prisma.client.findUniqueOrThrow({ where: { id: client.id } })).reminderSentOn).toEqual(new Date('2026-03-11T00:00:00.000Z'));
      expect(await sendWorkoutReminders(deps)).toBe(0);
      expect(await jobStates('email')).toEqual({ created: 1 });
    } finally {
      await queue.stop();
    }
  });
});
