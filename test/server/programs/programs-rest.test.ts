// The REST routes of docs/product.md §7 Programs over HTTP: shapes, statuses, tenancy route by route.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '#server/services/auth/sessions';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';
import { makeAssignment, makePlan } from '../factories.ts';

const { t, http } = setupHttpTestHooks();
let coach: AuthUser;
let token = '';
let otherToken = '';
let plan: { id: string };
let foreignPlan: { id: string };
let theirs: { id: string; plans: { id: string }[] };

const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const other = await makeCoach(t.db);
  token = await tokenFor(t.deps, coach);
  otherToken = await tokenFor(t.deps, other);
  plan = await makePlan(t.db, coach.id, 'Full Body');
  foreignPlan = await makePlan(t.db, other.id, 'Foreign');
  const res = await http.api('POST', '/programs', {
    token: otherToken,
    body: { name: 'Theirs', plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] },
  });
  theirs = res.body as never;
});

describe('REST /api/programs', () => {
  let id = '';

  it('POST /programs creates with defaults and answers the program as plain JSON', async () => {
    const res = await http.api('POST', '/programs', { token, body: { name: 'Starter', description: 'Four weeks' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Starter',
      description: 'Four weeks',
      notes: null,
      category: 'Training',
      difficulty: 'INTERMEDIATE',
      duration: 4,
      mealsPerDay: 3,
      displayOrder: 0,
      createdAt: iso,
      updatedAt: iso,
      plans: [],
    });
    id = (res.body as { id: string }).id;
  });

  it('POST /programs accepts snake_case and a schedule with rest days', async () => {
    const res = await http.api('POST', '/programs', {
      token,
      body: {
        name: 'Snake',
        meals_per_day: 5,
        plans: [
          { plan_id: plan.id, week: 0, day_of_week: 0 },
          { plan_id: null, week: 0, day_of_week: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mealsPerDay: 5, duration: 1 });
    const plans = (res.body as { plans: unknown[] }).plans;
    expect(plans).toEqual([
      {
        id: expect.any(String),
        programId: expect.any(String),
        planId: plan.id,
        week: 0,
        dayOfWeek: 0,
        orderIndex: 0,
        dayOffset: 1,
        isRestDay: false,
        plan: { id: plan.id, name: 'Full Body', description: null, category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60 },
      },
      expect.objectContaining({ planId: null, plan: null, isRestDay: true, dayOffset: 2 }),
    ]);
  });

  it('GET /programs lists the coach’s programs only', async () => {
    const res = await http.api('GET', '/programs', { token });
    expect(res.status).toBe(200);
    expect((res.body as unknown as { name: string }[]).map((p) => p.name)).toEqual(['Starter', 'Snake']);
  });

  it('PUT /programs/{id} updates fields (snake_case too) and replaces the schedule', async () => {
    const res = await http.api('PUT', `/programs/${id}`, {
      token,
      body: { name: 'Starter v2', meals_per_day: 2, difficulty: 'advanced', plans: [{ planId: null, week: 1, dayOfWeek: 6 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Starter v2', mealsPerDay: 2, description: 'Four weeks', duration: 2, difficulty: 'ADVANCED' });
    expect((res.body as { plans: unknown[] }).plans).toEqual([expect.objectContaining({ week: 1, dayOfWeek: 6, dayOffset: 14 })]);
  });

  it('POST /program-plans adds an entry; GET /programs/{id}/plans lists id, planId, plan, week, dayOfWeek', async () => {
    const add = await http.api('POST', '/program-plans', { token, body: { programId: id, planId: plan.id, week: 0, dayOfWeek: 2, orderIndex: 0 } });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ programId: id, planId: plan.id, week: 0, dayOfWeek: 2, orderIndex: 0, plan: { name: 'Full Body' } });
    const list = await http.api('GET', `/programs/${id}/plans`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: (add.body as { id: string }).id, planId: plan.id, week: 0, dayOfWeek: 2, plan: expect.objectContaining({ name: 'Full Body' }) }),
      expect.objectContaining({ planId: null, plan: null, week: 1, dayOfWeek: 6 }),
    ]);
  });

  it('DELETE /program-plans/{id} removes an entry', async () => {
    const list = (await http.api('GET', `/programs/${id}/plans`, { token })).body as unknown as { id: string }[];
    const res = await http.api('DELETE', `/program-plans/${list[0]!.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(((await http.api('GET', `/programs/${id}/plans`, { token })).body as unknown as unknown[]).length).toBe(1);
  });

  it('PUT /program-order stores the order of saved programs', async () => {
    const before = (await http.api('GET', '/programs', { token })).body as unknown as { id: string }[];
    const res = await http.api('PUT', '/program-order', { token, body: { programIds: before.map((p) => p.id).toReversed() } });
    expect(res.status).toBe(200);
    expect((res.body as unknown as { name: string; displayOrder: number }[]).map((p) => [p.name, p.displayOrder])).toEqual([
      ['Snake', 0],
      ['Starter v2', 1],
    ]);
  });

  it('bad input answers 400 { error } with a clear message and writes nothing', async () => {
    const count = await t.db.program.count();
    const cases: [string, string, unknown, string | RegExp][] = [
      ['POST', '/programs', { name: '' }, 'Program name is required'],
      ['POST', '/programs', { name: 'X', mealsPerDay: 9 }, 'Meals per day must be between 1 and 6'],
      ['POST', '/programs', { name: 'X', plans: [{ planId: null, week: -1, dayOfWeek: 0 }] }, 'week must be 0 or more (weeks count from 0)'],
      ['POST', '/programs', { name: 'X', plans: [{ planId: null, week: 0, day_of_week: 7 }] }, 'dayOfWeek must be between 0 (Monday) and 6 (Sunday)'],
      ['POST', '/programs', { name: 'X', extra: 1 }, /Unrecognized key/],
      ['PUT', `/programs/${id}`, { name: '  ' }, 'Program name is required'],
      ['POST', '/program-plans', { programId: id, planId: null, week: 0, dayOfWeek: -1 }, 'dayOfWeek must be between 0 (Monday) and 6 (Sunday)'],
      ['POST', '/program-plans', { programId: id, planId: null, week: 'one', dayOfWeek: 0 }, 'week must be a number'],
      // A forgotten planId is not silently a rest day, and the message names the field.
      ['POST', '/programs', { name: 'X', plans: [{ week: 0, dayOfWeek: 0 }] }, 'planId is required (null for a rest day)'],
      ['POST', '/program-plans', { programId: id, week: 0, dayOfWeek: 0 }, 'planId is required (null for a rest day)'],
      ['POST', '/program-plans', { planId: null, week: 0, dayOfWeek: 0 }, 'programId is required'],
      ['POST', '/programs', { name: 'X', difficulty: 'EXPERT' }, 'Difficulty must be one of BEGINNER, INTERMEDIATE, ADVANCED'],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await http.api(method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toEqual({ error: typeof message === 'string' ? message : expect.stringMatching(message) });
    }
    expect(await t.db.program.count()).toBe(count);
    expect((await http.api('GET', `/programs/${id}`, { token })).body).toMatchObject({ name: 'Starter v2' });
  });

  it('a used day is a 409', async () => {
    const list = (await http.api('GET', `/programs/${id}/plans`, { token })).body as unknown as { week: number; dayOfWeek: number }[];
    const res = await http.api('POST', '/program-plans', { token, body: { programId: id, planId: null, week: list[0]!.week, dayOfWeek: list[0]!.dayOfWeek } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Day 14 already has an entry in this program' });
  });

  it('another coach’s ids answer 404 on every route', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/programs/${theirs.id}`],
      ['GET', `/programs/${theirs.id}/plans`],
      ['PUT', `/programs/${theirs.id}`, { name: 'Mine' }],
      ['DELETE', `/programs/${theirs.id}`],
      ['POST', '/program-plans', { programId: theirs.id, planId: null, week: 0, dayOfWeek: 5 }],
      ['DELETE', `/program-plans/${theirs.plans[0]!.id}`],
      ['PUT', '/program-order', { programIds: [theirs.id] }],
      // Their plan inside my program's body.
      ['POST', '/programs', { name: 'Sneaky', plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] }],
      ['PUT', `/programs/${id}`, { plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] }],
      ['POST', '/program-plans', { programId: id, planId: foreignPlan.id, week: 3, dayOfWeek: 3 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await http.api(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: expect.stringMatching(/^(Program|Plan|Program plan) not found$/) });
    }
    const still = await http.api('GET', `/programs/${theirs.id}`, { token: otherToken });
    expect(still.body).toMatchObject({ name: 'Theirs', plans: [expect.objectContaining({ planId: foreignPlan.id })] });
    expect(((await http.api('GET', `/programs/${id}/plans`, { token })).body as unknown as unknown[]).length).toBe(1);
  });

  it('GET /programs/{id} serves a client its assigned program, else 404; coach routes are 403 for clients; 401 without token', async () => {
    const { client, user } = await makeClient(t.db, coach.id);
    const clientToken = await tokenFor(t.deps, user);
    const notYet = await http.api('GET', `/programs/${id}`, { token: clientToken });
    expect(notYet.status).toBe(404);
    await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, contentId: id, startDate: t.deps.clock.now() });
    const read = await http.api('GET', `/programs/${id}`, { token: clientToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, mealsPerDay: 2 });
    expect((await http.api('GET', `/programs/${theirs.id}`, { token: clientToken })).status).toBe(404);
    expect((await http.api('GET', '/programs', { token: clientToken })).status).toBe(403);
    expect((await http.api('POST', '/programs', { token: clientToken, body: { name: 'No' } })).status).toBe(403);
    expect((await http.api('GET', '/programs')).status).toBe(401);
  });

  it('DELETE /programs/{id} deletes, then the program is a 404', async () => {
    const res = await http.api('DELETE', `/programs/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await http.api('GET', `/programs/${id}`, { token })).status).toBe(404);
    expect((await http.api('DELETE', `/programs/${id}`, { token })).status).toBe(404);
  });
});
