// Issue 30 item 1: an idempotent write that runs past the request deadline is answered a proper
// 503 with Retry-After, and a retry with the same Idempotency-Key applies it at most once, whether
// the first run committed before or after that answer (docs/offline.md, "The idempotency contract").
// The write is held up by a real table lock, released once the 503 has arrived.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS } from '#server/lib/idempotency';
import { MSG_DEADLINE } from '#server/lib/overload';
import { setupTestHooks } from '../helpers.ts';
import { clientWrites, lockTable } from './held-writes.ts';

const t = setupTestHooks();
const { transports, testsNamed } = clientWrites(t, { overload: { maxLagMs: 0, deadlineMs: 400 } });

/** Keys and value types, recursively: two answers of one procedure have the same shape. */
const shapeOf = (v: unknown): unknown => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shapeOf(x)])) : v === null ? null : typeof v);

const lockTests = () => lockTable(t.db, 'FitnessTest');

describe.each(Object.entries(transports))('a write past its deadline, over %s', (name, send) => {
  it('answers 503 with Retry-After, and the retry with its key replays the late answer without writing again', async () => {
    const key = `deadline-${name}`;
    const testName = `Deadline ${name}`;
    const unlock = await lockTests();
    let first: Response;
    try {
      first = await send(key, testName);
    } finally {
      await unlock();
    }
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(await first.json()).toMatchObject({ error: MSG_DEADLINE });

    // The first run commits once the lock goes; until its answer is kept a retry hears 409.
    let retry: Response | undefined;
    await expect
      .poll(
        async () => {
          retry = await send(key, testName);
          return retry.status;
        },
        { timeout: 15_000, interval: 100 },
      )
      .not.toBe(409);
    expect(retry!.status).toBe(200);
    expect(retry!.headers.get('idempotent-replayed')).toBe('true');
    const replayed = JSON.stringify(await retry!.json());
    expect(replayed).toContain(testName);
    expect(await testsNamed(testName)).toBe(1);

    // The kept answer has the shape of one sent in time (tRPC's envelope with superjson's meta).
    const inTime = (await (await send(`${key}-in-time`, testName)).json()) as Record<string, unknown>;
    expect(shapeOf(JSON.parse(replayed))).toEqual(shapeOf(inTime));

    const again = await send(key, testName);
    expect(again.status).toBe(200);
    expect(JSON.stringify(await again.json())).toBe(replayed);
    expect(await testsNamed(testName)).toBe(2); // the late one once, and the one sent in time
  });

  it('a retry while the first still waits does not run the write a second time', async () => {
    const key = `deadline-busy-${name}`;
    const testName = `Deadline busy ${name}`;
    const unlock = await lockTests();
    try {
      expect((await send(key, testName)).status).toBe(503);
      // It waits for the first one's answer, and meets its own deadline first (or hears 409).
      const busy = await send(key, testName);
      expect([409, 503]).toContain(busy.status);
      expect(busy.headers.get('retry-after')).not.toBeNull();
      expect(Object.values(await busy.json())).toEqual([expect.stringMatching(new RegExp(`${MSG_DEADLINE}|${IDEMPOTENCY_TEXTS.inProgress}`.replace(/[.?]/g, '\\$&')))]);
    } finally {
      await unlock();
    }
    await expect.poll(async () => (await send(key, testName)).status, { timeout: 15_000, interval: 100 }).toBe(200);
    expect(await testsNamed(testName)).toBe(1);
  });
});
