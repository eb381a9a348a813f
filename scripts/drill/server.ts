// The drill's subject: the real server (src/server/main.ts) as a child process, on the embedded
// database in a temporary DATA_DIR or on a fresh PostgreSQL database, optionally reached through
// a TCP proxy the drill controls. Its RSS is read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface DrillServer {
  url: string;
  /** The server's DATA_DIR (its embedded database, when it has one). */
  dataDir: string;
  child: ChildProcess;
  email: string;
  password: string;
  alive(): boolean;
  rssMb(): number;
  kill9(): Promise<void>;
  stop(): Promise<void>;
  /** Restart on the same data (after kill -9). */
  restart(): Promise<void>;
  output: string[];
}

export async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `spotter_drill_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startServer(o: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<DrillServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-drill-'));
  const output: string[] = [];
  let email = '';
  let password = '';
  let child!: ChildProcess;
  let exited = false;
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      exited = false;
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(o.port),
          DATA_DIR: dataDir,
          DATABASE_URL: o.databaseUrl ?? '',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          APP_SECRET: 'drill-secret-drill-secret-drill-secret-000',
          // The drill's writers and soak write as one coach far faster than a person: the limit
          // still counts every write (its cost stays in the figures) but never refuses one.
          WRITES_PER_MINUTE: '1000000',
          ...o.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 120_000);
      let printed = ''; // this launch's output (a line may arrive in two chunks)
      let started = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        output.push(text);
        if (output.length > 2000) output.splice(0, 1000);
        if (started) return;
        printed += text;
        const m = /Coach sign-in:\s+(\S+) \/ (\S+)\n/.exec(printed);
        if (m) [email, password] = [m[1]!, m[2]!];
        if (printed.includes('Spotter is listening')) {
          started = true;
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      const me = child;
      child.on('exit', () => {
        if (child !== me) return; // a killed predecessor, not this launch
        exited = true;
        clearTimeout(timer);
      });
    });
  await launch();
  // Never leave a server behind when the drill ends early.
  process.once('exit', () => child.kill('SIGKILL'));
  const server: DrillServer = {
    url: `http://127.0.0.1:${o.port}`,
    dataDir,
    get child() {
      return child;
    },
    get email() {
      return email;
    },
    get password() {
      return password;
    },
    output,
    alive: () => !exited && child.exitCode === null,
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    async kill9() {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
    restart: launch,
  };
  return server;
}
