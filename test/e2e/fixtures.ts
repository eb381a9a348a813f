// Helpers shared by the end-to-end tests, on top of the harness: accounts made through the REST
// API, and the demo data's sign-in and access link as the server prints them.
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

/**
 * Watches a page's requests; the returned function resolves once none has been in flight for
 * `quietMs`. For a screen opened inside the app (a tab or link click): Playwright's `networkidle`
 * is a state of the document's load, long reached by then, so it resolves at once while the
 * screen's chunk and reads are still on their way.
 */
export function trackRequests(page: Page): (quietMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async (quietMs = 500) => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** A REST call that must succeed (status below 300); resolves with the response body. */
export async function apiOk<T = unknown>(h: Harness, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const res = await h.api<T>(method, apiPath, body, token);
  if (res.status >= 300) throw new Error(`${method} ${apiPath}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Registers a coach through the API and returns the session token. */
export async function registerCoach(h: Harness, { email, password, firstName, lastName }: { email: string; password: string; firstName: string; lastName: string }): Promise<string> {
  const res = await h.api<{ token: string }>('POST', '/auth/register', { email, password, role: 'COACH', firstName, lastName });
  expect(res.status).toBeLessThan(300);
  return res.body.token;
}

/** Signs a coach in through the API and returns the session token. */
export async function loginCoach(h: Harness, { email, password }: { email: string; password: string }): Promise<string> {
  return (await apiOk<{ token: string }>(h, 'POST', '/auth/login', { email, password })).token;
}

export interface DemoAccount {
  email: string;
  password: string;
  /** The demo client's personal link, e.g. http://127.0.0.1:41234/app/today?token=… */
  clientAccessLink: string;
}

/** The demo coach's sign-in and the demo client's access link, read from the log of a harness started with `seedDemo: true`. */
export async function demoAccount(h: Harness): Promise<DemoAccount> {
  const [, email, password] = await h.waitForLog(/Coach sign-in:\s+(\S+) \/ (\S+)/);
  const [, clientAccessLink] = await h.waitForLog(/Client access link:\s+(\S+)/);
  return { email: email!, password: password!, clientAccessLink: clientAccessLink! };
}

/**
 * Kept for files written before the run had one clock: it returns at once. The run's servers and
 * pages share one clock that never crosses UTC midnight during a run (server.ts, runClockOffsetMs);
 * compute "today" from `h.now()`. @public (for test files written against the earlier API)
 */
export async function clearOfUtcMidnight(): Promise<void> {}

/** The e2e project's hookTimeout, for a beforeAll that used to wait for midnight (see clearOfUtcMidnight). @public */
export const DATE_SENSITIVE_HOOK_TIMEOUT = 180_000;
