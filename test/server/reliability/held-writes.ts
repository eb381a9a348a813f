// The idempotency tests' tools (idempotent-deadline, idempotent-abort): a client's write of a
// fitness test over both transports, and a real table lock that holds such a write up.
import { beforeAll } from 'vitest';
import type { Db } from '#server/db/client';
import { makeClient, makeCoach, startHttp, tokenFor, type TestHttp, type TestSetup } from '../helpers.ts';

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

/**
 * A client of the file's own and a server on `t.deps` (with `deps` over them), set up before the
 * file's tests: that client's fitness-test writes over both transports, and how many they have
 * saved under a name.
 */
export function clientWrites(t: TestSetup, deps: Partial<TestSetup['deps']> = {}) {
  let http: TestHttp | undefined;
  let clientId = '';
  let token = '';
  beforeAll(async () => {
    const coach = await makeCoach(t.db);
    const me = await makeClient(t.db, coach.id);
    clientId = me.client.id;
    token = await tokenFor(t.deps, me.user);
    http = await startHttp({ ...t.deps, ...deps });
    return () => http?.close();
  });
  return {
    transports: testWrites(
      () => http!.url,
      () => token,
    ),
    testsNamed: (testName: string) => t.db.fitnessTest.count({ where: { clientId, testName } }),
  };
}

/** A fitness test logged with an Idempotency-Key, over REST and over tRPC, by the holder of `token()`. */
function testWrites(url: () => string, token: () => string): Record<'REST' | 'tRPC', SendTest> {
  const headers = (key: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token()}`, 'idempotency-key': key });
  return {
    REST: (key, testName, signal) => fetch(`${url()}/api/fitness-tests`, { method: 'POST', headers: headers(key), body: JSON.stringify({ testName, result: '42' }), signal }),
    // The client app's offline queue sends each change this way (a lone tRPC mutation).
    tRPC: (key, testName, signal) =>
      fetch(`${url()}/trpc/clientApp.fitnessTests.create`, { method: 'POST', headers: headers(key), body: JSON.stringify({ json: { testName, result: '42' } }), signal }),
  };
}
