// Accessibility of every screen, checked by axe-core (WCAG 2.1 A and AA rules) in Chromium on the
// demo data: public, coach and client screens, on a dark phone and a light desktop, plus
// the dialogs people open most. A violation names the rule and the elements, so it can be fixed.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, loginCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let h: Harness;
let coachToken = '';
let clientToken = '';
let axeSource = '';

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  h = await startHarness({ seedDemo: true });
  const demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
  // A client's detail (access link, reminder, time zone and Messages cards) after the fixed screens.
  // A conversation on both sides (docs/messages.md): the client detail with its Messages card,
  // and the client's Messages screen, each with messages of both senders.
  const session = await h.api<{ token: string }>('POST', '/auth/link-session', { token: clientToken });
  await h.api('POST', '/messages', { content: 'Can we move Friday?' }, session.body.token);
  const clients = await h.api<{ id: string }[]>('GET', '/clients', undefined, coachToken);
  const clientId = clients.body[0]!.id;
  await h.api('POST', `/clients/${clientId}/messages`, { content: 'Yes, Saturday works.' }, coachToken);
  COACH.push(`/coach/clients/${clientId}`);
});

afterAll(async () => {
  await h?.stop();
});

/** Runs axe on what the page shows now; answers one line per violation. */
async function audit(page: Page, label: string): Promise<string[]> {
  // A dialog fading in has see-through text for a moment: judge contrast once animations end.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy screens show a spinner first; wait until the page's own heading is there.
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  // Then until entering transitions have ended, so contrast is measured on final colours.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const PUBLIC = ['/login', '/register', '/forgot-password', '/reset-password?token=not-a-real-token', '/unsubscribe?token=r.not-a-real.token', '/demo', '/no-such-page'];
const COACH = [
  '/coach/dashboard',
  '/coach/clients',
  '/coach/tasks',
  '/coach/plans',
  '/coach/plans/new',
  '/coach/programs',
  '/coach/assign',
  '/coach/notifications',
  '/coach/brand',
  '/coach/profile',
  '/coach/data-transfer',
  '/coach/check-ins',
];
const CLIENT = ['/app/today', '/app/upcoming', '/app/history', '/app/food', '/app/tests', '/app/messages', '/app/check-ins'];

// Both widths and both colour schemes (contrast differs by scheme, layout by width).
const MODES = [
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, isMobile: true },
  { name: 'desktop, light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, isMobile: false },
];

describe('axe finds no WCAG A/AA or best-practice violation', () => {
  for (const mode of MODES) {
    it(`on every screen (${mode.name})`, async () => {
      const found: string[] = [];
      const visit = async (paths: string[], token?: string) => {
        const page = await h.newPage(mode);
        for (const [i, path] of paths.entries()) {
          // The first visit stores the token from the address (docs/product.md §4); later ones reuse it.
          const url = token && i === 0 ? `${path}${path.includes('?') ? '&' : '?'}token=${token}` : path;
          await page.goto(url);
          await settle(page);
          found.push(...(await audit(page, `${path} (${mode.name})`)));
        }
        await page.context().close();
      };
      await visit(PUBLIC);
      await visit(COACH, coachToken);
      await visit(CLIENT, clientToken);
      expect(found).toEqual([]);
    });
  }

  for (const mode of MODES) {
    it(`in the sign-in screens and confirmations of issue 12 (${mode.name})`, async () => {
      const found: string[] = [];
      const client = await h.newPage(mode);
      await client.goto('/app/today?token=not-a-valid-link');
      await client.getByRole('button', { name: 'E-mail me a new link' }).click();
      await client.getByLabel(/Your e-mail address/).waitFor();
      found.push(...(await audit(client, `Invalid link screen (${mode.name})`)));
      await client.goto(`/app/today?token=${clientToken}`);
      await settle(client);
      await client.getByRole('button', { name: 'Logout' }).click();
      await client.getByRole('alertdialog').waitFor();
      found.push(...(await audit(client, `Logout confirmation (${mode.name})`)));
      await client.keyboard.press('Escape');
      await client.goto('/app/upcoming');
      await settle(client);
      await client.getByRole('button', { name: 'Skip' }).first().click();
      await client.getByRole('alertdialog').waitFor();
      found.push(...(await audit(client, `Skip confirmation (${mode.name})`)));
      await client.context().close();

      const coach = await h.newPage(mode);
      await coach.goto(`/app/today?token=${coachToken}`);
      await coach.getByRole('link', { name: 'Coach Dashboard' }).waitFor();
      found.push(...(await audit(coach, `Coach on the client app (${mode.name})`)));
      await coach.goto('/coach/clients');
      await settle(coach);
      await coach.getByRole('link', { name: /Alex/ }).first().click();
      await coach.getByRole('button', { name: 'View as client' }).click();
      await coach.getByTestId('exercise-card').first().waitFor();
      await settle(coach);
      found.push(...(await audit(coach, `Coach preview (${mode.name})`)));
      await coach.context().close();
      expect(found).toEqual([]);
    });
  }

  it('in the dialogs and sheets people open most (phone, dark)', async () => {
    const found: string[] = [];
    const coach = await h.newPage(MODES[0]);
    await coach.goto(`/coach/clients?token=${coachToken}`);
    await settle(coach);
    await coach.getByRole('button', { name: 'New Client' }).click();
    await coach.getByRole('dialog').waitFor();
    found.push(...(await audit(coach, 'New Client dialog')));

    const client = await h.newPage(MODES[0]);
    await client.goto(`/app/today?token=${clientToken}`);
    await settle(client);
    await client
      .getByRole('button', { name: /Log result/i })
      .first()
      .click();
    await client.getByRole('dialog').waitFor();
    found.push(...(await audit(client, 'Log result sheet')));
    await client.keyboard.press('Escape');
    await client.goto('/app/food');
    await settle(client);
    await client.getByRole('button', { name: 'Add Meal' }).first().click();
    await client.getByRole('dialog').waitFor();
    found.push(...(await audit(client, 'Add meal dialog')));
    expect(found).toEqual([]);
  });
});
