// Every screen names itself in the browser tab ("<screen> · Spotter"), so a tab, the history and
// a screen reader say where the user is. The list of screens is checked against the route table
// (src/web/app/routes.tsx with the areas' coach-routes.tsx and client-routes.tsx), so a new route
// fails this test until it is visited here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let coachToken = '';
let clientToken = '';

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  const demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
});

afterAll(async () => {
  await h?.stop();
});

/** Route path → the screen visited for it (parameters filled in). */
const PUBLIC: Record<string, string> = {
  '/': '/',
  '/login': '/login',
  '/register': '/register',
  '/forgot-password': '/forgot-password',
  '/reset-password/*': '/reset-password?token=not-a-real-token',
  '/demo': '/demo',
  '/unsubscribe': '/unsubscribe',
};
const COACH: Record<string, string> = {
  dashboard: '/coach/dashboard',
  clients: '/coach/clients',
  'clients/:id': '', // filled in with the demo client's id
  tasks: '/coach/tasks',
  plans: '/coach/plans',
  'plans/new': '/coach/plans/new',
  programs: '/coach/programs',
  assign: '/coach/assign',
  notifications: '/coach/notifications',
  brand: '/coach/brand',
  profile: '/coach/profile',
  'data-transfer': '/coach/data-transfer',
  'check-ins': '/coach/check-ins',
  inbox: '/coach/inbox',
  roster: '/coach/roster',
  integrations: '/coach/integrations',
  '*': '/coach/no-such-screen',
};
const CLIENT: Record<string, string> = {
  today: '/app/today',
  upcoming: '/app/upcoming',
  history: '/app/history',
  food: '/app/food',
  tests: '/app/tests',
  messages: '/app/messages',
  'check-ins': '/app/check-ins',
  '*': '/app/no-such-screen',
};

it('the list above covers every route of the route table', async () => {
  const tables = await Promise.all(['routes.tsx', 'coach-routes.tsx', 'client-routes.tsx'].map((file) => readFile(path.resolve(import.meta.dirname, '../../src/web/app', file), 'utf8')));
  const routes = tables.flatMap((table) => [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!));
  const covered = new Set([...Object.keys(PUBLIC), ...Object.keys(COACH), ...Object.keys(CLIENT), '/coach/*', '/app/*', '*']);
  expect(routes.filter((r) => !covered.has(r))).toEqual([]);
});

it('every screen has its own tab title', async () => {
  const missing: string[] = [];
  const visit = async (paths: string[], token?: string) => {
    const page = await h.newPage({ viewport: { width: 1280, height: 800 } });
    for (const [i, screen] of paths.entries()) {
      const url = token && i === 0 ? `${screen}${screen.includes('?') ? '&' : '?'}token=${token}` : screen;
      await page.goto(url);
      // The screen sets its title once it shows; a screen that never does fails with the title it has.
      const title = await page
        .waitForFunction(() => document.title.endsWith(' · Spotter') && document.title, undefined, { timeout: 15_000 })
        .then((t) => t.jsonValue())
        .catch(async () => page.title());
      if (!/^.+ · Spotter$/.test(String(title))) missing.push(`${screen}: "${title}"`);
    }
    await page.context().close();
  };
  const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
  COACH['clients/:id'] = `/coach/clients/${clients[0]!.id}`;
  await visit(Object.values(PUBLIC));
  await visit(Object.values(COACH), coachToken);
  await visit(Object.values(CLIENT), clientToken);
  expect(missing).toEqual([]);
});
