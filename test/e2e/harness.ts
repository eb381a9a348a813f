// End-to-end harness: the app's server (the built SPA from dist/ on an embedded database, no demo
// data unless asked for) and Debian's Chromium driven by playwright-core.
// A file joins the run's shared server and browser (global-setup.ts) unless it needs an
// environment of its own (`env`, `smtpUrl`): then it starts its own server. On the shared server
// a file makes its own accounts (a demo coach of its own with `seedDemo`), and its requests come
// from an address of its own, so files do not meet.
// It builds nothing: `npm run test:e2e` runs `vite build` first.
import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, openSync, readSync, fstatSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { watchPage, watchServerLog } from './failure-report.ts';
import { CHROMIUM, CHROMIUM_ARGS, startServer, type ServerProcess } from './server.ts';
import type { SharedServer } from './global-setup.ts';

export interface HarnessOptions {
  /** Extra server environment (the file then gets a server of its own). It cannot replace PORT, DATA_DIR, APP_URL, SEED_DEMO, SMTP_URL or DATABASE_URL. */
  env?: Record<string, string>;
  /** A demo coach of this file's own (its sign-in and access link are in `logs`, see fixtures.ts). Default false. */
  seedDemo?: boolean;
  /** An SMTP server the test runs (smtp://127.0.0.1:port) to capture e-mails (the file then gets a server of its own); default: e-mails are printed. */
  smtpUrl?: string;
}

export interface NewPageOptions {
  /** Default: a 1280×800 desktop. Use { width: 390, height: 844 } for a phone. */
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Touch and mobile user agent behaviour, for phone-sized pages. */
  isMobile?: boolean;
  /** The browser's IANA time zone (default: the machine's). */
  timezoneId?: string;
}

export interface Harness {
  /** e.g. http://127.0.0.1:41234 — pages resolve relative URLs against it. */
  baseUrl: string;
  /** Every line the server wrote to stdout and stderr since this file started or joined it. */
  logs: string[];
  /** A directory of this file's own, for files it hands to the browser. */
  dataDir: string;
  browser: Browser;
  /** The run's clock, which the server and the pages share: compute "today" from it, not from `new Date()`. */
  now(): Date;
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Resolves with the first log line (past or future) matching `pattern`. */
  waitForLog(pattern: RegExp, options?: { timeoutMs?: number; after?: number }): Promise<RegExpMatchArray>;
  /** JSON POST/PUT/GET against the REST API, with an optional bearer token. */
  api<T = unknown>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

/** The server's output as lines: read from the shared server's log file, or pushed by an own server. */
class ServerLog {
  readonly lines: string[] = [];
  private readonly waiters = new Set<() => void>();
  private partial = '';
  private offset = 0;

  /** `file`: read from its end on; else lines come through push(). */
  constructor(private readonly file?: string) {
    if (file) {
      const fd = openSync(file, 'r');
      this.offset = fstatSync(fd).size;
      closeSync(fd);
    }
  }

  push(line: string) {
    this.lines.push(line);
    for (const waiter of this.waiters) waiter();
  }

  /** Reads what the shared server wrote since the last look. */
  refresh(): string[] {
    if (!this.file) return this.lines;
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > this.offset) {
        const chunk = Buffer.alloc(size - this.offset);
        readSync(fd, chunk, 0, chunk.length, this.offset);
        this.offset = size;
        const parts = (this.partial + chunk.toString('utf8')).split('\n');
        this.partial = parts.pop() ?? '';
        this.lines.push(...parts);
      }
    } finally {
      closeSync(fd);
    }
    return this.lines;
  }

  waitFor(pattern: RegExp, { timeoutMs = 15_000, after = 0 }: { timeoutMs?: number; after?: number } = {}): Promise<RegExpMatchArray> {
    let scanned = after;
    const scan = () => {
      const lines = this.refresh();
      for (; scanned < lines.length; scanned++) {
        const match = lines[scanned]!.match(pattern);
        if (match) return match;
      }
      return null;
    };
    const found = scan();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = scan();
        if (!match) return;
        done();
        resolve(match);
      };
      // The shared server's lines arrive in a file, which is looked at again every 100 ms.
      const poll = this.file ? setInterval(check, 100) : undefined;
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No server log line matched ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        this.waiters.delete(check);
        clearInterval(poll);
        clearTimeout(timer);
      };
      this.waiters.add(check);
    });
  }
}

/** The shared server's embedded database, for seeding a file's demo coach (src/server/seed/demo.ts). */
async function seedOwnDemo(shared: SharedServer, now: Date): Promise<string[]> {
  const [{ openDatabase }, { socketDirFor }, { seedDemo }] = await Promise.all([import('#server/db/client'), import('#server/db/embedded-postgres'), import('#server/seed/demo')]);
  const socketDir = socketDirFor(path.join(shared.dataDir, 'pg'));
  const db = await openDatabase({ databaseUrl: `postgresql://postgres@localhost/spotter?host=${encodeURIComponent(socketDir)}`, poolMax: 1 });
  try {
    const demo = await seedDemo(db.prisma, now, shared.appSecret, `coach-${randomBytes(5).toString('hex')}@spotter.demo`);
    // The lines the server prints when it seeds the demo at start (src/server/main.ts).
    return ['Demo data created.', `  Coach sign-in:      ${demo.email} / ${demo.password}`, `  Client access link: ${shared.baseUrl}/app/today?token=${demo.clientAccessToken}`];
  } finally {
    await db.close();
  }
}

/** The run's clock (see Harness.now), for code that runs before a harness is started. */
export function runNow(): Date {
  return new Date(Date.now() + inject('e2eShared').clockOffsetMs);
}

export async function startHarness({ env, seedDemo = false, smtpUrl }: HarnessOptions = {}): Promise<Harness> {
  const shared = inject('e2eShared');
  const ownServer = env !== undefined || smtpUrl !== undefined;
  const now = runNow;
  const log = new ServerLog(ownServer ? undefined : shared.logFile);
  let server: ServerProcess | undefined;
  let dataDir: string;
  let baseUrl: string;
  // On the shared server, this file's requests come from an address of its own (global-setup.ts).
  const address = ownServer ? undefined : `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const headers: Record<string, string> = address ? { 'X-Forwarded-For': address } : {};
  if (ownServer) {
    server = await startServer({ env, seedDemo, smtpUrl, onLine: (line) => log.push(line), clockOffsetMs: shared.clockOffsetMs });
    ({ dataDir, baseUrl } = server);
  } else {
    baseUrl = shared.baseUrl;
    if (seedDemo) log.lines.push(...(await seedOwnDemo(shared, now())));
    dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-e2e-file-'));
  }

  let browser: Browser;
  try {
    browser = await chromium.connect(shared.browserEndpoint);
  } catch {
    // The shared browser is gone (a run that crashed): a browser of this file's own.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }
  const contexts: BrowserContext[] = [];
  const unwatchLog = watchServerLog(() => log.refresh());

  return {
    baseUrl,
    get logs() {
      return log.refresh();
    },
    dataDir,
    browser,
    now,

    async newPage({ viewport = { width: 1280, height: 800 }, colorScheme = 'light', isMobile = false, timezoneId } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport, colorScheme, isMobile, hasTouch: isMobile, extraHTTPHeaders: headers, ...(timezoneId ? { timezoneId } : {}) });
      contexts.push(context);
      // The page's clock agrees with the run's (it differs from the machine's only near midnight).
      if (shared.clockOffsetMs) await context.clock.install({ time: now() });
      const page = await context.newPage();
      watchPage(page);
      return page;
    },

    waitForLog: (pattern, options) => log.waitFor(pattern, options),

    async api(method, apiPath, body, token) {
      const init: RequestInit = { method, headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`${baseUrl}/api${apiPath}`, init);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },

    async stop() {
      unwatchLog();
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close().catch(() => {});
      if (server) await server.stop();
      else await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Moves a dnd-kit sortable item one step with the keyboard: Space lifts it, `key` moves it,
 * Space drops it. Each key waits for dnd-kit's live-region announcement of the step before,
 * because a fixed pause was not enough on a busy machine (the drop landed before the move).
 */
export async function dragByKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  // A page can hold several DndContexts, each with its own live region.
  const announced = async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' | ');
  await handle.focus();
  await page.keyboard.press('Space');
  // The lists' announcements name the item and its position (src/web/lib/sortable-announcements.ts).
  await expect.poll(announced, { timeout: 10_000 }).toMatch(/Picked up|moved to position/);
  const lifted = await announced();
  await page.keyboard.press(key);
  await expect
    .poll(
      async () => {
        const now = await announced();
        return now !== lifted && /moved to position/.test(now);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(announced, { timeout: 10_000 }).toMatch(/dropped at position/);
}
