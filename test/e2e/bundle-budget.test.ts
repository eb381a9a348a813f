// The JavaScript each first screen loads (docs/performance.md, "Web delivery"): the coach area's
// code never loads on /app/today, the client app's never on /coach/dashboard, and neither on
// /login; and all JavaScript a cold load of each of these screens requests, until the network is
// idle, weighs no more than the screen's RATCHET_KB (the goal is 170 KB gzipped). The source files in each requested chunk come from
// dist/.vite/chunk-modules.json (written by the build), gzipped sizes at level 9 as the build writes them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, loginCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
/**
 * The goal is 170 KB on each screen, met on all three from 2026-11-28 until 2026-12-05, when the
 * build stopped patching Chakra and hand-listing chunks (docs/decisions/0020-eager-recipes-and-chunk-groups.md):
 * the signed-in screens are over it since. Each screen is held to the figure it reached (a ratchet,
 * in KB): a change that adds to a first screen fails here. Lower these as the bundles shrink, and
 * back to TARGET_KB at most once a screen is under it again.
 */
const TARGET_KB = 170;
// The signed-in screens took 2.7 KB each for translations (ADR 0037: the i18n runtime and the
// language hook; 189.4 → 192.1 and 180.6 → 183.3 KB, 2026-12-07), within the 3 KB issue 38 allowed.
// The sign-in screens in the device's language then put the i18n runtime, the public screens' texts
// and a language switch on /login (150.6 → 152.9 KB), and the shared components' translated labels
// with the runtime's own chunk on the signed-in screens (+1.0 KB each: /app/today 193.3 KB, the
// coach dashboard 183.9 KB with main's own savings; docs/decisions/0037-translations.md, "Measured").
// Then the translation runtime and the shared components' texts became one chunk, the empty
// use-store.ts re-export went, and the English snapshots tests read are dropped from the build
// (152.9 → 152.7, 193.3 → 192.9, 183.9 → 183.8 KB, with the translated error screen, the
// dashboard's notification wording and its translated client badges in).
// Then the infinite lists and the cache's hydration left the `query` chunk group, and the set rows
// bring their own merge rule to the offline queue (193.0 → 192.5, 183.8 → 183.0 KB; the ratchets
// are a tenth above, since 197,171 and 187,434 bytes are just over 192.5 and 183.0 KB). The toast
// region that waits for the connection instead of blanking the page took 55 bytes more on each.
// Chakra UI 3.38 (whose dialogs no longer leave a closed backdrop over the page when their fade-out
// ends before the next frame) took 278, 89 and 59 bytes (153.0, 192.7, 183.2 KB).
const RATCHET_KB: Record<string, number> = { '/login': 153.1, '/app/today': 192.8, '/coach/dashboard': 183.3 };

const COACH_AREA = [
  'src/web/layouts/coach/',
  ...['dashboard', 'clients', 'exercises', 'plans', 'programs', 'assignments', 'notifications', 'branding', 'profile', 'data-transfer'].map((feature) => `src/web/features/${feature}/`),
];
const CLIENT_AREA = ['src/web/layouts/client/', ...['client-app', 'client-workouts', 'food-log', 'fitness-tests'].map((feature) => `src/web/features/${feature}/`)];

let h: Harness;
let coachToken = '';
let clientToken = '';
let chunkModules: Record<string, string[]> = {};

beforeAll(async () => {
  chunkModules = JSON.parse(await readFile(path.join(DIST, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  h = await startHarness({ seedDemo: true });
  const demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
});

afterAll(async () => {
  await h?.stop();
});

interface Loaded {
  /** e.g. assets/index-AbC123.js, with its gzipped size, largest first */
  chunks: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Source files bundled into the loaded chunks. */
  modules: string[];
  /** The chunks the served page itself names (script and modulepreload links), fetched beside the entry. */
  namedInPage: string[];
}

/** Opens `url` on a phone in a fresh browser context and answers the JavaScript it loaded. */
async function load(url: string): Promise<Loaded> {
  const html = await (await fetch(new URL(url, h.baseUrl))).text();
  const namedInPage = [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const page: Page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const chunks = new Set<string>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) chunks.add(pathname.slice(1));
  });
  await page.goto(url);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The screen itself, not the error screen a chunk that fails to run would leave (app/root-layout.tsx).
  expect(await page.locator('h1').allTextContents()).not.toContain('Something went wrong');
  await page.context().close();

  const sized: Loaded['chunks'] = [];
  const modules: string[] = [];
  for (const file of chunks) {
    sized.push({ file, gzipBytes: gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length });
    modules.push(...(chunkModules[file] ?? []));
  }
  const gzipBytes = sized.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  console.log(`${url.replace(/\?.*/, '')}: ${chunks.size} chunks, ${kb(gzipBytes)} gzipped (${gzipBytes} bytes)`);
  return { chunks: sized.toSorted((a, b) => b.gzipBytes - a.gzipBytes), gzipBytes, modules, namedInPage };
}

/**
 * The page names the chunk holding `screenModule` (scripts/vite-area-pages.ts), so the screen's code
 * is fetched beside the entry, not after it; and it names nothing the screen does not load.
 */
function expectScreenNamedInPage(loaded: Loaded, screenModule: string) {
  const holder = Object.entries(chunkModules).find(([, modules]) => modules.includes(screenModule))?.[0];
  expect(holder, screenModule).toBeDefined();
  expect(loaded.namedInPage).toContain(holder);
  const loadedFiles = loaded.chunks.map((chunk) => chunk.file);
  expect(loaded.namedInPage.filter((file) => !loadedFiles.includes(file))).toEqual([]);
}

/** The budget check, naming the largest chunks when it fails. */
function expectWithinBudget(screen: string, loaded: Loaded) {
  const budgetBytes = (RATCHET_KB[screen] ?? TARGET_KB) * 1024;
  const largest = loaded.chunks.slice(0, 12).map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)}`);
  expect(loaded.gzipBytes, `${kb(loaded.gzipBytes)} gzipped in ${loaded.chunks.length} chunks; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(budgetBytes);
}

const inArea = (modules: string[], area: string[]) => modules.filter((file) => area.some((prefix) => file.startsWith(prefix)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunks each chunk imports statically (`import … from "./x.js"` in the built files). */
async function chunkImports(): Promise<Map<string, string[]>> {
  const assets = path.join(DIST, 'assets');
  const imports = new Map<string, string[]>();
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(assets, file), 'utf8');
    imports.set(
      file,
      [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!),
    );
  }
  return imports;
}

describe('first-screen JavaScript', () => {
  // vite.config.ts groups listed modules into one chunk per first screen without their imports;
  // two chunks importing each other would run a module before what it imports (in Chromium an
  // "is not a function" and the error screen), so the groups must leave no cycle.
  it('no two chunks import each other, directly or through others', async () => {
    const imports = await chunkImports();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), file, next].join(' -> '));
        else if (!state.has(next)) visit(next, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
    expect(imports.size).toBeGreaterThan(10);
    expect(cycles).toEqual([]);
  });

  it('/login loads neither area and stays within the budget', async () => {
    const loaded = await load('/login');
    expect(loaded.chunks.length).toBeGreaterThan(0);
    expect(inArea(loaded.modules, COACH_AREA)).toEqual([]);
    expect(inArea(loaded.modules, CLIENT_AREA)).toEqual([]);
    expectScreenNamedInPage(loaded, 'src/web/features/auth/pages/login-page.tsx');
    expectWithinBudget('/login', loaded);
  });

  it('/app/today loads no coach code and stays within the budget', async () => {
    const loaded = await load(`/app/today?token=${clientToken}`);
    expect(inArea(loaded.modules, CLIENT_AREA)).toContain('src/web/features/client-workouts/pages/today-page.tsx');
    expect(inArea(loaded.modules, COACH_AREA)).toEqual([]);
    expectScreenNamedInPage(loaded, 'src/web/features/client-workouts/pages/today-page.tsx');
    expectWithinBudget('/app/today', loaded);
  });

  it('/coach/dashboard loads no client app code and stays within the budget', async () => {
    const loaded = await load(`/coach/dashboard?token=${coachToken}`);
    expect(inArea(loaded.modules, COACH_AREA)).toContain('src/web/features/dashboard/pages/dashboard-page.tsx');
    expect(inArea(loaded.modules, CLIENT_AREA)).toEqual([]);
    expectScreenNamedInPage(loaded, 'src/web/features/dashboard/pages/dashboard-page.tsx');
    expectWithinBudget('/coach/dashboard', loaded);
  });
});
