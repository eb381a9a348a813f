// The drill's rows about the processes around the embedded database (issue 30, docs/reliability.md):
// a second start on the same DATA_DIR, a postmaster killed with kill -9, and SIGTERM to `npm start`.
// Each waits on exit events or a polled condition, with a bound.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DrillServer } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ProcessRow {
  check: string;
  held: boolean;
  detail: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterOf = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
/** The parent of a process (field 4 of /proc/<pid>/stat). */
const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};
async function until(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/** Runs a server command; resolves once it listens or exits, whichever comes first. */
function launch(command: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const outcome = new Promise<'listening' | 'exited'>((resolve) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Spotter is listening')) resolve('listening');
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => resolve('exited'));
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return { child, exited, outcome, output: () => out };
}

async function secondStart(s: DrillServer, port: number): Promise<ProcessRow> {
  const postmaster = postmasterOf(s.dataDir);
  const started = Date.now();
  const second = launch(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { PORT: String(port), DATA_DIR: s.dataDir });
  const outcome = await Promise.race([second.outcome, sleep(180_000).then(() => 'timeout' as const)]);
  if (outcome !== 'exited') second.child.kill('SIGTERM');
  const code = outcome === 'exited' ? await second.exited : null;
  const message = /Another Spotter[^\n]*/.exec(second.output())?.[0] ?? second.output().trim().split('\n').pop() ?? '';
  const ready = await fetch(`${s.url}/ready`)
    .then((r) => r.status)
    .catch(() => 0);
  return {
    check: 'second start on the same DATA_DIR',
    held: code === 1 && message.includes(`pid ${s.child.pid}`) && alive(postmaster) && postmasterOf(s.dataDir) === postmaster && ready === 200,
    detail: `second start: ${outcome === 'exited' ? `exit ${code}` : outcome} after ${Date.now() - started} ms, "${message.slice(0, 80)}…"; first: postmaster ${alive(postmaster) ? 'kept' : 'gone'}, /ready ${ready}`,
  };
}

async function postmasterKilled(s: DrillServer, token: string): Promise<ProcessRow> {
  const postmaster = postmasterOf(s.dataDir);
  const killedAt = Date.now();
  process.kill(postmaster, 'SIGKILL');
  const answers = new Map<string, number>();
  const back = await until(90_000, async () => {
    const res = await fetch(`${s.url}/api/exercises`, { headers: { authorization: `Bearer ${token}` } });
    const key = `${res.status}${res.status === 503 ? ` (Retry-After ${res.headers.get('retry-after')})` : ''}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    return res.status === 200 && postmasterOf(s.dataDir) !== postmaster;
  });
  const downMs = Date.now() - killedAt;
  const health = await fetch(`${s.url}/health`)
    .then((r) => r.status)
    .catch(() => 0);
  const others = [...answers.keys()].filter((k) => k !== '200' && k !== '503 (Retry-After 5)');
  return {
    check: 'embedded postmaster killed with kill -9',
    held: back && others.length === 0 && health === 200 && s.alive(),
    detail: `${back ? `back after ${downMs} ms` : 'not back within 90 s'}; answers meanwhile ${JSON.stringify(Object.fromEntries(answers))}; /health ${health}`,
  };
}

async function npmStartSigterm(port: number): Promise<ProcessRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-drill-npm-'));
  try {
    const npm = launch('npm', ['start', '--silent'], { PORT: String(port), DATA_DIR: dataDir, APP_SECRET: 'drill-secret-drill-secret-drill-secret-000' });
    const outcome = await Promise.race([npm.outcome, sleep(600_000).then(() => 'timeout' as const)]);
    if (outcome !== 'listening') {
      npm.child.kill('SIGKILL');
      return { check: 'SIGTERM to npm start', held: false, detail: `npm start did not start (${outcome}): ${npm.output().slice(-200)}` };
    }
    const postmaster = postmasterOf(dataDir);
    const server = parentOf(postmaster);
    const signalled = Date.now();
    npm.child.kill('SIGTERM');
    const code = await npm.exited;
    const npmMs = Date.now() - signalled;
    const stopped = await until(20_000, () => !alive(server) && !alive(postmaster));
    if (alive(server)) process.kill(server, 'SIGKILL');
    return {
      check: 'SIGTERM to npm start',
      held: code === 0 && stopped,
      detail: `npm exited ${code} after ${npmMs} ms; server ${alive(server) ? 'still running' : 'stopped'}, postmaster ${alive(postmaster) ? 'still running' : 'stopped'}`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows of issue 30 items 3, 4 and 8, on the drill's embedded server `s`. */
export async function processRows(s: DrillServer, token: string, port: number): Promise<ProcessRow[]> {
  return [await secondStart(s, port), await postmasterKilled(s, token), await npmStartSigterm(port + 1)];
}
