// Issue 13 item 2 (ASVS 5.0 §6.3): guesses sent in parallel or in one batch are counted before
// any is judged; a per-account limit across addresses slows and then stops guessing without
// locking the owner out from an address they signed in from; password change is throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressiveDelay, TOO_MANY_ACCOUNT_LOGINS } from '#server/lib/rate-limit';
import { settleBackgroundWork } from '#server/services/auth/accounts';
import { MSG_BATCH_TOO_LARGE, MSG_NOT_BATCHABLE } from '#server/trpc/batch-guard';
import { callerAs, makeCoach, setupTest, startHttp } from '../helpers.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
let http: Awaited<ReturnType<typeof startHttp>>;
beforeAll(async () => {
  t = await setupTest({ limits: { loginDelayBaseMs: 5, loginPerAccountAllIps: 8 } });
  // X-Forwarded-For names the address, so one test can speak from many.
  http = await startHttp({ ...t.deps, trustProxy: 1 });
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const login = (email: string, password: string, ip = '203.0.113.1') => http.api('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

/** One tRPC HTTP request carrying `count` auth.login calls, the right password at `rightAt`. */
async function batchLogin(email: string, count: number, rightAt: number, right: string, query = 'batch=1') {
  const paths = Array.from({ length: count }, () => 'auth.login').join(',');
  const body: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) body[i] = { json: { email, password: i === rightAt ? right : `wrong-${i}-guess` } };
  const res = await fetch(`${http.url}/trpc/${paths}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('parallel guessing', () => {
  it('a burst of 40 parallel guesses ends in 429 before the right guess (#39) is judged', async () => {
    await makeCoach(t.db, { email: 'burst@example.com', password: 'right-password' });
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 38 ? 'right-password' : `wrong-guess-${i}`));
    const answers = await Promise.all(guesses.map((g) => login('burst@example.com', g, '203.0.113.40')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(answers[38]!.status).toBe(429);
  });

  it('40 sign-ins started in the same instant: the right guess (#39) is refused (counted before judged)', async () => {
    await makeCoach(t.db, { email: 'instant@example.com', password: 'right-password' });
    const pub = callerAs(t.deps, null, { ip: '203.0.113.41' });
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => pub.auth.login({ email: 'instant@example.com', password: i === 38 ? 'right-password' : `wrong-guess-${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([]);
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBe(35);
    expect(codes[38]).toBe('TOO_MANY_REQUESTS');
  });

  it('a batch of 200 auth.login calls is refused whole, and so is a small batch of sign-ins', async () => {
    await makeCoach(t.db, { email: 'batch@example.com', password: 'right-password' });
    const big = await batchLogin('batch@example.com', 200, 149, 'right-password');
    expect(big.status).toBe(400);
    expect(big.text).toContain(MSG_BATCH_TOO_LARGE);
    expect(big.text).not.toContain('"token"');
    const small = await batchLogin('batch@example.com', 3, 2, 'right-password');
    expect(small.status).toBe(400);
    expect(small.text).toContain(MSG_NOT_BATCHABLE);
    expect(small.text).not.toContain('"token"');
    // Alone, the right password still works (nothing was counted against it).
    expect((await login('batch@example.com', 'right-password', '198.51.100.7')).status).toBe(200);
  });

  // Issue 30 item 6: `batch=1&batch=1` made req.query.batch an array, which the guard let
  // through while tRPC (reading the first value) still batched. Every form is judged alike.
  it.each(['batch=1&batch=1', 'batch=1&batch=0', 'batch=0&batch=1', 'batch[]=1', 'batch=true', 'batch=', '%62atch=1', 'batch=1&input=x&batch=1'].map((q, i) => [q, i]))(
    'a batch of sign-ins is refused whatever form its batch parameter takes: ?%s',
    async (query, i) => {
      const email = `batch-form-${i}@example.com`;
      await makeCoach(t.db, { email, password: 'right-password' });
      const small = await batchLogin(email, 20, 19, 'right-password', query);
      expect(small.status).toBe(400);
      expect(small.text).toContain(MSG_NOT_BATCHABLE);
      expect(small.text).not.toContain('"token"');
      const big = await batchLogin(email, 200, 149, 'right-password', query);
      expect(big.status).toBe(400);
      expect(big.text).toContain(MSG_BATCH_TOO_LARGE);
    },
  );

  it('ordinary batches of other calls still work', async () => {
    const res = await fetch(
      `${http.url}/trpc/auth.verifyResetToken,auth.verifyResetToken?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { token: 'abc' } }, 1: { json: { token: 'def' } } }))}`,
    );
    expect(res.status).toBe(200);
  });
});

describe('per-account limit across addresses', () => {
  it('stops guesses from many addresses, lets the owner in from a known address, and a reset lifts it', async () => {
    await makeCoach(t.db, { email: 'owner@example.com', password: 'owner-password' });
    // The owner signed in from home before the attack.
    expect((await login('owner@example.com', 'owner-password', '192.0.2.10')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('owner@example.com', `guess-${i}`, `10.0.${i}.1`)).status);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8).every((s) => s === 429)).toBe(true);
    // Even the right password from an unknown address is refused, with the way out in the answer.
    const stranger = await login('owner@example.com', 'owner-password', '10.9.9.9');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ error: TOO_MANY_ACCOUNT_LOGINS });
    // From home it still works.
    expect((await login('owner@example.com', 'owner-password', '192.0.2.10')).status).toBe(200);
    // A password reset lifts the lock for new addresses too.
    await http.api('POST', '/auth/forgot-password', { body: { email: 'owner@example.com' } });
    await settleBackgroundWork();
    const link = /reset-password\?token=([\w-]+)/.exec(t.deps.mailer.sent.at(-1)!.text)![1]!;
    expect((await http.api('POST', '/auth/reset-password', { body: { token: link, newPassword: 'fresh-password' } })).status).toBe(200);
    expect((await login('owner@example.com', 'fresh-password', '10.9.9.9')).status).toBe(200);
  }, 90_000);

  it('the delay grows with failures and has a ceiling', () => {
    const delay = progressiveDelay(250);
    expect([1, 5].map(delay)).toEqual([0, 0]);
    expect([6, 7, 8, 9].map(delay)).toEqual([250, 500, 1000, 2000]);
    expect(delay(30)).toBe(5000);
    expect(progressiveDelay(0)(30)).toBe(0);
  });
});

describe('password change', () => {
  it('wrong current passwords are throttled, in parallel too', async () => {
    await makeCoach(t.db, { email: 'changer@example.com', password: 'current-password' });
    const token = ((await login('changer@example.com', 'current-password', '192.0.2.20')).body as { token: string }).token;
    const change = (currentPassword: string) => http.api('PUT', '/coach/password', { token, body: { currentPassword, newPassword: 'next-password-1' } });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`wrong-${i}`)));
    expect(burst.filter((r) => r.status === 400).length).toBe(5);
    expect(burst.filter((r) => r.status === 429).length).toBe(7);
    // The budget is spent: even the right current password waits.
    expect((await change('current-password')).status).toBe(429);
  });
});
