// Webhook deliveries on the real job queue (pg-boss, driven by its TestClock as in
// test/server/jobs/queue.test.ts): an event queued in a transaction exists only if it commits;
// a receiver that fails is tried again with back-off, each try logged and signed with the same
// webhook-id, until it answers 2xx.
import pg from 'pg';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/deps';
import { createPgBossQueue, JOB_SCHEMA } from '#server/jobs/pg-boss-queue';
import { createWebhook } from '#server/services/integrations/webhook-endpoints';
import { emitWebhookEvent } from '#server/services/integrations/webhook-events';
import { createTestDatabase, createTestDeps, makeCoach, type TestDatabase } from '../helpers.ts';
import { startReceiver, verifySignature } from './receiver.ts';

let database: TestDatabase;
let sql: pg.Pool;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => {});
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await sql.end();
  await database.close();
});

async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const jobs = async () => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = 'webhook'`)).rows[0]!.n;

describe('webhook deliveries on pg-boss', () => {
  it('are queued with the event’s transaction, retried with back-off while the receiver fails, and delivered once it answers', async () => {
    // Jobs queued in a Prisma transaction get the database's real "now" as their start: the test
    // clock starts there too, so they are due at once.
    const clock = new TestClock(new Date().toISOString());
    const queue = createPgBossQueue({ connectionString: database.url, log: pino({ level: 'silent' }), clock, pollingIntervalSeconds: 5, poolMax: 2 });
    const deps: AppDeps = { ...createTestDeps(database.prisma), clock: { now: () => new Date(clock.now()) }, jobs: queue, webhooks: { allowPrivate: true } };
    const coach = await makeCoach(database.prisma);
    const endpoint = await createWebhook(deps, coach.id, { url: receiver.url, events: ['client.created'], description: '' });
    await queue.start(deps);
    try {
      // A transaction that rolls back leaves no delivery behind.
      await database.prisma
        .$transaction(async (tx) => {
          await emitWebhookEvent(deps, coach.id, 'client.created', { clientId: 'rolled-back', firstName: 'No', lastName: 'One', email: null }, { tx });
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(await jobs()).toBe(0);

      receiver.answerWith(503);
      await database.prisma.$transaction(async (tx) => {
        await emitWebhookEvent(deps, coach.id, 'client.created', { clientId: 'c1', firstName: 'Ada', lastName: 'Byron', email: null }, { tx });
      });
      expect(await jobs()).toBe(1);
      const attempts = () => database.prisma.webhookAttempt.findMany({ where: { endpointId: endpoint.id }, orderBy: { attempt: 'asc' } });
      await clock.tick(6_000);
      await until(async () => (await attempts()).length === 1, 'a first, failed try');
      // Back-off: the first retry 30 to 60 s later (jittered).
      await clock.tick(65_000);
      await until(async () => (await attempts()).length === 2, 'a second try');
      receiver.answerWith(200);
      await clock.tick(3 * 60_000);
      await until(async () => (await attempts()).some((a) => a.ok), 'a delivered try');
      expect((await attempts()).map((a) => [a.attempt, a.status, a.ok])).toEqual([
        [1, 503, false],
        [2, 503, false],
        [3, 200, true],
      ]);
      expect(receiver.received.map((r) => r.json.data.clientId)).toEqual(['c1', 'c1', 'c1']);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(receiver.received.every((r) => verifySignature(endpoint.secret, r))).toBe(true);
      await clock.tick(3 * 60_000);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await queue.stop();
    }
  });
});
