// Access links as credentials (docs/decisions/0004-access-links.md): hashed at rest, sealed to
// be shown again, optional expiry, and a per-device session that logout ends without revoking
// the link.
import { describe, expect, it } from 'vitest';
import { accessLinkRow, sealLegacyAccessLinks } from '#server/services/clients/access';
import { MSG_LINK_EXPIRED } from '#server/services/auth/sessions';
import { MSG_LINK_INVALID } from '#server/services/auth/link-session';
import { hashToken, newToken } from '#server/lib/tokens';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks({ limits: { linkSessionPerIp: 5 } });
const DAY = 86_400_000;

async function coachWithClient() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Lin' });
  return { coach, client, user, coachToken: await tokenFor(t.deps, coach) };
}

/** Every column of the client's link rows, as PostgreSQL prints them. */
async function storedText(clientId: string): Promise<string> {
  const rows = await t.db.$queryRaw<{ row: string }[]>`SELECT a::text AS row FROM "ClientAccessToken" a WHERE a."clientId" = ${clientId}`;
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((r) => r.row).join('\n');
}

describe('hashed at rest', () => {
  it('the database never holds the plain token; GET shows it again; regenerating revokes the old one', async () => {
    const { client, coachToken } = await coachWithClient();
    const first = await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken });
    expect(first.status).toBe(200);
    const token = first.body.token as string;
    expect(first.body.expiresAt).toBeNull();
    const stored = await storedText(client.id);
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));

    const shown = await http.api('GET', `/clients/${client.id}/access-token`, { token: coachToken });
    expect(shown.body).toMatchObject({ token, accessUrl: `http://spotter.test/app/today?token=${token}` });
    expect((await http.api('GET', '/auth/me', { token })).status).toBe(200);

    const second = await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken });
    expect(second.body.token).not.toBe(token);
    expect((await http.api('GET', '/auth/me', { token })).status).toBe(401);
    expect((await http.api('GET', '/auth/me', { token: second.body.token as string })).status).toBe(200);
  });

  it('a link sealed under another APP_SECRET still signs in but is not shown (regenerate to show one)', async () => {
    const { client, coachToken } = await coachWithClient();
    const token = newToken();
    await t.db.clientAccessToken.create({ data: { clientId: client.id, ...accessLinkRow('another-secret-another-secret-0123456', token) } });
    expect((await http.api('GET', '/auth/me', { token })).status).toBe(200);
    const shown = await http.api('GET', `/clients/${client.id}/access-token`, { token: coachToken });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ token: null, accessUrl: null });
  });

  it('the migration hashes like the server does, and the start-up backfill seals legacy tokens', async () => {
    const legacy = `legacy-${newToken()}`;
    const [sql] = await t.db.$queryRaw<{ h: string }[]>`SELECT encode(sha256(convert_to(${legacy}, 'UTF8')), 'hex') AS h`;
    expect(sql!.h).toBe(hashToken(legacy));

    const { client, coachToken } = await coachWithClient();
    await t.db.clientAccessToken.create({ data: { clientId: client.id, tokenHash: sql!.h, legacyToken: legacy } });
    expect((await http.api('GET', '/auth/me', { token: legacy })).status).toBe(200);
    expect(await sealLegacyAccessLinks(t.db, t.deps.appSecret)).toBeGreaterThanOrEqual(1);
    expect(await storedText(client.id)).not.toContain(legacy);
    expect((await http.api('GET', `/clients/${client.id}/access-token`, { token: coachToken })).body).toMatchObject({ token: legacy });
    expect((await http.api('GET', '/auth/me', { token: legacy })).status).toBe(200);
    expect(await sealLegacyAccessLinks(t.db, t.deps.appSecret)).toBe(0);
  });
});

describe('expiry', () => {
  it('none by default; expiresInDays set by the coach; an expired link is a 401 with a clear message', async () => {
    const { client, coachToken } = await coachWithClient();
    const made = await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken, body: { expiresInDays: 2 } });
    expect(made.status).toBe(200);
    const expiresAt = new Date(t.deps.clock.now().getTime() + 2 * DAY).toISOString();
    expect(made.body.expiresAt).toBe(expiresAt);
    expect((await http.api('GET', `/clients/${client.id}/access-token`, { token: coachToken })).body.expiresAt).toBe(expiresAt);
    const token = made.body.token as string;
    const start = t.deps.clock.now();
    try {
      t.deps.clock.advance(2 * DAY - 1);
      expect((await http.api('GET', '/auth/me', { token })).status).toBe(200);
      t.deps.clock.advance(1);
      const me = await http.api('GET', '/auth/me', { token });
      expect(me).toMatchObject({ status: 401, body: { error: MSG_LINK_EXPIRED } });
      const traded = await http.api('POST', '/auth/link-session', { body: { token } });
      expect(traded).toMatchObject({ status: 401, body: { error: MSG_LINK_EXPIRED } });
    } finally {
      t.deps.clock.set(start);
    }
  });

  it.each([[0], [1.5], [-3], [3651], ['7'], [null]])('expiresInDays %j is a 400', async (expiresInDays) => {
    const { client, coachToken } = await coachWithClient();
    const res = await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken, body: { expiresInDays } });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('per-device session from the link', () => {
  it('trades the link for a session; logout ends that session only; the link signs in again', async () => {
    const { client, coachToken } = await coachWithClient();
    const link = (await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken })).body.token as string;

    const phone = await http.api('POST', '/auth/link-session', { body: { token: link } });
    expect(phone.status).toBe(200);
    expect(phone.body.user).toMatchObject({ role: 'CLIENT', firstName: 'Lin' });
    const session = phone.body.token as string;
    expect(session).not.toBe(link);
    const row = await t.db.authSession.findUniqueOrThrow({ where: { tokenHash: hashToken(session) } });
    expect(row.expiresAt.getTime() - t.deps.clock.now().getTime()).toBe(30 * DAY);

    const laptop = (await http.api('POST', '/auth/link-session', { body: { token: link } })).body.token as string;
    expect((await http.api('GET', '/workout-sessions', { token: session })).status).toBe(200);

    expect((await http.api('POST', '/auth/logout', { token: session })).status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token: session })).status).toBe(401);
    expect((await http.api('GET', '/auth/me', { token: laptop })).status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token: link })).status).toBe(200);
    const again = await http.api('POST', '/auth/link-session', { body: { token: link } });
    expect(again.status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token: again.body.token as string })).status).toBe(200);

    // Regenerating (a leaked link) ends every device session made from the old link.
    const coachSession = await http.api('GET', '/auth/me', { token: coachToken });
    expect((await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken })).status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token: again.body.token as string })).status).toBe(401);
    expect((await http.api('GET', '/auth/me', { token: laptop })).status).toBe(401);
    expect((await http.api('GET', '/auth/me', { token: link })).status).toBe(401);
    expect((await http.api('GET', '/auth/me', { token: coachToken })).status).toBe(coachSession.status);
  });

  it('refuses unknown links and sign-in session tokens alike, archived clients with their message', async () => {
    const { client, user, coachToken } = await coachWithClient();
    const link = (await http.api('POST', `/clients/${client.id}/access-token`, { token: coachToken })).body.token as string;
    const unknown = await http.api('POST', '/auth/link-session', { body: { token: newToken() } });
    expect(unknown).toMatchObject({ status: 401, body: { error: MSG_LINK_INVALID } });
    const session = await tokenFor(t.deps, user);
    expect(await http.api('POST', '/auth/link-session', { body: { token: session } })).toMatchObject({ status: 401, body: { error: MSG_LINK_INVALID } });

    expect((await http.api('PUT', `/clients/${client.id}/archive`, { token: coachToken })).status).toBe(200);
    const archived = await http.api('POST', '/auth/link-session', { body: { token: link } });
    expect(archived.status).toBe(403);
    expect(archived.body.error).toMatch(/archived/);
  });

  it('bounds guesses per address: 429 once the budget is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await http.api('POST', '/auth/link-session', { body: { token: newToken() } })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
