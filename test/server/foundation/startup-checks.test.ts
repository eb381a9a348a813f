// Start is loud about misconfiguration: per-instance state on a shared PostgreSQL, and an SMTP
// server that cannot be used (README, "Running several instances").
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createSmtpMailer } from '#server/lib/mailer';
import { DEFAULT_MAIL_FROM } from '#server/config';
import { DEMO_COACH_EMAIL } from '#server/seed/demo';
import { demoAccountWarning, SAFE_DEFAULT_TEXTS, safeDefaultWarnings, SHARED_STATE_TEXTS, sharedStateProblems, smtpProblem } from '#server/startup-checks';
import { makeCoach, setupTest } from '../helpers.ts';

const s3 = { region: 'us-east-1', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true };
const postgres = { databaseUrl: 'postgresql://db/spotter', poolMax: 10 };

describe('per-instance state on a PostgreSQL server', () => {
  it('names local photos and a generated secret', () => {
    expect(sharedStateProblems({ database: postgres, appSecretSource: 'data-dir', sharedStateCheck: 'warn' })).toEqual([SHARED_STATE_TEXTS.localPhotos, SHARED_STATE_TEXTS.generatedSecret]);
  });

  it('says nothing once photos are on S3 and the secret is set, on the embedded database, or when turned off', () => {
    expect(sharedStateProblems({ database: postgres, s3, appSecretSource: 'env', sharedStateCheck: 'refuse' })).toEqual([]);
    expect(sharedStateProblems({ database: { embeddedDir: '/data/pg', poolMax: 10 }, appSecretSource: 'data-dir', sharedStateCheck: 'refuse' })).toEqual([]);
    expect(sharedStateProblems({ database: postgres, appSecretSource: 'data-dir', sharedStateCheck: 'off' })).toEqual([]);
  });
});

describe('SMTP at start', () => {
  it('warns when the mail server cannot be reached', async () => {
    const problem = await smtpProblem(createSmtpMailer('smtp://127.0.0.1:1', 'Spotter <a@example.com>'));
    expect(problem).toMatch(/^SMTP_URL is set, but the mail server could not be used \(.+\)\. Password-reset and access-link e-mails will fail/);
  });

  it('warns when the sign-in is refused, and is quiet when the server accepts', async () => {
    const server = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, done) => (auth.password === 'right' ? done(null, { user: auth.username }) : done(new Error('Invalid credentials'))),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    try {
      expect(await smtpProblem(createSmtpMailer(`smtp://user:wrong@127.0.0.1:${port}`, 'a@example.com'))).toMatch(/could not be used/);
      expect(await smtpProblem(createSmtpMailer(`smtp://user:right@127.0.0.1:${port}`, 'a@example.com'))).toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('defaults that are wrong in production, said at start (issue 35)', () => {
  const quiet = { appUrl: 'http://localhost:3000', mailFrom: DEFAULT_MAIL_FROM, mailFromIsDefault: true, registration: 'open' as const };

  it('the demo as it comes (localhost, no SMTP, open sign-up) says nothing', () => {
    expect(safeDefaultWarnings(quiet)).toEqual([]);
    expect(safeDefaultWarnings({ ...quiet, appUrl: 'http://127.0.0.1:8080' })).toEqual([]);
  });

  it('e-mail configured with a localhost APP_URL and the placeholder sender: both said', () => {
    expect(safeDefaultWarnings({ ...quiet, smtpUrl: 'smtp://mail.example.com' })).toEqual([
      SAFE_DEFAULT_TEXTS.localAppUrl('http://localhost:3000'),
      SAFE_DEFAULT_TEXTS.defaultMailFrom(DEFAULT_MAIL_FROM),
    ]);
    expect(safeDefaultWarnings({ ...quiet, appUrl: 'http://[::1]:3000', smtpUrl: 'smtp://mail.example.com', mailFrom: 'Gym <coach@gym.example>', mailFromIsDefault: false })).toEqual([
      SAFE_DEFAULT_TEXTS.localAppUrl('http://[::1]:3000'),
    ]);
  });

  it('open sign-up on a public address is said; closed, or a fully set-up server, says nothing', () => {
    const live = { ...quiet, appUrl: 'https://coach.example.com', smtpUrl: 'smtp://mail.example.com', mailFrom: 'Gym <coach@gym.example>', mailFromIsDefault: false };
    expect(safeDefaultWarnings(live)).toEqual([SAFE_DEFAULT_TEXTS.openRegistration('https://coach.example.com')]);
    expect(safeDefaultWarnings({ ...live, registration: 'closed' })).toEqual([]);
  });

  it('the demo coach on a PostgreSQL server is said; on the embedded database, or once deleted, not', async () => {
    const t = await setupTest();
    try {
      const server = { database: { databaseUrl: 'postgresql://db/spotter', poolMax: 10 } };
      expect(await demoAccountWarning(t.db, server)).toBeNull();
      await makeCoach(t.db, { email: DEMO_COACH_EMAIL });
      expect(await demoAccountWarning(t.db, server)).toBe(SAFE_DEFAULT_TEXTS.demoAccount);
      expect(await demoAccountWarning(t.db, { database: { embeddedDir: '/data/pg', poolMax: 10 } })).toBeNull();
    } finally {
      await t.close();
    }
  });
});
