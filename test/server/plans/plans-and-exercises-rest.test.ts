// docs/product.md §7 Exercises and Plans over REST: each route's shape, status codes, and 404 for another
// coach's ids route by route.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const { t, http } = setupHttpTestHooks();
let token = '';
let otherToken = '';

beforeAll(async () => {
  token = await tokenFor(t.deps, await makeCoach(t.db));
  otherToken = await tokenFor(t.deps, await makeCoach(t.db));
});

type Row = Record<string, unknown> & { id: string };

describe('REST exercises and plans', () => {
  let exercise: Row;
  let second: Row;
  let plan: Row;
  let pe: Row;

  it('POST /exercises answers the exercise; GET /exercises lists it', async () => {
    const res = await http.api('POST', '/exercises', {
      token,
      body: {
        name: 'Lunge',
        category: 'Knee dominant',
        description: 'Step forward',
        instructions: 'Knee over toe',
        equipment: ['Dumbbells'],
        muscleGroups: ['Quads'],
        videoUrl: 'https://youtu.be/ultWZbUMPL8',
        imageUrl: '',
      },
    });
    expect(res.status, res.text).toBe(200);
    exercise = res.body as Row;
    expect(exercise).toEqual({
      id: expect.any(String),
      name: 'Lunge',
      category: 'Knee dominant',
      description: 'Step forward',
      instructions: 'Knee over toe',
      equipment: ['Dumbbells'],
      muscleGroups: ['Quads'],
      videoUrl: 'https://www.youtube.com/embed/ultWZbUMPL8',
      imageUrl: null,
    });
    // The plan builder sends only name, description, category and videoUrl.
    second = (await http.api('POST', '/exercises', { token, body: { name: 'Plank', description: '', category: 'Stretch', videoUrl: '' } })).body as Row;
    expect(second).toMatchObject({ name: 'Plank', equipment: [], videoUrl: null });
    const list = await http.api('GET', '/exercises', { token });
    expect(list.status).toBe(200);
    expect((list.body as unknown as Row[]).map((e) => e.name)).toEqual(['Lunge', 'Plank']);
  });

  it('bad exercise bodies are 400 with { error } and write nothing', async () => {
    const blank = await http.api('POST', '/exercises', { token, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Exercise name is required' });
    const extra = await http.api('POST', '/exercises', { token, body: { name: 'X', coachId: 'someone' } });
    expect(extra.status).toBe(400);
    const badList = await http.api('POST', '/exercises', { token, body: { name: 'X', equipment: 'Barbell' } });
    expect(badList.status).toBe(400);
    expect(badList.body).toEqual({ error: 'Equipment must be a list of text' });
    const badText = await http.api('POST', '/exercises', { token, body: { name: 'X', description: 5 } });
    expect([badText.status, badText.body]).toEqual([400, { error: 'Description must be text' }]);
    expect(((await http.api('GET', '/exercises', { token })).body as unknown as Row[]).length).toBe(2);
  });

  it('PUT /exercises/{id} updates; GET /exercises/{id} reads', async () => {
    const res = await http.api('PUT', `/exercises/${exercise.id}`, { token, body: { name: 'Reverse Lunge', category: 'Knee dominant' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: exercise.id, name: 'Reverse Lunge', description: 'Step forward' });
    expect((await http.api('GET', `/exercises/${exercise.id}`, { token })).body).toMatchObject({ name: 'Reverse Lunge' });
  });

  it('POST /plans answers the plan with docs/product.md §9 defaults; PUT /plans/{id} updates', async () => {
    const res = await http.api('POST', '/plans', { token, body: { name: 'Legs', description: 'Leg day', notes: null, instructions: 'Warm up' } });
    expect(res.status, res.text).toBe(200);
    plan = res.body as Row;
    expect(plan).toEqual({
      id: expect.any(String),
      name: 'Legs',
      description: 'Leg day',
      notes: null,
      instructions: 'Warm up',
      category: 'Strength Training',
      difficulty: 'INTERMEDIATE',
      estimatedDuration: 60,
      columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.any(String),
    });
    const put = await http.api('PUT', `/plans/${plan.id}`, {
      token,
      body: {
        name: 'Legs A',
        description: 'Leg day',
        notes: 'n',
        instructions: 'Warm up',
        category: 'Strength Training',
        difficulty: 'BEGINNER',
        estimatedDuration: 50,
        columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Load', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Legs A', difficulty: 'BEGINNER', estimatedDuration: 50, columnConfig: { col3: 'Load' } });
    const bad = await http.api('POST', '/plans', { token, body: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Plan name is required' });
  });

  it('POST, PUT, DELETE /plan-exercises and GET /plans/{id}/exercises', async () => {
    const res = await http.api('POST', '/plan-exercises', {
      token,
      body: {
        planId: plan.id,
        exerciseId: exercise.id,
        orderIndex: 0,
        columnData: { col1: '3', col2: '12', col3: '', col4: '60s', col5: '', col6: 'Slow' },
        notes: 'Both legs',
        groupId: 'g1',
        groupName: 'Superset A',
      },
    });
    expect(res.status, res.text).toBe(200);
    pe = res.body as Row;
    expect(pe).toMatchObject({
      id: expect.any(String),
      planId: plan.id,
      exerciseId: exercise.id,
      exercise: { id: exercise.id, name: 'Reverse Lunge' },
      orderIndex: 0,
      columnData: { col1: '3', col2: '12', col3: '', col4: '60s', col5: '', col6: 'Slow' },
      notes: 'Both legs',
      groupId: 'g1',
      groupName: 'Superset A',
    });
    const other = (await http.api('POST', '/plan-exercises', { token, body: { planId: plan.id, exerciseId: second.id, orderIndex: 1, groupId: 'g1', groupName: 'Superset A' } })).body as Row;
    const put = await http.api('PUT', `/plan-exercises/${pe.id}`, {
      token,
      body: { planId: plan.id, exerciseId: exercise.id, orderIndex: 2, columnData: { col1: '4' }, notes: null, groupId: null, groupName: null },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ orderIndex: 2, notes: null, groupId: null, groupName: null, columnData: { col1: '4', col2: '' } });
    const list = await http.api('GET', `/plans/${plan.id}/exercises`, { token });
    expect((list.body as unknown as Row[]).map((r) => r.id)).toEqual([other.id, pe.id]);
    const one = await http.api('GET', `/plans/${plan.id}`, { token });
    expect(one.body).toMatchObject({ id: plan.id, exercises: [{ id: other.id }, { id: pe.id }] });
    const all = await http.api('GET', '/plans', { token });
    expect(all.body).toEqual([expect.objectContaining({ id: plan.id, exercises: expect.any(Array) })]);
  });

  it('a plan exercise without planId or exerciseId is a 400 naming the field, and writes nothing', async () => {
    const before = await t.db.planExercise.count();
    const noPlan = await http.api('POST', '/plan-exercises', { token, body: { exerciseId: exercise.id } });
    expect([noPlan.status, noPlan.body]).toEqual([400, { error: 'planId is required' }]);
    const noExercise = await http.api('POST', '/plan-exercises', { token, body: { planId: plan.id } });
    expect([noExercise.status, noExercise.body]).toEqual([400, { error: 'exerciseId is required' }]);
    const badId = await http.api('POST', '/plan-exercises', { token, body: { planId: plan.id, exerciseId: 'no such id!' } });
    expect([badId.status, badId.body]).toEqual([400, { error: 'exerciseId has invalid characters' }]);
    expect(await t.db.planExercise.count()).toBe(before);
  });

  it("another coach's ids answer 404 on every route, including inside bodies", async () => {
    const theirs = (await http.api('POST', '/exercises', { token: otherToken, body: { name: 'Theirs' } })).body as Row;
    const theirPlan = (await http.api('POST', '/plans', { token: otherToken, body: { name: 'Their plan' } })).body as Row;
    const calls = [
      http.api('GET', `/exercises/${exercise.id}`, { token: otherToken }),
      http.api('PUT', `/exercises/${exercise.id}`, { token: otherToken, body: { name: 'x' } }),
      http.api('DELETE', `/exercises/${exercise.id}`, { token: otherToken }),
      http.api('GET', `/plans/${plan.id}`, { token: otherToken }),
      http.api('GET', `/plans/${plan.id}/exercises`, { token: otherToken }),
      http.api('PUT', `/plans/${plan.id}`, { token: otherToken, body: { name: 'x' } }),
      http.api('DELETE', `/plans/${plan.id}`, { token: otherToken }),
      http.api('POST', `/plans/${plan.id}/duplicate`, { token: otherToken }),
      http.api('POST', '/plan-exercises', { token: otherToken, body: { planId: plan.id, exerciseId: theirs.id } }),
      http.api('POST', '/plan-exercises', { token, body: { planId: plan.id, exerciseId: theirs.id } }),
      http.api('POST', '/plan-exercises', { token, body: { planId: theirPlan.id, exerciseId: exercise.id } }),
      http.api('PUT', `/plan-exercises/${pe.id}`, { token: otherToken, body: { notes: 'x' } }),
      http.api('PUT', `/plan-exercises/${pe.id}`, { token, body: { exerciseId: theirs.id } }),
      http.api('DELETE', `/plan-exercises/${pe.id}`, { token: otherToken }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual({ error: expect.stringMatching(/not found$/) });
    }
    expect((await http.api('GET', `/plans/${plan.id}/exercises`, { token })).body).toHaveLength(2);
  });

  it('POST /plans/{id}/duplicate (empty body) answers the copy with its exercises', async () => {
    const res = await http.api('POST', `/plans/${plan.id}/duplicate`, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Legs A (Copy)',
      columnConfig: { col3: 'Load' },
      exercises: [
        { exerciseId: second.id, orderIndex: 0 },
        { exerciseId: exercise.id, orderIndex: 1 },
      ],
    });
  });

  it('DELETE /exercises/{id} in use is a 409 naming the plans; DELETE /plans/{id} and /plan-exercises/{id} answer ok', async () => {
    const inUse = await http.api('DELETE', `/exercises/${exercise.id}`, { token });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ error: "This exercise is used by the plans 'Legs A' and 'Legs A (Copy)'. Remove it from those plans first." });
    const delRow = await http.api('DELETE', `/plan-exercises/${pe.id}`, { token });
    expect(delRow.status).toBe(200);
    expect(delRow.body).toEqual({ ok: true });
    const delPlan = await http.api('DELETE', `/plans/${plan.id}`, { token });
    expect(delPlan.body).toEqual({ ok: true });
    expect((await http.api('GET', `/plans/${plan.id}`, { token })).status).toBe(404);
  });

  it('custom categories over /exercise-categories', async () => {
    const created = await http.api('POST', '/exercise-categories', { token, body: { name: 'Mobility' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Mobility' });
    const dup = await http.api('POST', '/exercise-categories', { token, body: { name: 'mobility' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'This category already exists' });
    expect((await http.api('GET', '/exercise-categories', { token })).body).toEqual([created.body]);
    expect((await http.api('DELETE', `/exercise-categories/${(created.body as Row).id}`, { token: otherToken })).status).toBe(404);
  });

  it('needs a coach token', async () => {
    expect((await http.api('GET', '/plans')).status).toBe(401);
    expect((await http.api('GET', '/exercises')).status).toBe(401);
  });
});
