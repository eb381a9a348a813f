// The request log (issue 35): each line carries an ISO 8601 time, the path as the caller asked for
// it (with /api), and health probes and metric scrapes stay below info unless they fail.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger';
import { setupTest, startHttp } from '../helpers.ts';

const lines: { level: number; time: unknown; msg: string; path?: string; status?: number }[] = [];
let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;

beforeAll(async () => {
  t = await setupTest();
  Object.assign(t.deps, { log: createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line)) }) });
  http = await startHttp(t.deps);
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const requestLine = (p: string) => lines.find((l) => l.msg === 'request' && l.path === p);

it('logs each request with an ISO time and its whole path; probes at debug', async () => {
  expect((await fetch(`${http.url}/health`)).status).toBe(200);
  expect((await fetch(`${http.url}/ready`)).status).toBe(200);
  expect((await http.api('GET', '/clients')).status).toBe(401);
  expect((await fetch(`${http.url}/api/openapi.json`)).status).toBe(200);

  await expect.poll(() => requestLine('/api/openapi.json')).toBeDefined();
  const api = requestLine('/api/clients')!;
  expect(api).toMatchObject({ level: 30, status: 401 });
  expect(api.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(requestLine('/health')).toMatchObject({ level: 20, status: 200 });
  expect(requestLine('/ready')).toMatchObject({ level: 20, status: 200 });
});
