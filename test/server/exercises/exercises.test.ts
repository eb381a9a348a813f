// Exercise library and custom categories over tRPC: validation, embed URLs, tenancy, delete-in-use.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let other: Awaited<ReturnType<typeof makeCoach>>;
let api: ReturnType<typeof callerAs>;
let otherApi: ReturnType<typeof callerAs>;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  other = await makeCoach(t.db);
  api = callerAs(t.deps, coach);
  otherApi = callerAs(t.deps, other);
});

describe('coach.exercises', () => {
  it('creates an exercise with lists trimmed and a watch link stored as its embed URL', async () => {
    const ex = await api.coach.exercises.create({
      name: '  Goblet Squat ',
      category: 'Knee dominant',
      description: 'Hold the bell at the chest',
      instructions: '',
      equipment: [' Kettlebell ', '', 'Kettlebell'],
      muscleGroups: ['Quads', 'Glutes'],
      videoUrl: 'https://www.youtube.com/watch?v=ultWZbUMPL8',
      imageUrl: 'https://example.com/squat.png',
    });
    expect(ex).toMatchObject({
      name: 'Goblet Squat',
      category: 'Knee dominant',
      instructions: null,
      equipment: ['Kettlebell'],
      muscleGroups: ['Quads', 'Glutes'],
      videoUrl: 'https://www.youtube.com/embed/ultWZbUMPL8',
      imageUrl: 'https://example.com/squat.png',
    });
    expect(await api.coach.exercises.list()).toEqual([ex]);
  });

  it('refuses a blank name and a non-web link, writing nothing', async () => {
    const before = await t.db.exercise.count({ where: { coachId: coach.id } });
    await expect(api.coach.exercises.create({ name: '   ' })).rejects.toThrow('Exercise name is required');
    await expect(api.coach.exercises.create({ name: 'X', videoUrl: 'javascript:alert(1)' })).rejects.toThrow(/Video URL must be a web address/);
    await expect(api.coach.exercises.create({ name: 'X', imageUrl: 'data:image/png;base64,AAA' })).rejects.toThrow(/Image URL must be a web address/);
    expect(await t.db.exercise.count({ where: { coachId: coach.id } })).toBe(before);
  });

  it('updates only the fields sent and clears with null', async () => {
    const ex = await api.coach.exercises.create({ name: 'Push-up', category: 'Horizontal pushing', description: 'Plank position' });
    const updated = await api.coach.exercises.update({ id: ex.id, description: null, videoUrl: 'https://youtu.be/abcdefghijk' });
    expect(updated).toMatchObject({ name: 'Push-up', category: 'Horizontal pushing', description: null, videoUrl: 'https://www.youtube.com/embed/abcdefghijk' });
  });

  it("answers 404 for another coach's exercise on every call and never lists it", async () => {
    const mine = await api.coach.exercises.create({ name: 'Private Move' });
    await expect(otherApi.coach.exercises.get({ id: mine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.exercises.update({ id: mine.id, name: 'Stolen' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(otherApi.coach.exercises.delete({ id: mine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await otherApi.coach.exercises.list()).map((e) => e.id)).not.toContain(mine.id);
    expect((await api.coach.exercises.get({ id: mine.id })).name).toBe('Private Move');
  });

  it('deletes an unused exercise, and refuses (409) one still in plans, naming them', async () => {
    const loose = await api.coach.exercises.create({ name: 'Loose' });
    await expect(api.coach.exercises.delete({ id: loose.id })).resolves.toEqual({ ok: true });
    await expect(api.coach.exercises.get({ id: loose.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const used = await api.coach.exercises.create({ name: 'Deadlift' });
    for (const name of ['Pull Day', 'Full Body']) {
      await api.coach.plans.save({ plan: { name }, exercises: [{ exerciseId: used.id }] });
    }
    const err = await api.coach.exercises.delete({ id: used.id }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CONFLICT', message: "This exercise is used by the plans 'Full Body' and 'Pull Day'. Remove it from those plans first." });
    expect((await api.coach.exercises.get({ id: used.id })).name).toBe('Deadlift');
  });

  it('an assigned workout (a snapshot) does not block deleting its exercise', async () => {
    const ex = await api.coach.exercises.create({ name: 'Snapshot Move' });
    const plan = await api.coach.plans.save({ plan: { name: 'Temp' }, exercises: [{ exerciseId: ex.id }] });
    const { makeClient } = await import('../helpers.ts');
    const { client } = await makeClient(t.db, coach.id);
    await t.db.workoutSession.create({
      data: {
        coachId: coach.id,
        clientId: client.id,
        planId: plan.id,
        name: 'Temp',
        planName: 'Temp',
        scheduledFor: new Date('2026-03-12T00:00:00Z'),
        columnConfig: plan.columnConfig,
        exercises: { create: [{ exerciseId: ex.id, name: 'Snapshot Move', orderIndex: 0, columnData: {} }] },
      },
    });
    await api.coach.plans.delete({ id: plan.id });
    await expect(api.coach.exercises.delete({ id: ex.id })).resolves.toEqual({ ok: true });
    expect(await t.db.sessionExercise.count({ where: { name: 'Snapshot Move' } })).toBe(1);
  });

  it('is for coaches only', async () => {
    await expect(callerAs(t.deps, null).coach.exercises.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('coach.categories', () => {
  it('adds a category that follows the coach, refusing blanks and duplicates case-insensitively', async () => {
    await expect(api.coach.categories.create({ name: '  ' })).rejects.toThrow('Please enter a category name');
    const c = await api.coach.categories.create({ name: ' Olympic lifts ' });
    expect(c).toEqual({ id: expect.any(String), name: 'Olympic lifts' });
    await expect(api.coach.categories.create({ name: 'OLYMPIC LIFTS' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This category already exists' });
    await expect(api.coach.categories.create({ name: 'cardio' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This category already exists' });
    expect(await api.coach.categories.list()).toEqual([c]);
    // Another coach has their own list and may use the same name.
    expect(await otherApi.coach.categories.list()).toEqual([]);
    await expect(otherApi.coach.categories.create({ name: 'Olympic lifts' })).resolves.toMatchObject({ name: 'Olympic lifts' });
    await expect(otherApi.coach.categories.delete({ id: c.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.coach.categories.delete({ id: c.id })).resolves.toEqual({ ok: true });
    expect(await api.coach.categories.list()).toEqual([]);
  });
});
