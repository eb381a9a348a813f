// Issue 30 item 5: no credential ever reaches a log line. A realistic run through the server with
// the production logger at its most verbose level: a password reset (the token in a path), an
// access link (`?token=`, then a device session), photos through signed URLs, a one-click
// unsubscribe, a wrong bearer and a request with a broken path; then every captured line is
// searched for each credential the run handled.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger';
import { settleBackgroundWork } from '#server/services/auth/accounts';
import { makeCoach, setupTest } from '../helpers.ts';
import { jpegWithGps, startPhotoHttp } from '../photos/helpers.ts';

const lines: string[] = [];
let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startPhotoHttp>>;
let dataDir: string;

beforeAll(async () => {
  t = await setupTest();
  dataDir = await mkdtemp(path.join(tmpdir(), 'spotter-log-scan-'));
  Object.assign(t.deps, { dataDir, log: createLogger('trace', { write: (line: string) => void lines.push(line) }) });
  http = await startPhotoHttp(t.deps);
});
afterAll(async () => {
  await http.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('a run of sign-ins, resets, access links and signed photo URLs logs none of their credentials', async () => {
  const secrets = new Map<string, string>();
  const keep = (what: string, value: unknown) => {
    expect(typeof value, what).toBe('string');
    secrets.set(what, value as string);
    return value as string;
  };
  const json = { 'content-type': 'application/json' };

  // A coach signs in, forgets the password and resets it through the e-mailed link.
  const coach = await makeCoach(t.db, { email: 'logs@example.com', password: 'old-password-1' });
  keep('old password', 'old-password-1');
  const login = await http.api('POST', '/auth/login', { body: { email: coach.email, password: 'old-password-1' } });
  keep('first coach session', login.body.token);
  expect((await http.api('POST', '/auth/forgot-password', { body: { email: coach.email } })).status).toBe(200);
  await settleBackgroundWork();
  await expect.poll(() => t.deps.mailer.sent.length).toBeGreaterThan(0);
  const resetToken = keep('reset token', /reset-password\?token=([\w-]+)/.exec(t.deps.mailer.sent.at(-1)!.text)?.[1]);
  expect((await http.api('GET', `/auth/verify-reset-token/${resetToken}`)).body).toEqual({ valid: true });
  const trpcInput = encodeURIComponent(JSON.stringify({ json: { token: resetToken } }));
  expect((await http.raw('GET', `/trpc/auth.verifyResetToken?input=${trpcInput}`)).status).toBe(200);
  expect((await http.raw('GET', `/reset-password?token=${resetToken}`)).status).toBeLessThan(500);
  expect((await http.api('POST', '/auth/reset-password', { body: { token: resetToken, newPassword: 'new-password-2' } })).status).toBe(200);
  keep('new password', 'new-password-2');
  const coachToken = keep('coach session', (await http.api('POST', '/auth/login', { body: { email: coach.email, password: 'new-password-2' } })).body.token);

  // The coach makes a client and its access link; the phone opens it and trades it for a session.
  const client = await http.api('POST', '/clients', { token: coachToken, body: { firstName: 'Logan' } });
  const link = await http.api('POST', `/clients/${String(client.body.id)}/access-token`, { token: coachToken, body: {} });
  const accessToken = keep('access link token', link.body.token);
  expect((await http.raw('GET', `/app/today?token=${accessToken}`)).status).toBeLessThan(500);
  expect((await http.raw('GET', `/api/auth/me?token=${accessToken}`)).status).toBe(401);
  const clientToken = keep('client session', (await http.api('POST', '/auth/link-session', { body: { token: accessToken } })).body.token);

  // A meal photo: upload ticket, the bytes, the entry, the signed read (client and coach).
  const ticket = await http.api('POST', '/objects/upload', { token: clientToken });
  const uploadURL = String(ticket.body.uploadURL);
  keep('upload signature', new URL(uploadURL, http.url).searchParams.get('sig'));
  expect((await http.raw('PUT', uploadURL, { bytes: await jpegWithGps(), contentType: 'image/jpeg' })).status).toBe(200);
  // A tampered signature is refused, and logged without the signature it carried.
  expect((await http.raw('PUT', `${uploadURL}x`, { bytes: await jpegWithGps(), contentType: 'image/jpeg' })).status).toBeGreaterThanOrEqual(400);
  const entry = await http.api('POST', '/food-entries', { token: clientToken, body: { description: 'Lunch', imageUrl: ticket.body.objectPath, loggedAt: '2026-03-11T12:00:00.000Z' } });
  const imageUrl = String(entry.body.imageUrl);
  keep('read signature', new URL(imageUrl, http.url).searchParams.get('sig'));
  expect((await http.raw('GET', imageUrl)).status).toBe(200);

  // An unsubscribe link, a wrong bearer, a bearer on a broken path.
  const unsubscribeToken = keep('unsubscribe token', 'u'.repeat(20) + Date.now());
  await fetch(`${http.url}/api/unsubscribe/one-click?token=${unsubscribeToken}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
  const wrongBearer = keep('wrong bearer', 'WrongBearer0123456789abcdefghijklmnopqrstuvw');
  expect((await fetch(`${http.url}/api/auth/me`, { headers: { authorization: `Bearer ${wrongBearer}` } })).status).toBe(401);
  await fetch(`${http.url}/api/auth/verify-reset-token/${resetToken}%ZZ`, { headers: { authorization: `Bearer ${clientToken}`, ...json } });
  await fetch(`${http.url}/trpc/auth.me%ZZ?token=${accessToken}`, { headers: { authorization: `Bearer ${coachToken}` } });

  await settleBackgroundWork();
  // The run was logged (one line per request at least), with the credentials' places marked.
  expect(lines.length).toBeGreaterThan(20);
  for (const [what, secret] of secrets) {
    const leaks = lines.filter((l) => l.includes(secret));
    expect(leaks, `${what} in the log`).toEqual([]);
  }
  expect(lines.some((l) => l.includes('/api/auth/verify-reset-token/[redacted]'))).toBe(true);
});
