// Accessibility of the client app, checked by axe-core (WCAG 2.1 A and AA rules) in Chromium on
// the demo data, on a dark phone and a light desktop: every screen, the sign-in dead ends and
// confirmations of issue 12, the coach's preview, and the sheets clients open most. The public and
// coach screens are in accessibility.test.ts.
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

const CLIENT = ['/app/today', '/app/upcoming', '/app/history', '/app/food', '/app/tests', '/app/messages', '/app/check-ins'];

describe('axe finds no WCAG A/AA or best-practice violation', () => {
  for (const mode of MODES) {
    it(`on every client screen (${mode.name})`, async () => {
      expect(await auditScreens(h, mode, CLIENT, demo.clientToken)).toEqual([]);
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
      await client.goto(`/app/today?token=${demo.clientToken}`);
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
      await coach.goto(`/app/today?token=${demo.coachToken}`);
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

  it('in the sheets clients open most (phone, dark)', async () => {
    const found: string[] = [];
    const client = await h.newPage(MODES[0]!);
    await client.goto(`/app/today?token=${demo.clientToken}`);
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
