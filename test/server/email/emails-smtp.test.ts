// Every e-mail kind over real SMTP (docs/jobs.md): a real SMTP receiver (smtp-server) gets each
// one, and mailparser reads it back: an HTML and a plain-text part, the brand, the links from
// APP_URL, escaped names, and for reminders and digests the one-click unsubscribe headers and link
// that work without signing in.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImmediateQueue } from '#server/jobs/immediate-queue';
import { createSmtpMailer } from '#server/lib/mailer';
import { regenerateAccessToken } from '#server/services/clients/access';
import { sendCoachDigests } from '#server/services/email/digests';
import { sendWorkoutReminders } from '#server/services/email/reminders';
import { makeSession } from '../factories.ts';
import { callerAs, makeClient, makeCoach, setupTest, startHttp, type TestDeps } from '../helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let smtp: SMTPServer;
let deps: TestDeps;
const received: { from?: string; to: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  t = await setupTest({ now: '2026-03-11T07:05:00.000Z' });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  // The e-mail job hands each message to a real SMTP mailer.
  deps = { ...t.deps, mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Spotter <no-reply@spotter.test>') as TestDeps['mailer'] };
  deps.jobs = createImmediateQueue(() => deps);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});
beforeEach(() => {
  received.length = 0;
});

async function nextMail() {
  for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(received).toHaveLength(1);
  return received[0]!;
}

const LOGO = 'L'.repeat(43);

/** A raw header as sent, unfolded (mailparser turns List-* headers into an object). */
const headerOf = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')
    .trim();

async function brandedCoach(o: { businessName?: string } = {}) {
  const coach = await makeCoach(t.db, { firstName: 'Cora' });
  await t.db.branding.create({ data: { coachId: coach.id, businessName: o.businessName ?? 'Iron & Oak <Gym>', primaryColor: '#AA3300', logoPath: `branding/${LOGO}` } });
  return coach;
}

describe('every e-mail kind arrives as HTML and plain text', () => {
  it('password reset: the product brand and a reset link from APP_URL', async () => {
    await makeCoach(t.db, { email: 'smtp-user@example.com', password: 'password-1' });
    const { settleBackgroundWork } = await import('#server/services/auth/accounts');
    await callerAs(deps, null).auth.forgotPassword({ email: 'smtp-user@example.com' });
    await settleBackgroundWork();
    const { to, from, mail } = await nextMail();
    expect(to).toEqual(['smtp-user@example.com']);
    expect(from).toBe('no-reply@spotter.test');
    expect(mail.subject).toBe('Reset your Spotter password');
    expect(mail.text).toMatch(/http:\/\/spotter\.test\/reset-password\?token=[\w-]{43}/);
    expect(mail.html).toMatch(/href="http:\/\/spotter\.test\/reset-password\?token=[\w-]{43}"/);
    expect(mail.html).toContain('Spotter');
    expect(headerOf(mail, 'list-unsubscribe')).toBeUndefined();
  });

  it("access link from the client detail: the coach's brand, escaped names, the link that signs in", async () => {
    const coach = await brandedCoach();
    const { client } = await makeClient(t.db, coach.id, { firstName: '<b>Kai</b>', email: 'kai@example.com' });
    const res = await callerAs(deps, coach).coach.clients.emailAccessLink({ id: client.id });
    expect(res).toEqual({ ok: true, sentTo: 'kai@example.com' });
    const { to, mail } = await nextMail();
    expect(to).toEqual(['kai@example.com']);
    expect(mail.subject).toBe('Your personal link to Iron & Oak <Gym>');
    const link = await callerAs(deps, coach).coach.clients.accessToken({ id: client.id });
    expect(link.accessUrl).toMatch(/^http:\/\/spotter\.test\/app\/today\?token=/);
    expect(mail.text).toContain(link.accessUrl!);
    expect(mail.html).toContain(`href="${link.accessUrl!.replace(/&/g, '&amp;')}"`);
    // Brand and escaping: the business name and the client's name are text, never markup.
    expect(mail.html).toContain('Iron &amp; Oak &lt;Gym&gt;');
    expect(mail.html).toContain('Hi &lt;b&gt;Kai&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Kai</b>');
    expect(mail.html).toContain('#AA3300');
    expect(mail.html).toContain(`<img src="http://spotter.test/api/branding/logos/${LOGO}"`);
    expect(mail.text).toContain('Hi <b>Kai</b>,');
    // The client meets the coach's business, not the product's name.
    expect(mail.text).toContain('invites you to follow your workouts in Iron & Oak <Gym>.');
    expect(mail.text).not.toContain('Spotter');
    // The link opens: it signs the client in.
    const token = new URL(link.accessUrl!).searchParams.get('token')!;
    const signedIn = await callerAs(deps, null).auth.linkSession({ token });
    expect(signedIn.user.role).toBe('CLIENT');
  });

  it('resend sends the same link; "Generate new link" still revokes it', async () => {
    const coach = await brandedCoach();
    const { client } = await makeClient(t.db, coach.id, { email: 'resend@example.com' });
    const first = await regenerateAccessToken(deps, coach.id, client.id, deps.clock.now());
    await callerAs(deps, coach).coach.clients.emailAccessLink({ id: client.id });
    expect((await nextMail()).mail.text).toContain(first.accessUrl);
    received.length = 0;
    await callerAs(deps, coach).coach.clients.emailAccessLink({ id: client.id });
    expect((await nextMail()).mail.text).toContain(first.accessUrl);
    received.length = 0;
    const second = await callerAs(deps, coach).coach.clients.generateAccessToken({ id: client.id });
    await expect(callerAs(deps, null).auth.linkSession({ token: first.token })).rejects.toBeTruthy();
    await callerAs(deps, coach).coach.clients.emailAccessLink({ id: client.id });
    const again = (await nextMail()).mail.text!;
    expect(again).toContain(second.accessUrl!);
    expect(again).not.toContain(first.token);
  });

  it('a client without an address: 400 and nothing sent; another coach: 404', async () => {
    const coach = await brandedCoach();
    const { client } = await makeClient(t.db, coach.id);
    await expect(callerAs(deps, coach).coach.clients.emailAccessLink({ id: client.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const other = await makeCoach(t.db);
    const { client: theirs } = await makeClient(t.db, other.id, { email: 'theirs@example.com' });
    await expect(callerAs(deps, coach).coach.clients.emailAccessLink({ id: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
  });

  it('"E-mail me a new link": the current link, branded', async () => {
    const coach = await brandedCoach({ businessName: 'Northside Fitness' });
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Remy', email: 'remy@example.com' });
    const link = await regenerateAccessToken(deps, coach.id, client.id, deps.clock.now());
    await callerAs(deps, null, { ip: '10.9.9.9' }).auth.requestAccessLink({ email: 'remy@example.com' });
    const { mail } = await nextMail();
    expect(mail.subject).toBe('Your Northside Fitness link');
    expect(mail.text).not.toContain('Spotter');
    expect(mail.text).toContain(link.accessUrl);
    expect(mail.html).toContain('Northside Fitness');
  });

  it('workout reminder: the workout name, a link, List-Unsubscribe one-click that works without signing in', async () => {
    const coach = await brandedCoach();
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Lee', email: 'lee@example.com' });
    await t.db.client.update({ where: { id: client.id }, data: { reminderHour: 7 } });
    await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: 'Legs & <Glutes>', scheduledFor: '2026-03-11T00:00:00.000Z' });
    expect(await sendWorkoutReminders(deps)).toBe(1);
    const { to, mail } = await nextMail();
    expect(to).toEqual(['lee@example.com']);
    expect(mail.subject).toBe('Today: Legs & <Glutes>');
    expect(mail.html).toContain('Legs &amp; &lt;Glutes&gt;');
    expect(mail.text).toContain('http://spotter.test/app/today');
    const header = headerOf(mail, 'list-unsubscribe')!;
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(http:\/\/spotter\.test\/api\/unsubscribe\/one-click\?token=[^>]+)>/.exec(header)?.[1];
    expect(oneClick).toBeTruthy();
    expect(mail.html).toMatch(/href="http:\/\/spotter\.test\/unsubscribe\?token=[^"]+"/);

    // The mail app's one-click POST, no bearer token: reminders are off.
    const http = await startHttp(deps);
    try {
      const res = await fetch(oneClick!.replace('http://spotter.test', http.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(await t.db.client.findUniqueOrThrow({ where: { id: client.id }, select: { reminderHour: true } })).toEqual({ reminderHour: null });
      const forged = await fetch(`${http.url}/api/unsubscribe/one-click?token=r.${client.id}.${'A'.repeat(43)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ error: 'This unsubscribe link is not valid' });
    } finally {
      await http.close();
    }
  });

  it('coach digest: completed, missed and feedback with links to the clients, and an unsubscribe link for the page', async () => {
    const coach = await brandedCoach();
    await t.db.user.update({ where: { id: coach.id }, data: { digest: 'DAILY', email: `digest-${coach.id}@example.com` } });
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Mo', lastName: '<i>Ali</i>' });
    const done = await makeSession(t.db, {
      coachId: coach.id,
      clientId: client.id,
      planName: 'Push Day',
      scheduledFor: '2026-03-10T00:00:00.000Z',
      status: 'COMPLETED',
      completedAt: '2026-03-10T18:00:00.000Z',
    });
    await t.db.workoutSession.update({ where: { id: done.id }, data: { clientFeedback: 'Felt <strong>great</strong>' } });
    const missed = await makeSession(t.db, { coachId: coach.id, clientId: client.id, planName: 'Pull Day', scheduledFor: '2026-03-06T00:00:00.000Z', status: 'MISSED' });
    // Marked missed by the job yesterday evening (it stamps updatedAt with the clock).
    await t.db.workoutSession.update({ where: { id: missed.id }, data: { updatedAt: new Date('2026-03-10T20:00:00.000Z') } });
    expect(await sendCoachDigests(deps)).toBe(1);
    const { to, mail } = await nextMail();
    expect(to).toEqual([`digest-${coach.id}@example.com`]);
    expect(mail.subject).toBe('Your daily Iron & Oak <Gym> digest');
    expect(mail.text).toContain('COMPLETED WORKOUTS');
    expect(mail.text).toContain('Mo <i>Ali</i>: Push Day');
    expect(mail.text).toContain('MISSED WORKOUTS');
    expect(mail.text).toContain('Mo <i>Ali</i>: Pull Day');
    expect(mail.text).toContain('Push Day: Felt <strong>great</strong>');
    expect(mail.html).toContain(`href="http://spotter.test/coach/clients/${client.id}"`);
    expect(mail.html).toContain('Felt &lt;strong&gt;great&lt;/strong&gt;');
    expect(mail.html).not.toContain('<strong>great');
    const page = /http:\/\/spotter\.test\/unsubscribe\?token=([^"\s]+)/.exec(mail.text!)?.[1];
    expect(page).toBeTruthy();
    // The page's button calls the public procedure: no sign-in.
    expect(await callerAs(deps, null).auth.unsubscribe({ token: decodeURIComponent(page!) })).toEqual({ ok: true, what: 'digest' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: coach.id } })).digest).toBe('OFF');
  });
});
