// End to end with a real SMTP receiver (docs/jobs.md): the coach opens the client's detail and
// presses "Send link by e-mail"; the e-mail job sends it over SMTP; the test reads the captured
// e-mail (HTML and text), and the client opens the link from it on a phone and lands in the
// client app, writes to the coach and reads the coach's reply. The coach then turns the workout
// reminder on, and picks a weekly digest in Profile.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, registerCoach } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let smtp: SMTPServer;
const mails: ParsedMail[] = [];
let coachToken = '';
let clientId = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  h = await startHarness({ smtpUrl: `smtp://127.0.0.1:${port}`, env: { JOB_POLL_SECONDS: '0.5', MAIL_FROM: 'Spotter <no-reply@spotter.test>' } });
  coachToken = await registerCoach(h, { email: 'nora@example.com', password: 'nora-password-1', firstName: 'Nora', lastName: 'Coach' });
  await apiOk(h, 'PUT', '/branding', { businessName: 'Harbour Strength', primaryColor: '#0F766E' }, coachToken);
  clientId = (await apiOk<{ id: string }>(h, 'POST', '/clients', { firstName: 'Ivy', lastName: 'Client', email: 'ivy@example.com' }, coachToken)).id;
}, 120_000);

afterAll(async () => {
  await h?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the access link by e-mail', () => {
  it('the coach sends it from the client detail; the client opens it from the captured e-mail', async () => {
    const coach = await h.newPage();
    await coach.goto('/login');
    await coach.getByLabel('Email').fill('nora@example.com');
    await coach.getByLabel('Password', { exact: true }).fill('nora-password-1');
    await coach.getByRole('button', { name: 'Sign In' }).click();
    await coach.waitForURL(/\/coach\/dashboard/);
    await coach.goto(`/coach/clients/${clientId}`);
    await coach.getByRole('heading', { name: 'Client Access Link' }).waitFor();
    const shown = await coach.getByTestId('access-link').inputValue();
    await coach.getByRole('button', { name: 'Send link by e-mail' }).click();
    await coach.getByText('Link sent to ivy@example.com').waitFor();

    // The queue sends it within a poll or two.
    for (let i = 0; i < 100 && mails.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ivy@example.com');
    expect(mail.subject).toBe('Your personal link to Harbour Strength');
    expect(mail.text).toContain(shown);
    const href = /href="([^"]*\/app\/today\?token=[^"]+)"/.exec(mail.html || '')?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(shown);
    expect(href!.startsWith(h.baseUrl)).toBe(true);

    const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(href!);
    await phone.waitForURL((u) => u.pathname === '/app/today' && !u.search.includes('token='));
    await phone.getByRole('link', { name: /Harbour Strength/ }).waitFor();
    expect(await phone.evaluate(() => window.localStorage.getItem('client_token'))).toBeTruthy();

    // Signed in from the e-mail, the client messages the coach, who replies (docs/messages.md).
    await phone.getByRole('link', { name: 'Messages', exact: true }).click();
    await phone.getByText('No messages yet').waitFor();
    await phone.getByRole('textbox', { name: 'Write a message' }).fill('Got the link, thanks! Start Monday?');
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByTestId('message').filter({ hasText: 'Start Monday?' }).waitFor();
    await coach.reload();
    const card = coach.getByTestId('coach-messages');
    await card.getByTestId('message').filter({ hasText: 'Start Monday?' }).waitFor();
    await card.getByRole('textbox', { name: 'Write a message' }).fill('Yes, Monday at 7.');
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByTestId('message').filter({ hasText: 'Monday at 7' }).waitFor();
    await phone.goto('/app/today');
    await phone.getByRole('link', { name: 'Messages, 1 unread message' }).click();
    await phone.getByTestId('message').filter({ hasText: 'Monday at 7' }).waitFor();

    // The reminder card on the same screen: on at 07:00.
    await coach.getByLabel('Reminder').selectOption('7');
    await coach.getByRole('button', { name: 'Save Reminder' }).click();
    await coach.getByText('Reminder saved').waitFor();
    expect(await apiOk(h, 'GET', `/clients/${clientId}/reminder`, undefined, coachToken)).toEqual({ hour: 7, email: 'ivy@example.com' });

    // The digest in Profile.
    await coach.goto('/coach/profile');
    await coach.getByLabel('Digest').selectOption('WEEKLY');
    await coach.getByRole('button', { name: 'Save Digest' }).click();
    await coach.getByText('Digest saved').waitFor();
    expect(await apiOk(h, 'GET', '/coach/digest', undefined, coachToken)).toEqual({ digest: 'WEEKLY' });
  });
});
