// The real server as a child process on an embedded database in a DATA_DIR the test chooses, for
// the tests that need real processes (issue 30: second start, healing, signals). Everything is
// waited on by events (output, exit) or by polling a condition, never by a fixed sleep.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { keepFailureReport } from '../../failure-reports.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface AppProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the code and signal the process exited with. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the base URL once the server says it listens; rejects when it exits first. */
  listening: Promise<string>;
}

/** Starts `command args` with the server's environment; `listening` waits for its start line. */
export function spawnApp(command: string, args: string[], o: { dataDir: string; port: number; env?: Record<string, string> }): AppProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      APP_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PORT: String(o.port),
      DATA_DIR: o.dataDir,
      APP_SECRET: 'reliability-test-secret-reliability-test-000',
      // A busy shared machine lags right after start; shed 503s would only blur what is tested.
      SHED_EVENT_LOOP_LAG_MS: '0',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${out}`)));
  });
  listening.catch(() => {}); // a test that expects the exit does not await it
  return { child, output: () => out, exited, listening };
}

/** The server from source, as the other server tests and the drill run it. */
export const startApp = (o: { dataDir: string; port: number; env?: Record<string, string> }) => spawnApp(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], o);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the postmaster running the cluster in DATA_DIR/pg. */
export const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The demo coach's sign-in, as the first start prints it. */
export function demoCoach(app: AppProcess): { email: string; password: string } {
  const m = /Coach sign-in:\s+(\S+) \/ (\S+)/.exec(app.output());
  if (!m) throw new Error(`no demo sign-in in the output:\n${app.output()}`);
  return { email: m[1]!, password: m[2]! };
}

export async function signIn(url: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Stops a server that may still run (a test that failed half-way) and its postmaster. */
export async function cleanUp(app: AppProcess | undefined, dataDir: string) {
  if (app && app.child.exitCode === null && app.child.signalCode === null) {
    app.child.kill('SIGKILL');
    await app.exited;
  }
  let pid = 0;
  try {
    pid = postmasterPid(dataDir);
  } catch {
    return;
  }
  if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
}

/** Lines of an outage that say nothing new: requests, and the connection failures each one causes. */
const NOISE = ['"msg":"request"', 'readiness check failed', 'connect ENOENT', 'ECONNREFUSED'];

/**
 * On a failed test of this file, what its server said (its supervisor's lines: restarts and why)
 * and the end of its PostgreSQL's log, printed and kept where .ci/run shows them
 * (failure-reports.ts).
 */
export function reportAppOnFailure(current: () => { app: AppProcess | undefined; dataDir: string }) {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const { app, dataDir } = current();
      const lines = (app?.output() ?? '').split('\n').filter((line) => line && !NOISE.some((n) => line.includes(n)));
      // The supervisor's lines first: a job queue's errors during an outage would crowd them out.
      const supervisor = lines.filter((line) => line.includes('embedded PostgreSQL')).slice(-15);
      const other = lines
        .filter((line) => !line.includes('embedded PostgreSQL'))
        .slice(-10)
        .map((line) => line.slice(0, 300));
      let pgLog: string[];
      try {
        pgLog = readFileSync(path.join(dataDir, 'pg', 'log', 'postgresql.log'), 'utf8')
          .trimEnd()
          .split('\n')
          .slice(-20);
      } catch {
        pgLog = ['(none)'];
      }
      await keepFailureReport(
        'server',
        task.file.name,
        task.name,
        ['── what the server said of its PostgreSQL', ...supervisor, '── its last other lines', ...other, '── the end of its postgresql.log', ...pgLog].join('\n'),
      );
    });
  });
}
