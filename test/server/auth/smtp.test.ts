// The reset e-mail goes out over real SMTP when SMTP_URL is set: a real SMTP receiver here.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../src/server/lib/mailer.ts';
import { callerAs, makeCoach, setupTest } from '../helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let smtp: SMTPServer;
const received: { from?: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  t = await setupTest();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

it('sends the reset link through SMTP', async () => {
  const { port } = smtp.server.address() as AddressInfo;
  const deps = { ...t.deps, mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Spotter <no-reply@spotter.test>') };
  await makeCoach(t.db, { email: 'smtp-user@example.com', password: 'password-1' });
  await callerAs(deps, null).auth.forgotPassword({ email: 'smtp-user@example.com' });
  for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['smtp-user@example.com']);
  expect(received[0]!.from).toBe('no-reply@spotter.test');
  expect(received[0]!.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/spotter\.test\/reset-password\?token=[\w-]{43}/);
});
