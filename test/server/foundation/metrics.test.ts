// GET /metrics (issue 35; lib/metrics.ts, routes/metrics.ts): off without METRICS_TOKEN (404, as
// any unknown path), 401 without the token, and with it Prometheus text holding real figures:
// requests by route template and status, the database pool, the job queue's jobs and failed tries,
// e-mails sent and failed, and the event-loop lag.
import { createServer, type AddressInfo } from 'node:net';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { createPgBossQueue, type PgBossQueue } from '#server/jobs/pg-boss-queue';
import { createSmtpMailer } from '#server/lib/mailer';
import { countingMailer, createMetrics, type Metrics } from '#server/lib/metrics';
import { queueEmail } from '#server/services/email/outbox';
import { createDatabaseUrl, createTestDeps, makeCoach, startHttp, tokenFor, type TestHttp } from '../helpers.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics off (no METRICS_TOKEN)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let http: TestHttp;
  beforeAll(async () => {
    const created = await createDatabaseUrl();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolMax: 2 });
    http = await startHttp(createTestDeps(database.prisma));
  });
  afterAll(async () => {
    await http?.close();
    await database?.close();
    await drop?.();
  });

  it('/metrics answers 404, even with a token', async () => {
    expect((await fetch(`${http.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${http.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('the configuration leaves metrics off unless METRICS_TOKEN is set, and refuses a short or an overlong token', async () => {
    expect((await loadConfig({ DATA_DIR: '/tmp/spotter-metrics-config', APP_SECRET: 'x'.repeat(32) })).metricsToken).toBeUndefined();
    expect((await loadConfig({ DATA_DIR: '/tmp/spotter-metrics-config', APP_SECRET: 'x'.repeat(32), METRICS_TOKEN: TOKEN })).metricsToken).toBe(TOKEN);
    await expect(loadConfig({ DATA_DIR: '/tmp/spotter-metrics-config', APP_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN must be at least 16/);
    // Longer than any bearer token a request may carry: it could never be sent.
    await expect(loadConfig({ DATA_DIR: '/tmp/spotter-metrics-config', APP_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'x'.repeat(513) })).rejects.toThrow(/METRICS_TOKEN must be at most 512/);
  });
});

describe('metrics on (METRICS_TOKEN set)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let http: TestHttp;
  let metrics: Metrics;
  let queue: PgBossQueue;
  let deps: AppDeps;
  const clock = new TestClock('2026-03-11T10:00:00.000Z');

  beforeAll(async () => {
    const created = await createDatabaseUrl();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolMax: 3 });
    metrics = createMetrics(TOKEN);
    const log = pino({ level: 'silent' });
    queue = createPgBossQueue({ connectionString: created.url, log, clock, pollingIntervalSeconds: 1, poolMax: 2, schedule: false, metrics });
    // A mail server that is not there: every send fails, and is counted.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const base = createTestDeps(database.prisma);
    deps = { ...base, log, jobs: queue, metrics, mailer: countingMailer(createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Spotter <no-reply@spotter.test>'), metrics) };
    await queue.start(deps);
    metrics.setSources({ pool: database.poolStats, queues: () => queue.stats() });
    http = await startHttp(deps);
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await queue?.stop();
    await database?.close();
    await drop?.();
  });

  it('answers 401 without the bearer token or with a wrong one, and says which setting it needs', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await fetch(`${http.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ error: expect.stringContaining('METRICS_TOKEN') });
    }
  });

  it('with the token: requests by route template and status, with latency, and the pool, queue, e-mail and event-loop figures', async () => {
    const coach = await makeCoach(database.prisma);
    const token = await tokenFor(deps, coach);
    // Two reads of one template with different ids, one unknown client (404), one unknown path.
    for (const id of ['abc', 'def']) expect((await http.api('GET', `/clients/${id}`, { token })).status).toBe(404);
    expect((await http.api('GET', '/clients', { token })).status).toBe(200);
    expect((await fetch(`${http.url}/health`)).status).toBe(200);
    expect((await fetch(`${http.url}/no-such-thing`)).status).toBe(404);

    // An e-mail that fails: one failed send, one failed try of the job.
    await queueEmail(deps, { to: 'someone@example.com', subject: 'Hello', text: 'Hello' });
    await clock.tick(3_000);
    const scrape = async () => {
      const res = await fetch(`${http.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };
    await expect.poll(async () => sample(await scrape(), 'spotter_emails_total{outcome="failed"}'), { timeout: 20_000 }).toBe(1);
    const text = await scrape();

    expect(sample(text, 'spotter_http_request_duration_seconds_count{method="GET",route="/api/clients/{id}",status="404"}')).toBe(2);
    expect(sample(text, 'spotter_http_request_duration_seconds_count{method="GET",route="/api/clients",status="200"}')).toBe(1);
    expect(sample(text, 'spotter_http_request_duration_seconds_count{method="GET",route="/health",status="200"}')).toBe(1);
    expect(sample(text, 'spotter_http_request_duration_seconds_count{method="GET",route="(unmatched)",status="404"}')).toBe(1);
    expect(sample(text, 'spotter_http_request_duration_seconds_bucket{le="20",method="GET",route="/api/clients",status="200"}')).toBe(1);
    // No raw path or id becomes a label.
    expect(text).not.toMatch(/clients\/abc|no-such-thing/);

    expect(sample(text, 'spotter_db_pool_connections{state="max"}')).toBe(3);
    expect(sample(text, 'spotter_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'spotter_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'spotter_job_failures_total{queue="email",final="false"}')).toBe(1);
    // pg-boss keeps these counts per queue and refreshes them in its monitor pass (about a minute).
    for (const state of ['queued', 'active', 'failed']) expect(sample(text, `spotter_job_queue_jobs{queue="email",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'spotter_emails_total{outcome="sent"}')).toBeUndefined();
    expect(sample(text, 'spotter_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
