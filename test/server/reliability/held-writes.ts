// The idempotency tests' tools (idempotent-deadline, idempotent-abort): a client's write of a
// fitness test over both transports, and a real table lock that holds such a write up.
import type { Db } from '#server/db/client';

/** Holds an EXCLUSIVE lock on `table` (reads pass, inserts wait) until the returned release is called. */
export async function lockTable(db: Db, table: 'FitnessTest' | 'IdempotencyKey'): Promise<() => Promise<void>> {
  let release = (): void => undefined;
  let locked = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`LOCK TABLE "${table}" IN EXCLUSIVE MODE`);
      locked();
      await released;
    },
    { timeout: 30_000 },
  );
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

type SendTest = (key: string, testName: string, signal?: AbortSignal) => Promise<Response>;

/** A fitness test logged with an Idempotency-Key, over REST and over tRPC, by the holder of `token()`. */
export function testWrites(url: () => string, token: () => string): Record<'REST' | 'tRPC', SendTest> {
  const headers = (key: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token()}`, 'idempotency-key': key });
  return {
    REST: (key, testName, signal) => fetch(`${url()}/api/fitness-tests`, { method: 'POST', headers: headers(key), body: JSON.stringify({ testName, result: '42' }), signal }),
    // The client app's offline queue sends each change this way (a lone tRPC mutation).
    tRPC: (key, testName, signal) =>
      fetch(`${url()}/trpc/clientApp.fitnessTests.create`, { method: 'POST', headers: headers(key), body: JSON.stringify({ json: { testName, result: '42' } }), signal }),
  };
}
