// Spotter in German and Spanish at 390 px (issue 38, docs/translations.md): the client's Today, a
// workout logged set by set, the coach's dashboard and client page with its calendar, and the
// sign-in screens in German, the client's Dashboard in Spanish, against the built app and the real server with the demo seed; nothing wider than the
// phone, no button text cut, and axe still finds no violation.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, demoAccount, loginCoach, trackRequests, type DemoAccount } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoAccount;
let coachToken = '';
let axeSource = '';

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  h = await startHarness({ seedDemo: true });
  demo = await demoAccount(h);
  coachToken = await loginCoach(h, demo);
  await apiOk(h, 'PUT', '/auth/locale', { locale: 'de' }, coachToken);
  // The coach sets the client's language, as from the client's page.
  const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
  for (const c of clients) await apiOk(h, 'PUT', `/clients/${c.id}/locale`, { locale: 'de' }, coachToken);
});

afterAll(async () => {
  await h?.stop();
});

/** axe's WCAG 2.1 A/AA and best-practice rules on what the page shows now (or one part of it): one line per violation. */
async function audit(page: Page, within?: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | string, o: object) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`);
  }, within);
}

/** With SCREENSHOT_DIR set, keeps what was checked, to look at (docs/translations.md, "Adding a language"). */
async function keep(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** What is wider than the 390 px screen, and every button or link whose text is cut. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) found.push(`page is ${root.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, or visually hidden for screen readers only (the skip link, clipped until focused).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`cut: "${el.textContent?.trim()}"`);
      if (box.right > window.innerWidth + 1) found.push(`off screen: "${el.textContent?.trim()}"`);
    }
    return found;
  });
}

describe('in German at 390 px', () => {
  it("the client's Today and a workout logged set by set", async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const settled = trackRequests(page);
    await page.goto(demo.clientAccessLink);
    const tabs = page.getByRole('navigation', { name: 'Kunden-Navigation' });
    await tabs.getByRole('link', { name: 'Heute' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByTestId('set-rows').first().waitFor();
    // As the other set tests do: every card shows its rows (each behind its own Suspense boundary)
    // and the first screen's calls are answered before the first tick.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="exercise-card"]')].every((card) => card.querySelector('[data-testid="set-row"]')));
    await settled();
    const card = page.getByTestId('exercise-card').first();
    const rows = await card.getByTestId('set-row').count();
    for (let s = 1; s <= rows; s++) {
      await card.getByRole('button', { name: `Satz ${s} als erledigt markieren` }).click();
      await card.getByRole('button', { name: `Satz ${s} als nicht erledigt markieren` }).waitFor();
    }
    await page.getByRole('region', { name: 'Pausentimer' }).waitFor();
    await keep(page, 'de-client-today');
    expect(await overflow(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("the coach's dashboard", async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/coach/dashboard?token=${coachToken}`);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.waitForLoadState('networkidle');
    await keep(page, 'de-coach-dashboard');
    expect(await overflow(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("the coach's notifications, worded in German from what the server keeps", async () => {
    // A client of this file's own writes twice and skips a workout: notifications raised now carry their values.
    const client = await apiOk<{ id: string }>(h, 'POST', '/clients', { firstName: 'Bea', lastName: 'Übersetzt' }, coachToken);
    const { token } = await apiOk<{ token: string }>(h, 'POST', `/clients/${client.id}/access-token`, undefined, coachToken);
    for (const content of ['Kann ich Freitag tauschen?', 'Oder Samstag?']) await apiOk(h, 'POST', '/messages', { content }, token);
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/coach/notifications?token=${coachToken}`);
    await page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }).waitFor();
    await page.getByText('2 neue Nachrichten').first().waitFor();
    await page.waitForLoadState('networkidle');
    await keep(page, 'de-coach-notifications');
    expect(await overflow(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    await page.goto(`/coach/dashboard?token=${coachToken}`);
    await page.getByText('2 neue Nachrichten').first().waitFor();
    await page.waitForLoadState('networkidle');
    await keep(page, 'de-coach-dashboard-activity');
    expect(await overflow(page)).toEqual([]);
    await page.context().close();
  });

  it('before sign-in: the sign-in, sign-up and password screens in the device’s German', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    // The device's last language (localStorage), as the sign-in screen's switch leaves it.
    await page.addInitScript(() => window.localStorage.setItem('spotter.locale', 'de'));
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Coach-Anmeldung' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    await keep(page, 'de-login');
    expect(await overflow(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    for (const [path, heading] of [
      ['/register', 'Lege dein Coach-Konto an'],
      ['/forgot-password', 'Passwort vergessen?'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await keep(page, `de${path.replace('/', '-')}`);
      expect(await overflow(page), path).toEqual([]);
      expect(await audit(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it("the coach's client page with its calendar", async () => {
    const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`/coach/clients/${clients[0]!.id}?token=${coachToken}`);
    await page.getByRole('heading', { name: 'Kalender', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Woche kopieren' }).waitFor();
    await page.waitForLoadState('networkidle');
    await keep(page, 'de-coach-client-calendar');
    expect(await overflow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Als Kunde ansehen' }).waitFor();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it("in Spanish: the client's Dashboard, with its language picker", async () => {
    const clients = await apiOk<{ id: string }[]>(h, 'GET', '/clients', undefined, coachToken);
    for (const c of clients) await apiOk(h, 'PUT', `/clients/${c.id}/locale`, { locale: 'es' }, coachToken);
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(demo.clientAccessLink);
    await page.getByRole('navigation', { name: 'Navegación del cliente' }).getByRole('link', { name: 'Resumen' }).click();
    await page.getByTestId('language-setting').waitFor();
    expect(await page.getByTestId('language-select').inputValue()).toBe('es');
    await page.waitForLoadState('networkidle');
    await keep(page, 'es-client-dashboard');
    expect(await overflow(page)).toEqual([]);
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });
});
