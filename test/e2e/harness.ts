// End-to-end harness: the real server (built SPA from dist/, a fresh embedded database in a temp
// directory, no demo data unless asked for) as a child process, and Debian's Chromium driven by
// playwright-core.
// It builds nothing: `npm run test:e2e` runs `vite build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Migrating a fresh database (and seeding the demo data) can be slow on a busy machine; the e2e
// project's hookTimeout (180 s) leaves room for this plus launching Chromium.
const START_TIMEOUT_MS = 150_000;

export interface HarnessOptions {
  /** Extra server environment. It cannot replace PORT, DATA_DIR, APP_URL, SEED_DEMO, SMTP_URL or DATABASE_URL. */
  env?: Record<string, string>;
  /** Seed the demo data (SEED_DEMO=true); its sign-in and access link are printed (see fixtures.ts). Default false. */
  seedDemo?: boolean;
  /** An SMTP server the test runs (smtp://127.0.0.1:port) to capture e-mails; default: e-mails are printed. */
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
  /** Every line the server wrote to stdout and stderr so far. */
  logs: string[];
  dataDir: string;
  browser: Browser;
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Resolves with the first log line (past or future) matching `pattern`. */
  waitForLog(pattern: RegExp, options?: { timeoutMs?: number; after?: number }): Promise<RegExpMatchArray>;
  /** JSON POST/PUT/GET against the REST API, with an optional bearer token. */
  api<T = unknown>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function collectLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  let buffered = '';
  stream?.setEncoding?.('utf8');
  stream?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream?.on('end', () => {
    if (buffered) onLine(buffered);
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before answering /health:\n${logs.slice(-40).join('\n')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000}s:\n${logs.slice(-40).join('\n')}`);
}

/**
 * The server stops its embedded PostgreSQL on SIGTERM; after a SIGKILL (or a crash) the
 * postmaster of DATA_DIR/pg is still running: stop it before the directory is removed.
 */
async function stopLeftoverPostgres(dataDir: string) {
  const lock = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(lock.split('\n')[0]);
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

export async function startHarness({ env = {}, seedDemo = false, smtpUrl }: HarnessOptions = {}): Promise<Harness> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: build the web app first (`npm run test:e2e` runs `vite build`).');
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-e2e-'));
  const logs: string[] = [];
  const waiters = new Set<(line: string, index: number) => void>();

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Photos go to DATA_DIR, not to an S3 bucket configured in the shell (`env` may opt in).
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: seedDemo ? 'true' : 'false',
      APP_URL: baseUrl,
      // E-mails are printed, never sent, unless the test captures them on its own SMTP server.
      SMTP_URL: smtpUrl ?? '',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // The shared test machine lags at times: screens are tested here, not load shedding
      // (test/server/reliability/overload.test.ts and npm run drill do that).
      SHED_EVENT_LOOP_LAG_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onLine = (line: string) => {
    logs.push(line);
    for (const waiter of waiters) waiter(line, logs.length - 1);
  };
  collectLines(child.stdout, onLine);
  collectLines(child.stderr, onLine);

  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  const stopServer = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    await stopLeftoverPostgres(dataDir);
  };

  try {
    await waitForHealth(baseUrl, child, logs);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const launched = browser;

  return {
    baseUrl,
    logs,
    dataDir,
    browser: launched,

    async newPage({ viewport = { width: 1280, height: 800 }, colorScheme = 'light', isMobile = false, timezoneId } = {}) {
      const context = await launched.newContext({ baseURL: baseUrl, viewport, colorScheme, isMobile, hasTouch: isMobile, ...(timezoneId ? { timezoneId } : {}) });
      contexts.push(context);
      return context.newPage();
    },

    waitForLog(pattern, { timeoutMs = 15_000, after = 0 } = {}) {
      for (let i = after; i < logs.length; i++) {
        const match = logs[i]!.match(pattern);
        if (match) return Promise.resolve(match);
      }
      return new Promise((resolve, reject) => {
        const waiter = (line: string, index: number) => {
          if (index < after) return;
          const match = line.match(pattern);
          if (!match) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No server log line matched ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },

    async api(method, apiPath, body, token) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`${baseUrl}/api${apiPath}`, init);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },

    async stop() {
      for (const context of contexts) await context.close().catch(() => {});
      await launched.close().catch(() => {});
      await stopServer();
      await rm(dataDir, { recursive: true, force: true });
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
  await expect.poll(announced, { timeout: 10_000 }).toMatch(/Picked up|was moved over/);
  const lifted = await announced();
  await page.keyboard.press(key);
  await expect
    .poll(
      async () => {
        const now = await announced();
        return now !== lifted && /was moved over/.test(now);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(announced, { timeout: 10_000 }).toMatch(/was dropped over/);
}
