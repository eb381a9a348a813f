// Issue 13 item 3: under overload the server answers fast and honestly (503 + Retry-After)
// instead of queueing: load shedding on event-loop delay, and a per-request deadline.
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { MSG_BUSY, MSG_DEADLINE } from '#server/lib/overload';
import { setupTestHooks, startHttp } from '../helpers.ts';

const t = setupTestHooks();

describe('load shedding', () => {
  it('answers 503 at once while the event loop lags, and serves again when it does not', async () => {
    let lag = 900;
    const http = await startHttp({ ...t.deps, overload: { maxLagMs: 200, deadlineMs: 0, lag: () => lag } });
    try {
      const started = Date.now();
      const shed = await http.api('GET', '/auth/me');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(shed.status).toBe(503);
      expect(shed.body).toEqual({ error: MSG_BUSY });
      expect(shed.headers.get('retry-after')).toBe('5');
      // Liveness is never shed.
      expect((await fetch(`${http.url}/health`)).status).toBe(200);
      lag = 10;
      expect((await http.api('GET', '/auth/me')).status).toBe(401);
    } finally {
      await http.close();
    }
  });
});

describe('request deadline', () => {
  it('answers 503 when a request runs past its deadline, and its late answer goes nowhere', async () => {
    let finishedLate = false;
    const slowDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === '$queryRawUnsafe') {
          return () =>
            new Promise((resolve) =>
              setTimeout(() => {
                finishedLate = true;
                resolve([{ one: 1 }]);
              }, 600),
            );
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Db;
    const http = await startHttp({ ...t.deps, db: slowDb, overload: { maxLagMs: 0, deadlineMs: 150 } });
    try {
      const started = Date.now();
      const res = await fetch(`${http.url}/ready`);
      expect(Date.now() - started).toBeLessThan(550);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: MSG_DEADLINE });
      await new Promise((r) => setTimeout(r, 700));
      expect(finishedLate).toBe(true);
      // The server still serves.
      expect((await fetch(`${http.url}/health`)).status).toBe(200);
    } finally {
      await http.close();
    }
  });
});
