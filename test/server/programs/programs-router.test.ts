// coach.programs and coach.programPlans over tRPC: defaults, schedules, validation, tenancy.
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { issueMessage } from '#server/trpc/init';
import type { AuthUser } from '#server/services/auth/sessions';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';
import { makeAssignment, makePlan } from '../factories.ts';

const t = setupTestHooks();
let coach: AuthUser;
let other: AuthUser;
let planA: { id: string };
let planB: { id: string };
let foreignPlan: { id: string };
const as = (u: AuthUser | null) => callerAs(t.deps, u);

beforeAll(async () => {
  coach = await makeCoach(t.db);
  other = await makeCoach(t.db);
  planA = await makePlan(t.db, coach.id, 'Lower');
  planB = await makePlan(t.db, coach.id, 'Upper');
  foreignPlan = await makePlan(t.db, other.id, 'Not yours');
});

/** The code and the message a caller sees (the first zod issue, as the error formatter words it). */
async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    const err = e as TRPCError;
    const zod = err.cause instanceof ZodError ? err.cause : null;
    return { code: err.code, message: zod ? issueMessage(zod.issues[0]!) : err.message };
  }
  throw new Error('expected the call to fail');
}

const twoWeeks = () => [
  { planId: planA.id, week: 0, dayOfWeek: 0 },
  { planId: null, week: 0, dayOfWeek: 1 },
  { planId: planB.id, week: 0, dayOfWeek: 2 },
  { planId: planA.id, week: 1, dayOfWeek: 0 },
  { planId: null, week: 1, dayOfWeek: 1 },
  { planId: planB.id, week: 1, dayOfWeek: 2 },
];

describe('create and read', () => {
  it('applies the docs/product.md §9 defaults', async () => {
    const p = await as(coach).coach.programs.create({ name: '  Base  ' });
    expect(p).toMatchObject({ name: 'Base', category: 'Training', difficulty: 'INTERMEDIATE', duration: 4, mealsPerDay: 3, description: null, plans: [] });
  });

  it('saves a two-week schedule with rest days in one call and reads it back in order', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Two weeks', mealsPerDay: 5, plans: twoWeeks() });
    expect(p.duration).toBe(2);
    expect(p.mealsPerDay).toBe(5);
    expect(p.plans.map((e) => [e.dayOffset, e.isRestDay, e.plan?.name ?? null])).toEqual([
      [1, false, 'Lower'],
      [2, true, null],
      [3, false, 'Upper'],
      [8, false, 'Lower'],
      [9, true, null],
      [10, false, 'Upper'],
    ]);
    expect(p.plans.map((e) => e.orderIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    const read = await as(coach).coach.programs.get({ id: p.id });
    expect(read).toEqual(p);
    expect(await as(coach).coach.programs.plans({ id: p.id })).toEqual(p.plans);
  });

  it('accepts snake_case input (docs/product.md §3)', async () => {
    const p = await as(coach).coach.programs.create({
      name: 'Snake',
      meals_per_day: 2,
      plans: [{ plan_id: planA.id, week: 0, day_of_week: 3, order_index: 0 }],
    } as never);
    expect(p.mealsPerDay).toBe(2);
    expect(p.plans[0]).toMatchObject({ planId: planA.id, dayOfWeek: 3 });
    const entry = await as(coach).coach.programPlans.create({ program_id: p.id, plan_id: null, week: 1, day_of_week: 6 } as never);
    expect(entry).toMatchObject({ programId: p.id, planId: null, week: 1, dayOfWeek: 6, isRestDay: true, orderIndex: 1 });
  });

  it('lists only the coach’s programs, with schedules', async () => {
    await as(other).coach.programs.create({ name: 'Other coach program' });
    const list = await as(coach).coach.programs.list();
    expect(list.map((p) => p.name)).toEqual(['Base', 'Two weeks', 'Snake']);
    expect(list[1]!.plans).toHaveLength(6);
  });

  it('offers only the coach’s own plans to the picker', async () => {
    const options = await as(coach).coach.programs.planOptions();
    expect(options.map((o) => o.name)).toEqual(['Lower', 'Upper']);
    expect(options[0]).toMatchObject({ exerciseCount: 2 });
  });
});

describe('validation: a clear message and nothing written', () => {
  const bad: [string, unknown, RegExp][] = [
    ['blank name', { name: '   ' }, /^Program name is required$/],
    ['missing name', {}, /^Program name is required$/],
    ['negative week', { name: 'X', plans: [{ planId: null, week: -1, dayOfWeek: 0 }] }, /week must be 0 or more/],
    ['dayOfWeek 7', { name: 'X', plans: [{ planId: null, week: 0, dayOfWeek: 7 }] }, /dayOfWeek must be between 0 \(Monday\) and 6 \(Sunday\)/],
    ['fractional day', { name: 'X', plans: [{ planId: null, week: 0, dayOfWeek: 1.5 }] }, /dayOfWeek must be a whole number/],
    ['meals 0', { name: 'X', mealsPerDay: 0 }, /Meals per day must be between 1 and 6/],
    ['meals 7', { name: 'X', meals_per_day: 7 }, /Meals per day must be between 1 and 6/],
    ['unknown field', { name: 'X', colour: 'red' }, /Unrecognized key/],
    ['bad difficulty', { name: 'X', difficulty: 'EPIC' }, /Difficulty must be one of/],
  ];
  for (const [what, input, message] of bad) {
    it(`refuses ${what}`, async () => {
      const before = await t.db.program.count();
      expect(await failure(as(coach).coach.programs.create(input as never))).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
      expect(await t.db.program.count()).toBe(before);
    });
  }

  it('refuses the same day twice', async () => {
    const before = await t.db.program.count();
    await expect(
      as(coach).coach.programs.create({
        name: 'Dup',
        plans: [
          { planId: null, week: 0, dayOfWeek: 0 },
          { planId: planA.id, week: 0, dayOfWeek: 0 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Day 1 is scheduled more than once' });
    expect(await t.db.program.count()).toBe(before);
  });

  it('refuses a second entry on a used day through programPlans.create', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Single', plans: [{ planId: planA.id, week: 0, dayOfWeek: 4 }] });
    await expect(as(coach).coach.programPlans.create({ programId: p.id, planId: null, week: 0, dayOfWeek: 4 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Day 5 already has an entry in this program',
    });
    await expect(as(coach).coach.programPlans.create({ programId: p.id, planId: null, week: -2, dayOfWeek: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.programPlan.count({ where: { programId: p.id } })).toBe(1);
  });
});

describe('update replaces the schedule', () => {
  it('updates fields and replaces all entries; fields left out stay', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Edit me', description: 'first', plans: twoWeeks() });
    const oldIds = p.plans.map((e) => e.id);
    const updated = await as(coach).coach.programs.update({
      id: p.id,
      name: 'Edited',
      plans: [
        { planId: planB.id, week: 0, dayOfWeek: 0 },
        { planId: null, week: 0, dayOfWeek: 1 },
      ],
    });
    expect(updated).toMatchObject({ name: 'Edited', description: 'first', duration: 1 });
    expect(updated.plans.map((e) => [e.dayOffset, e.planId])).toEqual([
      [1, planB.id],
      [2, null],
    ]);
    expect(await t.db.programPlan.count({ where: { id: { in: oldIds } } })).toBe(0);
    const fieldsOnly = await as(coach).coach.programs.update({ id: p.id, mealsPerDay: 4, description: '' });
    expect(fieldsOnly).toMatchObject({ name: 'Edited', mealsPerDay: 4, description: null });
    expect(fieldsOnly.plans).toHaveLength(2);
  });

  it('keeps the old schedule when the new one is refused', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Keep', plans: twoWeeks() });
    await expect(as(coach).coach.programs.update({ id: p.id, name: 'Changed', plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Plan not found',
    });
    const after = await as(coach).coach.programs.get({ id: p.id });
    expect(after.name).toBe('Keep');
    expect(after.plans.map((e) => e.id)).toEqual(p.plans.map((e) => e.id));
  });

  it('renumbered entries (after a reorder in the editor) are stored on their new days', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Reordered', plans: twoWeeks() });
    // The editor moved the last entry first and renumbered days 1..n.
    const moved = [p.plans[5]!, ...p.plans.slice(0, 5)].map((e, i) => ({ planId: e.planId, week: Math.floor(i / 7), dayOfWeek: i % 7 }));
    const updated = await as(coach).coach.programs.update({ id: p.id, plans: moved });
    expect(updated.plans.map((e) => [e.dayOffset, e.plan?.name ?? 'rest'])).toEqual([
      [1, 'Upper'],
      [2, 'Lower'],
      [3, 'rest'],
      [4, 'Upper'],
      [5, 'Lower'],
      [6, 'rest'],
    ]);
  });
});

describe('order of saved programs', () => {
  it('stores the drag-sorted order on the server and puts new programs last', async () => {
    const c = await makeCoach(t.db);
    const [a, b, d] = [await as(c).coach.programs.create({ name: 'A' }), await as(c).coach.programs.create({ name: 'B' }), await as(c).coach.programs.create({ name: 'C' })];
    const reordered = await as(c).coach.programs.reorder({ programIds: [d.id, a.id, b.id] });
    expect(reordered.map((p) => p.name)).toEqual(['C', 'A', 'B']);
    await as(c).coach.programs.create({ name: 'D' });
    expect((await as(c).coach.programs.list()).map((p) => p.name)).toEqual(['C', 'A', 'B', 'D']);
    // A partial list moves the listed ones first and keeps the rest in order.
    await as(c).coach.programs.reorder({ programIds: [b.id] });
    expect((await as(c).coach.programs.list()).map((p) => p.name)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('refuses another coach’s program id in the order and changes nothing', async () => {
    const before = (await as(coach).coach.programs.list()).map((p) => p.id);
    const foreign = await as(other).coach.programs.create({ name: 'Theirs' });
    await expect(as(coach).coach.programs.reorder({ programIds: [foreign.id, ...before] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(coach).coach.programs.list()).map((p) => p.id)).toEqual(before);
  });
});

describe('tenancy: another coach’s ids answer 404', () => {
  it('on get, plans, update, delete and programPlans', async () => {
    const theirs = await as(other).coach.programs.create({ name: 'Private', plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] });
    const me = as(coach);
    const notFound = { code: 'NOT_FOUND', message: 'Program not found' };
    await expect(me.coach.programs.get({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(me.coach.programs.plans({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(me.coach.programs.update({ id: theirs.id, name: 'Mine now' })).rejects.toMatchObject(notFound);
    await expect(me.coach.programs.delete({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(me.coach.programPlans.create({ programId: theirs.id, planId: null, week: 0, dayOfWeek: 3 })).rejects.toMatchObject(notFound);
    await expect(me.coach.programPlans.delete({ id: theirs.plans[0]!.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Program plan not found' });
    const after = await as(other).coach.programs.get({ id: theirs.id });
    expect(after).toEqual(theirs);
  });

  it('an entry pointing at another coach’s plan is a 404 and writes nothing', async () => {
    const mine = await as(coach).coach.programs.create({ name: 'Mine' });
    const programs = await t.db.program.count();
    await expect(as(coach).coach.programs.create({ name: 'Sneaky', plans: [{ planId: foreignPlan.id, week: 0, dayOfWeek: 0 }] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Plan not found',
    });
    await expect(as(coach).coach.programPlans.create({ programId: mine.id, planId: foreignPlan.id, week: 0, dayOfWeek: 0 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Plan not found',
    });
    expect(await t.db.program.count()).toBe(programs);
    expect(await t.db.programPlan.count({ where: { programId: mine.id } })).toBe(0);
  });

  it('clients and anonymous callers cannot use the coach procedures', async () => {
    const { user } = await makeClient(t.db, coach.id);
    await expect(as(user).coach.programs.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(user).coach.programs.create({ name: 'No' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(null).coach.programs.get({ id: 'abc' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('a client reading a program (mealsPerDay)', () => {
  it('reads a program of its coach assigned to it, and nothing else', async () => {
    const { client, user } = await makeClient(t.db, coach.id);
    const assigned = await as(coach).coach.programs.create({ name: 'Assigned', mealsPerDay: 4 });
    const unassigned = await as(coach).coach.programs.create({ name: 'Unassigned' });
    const foreign = await as(other).coach.programs.create({ name: 'Foreign' });
    await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, contentId: assigned.id, startDate: t.deps.clock.now() });
    const read = await as(user).coach.programs.get({ id: assigned.id });
    expect(read).toMatchObject({ name: 'Assigned', mealsPerDay: 4 });
    await expect(as(user).coach.programs.get({ id: unassigned.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(user).coach.programs.get({ id: foreign.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Assigned to a different client of the same coach: still not this client's.
    const { user: sibling } = await makeClient(t.db, coach.id);
    await expect(as(sibling).coach.programs.get({ id: assigned.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('delete', () => {
  it('removes the program and its schedule, keeps assignments and their history', async () => {
    const { client } = await makeClient(t.db, coach.id);
    const p = await as(coach).coach.programs.create({ name: 'Gone soon', plans: twoWeeks() });
    const assignment = await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, contentId: p.id, name: 'Gone soon', startDate: t.deps.clock.now() });
    expect(await as(coach).coach.programs.delete({ id: p.id })).toEqual({ ok: true });
    await expect(as(coach).coach.programs.get({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.programPlan.count({ where: { programId: p.id } })).toBe(0);
    expect(await t.db.assignment.findUnique({ where: { id: assignment.id } })).toMatchObject({ contentName: 'Gone soon' });
    // Its plans are untouched.
    expect(await t.db.plan.count({ where: { id: { in: [planA.id, planB.id] } } })).toBe(2);
  });

  it('removes one entry with programPlans.delete', async () => {
    const p = await as(coach).coach.programs.create({ name: 'Trim', plans: twoWeeks() });
    expect(await as(coach).coach.programPlans.delete({ id: p.plans[1]!.id })).toEqual({ ok: true });
    expect((await as(coach).coach.programs.get({ id: p.id })).plans).toHaveLength(5);
    await expect(as(coach).coach.programPlans.delete({ id: p.plans[1]!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
