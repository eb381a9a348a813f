// Lighthouse mobile performance and accessibility of the three first screens (docs/performance.md,
// "Web delivery"): /login signed out, /app/today as the demo client (its access link), and
// /coach/dashboard as the demo coach (signed in through the API, the token in the address).
//
//   npm run lighthouse                          build, start the real server on a fresh demo database
//   npm run lighthouse -- --runs 3              the median of three runs per screen
//   npm run lighthouse -- --save /tmp/lh            also write each run's full report (JSON) there
//   npm run lighthouse -- --throttling devtools     slow Chromium down for real instead of simulating
//   node scripts/lighthouse.mjs --url http://host:port --email E --password P --client-token T
//
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. Each run is a cold load (Lighthouse
// clears the origin's storage and cache), with Lighthouse's default mobile emulation and
// simulated slow 4G / 4× CPU throttling.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'client-token': { type: 'string' },
    runs: { type: 'string', default: '1' },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
// 'simulate' (Lighthouse's default, the figure the targets use) estimates a slow phone from an
// unthrottled load; 'devtools' really slows Chromium's CPU 4× and its network to slow 4G while it loads.
if (!['simulate', 'devtools'].includes(args.throttling)) throw new Error(`--throttling must be simulate or devtools, not ${args.throttling}`);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a fresh embedded database with the demo data; resolves once the sign-ins are printed. */
async function startServer() {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm run lighthouse does).');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, SEED_DEMO: 'true', DATABASE_URL: '', SMTP_URL: '', S3_BUCKET: '', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const demo = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server printed no demo sign-in within 180 s:\n${output}`)), 180_000);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const signIn = output.match(/Coach sign-in:\s+(\S+) \/ (\S+)/);
      const link = output.match(/Client access link:\s+(\S+)/);
      if (signIn && link) {
        clearTimeout(timer);
        resolve({ email: signIn[1], password: signIn[2], clientToken: new URL(link[1]).searchParams.get('token') });
      }
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, ...demo, stop };
}

async function signInCoach(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`Coach sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a busy machine) is retried twice. */
async function audited(screen, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(screen.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], throttlingMethod: args.throttling });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${screen.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    process.stderr.write(`${screen.name}: ${lhr.runtimeError.code}, trying again\n`);
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const server = args.url ? { baseUrl: args.url.replace(/\/$/, ''), email: args.email, password: args.password, clientToken: args['client-token'], stop: async () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const coachToken = await signInCoach(server.baseUrl, server.email, server.password);
    const screens = [
      { name: '/login', url: `${server.baseUrl}/login` },
      { name: '/app/today', url: `${server.baseUrl}/app/today?token=${server.clientToken}` },
      { name: '/coach/dashboard', url: `${server.baseUrl}/coach/dashboard?token=${coachToken}` },
    ];
    const rows = [];
    for (const screen of screens) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audited(screen, chrome.port);
        if (args.save) {
          await mkdir(args.save, { recursive: true });
          await writeFile(path.join(args.save, `${screen.name.slice(1).replaceAll('/', '-')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          transferKb: audit('total-byte-weight') / 1024,
        });
        process.stderr.write(`${screen.name} run ${i + 1}/${RUNS}: performance ${runs.at(-1).performance}, accessibility ${runs.at(-1).accessibility}\n`);
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        screen: screen.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'FCP s': (pick('fcp') / 1000).toFixed(1),
        'LCP s': (pick('lcp') / 1000).toFixed(1),
        'TBT ms': Math.round(pick('tbt')),
        CLS: pick('cls').toFixed(3),
        'transfer KB': Math.round(pick('transferKb')),
      });
    }
    console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}mobile, ${args.throttling} throttling, ${new Date().toISOString()}`);
    console.log(
      `| ${Object.keys(rows[0]).join(' | ')} |\n|${Object.keys(rows[0])
        .map(() => '---')
        .join('|')}|`,
    );
    for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
