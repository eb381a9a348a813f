// A coach deletes their own account and all its data (issue 35, ADR 0035): typed confirmation, a
// grace period during which the coach can cancel, then the "account-deletions" job deletes every
// row of the coach's tenant in every table and their stored photos and logo, and leaves another
// coach's data exactly as it was. The deleted coach's clients are signed out for good (401).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_DAYS } from '#shared/limits';
import { MSG_DELETION_CONFIRM_MISMATCH } from '#shared/schemas/auth';
import { runJob } from '#server/jobs/definitions';
import { createLocalStorage } from '#server/lib/object-storage/local';
import { TEST_NOW, setupHttpTestHooks } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
const TODAY = TEST_NOW.slice(0, 10);
const DAY = 86_400_000;
let dir = '';

interface Tenant {
  email: string;
  coach: string;
  coachId: string;
  clientToken: string;
  photoKey: string;
  logoKey: string;
}

async function ok(method: string, p: string, token: string, body?: unknown) {
  const res = await http.api(method, p, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${p} → ${res.status} ${res.text}`);
  return res.body as Record<string, unknown> & { id: string };
}

/** A coach with a library, a client who trained, messages, a note, a photo and a logo. */
async function makeTenant(name: string): Promise<Tenant> {
  const email = `${name}@example.com`;
  const reg = await http.api('POST', '/auth/register', { body: { email, password: 'password-123', role: 'COACH', firstName: name, lastName: 'Coach' } });
  const coach = reg.body.token as string;
  const coachId = (reg.body.user as { id: string }).id;
  const exercise = await ok('POST', '/exercises', coach, { name: `${name} squat`, category: 'Knee dominant' });
  const plan = await ok('POST', '/plans', coach, { name: `${name} plan` });
  await ok('POST', '/plan-exercises', coach, { planId: plan.id, exerciseId: exercise.id, orderIndex: 0 });
  await ok('POST', '/programs', coach, { name: `${name} program`, plans: [{ planId: plan.id, week: 0, dayOfWeek: 0 }] });
  const client = await ok('POST', '/clients', coach, { firstName: `${name} client`, email: `${name}.client@example.com` });
  await ok('POST', `/clients/${client.id}/notes`, coach, { content: '<p>Knee history</p>' });
  const clientToken = String((await ok('POST', `/clients/${client.id}/access-token`, coach)).token);
  await ok('POST', '/assignments', coach, { clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: TODAY });
  const today = await ok('GET', '/workouts/today', clientToken);
  await ok('PUT', `/workout-sessions/${today.id}`, clientToken, { status: 'COMPLETED', completedAt: `${TODAY}T10:00:00.000Z`, clientFeedback: 'Felt strong' });
  await ok('POST', '/food-entries', clientToken, { description: 'Oats', loggedAt: `${TODAY}T12:00:00.000Z` });
  await ok('POST', '/messages', clientToken, { content: `${name} asks` });
  await ok('POST', '/body-metrics/entries', clientToken, { metric: 'weight', date: TODAY, value: 80 });
  await ok('POST', '/habits', coach, { clientIds: [client.id], name: `${name} walk`, frequency: 'DAILY' });
  // A stored photo (with bytes) of the client's progress, and a logo.
  const storage = t.deps.storage!;
  const photoKey = `photos/${name}-progress`;
  await storage.put(photoKey, Buffer.from(`${name} photo bytes`), 'image/jpeg');
  await t.db.storedObject.create({ data: { clientId: client.id, key: photoKey, contentType: 'image/jpeg', size: 10, uploadedAt: new Date(TEST_NOW) } });
  await t.db.progressPhoto.create({ data: { clientId: client.id, takenOn: new Date(`${TODAY}T00:00:00Z`), pose: 'FRONT' } });
  const logoKey = `branding/${name.padEnd(43, 'x')}`;
  await storage.put(logoKey, Buffer.from(`${name} logo`), 'image/png');
  await ok('PUT', '/branding', coach, { businessName: `${name} Fitness`, primaryColor: '#3B82F6' });
  await t.db.branding.update({ where: { coachId }, data: { logoPath: logoKey } });
  return { email, coach, coachId, clientToken, photoKey, logoKey };
}

/** Every row of every table of the app's schema, as JSON text, by table. */
async function everyRow(): Promise<Map<string, string[]>> {
  const tables = await t.db.$queryRawUnsafe<{ name: string }[]>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`);
  const out = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await t.db.$queryRawUnsafe<{ j: string }[]>(`SELECT row_to_json(x)::text AS j FROM "${name}" x`);
    out.set(name, rows.map((r) => r.j).sort());
  }
  return out;
}

/**
 * The ids a tenant owns: the coach's, then (to a fixed point) every id and foreign key of each row
 * that names one (a client's row names the client's own account, a session its exercises…).
 */
function tenantIds(rows: Map<string, string[]>, coachId: string): Set<string> {
  const ids = new Set([coachId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const list of rows.values())
      for (const j of list) {
        if (![...ids].some((id) => j.includes(id))) continue;
        for (const [key, value] of Object.entries(JSON.parse(j) as Record<string, unknown>))
          if ((key === 'id' || key.endsWith('Id')) && typeof value === 'string' && !ids.has(value)) {
            ids.add(value);
            grew = true;
          }
      }
  }
  return ids;
}

/** A fresh sign-in (sessions last a day; the tests move the clock by days). */
const signIn = async (tenant: Tenant) => (await http.api('POST', '/auth/login', { body: { email: tenant.email, password: 'password-123' } })).body.token as string;

let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spotter-deletion-'));
  t.deps.storage = createLocalStorage(dir);
  a = await makeTenant('alpha');
  b = await makeTenant('bravo');
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scheduling and cancelling', () => {
  it('refuses a confirmation that is not the account’s e-mail address, and schedules nothing', async () => {
    const res = await http.api('POST', '/coach/account/deletion', { token: a.coach, body: { confirmEmail: b.email } });
    expect(res).toMatchObject({ status: 400, body: { error: MSG_DELETION_CONFIRM_MISMATCH } });
    expect(await ok('GET', '/coach/account/deletion', a.coach)).toEqual({ scheduledFor: null });
  });

  it('schedules the deletion 7 days ahead; the coach still signs in, sees the date, and can cancel', async () => {
    const due = new Date(Date.parse(TEST_NOW) + ACCOUNT_DELETION_GRACE_DAYS * DAY).toISOString();
    expect(await ok('POST', '/coach/account/deletion', a.coach, { confirmEmail: a.email.toUpperCase() })).toEqual({ scheduledFor: due });
    const login = await http.api('POST', '/auth/login', { body: { email: a.email, password: 'password-123' } });
    expect(login.status).toBe(200);
    expect(await ok('GET', '/coach/account/deletion', login.body.token as string)).toEqual({ scheduledFor: due });
    // Asking again keeps the first date.
    t.deps.clock.advance(DAY);
    const later = await signIn(a);
    expect(await ok('POST', '/coach/account/deletion', later, { confirmEmail: a.email })).toEqual({ scheduledFor: due });
    expect(await ok('DELETE', '/coach/account/deletion', later)).toEqual({ scheduledFor: null });
    t.deps.clock.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY);
    await runJob(t.deps, 'account-deletions', {});
    expect((await http.api('POST', '/auth/login', { body: { email: a.email, password: 'password-123' } })).status).toBe(200);
    t.deps.clock.set(TEST_NOW);
  });
});

describe('the job, once the grace period is over', () => {
  it('deletes every row of the coach’s tenant in every table and their files; another coach’s data is untouched', async () => {
    await ok('POST', '/coach/account/deletion', a.coach, { confirmEmail: a.email });
    // Not yet due: nothing happens.
    t.deps.clock.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY - 60_000);
    await runJob(t.deps, 'account-deletions', {});
    a.coach = await signIn(a);
    expect((await http.api('GET', '/auth/me', { token: a.coach })).status).toBe(200);
    b.coach = await signIn(b);

    const before = await everyRow();
    const ids = tenantIds(before, a.coachId);
    expect(ids.size).toBeGreaterThan(15);
    const owned = (j: string) => [...ids].some((id) => j.includes(id)) || j.includes(a.email) || j.includes('alpha.client@');
    const othersBefore = new Map([...before].map(([table, rows]) => [table, rows.filter((j) => !owned(j))]));

    t.deps.clock.advance(2 * 60_000);
    await runJob(t.deps, 'account-deletions', {});

    const after = await everyRow();
    const left = [...after].flatMap(([table, rows]) => rows.filter(owned).map((j) => `${table}: ${j}`));
    expect(left).toEqual([]);
    expect(after).toEqual(othersBefore);
    // The bytes: the deleted coach's photo and logo are gone, the other coach's are there.
    expect(await t.deps.storage!.get(a.photoKey)).toBeNull();
    expect(await t.deps.storage!.get(a.logoKey)).toBeNull();
    expect(await t.deps.storage!.get(b.photoKey)).not.toBeNull();
    expect(await t.deps.storage!.get(b.logoKey)).not.toBeNull();
  });

  it('signs the coach and their clients out for good, with a clear answer; the other coach and client work', async () => {
    const coach = await http.api('GET', '/auth/me', { token: a.coach });
    expect(coach.status).toBe(401);
    const client = await http.api('GET', '/workouts/today', { token: a.clientToken });
    expect(client.status).toBe(401);
    expect(typeof client.body.error).toBe('string');
    expect((await http.api('POST', '/auth/link-session', { body: { token: a.clientToken } })).status).toBe(401);
    expect((await http.api('POST', '/auth/login', { body: { email: a.email, password: 'password-123' } })).status).toBe(401);
    expect((await http.api('GET', '/workouts/today', { token: b.clientToken })).status).toBe(200);
    expect((await http.api('GET', '/auth/me', { token: b.coach })).status).toBe(200);
  });
});
