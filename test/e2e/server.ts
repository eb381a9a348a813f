// The app's server as a child process for the end-to-end tests: the built SPA from dist/, a fresh
// embedded database in a temp directory. Started once per run by global-setup.ts (the shared
// server) and by harness.ts for a file that needs its own environment.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Migrating a fresh database (and seeding the demo data) can be slow on a busy machine; the e2e
// project's hookTimeout (180 s) leaves room for this plus launching Chromium.
const START_TIMEOUT_MS = 150_000;

export function checkPrerequisites() {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: build the web app first (`npm run test:e2e` runs `vite build`).');
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}

/** The day the end-to-end run happens on (CLOCK_START): see runClockOffsetMs. */
const RUN_MARGIN_MS = 20 * 60_000;

/**
 * How far the run's clock is ahead of the machine's. Tests, the server and the browser all compute
 * "today"; a run that crossed UTC midnight would see two days. A run starting less than
 * RUN_MARGIN_MS (longer than a whole e2e run) before midnight runs on the next day instead: the
 * servers get CLOCK_START and the browsers a clock that agrees. E2E_CLOCK_START forces an instant
 * (to try a run near midnight).
 */
export function runClockOffsetMs(now = Date.now()): number {
  const forced = process.env.E2E_CLOCK_START;
  if (forced) return Date.parse(forced) - now;
  const untilMidnight = 86_400_000 - (now % 86_400_000);
  return untilMidnight < RUN_MARGIN_MS ? untilMidnight + 60_000 : 0;
}

export async function freePort(): Promise<number> {
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

export interface ServerOptions {
  /** Extra server environment. It cannot replace PORT, DATA_DIR, APP_URL, SEED_DEMO, SMTP_URL or DATABASE_URL. */
  env?: Record<string, string>;
  seedDemo?: boolean;
  smtpUrl?: string;
  /** Where the server's output goes; default: `onLine`. */
  logFile?: string;
  onLine?: (line: string) => void;
  /** The run's clock (runClockOffsetMs); the server starts at CLOCK_START when it is not 0. */
  clockOffsetMs?: number;
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
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

export async function startServer({ env = {}, seedDemo = false, smtpUrl, logFile, onLine, clockOffsetMs = runClockOffsetMs() }: ServerOptions): Promise<ServerProcess> {
  checkPrerequisites();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-e2e-'));
  const out = logFile ? openSync(logFile, 'a') : 'pipe';

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Photos go to DATA_DIR, not to an S3 bucket configured in the shell (`env` may opt in).
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      ...(clockOffsetMs ? { CLOCK_START: new Date(Date.now() + clockOffsetMs).toISOString() } : {}),
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
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  const recent: string[] = [];
  collectLines(child.stdout, (line) => {
    recent.push(line);
    onLine?.(line);
  });
  collectLines(child.stderr, (line) => {
    recent.push(line);
    onLine?.(line);
  });
  const lastLines = () => (logFile ? readFileSync(logFile, 'utf8').split('\n') : recent).slice(-40).join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await stopLeftoverPostgres(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering /health:\n${lastLines()}`);
      if (Date.now() > deadline) throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000}s:\n${lastLines()}`);
      const ok = await fetch(`${baseUrl}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
