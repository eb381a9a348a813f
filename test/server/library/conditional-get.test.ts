// Conditional GETs of the coach's library (src/server/lib/conditional-get.ts, docs/api.md): a 200
// carries an ETag, the same tag answers 304 with no body, and any write to the library (through
// the API, straight into the database, or through another app instance on the same database)
// gives the next read a new tag and the new body. Another caller never gets a 304 for a tag that
// is not theirs. Runs on both databases: the version comes from PostgreSQL triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { makePlan, makeProgram } from '../factories.ts';
import { createTestDeps, makeClient, makeCoach, setupHttpTestHooks, startHttp, tokenFor, type TestHttp } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let coachId = '';
let coach = '';
let other = '';
let client = '';

beforeAll(async () => {
  const me = await makeCoach(t.db, { email: 'etag-coach@example.com' });
  coachId = me.id;
  coach = await tokenFor(t.deps, me);
  other = await tokenFor(t.deps, await makeCoach(t.db, { email: 'etag-other@example.com' }));
  client = await tokenFor(t.deps, (await makeClient(t.db, me.id)).user);
  await t.db.exercise.create({ data: { coachId, name: 'Bench', equipment: [], muscleGroups: [] } });
});

const names = (body: unknown) => (body as { name: string }[]).map((e) => e.name);

/** A GET of /api with the tag given, as a browser revalidating its copy would send it. */
const get = (path: string, token: string, tag?: string | null, on: TestHttp = http) => on.api('GET', path, { token, headers: tag ? { 'if-none-match': tag } : {} });

describe('GET /api/exercises', () => {
  it('answers 200 with a weak ETag and private, no-cache; the same tag answers 304 with no body', async () => {
    const first = await get('/exercises', coach);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(names(first.body)).toEqual(['Bench']);

    const again = await get('/exercises', coach, tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // A list of tags, one of them ours, is a match too (RFC 9110).
    expect((await get('/exercises', coach, `"stale", ${tag}`)).status).toBe(304);
  });

  it('a write through the API changes the tag, and the old tag gets the new body', async () => {
    const tag = (await get('/exercises', coach)).headers.get('etag');
    expect((await http.api('POST', '/exercises', { token: coach, body: { name: 'Deadlift' } })).status).toBe(200);
    const after = await get('/exercises', coach, tag);
    expect(after.status).toBe(200);
    expect(names(after.body)).toEqual(['Bench', 'Deadlift']);
    expect(after.headers.get('etag')).not.toBe(tag);
  });

  it('a write straight into the database (any code path) changes the tag', async () => {
    const tag = (await get('/exercises', coach)).headers.get('etag');
    await t.db.exercise.updateMany({ where: { coachId, name: 'Deadlift' }, data: { name: 'Romanian Deadlift' } });
    const after = await get('/exercises', coach, tag);
    expect(after.status).toBe(200);
    expect(names(after.body)).toEqual(['Bench', 'Romanian Deadlift']);
  });

  it("another coach never gets a 304 for this coach's tag, and a tag is not good for another path or query", async () => {
    const tag = (await get('/exercises', coach)).headers.get('etag');
    const theirs = await get('/exercises', other, tag);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await get('/exercises?limit=1', coach, tag)).status).toBe(200);
    expect((await get('/exercise-categories', coach, tag)).status).toBe(200);
  });

  it('without a token or as a client: no tag, the usual refusal', async () => {
    const anon = await http.api('GET', '/exercises', { headers: { 'if-none-match': '*' } });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('etag')).toBeNull();
    const asClient = await get('/exercises', client, '*');
    expect(asClient.status).toBe(403);
  });
});

describe('a second app instance on the same database', () => {
  let second: TestHttp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = await openDatabase({ databaseUrl: t.url, poolMax: 2 });
    second = await startHttp(createTestDeps(db.prisma));
    close = async () => {
      await second.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it("its writes change the first instance's tags, and the tag one instance gave is good on the other", async () => {
    const tag = (await get('/exercises', coach)).headers.get('etag');
    // The same database, secret and build: the other instance agrees on the tag.
    expect((await get('/exercises', coach, tag, second)).status).toBe(304);
    const [bench] = (await get('/exercises', coach, null, second)).body as unknown as { id: string; name: string }[];
    expect((await second.api('PUT', `/exercises/${bench!.id}`, { token: coach, body: { name: 'Bench Press' } })).status).toBe(200);
    const after = await get('/exercises', coach, tag);
    expect(after.status).toBe(200);
    expect(names(after.body)).toContain('Bench Press');
  });
});

describe('plans, programs, categories and branding', () => {
  it("a change to a plan's item or to an exercise it names changes the plans' tags", async () => {
    const plan = await makePlan(t.db, coachId, 'Legs');
    const tag = (await get('/plans', coach)).headers.get('etag');
    const summaries = (await get('/plan-summaries', coach)).headers.get('etag');
    const one = (await get(`/plans/${plan.id}`, coach)).headers.get('etag');
    expect((await get(`/plans/${plan.id}`, coach, one)).status).toBe(304);
    await t.db.planExercise.deleteMany({ where: { planId: plan.id, orderIndex: 1 } });
    expect((await get('/plans', coach, tag)).status).toBe(200);
    expect((await get('/plan-summaries', coach, summaries)).status).toBe(200);
    const fresh = await get(`/plans/${plan.id}`, coach, one);
    expect(fresh.status).toBe(200);
    expect((fresh.body as unknown as { exercises: unknown[] }).exercises).toHaveLength(1);
  });

  it("a change to a program's schedule changes the programs' tag", async () => {
    const { program } = await makeProgram(t.db, coachId);
    const tag = (await get('/programs', coach)).headers.get('etag');
    expect((await get('/programs', coach, tag)).status).toBe(304);
    await t.db.programPlan.updateMany({ where: { programId: program.id, week: 1 }, data: { dayOfWeek: 4 } });
    expect((await get('/programs', coach, tag)).status).toBe(200);
  });

  it('categories: a new one changes the tag', async () => {
    const tag = (await get('/exercise-categories', coach)).headers.get('etag');
    expect((await get('/exercise-categories', coach, tag)).status).toBe(304);
    expect((await http.api('POST', '/exercise-categories', { token: coach, body: { name: 'Mobility' } })).status).toBe(200);
    const after = await get('/exercise-categories', coach, tag);
    expect(after.status).toBe(200);
    expect(names(after.body)).toEqual(['Mobility']);
  });

  it("the client revalidates their coach's branding, and sees the coach's change at once", async () => {
    const first = await get('/client/branding', client);
    const tag = first.headers.get('etag');
    expect(tag).not.toBeNull();
    expect((await get('/client/branding', client, tag)).status).toBe(304);
    // The coach's own read of the same branding has a tag of its own.
    expect((await get('/branding', coach, tag)).status).toBe(200);
    const body = { businessName: 'Iron Works', primaryColor: '#112233' };
    expect((await http.api('PUT', '/branding', { token: coach, body })).status).toBe(200);
    const after = await get('/client/branding', client, tag);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ businessName: 'Iron Works' });
  });
});

describe('a client archived after their last read', () => {
  it('is refused, never answered 304', async () => {
    const { client: record, user } = await makeClient(t.db, coachId, { firstName: 'Paused' });
    const token = await tokenFor(t.deps, user);
    const tag = (await get('/client/branding', token)).headers.get('etag');
    expect(tag).not.toBeNull();
    await t.db.client.update({ where: { id: record.id }, data: { archived: true } });
    // The write reaches the bearer cache through the write watch (docs/decisions/0013-bearer-cache.md).
    const after = await get('/client/branding', token, tag);
    expect(after.status).toBe(403);
    expect(after.headers.get('etag')).toBeNull();
  });
});

describe('tRPC GETs (the web client)', () => {
  const trpc = (procedures: string, inputs: unknown[], token: string, tag?: string | null) => {
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((i, n) => [n, i === undefined ? {} : { json: i }]))));
    return fetch(`${http.url}/trpc/${procedures}?batch=1&input=${input}`, { headers: { authorization: `Bearer ${token}`, ...(tag ? { 'if-none-match': tag } : {}) } });
  };

  it('a batch of library reads is tagged and revalidated; a write to the library sends the new body', async () => {
    const first = await trpc('coach.exercises.list,coach.categories.list', [undefined, undefined], coach);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).not.toBeNull();
    expect((await trpc('coach.exercises.list,coach.categories.list', [undefined, undefined], coach, tag)).status).toBe(304);
    // The batch's input is part of the tag.
    expect((await trpc('coach.exercises.list,coach.categories.list', [{ limit: 1 }, undefined], coach, tag)).status).toBe(200);
    await t.db.exerciseCategory.deleteMany({ where: { coachId } });
    const after = await trpc('coach.exercises.list,coach.categories.list', [undefined, undefined], coach, tag);
    expect(after.status).toBe(200);
    const [, categories] = (await after.json()) as [unknown, { result: { data: { json: unknown[] } } }];
    expect(categories.result.data.json).toEqual([]);
  });

  it('a batch with any other read is not tagged', async () => {
    const mixed = await trpc('coach.exercises.list,auth.me', [undefined, undefined], coach, '*');
    expect(mixed.status).toBe(200);
    expect(mixed.headers.get('etag')).toBeNull();
  });
});

describe('GET /api/openapi.json', () => {
  it('has one tag for the life of the build, and answers it with 304', async () => {
    const first = await http.api('GET', '/openapi.json');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await http.api('GET', '/openapi.json')).headers.get('etag')).toBe(tag);
    const again = await http.api('GET', '/openapi.json', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
