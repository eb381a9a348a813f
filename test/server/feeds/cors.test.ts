// CORS_ORIGINS (docs/calendar-and-csv.md): browser integrations on the listed origins may call
// /api and /trpc; any other origin gets no Access-Control-* header, and none at all by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { makeCoach, setupTest, startHttp, tokenFor, type TestHttp, type TestSetup } from '../helpers.ts';

let t: TestSetup;
let withCors: TestHttp;
let without: TestHttp;
const ALLOWED = 'https://dashboard.example.com';

beforeAll(async () => {
  t = await setupTest();
  withCors = await startHttp({ ...t.deps, corsOrigins: [ALLOWED, 'http://localhost:5173'] });
  without = await startHttp(t.deps);
});
afterAll(async () => {
  await withCors.close();
  await without.close();
  await t.close();
});

describe('CORS', () => {
  it('a listed origin gets the headers on /api and /trpc, with the preflight answered', async () => {
    const token = await tokenFor(t.deps, await makeCoach(t.db));
    const rest = await fetch(`${withCors.url}/api/auth/me`, { headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(rest.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(rest.headers.get('vary')).toContain('Origin');
    const trpc = await fetch(`${withCors.url}/trpc/auth.me`, { headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
    expect(trpc.headers.get('access-control-allow-origin')).toBe(ALLOWED);

    const preflight = await fetch(`${withCors.url}/api/clients`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // Bearer tokens, not cookies: no credentials mode.
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('an origin not listed gets no CORS header', async () => {
    const res = await fetch(`${withCors.url}/api/auth/registration`, { headers: { origin: 'https://evil.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${withCors.url}/api/clients`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off by default: no header for any origin', async () => {
    const res = await fetch(`${without.url}/api/auth/registration`, { headers: { origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('CORS_ORIGINS is read as a comma-separated list of origins; anything else refuses to start', async () => {
    expect((await loadConfig({ APP_SECRET: 'x'.repeat(32) })).corsOrigins).toEqual([]);
    expect((await loadConfig({ APP_SECRET: 'x'.repeat(32), CORS_ORIGINS: ' https://a.example.com , http://localhost:5173,' })).corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
    for (const bad of ['*', 'https://a.example.com/path', 'a.example.com', 'ftp://a.example.com']) {
      await expect(loadConfig({ APP_SECRET: 'x'.repeat(32), CORS_ORIGINS: bad }), bad).rejects.toThrow(/CORS_ORIGINS/);
    }
  });
});
