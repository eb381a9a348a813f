// API keys (docs/api.md, "API keys"): a coach makes one while signed in, sees it once, and an
// integration then uses it on /api and /trpc as that coach, within its scope, until it expires
// or is revoked; a key never manages keys, never reaches another coach, and has its own budget.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG_API_KEY_EXPIRED, MSG_API_KEY_NOT_HERE, MSG_API_KEY_READ_ONLY } from '#shared/schemas/integrations';
import { TOO_MANY_API_KEY_REQUESTS } from '#server/lib/rate-limit';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks({ limits: { apiKeyRequestsPerMinute: 40 } });

async function signedInCoach() {
  const coach = await makeCoach(t.db);
  return { coach, session: await tokenFor(t.deps, coach) };
}

async function newKey(session: string, scope: 'READ' | 'READ_WRITE', extra: Record<string, unknown> = {}) {
  const res = await http.api('POST', '/api-keys', { token: session, body: { name: `${scope} key`, scope, ...extra } });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; key: string; prefix: string; name: string; scope: string; lastUsedAt: string | null };
}

describe('making a key', () => {
  it('shows the key once, stores only its SHA-256, and lists it without the secret', async () => {
    const { coach, session } = await signedInCoach();
    const created = await newKey(session, 'READ_WRITE');
    expect(created.key).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await http.api('GET', '/api-keys', { token: session });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.key);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, name: 'READ_WRITE key', scope: 'READ_WRITE', prefix: created.prefix, lastUsedAt: null })]);
    expect(row.coachId).toBe(coach.id);
  });

  it('refuses a blank name, an unknown scope and an expiry in the past with 400', async () => {
    const { session } = await signedInCoach();
    for (const body of [
      { name: ' ', scope: 'READ' },
      { name: 'x', scope: 'ADMIN' },
      { name: 'x', scope: 'READ', expiresAt: '2020-01-01T00:00:00.000Z' },
    ]) {
      const res = await http.api('POST', '/api-keys', { token: session, body });
      expect([res.status, typeof res.body.error]).toEqual([400, 'string']);
    }
    expect(await http.api('GET', '/api-keys', { token: session })).toMatchObject({ body: [] });
  });
});

describe('using a key', () => {
  it('signs in as its coach on /api and /trpc, sees only that coach’s clients, and notes when it was used', async () => {
    const { coach, session } = await signedInCoach();
    const other = await makeCoach(t.db);
    const mine = await makeClient(t.db, coach.id, { firstName: 'Mine' });
    const theirs = await makeClient(t.db, other.id, { firstName: 'Theirs' });
    const { key, id } = await newKey(session, 'READ_WRITE');

    const me = await http.api('GET', '/auth/me', { token: key });
    expect(me.body).toMatchObject({ id: coach.id, role: 'COACH' });
    const clients = await http.api('GET', '/clients', { token: key });
    expect((clients.body as unknown as { firstName: string }[]).map((c) => c.firstName)).toEqual(['Mine']);
    expect((await http.api('GET', `/clients/${theirs.client.id}`, { token: key })).status).toBe(404);
    expect((await http.api('GET', `/clients/${mine.client.id}`, { token: key })).status).toBe(200);

    const trpc = await fetch(`${http.url}/trpc/coach.clients.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`, { headers: { authorization: `Bearer ${key}` } });
    expect(trpc.status).toBe(200);
    expect(JSON.stringify(await trpc.json())).toContain('Mine');

    const created = await http.api('POST', '/clients', { token: key, body: { firstName: 'Via key' } });
    expect(created.status).toBe(200);
    await expect.poll(async () => (await t.db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(new Date('2026-03-11T10:00:00.000Z'));
    const listed = await http.api('GET', '/api-keys', { token: session });
    expect(listed.body).toEqual([expect.objectContaining({ id, lastUsedAt: '2026-03-11T10:00:00.000Z' })]);
  });

  it('a read-only key reads, and every write answers 403 and changes nothing', async () => {
    const { coach, session } = await signedInCoach();
    await makeClient(t.db, coach.id);
    const { key } = await newKey(session, 'READ');
    expect((await http.api('GET', '/clients', { token: key })).status).toBe(200);
    const res = await http.api('POST', '/clients', { token: key, body: { firstName: 'Nope' } });
    expect(res).toMatchObject({ status: 403, body: { error: MSG_API_KEY_READ_ONLY } });
    const trpc = await fetch(`${http.url}/trpc/coach.clients.create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: { firstName: 'Nope' } }),
    });
    expect(trpc.status).toBe(403);
    expect(await t.db.client.count({ where: { coachId: coach.id } })).toBe(1);
  });

  it('a key cannot list, make or revoke keys, nor change the sign-in e-mail or password, even a read-write one', async () => {
    const { coach, session } = await signedInCoach();
    const { key, id } = await newKey(session, 'READ_WRITE');
    for (const [method, path, body] of [
      ['GET', '/api-keys', undefined],
      ['POST', '/api-keys', { name: 'Minted', scope: 'READ_WRITE' }],
      ['DELETE', `/api-keys/${id}`, undefined],
      ['PUT', '/coach/profile', { firstName: 'Taken', lastName: 'Over', email: 'attacker@example.com' }],
      ['PUT', '/coach/password', { currentPassword: 'password-123', newPassword: 'password-456' }],
    ] as const) {
      const res = await http.api(method, path, { token: key, body });
      expect([method, res.status, res.body?.error]).toEqual([method, 403, MSG_API_KEY_NOT_HERE]);
    }
    expect(await t.db.apiKey.count({ where: { coachId: coach.id } })).toBe(1);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: coach.id } })).email).toBe(coach.email);
  });

  it('a revoked key stops at once (401); another coach cannot revoke it (404)', async () => {
    const { session } = await signedInCoach();
    const { session: otherSession } = await signedInCoach();
    const { key, id } = await newKey(session, 'READ');
    expect((await http.api('GET', '/clients', { token: key })).status).toBe(200);
    expect((await http.api('DELETE', `/api-keys/${id}`, { token: otherSession })).status).toBe(404);
    expect((await http.api('GET', '/clients', { token: key })).status).toBe(200);
    expect((await http.api('DELETE', `/api-keys/${id}`, { token: session })).status).toBe(200);
    const after = await http.api('GET', '/clients', { token: key });
    expect(after.status).toBe(401);
    expect((await http.api('GET', '/api-keys', { token: session })).body).toEqual([]);
  });

  it('an expired key answers 401 saying so; an unknown spk_ key is a plain 401', async () => {
    const { session } = await signedInCoach();
    const { key } = await newKey(session, 'READ', { expiresAt: '2026-03-12T10:00:00.000Z' });
    expect((await http.api('GET', '/clients', { token: key })).status).toBe(200);
    t.deps.clock.set('2026-03-12T10:00:01.000Z');
    try {
      expect(await http.api('GET', '/clients', { token: key })).toMatchObject({ status: 401, body: { error: MSG_API_KEY_EXPIRED } });
    } finally {
      t.deps.clock.set('2026-03-11T10:00:00.000Z');
    }
    expect((await http.api('GET', '/clients', { token: `spk_${'x'.repeat(43)}` })).status).toBe(401);
  });

  it('is rate-limited per key: past its budget 429 with Retry-After, while another key of the coach still works', async () => {
    const { session } = await signedInCoach();
    const first = await newKey(session, 'READ');
    const second = await newKey(session, 'READ');
    let last = await http.api('GET', '/auth/me', { token: first.key });
    for (let i = 0; i < 40 && last.status === 200; i++) last = await http.api('GET', '/auth/me', { token: first.key });
    expect(last).toMatchObject({ status: 429, body: { error: TOO_MANY_API_KEY_REQUESTS } });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await http.api('GET', '/auth/me', { token: second.key })).status).toBe(200);
    // The coach's own session is not the key's budget.
    expect((await http.api('GET', '/auth/me', { token: session })).status).toBe(200);
  });
});
