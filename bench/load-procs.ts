// Child processes of the load benchmark: the app (bench/server.ts) and the bare-HTTP ceiling
// (bench/bare-server.ts), each in its own process so its memory and event loop are its own;
// their memory read from /proc (VmRSS now, VmHWM the peak since start).
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { BareStatement, PlanCount } from './replay.ts';

export interface Child {
  proc: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * Compiles the app's bench server to JavaScript (tsconfig.bench.json → build/bench/), so the app
 * under load runs compiled as npm start runs it, not through the tsx loader. Returns its path.
 */
export function compileBenchServer(): string {
  const root = path.resolve(import.meta.dirname, '..');
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.bench.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error('compiling bench/server.ts failed');
  // The compiled modules find prisma/ three levels above src/server/db, as in build/ (tsconfig.server.json).
  const link = path.join(root, 'build/bench/prisma');
  if (!existsSync(link)) symlinkSync(path.join(root, 'prisma'), link);
  return path.join(root, 'build/bench/bench/server.js');
}

/**
 * Starts a bench child: a TypeScript file of bench/ through tsx, or a compiled .js file of
 * build/bench/ with --conditions=spotter-bench, so its `#server/…` and `#shared/…` imports resolve
 * to build/bench/src/ (package.json "imports").
 */
export async function startChild(file: string, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<Child> {
  const compiled = file.endsWith('.js');
  const proc = fork(compiled ? file : path.join(import.meta.dirname, file), [], {
    execArgv: [...nodeFlags, ...(compiled ? ['--conditions=spotter-bench'] : ['--import', 'tsx'])],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m) => resolve((m as { port: number }).port));
    proc.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
  });
  return {
    proc,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/** Has the bare server send these statements before each answer (request i: the list i mod n; none: answer at once). */
export function setBareStatements(bare: Child, o: { databaseUrl: string; poolMax: number; requests: BareStatement[][] }): Promise<void> {
  return new Promise((resolve) => {
    bare.proc.once('message', () => resolve());
    bare.proc.send(o);
  });
}

/** How PostgreSQL planned the bare server's replayed statements (on one connection): plans made for each call (custom) or kept (generic). */
export function bareStatementPlans(bare: Child): Promise<PlanCount[]> {
  return new Promise((resolve) => {
    bare.proc.once('message', (m: { plans: PlanCount[] }) => resolve(m.plans));
    bare.proc.send({ plans: true });
  });
}

/** Has the bare server answer every request with these bytes from now on. */
export function setBareReply(bare: Child, reply: { status: number; contentType: string; body: string }): Promise<void> {
  return new Promise((resolve) => {
    bare.proc.once('message', () => resolve());
    bare.proc.send(reply);
  });
}

/** VmRSS and VmHWM of a process, in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Samples VmRSS every 100 ms until stopped; returns the largest seen. */
export function sampleRss(pid: number): () => number {
  let max = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      max = Math.max(max, memoryOf(pid).rss);
    } catch {
      /* exited */
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return max;
  };
}

/** CPU time (user + system) a process has used so far, in clock ticks (1/100 s). */
export function cpuTicks(pid: number): number {
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
