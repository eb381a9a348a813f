import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExportData, type ExportData } from '../../../src/shared/schemas/data-transfer.ts';
import { seedDemo } from '../../../src/server/seed/demo.ts';
import { accessLinkRow } from '../../../src/server/services/clients/access.ts';
import { importData } from '../../../src/server/services/data-transfer/import.ts';
import { callerAs, makeClient, makeCoach, setupTest, startHttp, tokenFor } from '../helpers.ts';
import { makeAssignment, makeSession } from './fixtures.ts';

let t: Awaited<ReturnType<typeof setupTest>>;
beforeAll(async () => {
  t = await setupTest();
});
afterAll(async () => {
  await t.close();
});

/** A coach with one of everything, written straight to the database. */
async function richCoach() {
  const coach = await makeCoach(t.db, { password: 'correct horse battery' });
  const { client } = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Rivera', email: 'alex@example.com' });
  await t.db.clientAccessToken.create({ data: { clientId: client.id, ...accessLinkRow(t.deps.appSecret, `SECRET-ACCESS-TOKEN-${client.id}`) } });
  const squat = await t.db.exercise.create({ data: { coachId: coach.id, name: 'Back Squat', category: 'Knee dominant', equipment: ['Barbell'], muscleGroups: ['Quads'] } });
  const plan = await t.db.plan.create({
    data: {
      coachId: coach.id,
      name: 'Lower Body',
      columnConfig: { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' },
      exercises: { create: [{ exerciseId: squat.id, orderIndex: 0, columnData: { col1: '4', col2: '6', col3: '', col4: '', col5: '', col6: 'Brace' } }] },
    },
  });
  const program = await t.db.program.create({
    data: { coachId: coach.id, name: 'Block', mealsPerDay: 4, plans: { create: [{ planId: plan.id, week: 0, dayOfWeek: 0, orderIndex: 0 }, { planId: null, week: 0, dayOfWeek: 1, orderIndex: 1 }] } },
  });
  const a = await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, name: 'Block', startDate: '2026-03-09T00:00:00Z', endDate: '2026-04-05T00:00:00Z' });
  await t.db.assignment.update({ where: { id: a.id }, data: { contentId: program.id } });
  const s = await makeSession(t.db, { coachId: coach.id, clientId: client.id, assignmentId: a.id, scheduledFor: '2026-03-09T00:00:00Z', status: 'COMPLETED', completedAt: '2026-03-09T10:00:00Z', exercises: [true] });
  const se = await t.db.sessionExercise.findFirstOrThrow({ where: { sessionId: s.id } });
  await t.db.exerciseResult.create({ data: { sessionId: s.id, sessionExerciseId: se.id, exerciseName: se.name, result: '4x6 @ 80kg' } });
  await t.db.foodEntry.create({ data: { clientId: client.id, description: 'Oats', loggedAt: new Date('2026-03-10T12:00:00Z'), imagePath: 'secret-object-key' } });
  const root = await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '60', unit: 's', testedAt: new Date('2026-03-01T00:00:00Z') } });
  await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '75', unit: 's', testedAt: new Date('2026-03-08T00:00:00Z'), previousTestId: root.id } });
  await t.db.clientNote.create({ data: { clientId: client.id, coachId: coach.id, content: '<p>Knee history</p>' } });
  return { coach, client };
}

/** An export without its ids and author, to compare two exports of the same content. */
const norm = (d: ExportData) => JSON.parse(JSON.stringify(d, (k, v) => (k === 'id' || k.endsWith('Id') || k === 'exportedBy' ? undefined : v)));

describe('export', () => {
  it('has the five sections with everything the coach owns and no secrets', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    expect(Object.keys(data).toSorted()).toEqual(['clientsWithData', 'exercises', 'exportedBy', 'plansWithExercises', 'programsWithPlans']);
    expect(data.exportedBy).toMatchObject({ email: coach.email, firstName: 'Casey', formatVersion: 1, exportedAt: '2026-03-11T10:00:00.000Z' });
    expect(data.exercises.map((e) => e.name)).toEqual(['Back Squat']);
    expect(data.plansWithExercises[0]!.exercises[0]).toMatchObject({ exerciseId: data.exercises[0]!.id, columnData: { col1: '4', col6: 'Brace' } });
    expect(data.programsWithPlans[0]).toMatchObject({ name: 'Block', mealsPerDay: 4 });
    expect(data.programsWithPlans[0]!.plans.map((p) => p.planId)).toEqual([data.plansWithExercises[0]!.id, null]);
    const c = data.clientsWithData[0]!;
    expect(c).toMatchObject({ firstName: 'Alex', email: 'alex@example.com', notes: [{ content: '<p>Knee history</p>' }], mealTracking: [{ description: 'Oats', loggedAt: '2026-03-10T12:00:00.000Z' }] });
    expect(c.assignments).toHaveLength(1);
    expect(c.workoutHistory[0]!.exercises[0]!.result).toMatchObject({ result: '4x6 @ 80kg' });
    expect(c.fitnessTests).toHaveLength(2);
    const text = JSON.stringify(data);
    for (const secret of ['passwordHash', 'SECRET-ACCESS-TOKEN', 'secret-object-key', 'tokenHash', 'tokenEncrypted', 'userId', '$argon2']) expect(text).not.toContain(secret);
    expect(ZExportData.safeParse(data).success).toBe(true);
  });

  it('REST GET /api/export-data; a client token gets 403', async () => {
    const { coach, client } = await richCoach();
    const http = await startHttp(t.deps);
    try {
      const res = await http.api('GET', '/export-data', { token: await tokenFor(t.deps, coach) });
      expect(res.status).toBe(200);
      expect((res.body as unknown as ExportData).clientsWithData[0]!.firstName).toBe('Alex');
      const user = await t.db.user.findFirstOrThrow({ where: { clientProfile: { id: client.id } }, select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true } });
      expect((await http.api('GET', '/export-data', { token: await tokenFor(t.deps, user) })).status).toBe(403);
    } finally {
      await http.close();
    }
  });
});

describe('import', () => {
  it('imports an export into another account with new ids and every link remapped', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target);
    const res = await api.coach.dataTransfer.import({ data });
    expect(res.counts).toEqual({ exercises: 1, plans: 1, programs: 1, clients: 1 });
    expect(res.message).toBe('Import successful: 1 exercise, 1 plan, 1 program and 1 client imported.');

    const again = await api.coach.dataTransfer.export();
    expect(norm(again)).toEqual(norm(data));
    // Nothing points into the old account.
    const oldIds = new Set([...data.exercises, ...data.plansWithExercises, ...data.programsWithPlans, ...data.clientsWithData].map((r) => r.id));
    const text = JSON.stringify(again);
    for (const old of oldIds) expect(text).not.toContain(old);
    const importedPlan = again.plansWithExercises[0]!;
    expect(importedPlan.exercises[0]!.exerciseId).toBe(again.exercises[0]!.id);
    expect(again.programsWithPlans[0]!.plans[0]!.planId).toBe(importedPlan.id);
    expect(again.clientsWithData[0]!.assignments[0]!.contentId).toBe(again.programsWithPlans[0]!.id);
    const c = again.clientsWithData[0]!;
    expect(c.workoutHistory[0]!.assignmentId).toBe(c.assignments[0]!.id);
    const retest = c.fitnessTests.find((f) => f.previousTestId)!;
    expect(retest.previousTestId).toBe(c.fitnessTests.find((f) => !f.previousTestId)!.id);
    // The source account is untouched and the target's client is its own.
    expect(await t.db.client.count({ where: { coachId: coach.id } })).toBe(1);
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(1);
  });

  it('round-trips the demo seed into a fresh account', async () => {
    const demo = await seedDemo(t.db, t.deps.clock.now(), t.deps.appSecret).catch(() => null);
    if (!demo) return; // the demo coach's e-mail already exists in this database
    const demoCoach = await t.db.user.findUniqueOrThrow({ where: { id: demo.coachId }, select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true } });
    const data = await callerAs(t.deps, demoCoach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const res = await callerAs(t.deps, target).coach.dataTransfer.import({ data });
    expect(res.counts.clients).toBe(data.clientsWithData.length);
    expect(res.counts.plans).toBe(data.plansWithExercises.length);
  });

  it('validates first and writes nothing for a bad file (all-or-nothing)', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target);
    const count = async () =>
      (await t.db.exercise.count({ where: { coachId: target.id } })) + (await t.db.plan.count({ where: { coachId: target.id } })) + (await t.db.client.count({ where: { coachId: target.id } }));

    const dangling = structuredClone(data);
    dangling.plansWithExercises[0]!.exercises[0]!.exerciseId = 'not-in-file';
    await expect(api.coach.dataTransfer.import({ data: dangling })).rejects.toThrow('Plan "Lower Body" uses an exercise that is not in the file');

    const badDate = structuredClone(data);
    badDate.clientsWithData[0]!.mealTracking[0]!.loggedAt = 'yesterday';
    await expect(api.coach.dataTransfer.import({ data: badDate })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const badRating = structuredClone(data);
    badRating.clientsWithData[0]!.workoutHistory[0]!.rating = 9;
    await expect(api.coach.dataTransfer.import({ data: badRating })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await count()).toBe(0);

    const nul = structuredClone(data);
    nul.clientsWithData[0]!.fitnessTests[1]!.notes = 'bad \u0000 byte';
    await expect(api.coach.dataTransfer.import({ data: nul })).rejects.toThrow('Text must not contain NUL characters');

    // The database fails on the very last table written: everything before it is rolled back.
    const failingLast = new Proxy(t.db, {
      get(db, prop, receiver) {
        if (prop !== '$transaction') return Reflect.get(db, prop, receiver);
        return (fn: (tx: unknown) => Promise<unknown>, opts: unknown) =>
          db.$transaction(
            (tx) =>
              fn(
                new Proxy(tx, {
                  get: (tt, p, r) => (p === 'fitnessTest' ? { createMany: () => Promise.reject(new Error('disk full')) } : Reflect.get(tt, p, r)),
                }),
              ),
            opts as never,
          );
      },
    });
    await expect(importData(failingLast, target.id, ZExportData.parse(data))).rejects.toThrow('disk full');
    expect(await count()).toBe(0);
    expect(await t.db.user.count({ where: { clientProfile: { coachId: target.id } } })).toBe(0);
  });

  it('REST: POST /api/import-data answers { message } or a clear { error } and a 400; a client token gets 403', async () => {
    const { coach, client } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, target);
      const missing = await http.api('POST', '/import-data', { token, body: { data: { exercises: [] } } });
      expect(missing.status).toBe(400);
      expect(typeof missing.body.error).toBe('string');
      expect((await http.api('POST', '/import-data', { token, rawBody: '{"data":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
      const ok = await http.api('POST', '/import-data', { token, body: { data } });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toMatch(/^Import successful/);
      const user = await t.db.user.findFirstOrThrow({ where: { clientProfile: { id: client.id } }, select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true } });
      expect((await http.api('POST', '/import-data', { token: await tokenFor(t.deps, user), body: { data } })).status).toBe(403);
    } finally {
      await http.close();
    }
  });
});
