// Fault injection for the end-to-end tests (docs/offline.md, "Fault injection"): the network a gym
// really has, on top of Playwright's route handlers for a whole browser context (every tab, a
// reload, a new page). Each fault counts what it did, so a test waits on that, never on a sleep.
//
// - dropAnswer: the request reaches the server, which acts; its answer is then dropped (a
//   connection reset), as when the signal goes while the answer travels back.
// - noInternet: every call to the server fails while the browser stays "online" (navigator.onLine
//   true, no offline event): gym Wi-Fi with no way out.
// - hang: matching calls get no answer at all until the fault is lifted (one bar of signal).
// - delay: matching calls reach the server after `ms`.
// - expireUploadLinks: a photo upload link is out of date when used. Its `exp` is moved to the
//   past, so the server itself refuses it as it refuses an expired link (403 "This link is invalid
//   or has expired"). The server's clock is not moved: the ticket and its check read the same clock,
//   so shifting it (CLOCK_START) could not make a link expire between the two.
import type { BrowserContext, Request, Route } from 'playwright-core';

/** The server's API, its byte routes and its health check: what the app calls, not its files. */
export const SERVER_CALLS = /\/(trpc|api|health)(\/|\?|$)/;
export const PHOTO_PUT = /\/api\/objects\/upload\//;

type Match = RegExp | ((request: Request) => boolean);
const matches = (m: Match, request: Request) => (typeof m === 'function' ? m(request) : m.test(request.url()));

export interface Fault {
  /** How many requests the fault has acted on so far. */
  count(): number;
  /** Lifts the fault; held requests (hang) go on to the server. */
  lift(): Promise<void>;
}

export interface Faults {
  dropAnswer(match: Match, times?: number): Promise<Fault>;
  noInternet(): Promise<Fault>;
  hang(match?: Match): Promise<Fault>;
  delay(match: Match, ms: number): Promise<Fault>;
  expireUploadLinks(times?: number): Promise<Fault>;
  /** Lifts every fault still on. */
  liftAll(): Promise<void>;
}

export function faultsFor(context: BrowserContext): Faults {
  const on = new Set<Fault>();

  async function install(handler: (route: Route, acted: () => number) => Promise<void>, url: RegExp = SERVER_CALLS): Promise<Fault> {
    let count = 0;
    let lifted = false;
    const held: Route[] = [];
    const fn = async (route: Route) => {
      if (lifted) return route.fallback();
      await handler(route, () => ++count).catch(() => undefined);
    };
    const fault: Fault = {
      count: () => count,
      async lift() {
        lifted = true;
        on.delete(fault);
        await context.unroute(url, fn);
        for (const r of held.splice(0)) await r.fallback().catch(() => undefined);
      },
    };
    Object.assign(fault, { held });
    on.add(fault);
    await context.route(url, fn);
    return fault;
  }

  return {
    dropAnswer(match, times = 1) {
      let left = times;
      return install(async (route, acted) => {
        if (left <= 0 || !matches(match, route.request())) return route.fallback();
        left--;
        acted();
        // The server gets the request and acts on it; the page never sees the answer.
        await route.fetch().catch(() => undefined);
        await route.abort('connectionreset');
      });
    },

    noInternet() {
      return install(async (route, acted) => {
        acted();
        await route.abort('internetdisconnected');
      });
    },

    async hang(match = SERVER_CALLS) {
      const fault = await install(async (route, acted) => {
        if (!matches(match, route.request())) return route.fallback();
        acted();
        (fault as Fault & { held: Route[] }).held.push(route);
      });
      return fault;
    },

    delay(match, ms) {
      return install(async (route, acted) => {
        if (!matches(match, route.request())) return route.fallback();
        acted();
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.fallback();
      });
    },

    expireUploadLinks(times = Number.POSITIVE_INFINITY) {
      let left = times;
      return install(async (route, acted) => {
        if (left <= 0 || route.request().method() !== 'PUT') return route.fallback();
        left--;
        acted();
        const url = new URL(route.request().url());
        url.searchParams.set('exp', String(Date.now() - 60_000));
        await route.fallback({ url: url.href });
      }, PHOTO_PUT);
    },

    async liftAll() {
      for (const fault of on) await fault.lift();
    },
  };
}
