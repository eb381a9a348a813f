// A read-only API key writes nothing, proved route by route from the published OpenAPI document
// (in the style of foundation/tenancy-sweep.test.ts): every signed-in write (POST, PUT, PATCH,
// DELETE) called with a coach's read-only key answers 403 with { error } and changes nothing,
// while the same coach's read-write key gets past the scope check. A new write route is covered
// without being listed.
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_API_KEY_NOT_HERE, MSG_API_KEY_READ_ONLY } from '#shared/schemas/integrations';
import { ERROR_TEXTS } from '#server/errors';
import { makeClient, makeCoach, setupHttpTestHooks, SWEEP_TIMEOUT_MS, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();

const ID = 'x0000000000000000000000000';
let writes: string[];
let readKey: string;
let writeKey: string;
let coachId: string;

beforeAll(async () => {
  const coach = await makeCoach(t.db);
  coachId = coach.id;
  await makeClient(t.db, coach.id);
  const session = await tokenFor(t.deps, coach);
  const make = async (scope: string) => ((await http.api('POST', '/api-keys', { token: session, body: { name: scope, scope } })).body as { key: string }).key;
  readKey = await make('READ');
  writeKey = await make('READ_WRITE');
  const doc = (await http.api('GET', '/openapi.json')).body as unknown as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && (op.security ?? []).length > 0)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}, 60_000);

const call = (key: string, token: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return http.api(method, path.replace(/\{\w+\}/g, ID), { token, body: method === 'DELETE' ? undefined : {} });
};

/** What the coach can see of their own data. */
async function snapshot() {
  const exported = (await http.api('GET', '/export-data', { token: readKey })).body as Record<string, unknown>;
  delete exported.exportedAt;
  return { exported, keys: await t.db.apiKey.count({ where: { coachId } }), hooks: await t.db.webhookEndpoint.count({ where: { coachId } }) };
}

describe('a read-only API key', { timeout: SWEEP_TIMEOUT_MS }, () => {
  it('answers 403 with { error } to every signed-in write of the document, and changes nothing', async () => {
    expect(writes.length).toBeGreaterThan(60);
    const before = await snapshot();
    const answers: string[] = [];
    for (const key of writes) {
      const res = await call(key, readKey);
      const error = res.body?.error;
      // Client-only routes refuse a coach's key for its role, API key management for being a key:
      // both 403 before anything is read.
      const expected = [MSG_API_KEY_READ_ONLY, ERROR_TEXTS.clientsOnly, MSG_API_KEY_NOT_HERE];
      if (res.status !== 403 || typeof error !== 'string' || !expected.includes(error)) answers.push(`${key}: ${res.status} ${res.text}`);
    }
    expect(answers).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('the same routes do not refuse a read-write key for its scope', { timeout: 120_000 }, async () => {
    const refused: string[] = [];
    // Logout would end nothing (a key has no session) and the logo upload takes image bytes, not JSON.
    for (const key of writes.filter((k) => k !== 'POST /auth/logout' && k !== 'PUT /branding/logo')) {
      const res = await call(key, writeKey);
      if (res.body?.error === MSG_API_KEY_READ_ONLY) refused.push(key);
    }
    expect(refused).toEqual([]);
  });
});
