// Plans over tRPC: defaults, the builder's save rule (docs/product.md §4), groups, duplicate, tenancy,
// delete-in-use, plan-exercise rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let api: ReturnType<typeof callerAs>;
let otherApi: ReturnType<typeof callerAs>;
let squat: { id: string };
let bench: { id: string };
let row: { id: string };
let foreignExercise: { id: string };

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const other = await makeCoach(t.db);
  api = callerAs(t.deps, coach);
  otherApi = callerAs(t.deps, other);
  squat = await api.coach.exercises.create({ name: 'Squat', category: 'Knee dominant' });
  bench = await api.coach.exercises.create({ name: 'Bench Press' });
  row = await api.coach.exercises.create({ name: 'Row' });
  foreignExercise = await otherApi.coach.exercises.create({ name: 'Theirs' });
});

const DEFAULT_COLUMNS = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };

describe('coach.plans create and read', () => {
  it('creates a plan with the defaults of docs/product.md §9', async () => {
    const plan = await api.coach.plans.create({ name: 'Defaults' });
    expect(plan).toMatchObject({ name: 'Defaults', category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60, columnConfig: DEFAULT_COLUMNS });
    expect(await api.coach.plans.get({ id: plan.id })).toMatchObject({ id: plan.id, exercises: [] });
  });

  it('keeps custom column labels; a blank label falls back to its default', async () => {
    const plan = await api.coach.plans.create({ name: 'Cols', columnConfig: { col1: 'Rounds', col3: ' ', col6: 'Cues' }, difficulty: 'advanced', estimatedDuration: 45 });
    expect(plan.columnConfig).toEqual({ ...DEFAULT_COLUMNS, col1: 'Rounds', col6: 'Cues' });
    expect(plan).toMatchObject({ difficulty: 'ADVANCED', estimatedDuration: 45 });
  });

  it('refuses a blank name and bad values with a clear message, writing nothing', async () => {
    const before = await t.db.plan.count();
    await expect(api.coach.plans.create({ name: '' })).rejects.toThrow('Plan name is required');
    await expect(api.coach.plans.create({ name: 'X', estimatedDuration: -5 })).rejects.toThrow('Estimated duration must be at least 1 minute');
    await expect(api.coach.plans.create({ name: 'X', difficulty: 'EXTREME' })).rejects.toThrow(/Difficulty must be one of/);
    await expect(api.coach.plans.save({ plan: { name: 'Empty' }, exercises: [] })).rejects.toThrow('Please add at least one exercise to the plan');
    await expect(api.coach.plans.save({ plan: { name: '  ' }, exercises: [{ exerciseId: squat.id }] })).rejects.toThrow('Plan name is required');
    expect(await t.db.plan.count()).toBe(before);
  });
});

describe('coach.plans.save (Save Plan / Update Plan)', () => {
  it('creates a plan with ordered rows, a superset and column values', async () => {
    const plan = await api.coach.plans.save({
      plan: { name: 'Upper', instructions: 'Warm up first' },
      exercises: [
        { exerciseId: squat.id, columnData: { col1: '3', col2: '10' } },
        { exerciseId: bench.id, groupId: 'g1', groupName: 'Superset A', columnData: { col1: '4', col6: 'Pause at the bottom' }, notes: 'Spotter needed' },
        { exerciseId: row.id, groupId: 'g1', groupName: 'Superset A' },
      ],
    });
    expect(plan.exercises.map((e) => [e.exercise.name, e.orderIndex, e.groupName])).toEqual([
      ['Squat', 0, null],
      ['Bench Press', 1, 'Superset A'],
      ['Row', 2, 'Superset A'],
    ]);
    expect(plan.exercises[1]).toMatchObject({ notes: 'Spotter needed', columnData: { col1: '4', col2: '', col3: '', col4: '', col5: '', col6: 'Pause at the bottom' } });
    expect(plan.instructions).toBe('Warm up first');
  });

  it('on update deletes removed rows, updates kept ones (same id, new order) and creates new ones', async () => {
    const plan = await api.coach.plans.save({
      plan: { name: 'Edit me' },
      exercises: [{ exerciseId: squat.id, columnData: { col1: '3' } }, { exerciseId: bench.id }, { exerciseId: row.id }],
    });
    const [first, second, third] = plan.exercises;
    // Reordered: the group (bench+new row) moved to the top, squat kept and edited, row removed.
    const updated = await api.coach.plans.save({
      id: plan.id,
      plan: { name: 'Edited', instructions: 'New words' },
      exercises: [
        { id: second!.id, exerciseId: bench.id, groupId: 'g2', groupName: 'Circuit' },
        { exerciseId: row.id, groupId: 'g2', groupName: 'Circuit', columnData: { col2: '12' } },
        { id: first!.id, exerciseId: squat.id, columnData: { col1: '5' } },
      ],
    });
    expect(updated).toMatchObject({ id: plan.id, name: 'Edited', instructions: 'New words' });
    expect(updated.exercises.map((e) => [e.exercise.name, e.orderIndex, e.groupName])).toEqual([
      ['Bench Press', 0, 'Circuit'],
      ['Row', 1, 'Circuit'],
      ['Squat', 2, null],
    ]);
    expect(updated.exercises[0]!.id).toBe(second!.id);
    expect(updated.exercises[2]).toMatchObject({ id: first!.id, columnData: { col1: '5' } });
    expect(await t.db.planExercise.findUnique({ where: { id: third!.id } })).toBeNull();
  });

  it("refuses another coach's exercise or a row of another plan (404) and writes nothing", async () => {
    const before = { plans: await t.db.plan.count(), rows: await t.db.planExercise.count() };
    await expect(api.coach.plans.save({ plan: { name: 'Sneaky' }, exercises: [{ exerciseId: squat.id }, { exerciseId: foreignExercise.id }] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Exercise not found',
    });
    const a = await api.coach.plans.save({ plan: { name: 'A' }, exercises: [{ exerciseId: squat.id }] });
    const b = await api.coach.plans.save({ plan: { name: 'B' }, exercises: [{ exerciseId: bench.id }] });
    await expect(api.coach.plans.save({ id: a.id, plan: { name: 'A renamed' }, exercises: [{ id: b.exercises[0]!.id, exerciseId: bench.id }] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.coach.plans.get({ id: a.id })).name).toBe('A');
    expect((await api.coach.plans.get({ id: b.id })).exercises).toHaveLength(1);
    expect(await t.db.plan.count()).toBe(before.plans + 2);
    await expect(otherApi.coach.plans.save({ id: a.id, plan: { name: 'Mine now' }, exercises: [{ exerciseId: foreignExercise.id }] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await api.coach.plans.get({ id: a.id })).name).toBe('A');
  });
});

describe('coach.plans duplicate, list, delete', () => {
  it('duplicates a plan with its exercises and groups, under fresh group ids', async () => {
    const source = await api.coach.plans.save({
      plan: { name: 'Source', category: 'Hypertrophy', columnConfig: { col1: 'Rounds' } },
      exercises: [
        { exerciseId: squat.id, columnData: { col1: '3' } },
        { exerciseId: bench.id, groupId: 'gs', groupName: 'Superset' },
        { exerciseId: row.id, groupId: 'gs', groupName: 'Superset', notes: 'slow' },
      ],
    });
    const copy = await api.coach.plans.duplicate({ id: source.id });
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'Source (Copy)', category: 'Hypertrophy', columnConfig: { col1: 'Rounds' } });
    expect(copy.exercises.map((e) => [e.exerciseId, e.orderIndex, e.groupName, e.notes, e.columnData.col1])).toEqual(
      source.exercises.map((e) => [e.exerciseId, e.orderIndex, e.groupName, e.notes, e.columnData.col1]),
    );
    expect(copy.exercises[1]!.groupId).toBe(copy.exercises[2]!.groupId);
    expect(copy.exercises[1]!.groupId).not.toBe('gs');
    expect((await api.coach.plans.list()).map((p) => p.name)).toContain('Source (Copy)');
    await expect(otherApi.coach.plans.duplicate({ id: source.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("lists only the coach's plans, newest first, with nested exercises in order", async () => {
    const list = await api.coach.plans.list();
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((p) => p.exercises.every((e, i, all) => i === 0 || all[i - 1]!.orderIndex <= e.orderIndex))).toBe(true);
    expect(await otherApi.coach.plans.list()).toEqual([]);
  });

  it('refuses (409) to delete a plan used by programs, naming them; an assigned plan can go', async () => {
    const plan = await api.coach.plans.save({ plan: { name: 'In a program' }, exercises: [{ exerciseId: squat.id }] });
    await t.db.program.create({ data: { coachId: coach.id, name: 'Block 1', plans: { create: [{ planId: plan.id, week: 0, dayOfWeek: 0, orderIndex: 0 }] } } });
    const err = await api.coach.plans.delete({ id: plan.id }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CONFLICT', message: "This plan is used by the program 'Block 1'. Remove it from that program first." });
    expect((await api.coach.plans.get({ id: plan.id })).exercises).toHaveLength(1);

    const assigned = await api.coach.plans.save({ plan: { name: 'Assigned' }, exercises: [{ exerciseId: squat.id }] });
    const { client } = await makeClient(t.db, coach.id);
    await t.db.assignment.create({
      data: { coachId: coach.id, clientId: client.id, contentType: 'PLAN', contentId: assigned.id, contentName: 'Assigned', startDate: new Date('2026-03-12T00:00:00Z') },
    });
    await expect(otherApi.coach.plans.delete({ id: assigned.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.coach.plans.delete({ id: assigned.id })).resolves.toEqual({ ok: true });
    await expect(api.coach.plans.get({ id: assigned.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.planExercise.count({ where: { planId: assigned.id } })).toBe(0);
    expect(await t.db.assignment.findFirst({ where: { contentId: assigned.id } })).toMatchObject({ contentName: 'Assigned' });
  });

  it("answers 404 for another coach's plan on get, exercises and update", async () => {
    const plan = await api.coach.plans.create({ name: 'Private' });
    await expect(otherApi.coach.plans.get({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.plans.listExercises({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.plans.update({ id: plan.id, name: 'Taken' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.coach.plans.update({ id: plan.id, notes: 'kept' })).name).toBe('Private');
  });
});

describe('coach.planExercises', () => {
  it('appends, updates and deletes rows of own plans; foreign plan or exercise ids answer 404', async () => {
    const plan = await api.coach.plans.create({ name: 'Rows' });
    const a = await api.coach.planExercises.create({ planId: plan.id, exerciseId: squat.id, columnData: { col1: '3' } });
    const b = await api.coach.planExercises.create({ planId: plan.id, exerciseId: bench.id, groupId: 'g', groupName: 'Superset' });
    expect([a.orderIndex, b.orderIndex]).toEqual([0, 1]);
    expect(b).toMatchObject({ groupId: 'g', groupName: 'Superset', exercise: { name: 'Bench Press' } });

    const moved = await api.coach.planExercises.update({ id: a.id, planId: plan.id, orderIndex: 2, notes: 'last now', groupId: null });
    expect(moved).toMatchObject({ orderIndex: 2, notes: 'last now', groupId: null, columnData: { col1: '3' } });
    expect((await api.coach.plans.listExercises({ id: plan.id })).map((e) => e.id)).toEqual([b.id, a.id]);

    await expect(api.coach.planExercises.create({ planId: plan.id, exerciseId: foreignExercise.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.planExercises.create({ planId: plan.id, exerciseId: foreignExercise.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.coach.planExercises.update({ id: a.id, exerciseId: foreignExercise.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.planExercises.update({ id: a.id, notes: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.planExercises.delete({ id: a.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.coach.planExercises.delete({ id: a.id })).resolves.toEqual({ ok: true });
    expect((await api.coach.plans.listExercises({ id: plan.id })).map((e) => e.id)).toEqual([b.id]);
  });
});
