// axe-core in Chromium for the accessibility tests: the WCAG 2.1 A/AA and best-practice rules run
// on what a page shows once its screen has settled. A violation names the rule and the elements.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { demoAccount, loginCoach } from './fixtures.ts';
import type { Harness } from './harness.ts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on what the page shows now; answers one line per violation. */
export async function audit(page: Page, label: string): Promise<string[]> {
  // A dialog fading in has see-through text for a moment: judge contrast once animations end.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(await axeSource);
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

/** Waits until a screen has loaded its data, shows its heading and has finished animating in. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy screens show a spinner first; wait until the page's own heading is there.
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  // Then until entering transitions have ended, so contrast is measured on final colours.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

// Both widths and both colour schemes (contrast differs by scheme, layout by width).
export const MODES = [
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, isMobile: true },
  { name: 'desktop, light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, isMobile: false },
];
export type Mode = (typeof MODES)[number];

/** Audits each screen in turn in one page; the first visit signs in with `token` from the address. */
export async function auditScreens(h: Harness, mode: Mode, paths: string[], token?: string): Promise<string[]> {
  const found: string[] = [];
  const page = await h.newPage(mode);
  for (const [i, path] of paths.entries()) {
    // The first visit stores the token from the address (docs/product.md §4); later ones reuse it.
    const url = token && i === 0 ? `${path}${path.includes('?') ? '&' : '?'}token=${token}` : path;
    await page.goto(url);
    await settle(page);
    found.push(...(await audit(page, `${path} (${mode.name})`)));
  }
  await page.context().close();
  return found;
}

export interface DemoWithConversation {
  coachToken: string;
  clientToken: string;
  clientId: string;
}

/**
 * The demo coach and client with a conversation on both sides (docs/messages.md), so the client's
 * detail shows its Messages card and the client's Messages screen messages of both senders.
 */
export async function demoWithConversation(h: Harness): Promise<DemoWithConversation> {
  const demo = await demoAccount(h);
  const coachToken = await loginCoach(h, demo);
  const clientToken = new URL(demo.clientAccessLink).searchParams.get('token')!;
  const session = await h.api<{ token: string }>('POST', '/auth/link-session', { token: clientToken });
  await h.api('POST', '/messages', { content: 'Can we move Friday?' }, session.body.token);
  const clients = await h.api<{ id: string }[]>('GET', '/clients', undefined, coachToken);
  const clientId = clients.body[0]!.id;
  await h.api('POST', `/clients/${clientId}/messages`, { content: 'Yes, Saturday works.' }, coachToken);
  return { coachToken, clientToken, clientId };
}
