// The public screens against the real server in Chromium: registration, logout and login; a
// forgotten password reset through the link the server prints; a client's personal link.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const storedToken = (page: Page, name: 'coach_token' | 'client_token') => page.evaluate((key) => window.localStorage.getItem(key), name);

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Coach Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const registerByApi = (email: string, password: string) => registerCoach(h, { email, password, firstName: 'Robin', lastName: 'Reset' });

describe('coach account', () => {
  it('registers, lands on the dashboard, logs out, and logs back in', async () => {
    const page = await h.newPage();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Example');
    await page.getByLabel('Email').fill('erin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('erin-password-1');
    await page.getByLabel('Confirm password').fill('erin-password-2');
    await page.getByText("Passwords don't match").waitFor();
    expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm password').fill('erin-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/coach/dashboard');
    await page.getByText('Account created successfully!').waitFor();
    await page.getByText('Erin Example').waitFor();
    expect(await storedToken(page, 'coach_token')).toBeTruthy();

    // The session survives a reload.
    await page.reload();
    await page.getByText('Erin Example').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Coach Login' }).waitFor();
    expect(await storedToken(page, 'coach_token')).toBeNull();

    // The coach area now shows the login screen in place.
    await page.goto('/coach/clients');
    await page.getByRole('heading', { name: 'Coach Login' }).waitFor();

    await login(page, 'erin@example.com', 'wrong-password');
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await login(page, 'erin@example.com', 'erin-password-1');
    await page.waitForURL('**/coach/dashboard');
    await page.getByText('Logged in successfully!').waitFor();
    await page.getByText('Erin Example').waitFor();
  });

  it('resets a forgotten password with the link the server prints, then signs in with it', async () => {
    await registerByApi('robin@example.com', 'old-password-1');
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The page is lazily loaded: the login form (which also has an Email field) stays on screen
    // until it renders, so wait for its heading before typing.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();

    const logMark = h.logs.length;
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText('If an account exists for robin@example.com, you will receive a password reset link shortly.').waitFor();

    const [link] = await h.waitForLog(/https?:\/\/\S+\/reset-password\?token=[\w-]+/, { after: logMark });
    await page.goto(link);
    await page.getByText('Must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm new password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password reset successful' }).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });

    // The link is single use.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid reset link' }).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();

    await login(page, 'robin@example.com', 'old-password-1');
    await page.getByText('Invalid email or password').waitFor();
    await login(page, 'robin@example.com', 'new-password-1');
    await page.waitForURL('**/coach/dashboard');
  });
});

describe('client personal link', () => {
  it('signs the client in from the link, removes the token from the address and shows the app', async () => {
    const coachToken = await registerByApi('link-coach@example.com', 'coach-password-1');
    const created = await h.api<{ id: string }>('POST', '/clients', { firstName: 'Alex' }, coachToken);
    expect(created.status).toBeLessThan(300);
    const access = await h.api<{ token: string; accessUrl: string }>('POST', `/clients/${created.body.id}/access-token`, undefined, coachToken);
    expect(access.status).toBeLessThan(300);
    expect(access.body.accessUrl).toContain('/app/today?token=');

    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark' });
    await page.goto(access.body.accessUrl);
    await page.waitForURL((url) => !url.search.includes('token='));
    expect(new URL(page.url()).pathname).toBe('/app/today');
    // The link was traded for a session of this device, kept instead of the link
    // (docs/decisions/0004-access-links.md).
    await page.waitForFunction((link) => {
      const kept = window.localStorage.getItem('client_token');
      return kept !== null && kept !== link;
    }, access.body.token);
    const deviceSession = (await storedToken(page, 'client_token'))!;
    expect((await h.api('GET', '/auth/me', undefined, deviceSession)).status).toBe(200);
    expect(await storedToken(page, 'coach_token')).toBeNull();
    const nav = page.getByRole('navigation', { name: 'Client navigation' });
    await nav.getByRole('link', { name: 'Upcoming' }).click();
    await page.waitForURL('**/app/upcoming');
    // Clients never see the coach-only button.
    expect(await page.getByRole('link', { name: 'Coach Dashboard' }).count()).toBe(0);

    // Issue 12 / docs/product.md §6: a client who loads a coach page is sent to /app/today, still signed in
    // (the client's token is no longer dropped for the coach login).
    await page.goto('/coach/dashboard');
    await page.waitForURL('**/app/today');
    expect(await page.getByRole('heading', { name: 'Coach Login' }).count()).toBe(0);
    expect(await storedToken(page, 'client_token')).toBe(deviceSession);
  });

  it('logout ends the device session; the link signs in again', async () => {
    const coachToken = await registerByApi('link-coach-2@example.com', 'coach-password-1');
    const created = await h.api<{ id: string }>('POST', '/clients', { firstName: 'Sam' }, coachToken);
    const access = await h.api<{ token: string; accessUrl: string }>('POST', `/clients/${created.body.id}/access-token`, undefined, coachToken);
    const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(access.body.accessUrl);
    await page.waitForURL((url) => !url.search.includes('token='));
    // The link itself is stored first (it works while the trade is in flight or offline); the
    // device session replaces it once auth.linkSession answers, which may take longer than the
    // address clean-up on a busy machine.
    const firstSession = String(
      await (
        await page.waitForFunction((link) => {
          const kept = window.localStorage.getItem('client_token');
          return kept !== null && kept !== link ? kept : null;
        }, access.body.token)
      ).jsonValue(),
    );
    await page.getByRole('button', { name: 'Logout' }).first().click();
    // Logout in the client app asks first (issue 12).
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect((await h.api('GET', '/auth/me', undefined, firstSession)).status).toBe(401);

    await page.goto(access.body.accessUrl);
    await page.waitForURL((url) => url.pathname === '/app/today' && !url.search.includes('token='));
    await page.waitForFunction(
      ([old, link]) => {
        const kept = window.localStorage.getItem('client_token');
        return kept !== null && kept !== old && kept !== link;
      },
      [firstSession, access.body.token] as const,
    );
    expect((await h.api('GET', '/auth/me', undefined, access.body.token)).status).toBe(200);
  });
});
