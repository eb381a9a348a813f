// A queued change whose request the browser dropped mid-way (the page was left or reloaded while it
// was being sent) is sent again with the same Idempotency-Key. That retry must get the write's
// answer (or run it), not "still being processed" until the key is taken as abandoned.
import { describe, expect, it } from 'vitest';
import { setupTestHooks } from '../helpers.ts';
import { clientWrites, lockTable } from './held-writes.ts';

const t = setupTestHooks();
const { transports, testsNamed } = clientWrites(t);

/** Statements of other sessions waiting on a lock whose text names `table`. */
const waitingOn = async (table: string) =>
  (await t.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%${table}%'`))[0]!.n;

/** When the caller goes: the table held, and the sign that its request waits on it. */
const moments = {
  // The write has claimed its key and waits on the lock.
  'while its write waits': { table: 'FitnessTest', waiting: (key: string) => t.db.idempotencyKey.count({ where: { key } }) },
  // Its key is still being claimed: the procedure's handler has not begun.
  'before its write started': { table: 'IdempotencyKey', waiting: () => waitingOn('IdempotencyKey') },
} as const;

describe.each(Object.entries(moments))('a write whose caller went away %s', (moment, { table, waiting }) => {
  it.each(Object.entries(transports))('over %s, is answered to the retry with its key, once, with no "still being processed" after it ended', async (name, send) => {
    const key = `gone-${table}-${name}`;
    const testName = `Gone ${moment} ${name}`;
    const unlock = await lockTable(t.db, table);
    const caller = new AbortController();
    const first = send(key, testName, caller.signal).catch((e: unknown) => e);
    await expect.poll(() => waiting(key), { timeout: 10_000, interval: 20 }).toBe(1);
    caller.abort();
    expect(await first).toBeInstanceOf(Error);
    await unlock();
    // The write itself ran to its end (the caller's going does not undo it).
    await expect.poll(() => testsNamed(testName), { timeout: 10_000, interval: 50 }).toBe(1);
    const retry = await send(key, testName);
    const body = await retry.text();
    expect(retry.status, body).toBeLessThan(300);
    // The write's own answer: the test it created, as a caller that had stayed would have read it.
    expect(body).toContain(testName);
    expect(await testsNamed(testName)).toBe(1);
  });
});
