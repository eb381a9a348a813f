// Accessibility of the public and coach screens, checked by axe-core (WCAG 2.1 A and AA rules) in
// Chromium on the demo data, on a dark phone and a light desktop, plus the coach's most opened
// dialog. The client app's screens are in accessibility-client.test.ts, so the two halves can run
// side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditScreens, demoWithConversation, MODES, settle, type DemoWithConversation } from './axe.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let demo: DemoWithConversation;

beforeAll(async () => {
  h = await startHarness({ seedDemo: true });
  demo = await demoWithConversation(h);
});

afterAll(async () => {
  await h?.stop();
});

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

describe('axe finds no WCAG A/AA or best-practice violation', () => {
  for (const mode of MODES) {
    it(`on every public screen (${mode.name})`, async () => {
      expect(await auditScreens(h, mode, PUBLIC)).toEqual([]);
    });

    it(`on every coach screen (${mode.name})`, async () => {
      // A client's detail (access link, reminder, time zone and Messages cards) after the fixed screens.
      expect(await auditScreens(h, mode, [...COACH, `/coach/clients/${demo.clientId}`], demo.coachToken)).toEqual([]);
    });
  }

  it('in the New Client dialog (phone, dark)', async () => {
    const coach = await h.newPage(MODES[0]!);
    await coach.goto(`/coach/clients?token=${demo.coachToken}`);
    await settle(coach);
    await coach.getByRole('button', { name: 'New Client' }).click();
    await coach.getByRole('dialog').waitFor();
    expect(await audit(coach, 'New Client dialog')).toEqual([]);
  });
});
