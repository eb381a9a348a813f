import { describe, expect, it } from 'vitest';
import { ZExportData, type ExportData } from '#shared/schemas/data-transfer';
import { seedDemo } from '#server/seed/demo';
import { accessLinkRow } from '#server/services/clients/access';
import { importData } from '#server/services/data-transfer/import';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, TEST_NOW, tokenFor } from '../helpers.ts';
import { makeAssignment, makeSession } from '../factories.ts';

const t = setupTestHooks();

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
    data: {
      coachId: coach.id,
      name: 'Block',
      mealsPerDay: 4,
      plans: {
        create: [
          { planId: plan.id, week: 0, dayOfWeek: 0, orderIndex: 0 },
          { planId: null, week: 0, dayOfWeek: 1, orderIndex: 1 },
        ],
      },
    },
  });
  const a = await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, name: 'Block', startDate: '2026-03-09T00:00:00Z', endDate: '2026-04-05T00:00:00Z' });
  await t.db.assignment.update({ where: { id: a.id }, data: { contentId: program.id } });
  const s = await makeSession(t.db, {
    coachId: coach.id,
    clientId: client.id,
    assignmentId: a.id,
    scheduledFor: '2026-03-09T00:00:00Z',
    status: 'COMPLETED',
    completedAt: '2026-03-09T10:00:00Z',
    exercises: [true],
  });
  const se = await t.db.sessionExercise.findFirstOrThrow({ where: { sessionId: s.id } });
  await t.db.sessionExercise.update({ where: { id: se.id }, data: { exerciseId: squat.id } });
  await t.db.exerciseResult.create({ data: { sessionId: s.id, sessionExerciseId: se.id, exerciseName: se.name, result: '4x6 @ 80kg', fromSets: true } });
  await t.db.sessionExerciseSet.createMany({
    data: [
      {
        sessionExerciseId: se.id,
        sessionId: s.id,
        clientId: client.id,
        exerciseId: squat.id,
        position: 0,
        reps: 6,
        load: 80,
        loadUnit: 'KG',
        rpe: 8,
        done: true,
        completedAt: new Date('2026-03-09T09:40:00Z'),
      },
      {
        sessionExerciseId: se.id,
        sessionId: s.id,
        clientId: client.id,
        exerciseId: squat.id,
        position: 1,
        reps: 6,
        load: 176.37,
        loadUnit: 'LB',
        rpe: 8.5,
        done: true,
        completedAt: new Date('2026-03-09T09:44:00Z'),
      },
      { sessionExerciseId: se.id, sessionId: s.id, clientId: client.id, exerciseId: squat.id, position: 2, reps: null, load: null, loadUnit: 'KG', rpe: null, done: false, completedAt: null },
    ],
  });
  await t.db.user.update({ where: { id: (await t.db.client.findUniqueOrThrow({ where: { id: client.id } })).userId }, data: { loadUnit: 'LB' } });
  await t.db.foodEntry.create({ data: { clientId: client.id, description: 'Oats', loggedAt: new Date('2026-03-10T12:00:00Z'), imagePath: 'secret-object-key' } });
  const root = await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '60', unit: 's', testedAt: new Date('2026-03-01T00:00:00Z') } });
  await t.db.fitnessTest.create({ data: { clientId: client.id, testName: 'Plank', result: '75', unit: 's', testedAt: new Date('2026-03-08T00:00:00Z'), previousTestId: root.id } });
  await t.db.clientNote.create({ data: { clientId: client.id, coachId: coach.id, content: '<p>Knee history</p>' } });
  // A conversation, with the coach's reply to the workout's feedback (docs/messages.md).
  await t.db.workoutSession.update({ where: { id: s.id }, data: { clientFeedback: 'Heavy', coachReply: '<p>Well done</p>', coachRepliedAt: new Date('2026-03-09T12:00:00Z') } });
  await t.db.message.createMany({
    data: [
      { coachId: coach.id, clientId: client.id, sender: 'CLIENT', content: '<p>Can I swap Friday?</p>', createdAt: new Date('2026-03-09T11:00:00Z'), readAt: new Date('2026-03-09T11:30:00Z') },
      { coachId: coach.id, clientId: client.id, sender: 'COACH', content: '<p>Well done</p>', createdAt: new Date('2026-03-09T12:00:00Z'), sessionId: s.id, workoutName: s.name },
    ],
  });
  return { coach, client };
}

/** An export without its ids and author, to compare two exports of the same content. */
const norm = (d: ExportData) => JSON.parse(JSON.stringify(d, (k, v) => (k === 'id' || k.endsWith('Id') || k === 'exportedBy' ? undefined : v)));

describe('export', () => {
  it('has the five sections with everything the coach owns and no secrets', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    expect(Object.keys(data).toSorted()).toEqual(['clientsWithData', 'exercises', 'exportedBy', 'plansWithExercises', 'programsWithPlans']);
    expect(data.exportedBy).toMatchObject({ email: coach.email, firstName: 'Casey', formatVersion: 2, exportedAt: '2026-03-11T10:00:00.000Z' });
    expect(data.exercises.map((e) => e.name)).toEqual(['Back Squat']);
    expect(data.plansWithExercises[0]!.exercises[0]).toMatchObject({ exerciseId: data.exercises[0]!.id, columnData: { col1: '4', col6: 'Brace' } });
    expect(data.programsWithPlans[0]).toMatchObject({ name: 'Block', mealsPerDay: 4 });
    expect(data.programsWithPlans[0]!.plans.map((p) => p.planId)).toEqual([data.plansWithExercises[0]!.id, null]);
    const c = data.clientsWithData[0]!;
    expect(c).toMatchObject({
      firstName: 'Alex',
      email: 'alex@example.com',
      notes: [{ content: '<p>Knee history</p>' }],
      mealTracking: [{ description: 'Oats', loggedAt: '2026-03-10T12:00:00.000Z' }],
    });
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
      const user = await t.db.user.findFirstOrThrow({
        where: { clientProfile: { id: client.id } },
        select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
      });
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
    // Sets and the unit preference come across exactly (format 2).
    expect(data.exportedBy.formatVersion).toBe(2);
    expect(c.loadUnit).toBe('LB');
    expect(c.workoutHistory[0]!.exercises[0]!.result).toEqual({ result: '4x6 @ 80kg', notes: null, completed: true, fromSets: true });
    expect(c.workoutHistory[0]!.exercises[0]!.sets).toEqual([
      { reps: 6, load: 80, loadUnit: 'KG', rpe: 8, done: true, completedAt: '2026-03-09T09:40:00.000Z' },
      { reps: 6, load: 176.37, loadUnit: 'LB', rpe: 8.5, done: true, completedAt: '2026-03-09T09:44:00.000Z' },
      { reps: null, load: null, loadUnit: 'KG', rpe: null, done: false, completedAt: null },
    ]);
    const importedSets = await t.db.sessionExerciseSet.findMany({ where: { client: { coachId: target.id } }, select: { clientId: true, exerciseId: true } });
    expect(importedSets).toEqual(Array.from({ length: 3 }, () => ({ clientId: c.id, exerciseId: again.exercises[0]!.id })));
    expect(c.messages.map((m) => [m.sender, m.content, m.readAt ?? null])).toEqual([
      ['CLIENT', '<p>Can I swap Friday?</p>', '2026-03-09T11:30:00.000Z'],
      ['COACH', '<p>Well done</p>', null],
    ]);
    expect(c.messages[1]!.workoutId).toBe(c.workoutHistory[0]!.id);
    expect(c.workoutHistory[0]).toMatchObject({ coachReply: '<p>Well done</p>', coachRepliedAt: '2026-03-09T12:00:00.000Z' });
    const retest = c.fitnessTests.find((f) => f.previousTestId)!;
    expect(retest.previousTestId).toBe(c.fitnessTests.find((f) => !f.previousTestId)!.id);
    // The source account is untouched and the target's client is its own.
    expect(await t.db.client.count({ where: { coachId: coach.id } })).toBe(1);
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(1);
  });

  it('still imports a format-1 file (no sets, no unit)', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const v1 = JSON.parse(JSON.stringify(data)) as ExportData;
    v1.exportedBy.formatVersion = 1;
    for (const c of v1.clientsWithData) {
      delete c.loadUnit;
      for (const w of c.workoutHistory ?? [])
        for (const e of w.exercises ?? []) {
          delete e.sets;
          if (e.result) delete e.result.fromSets;
        }
    }
    const target = await makeCoach(t.db);
    expect((await callerAs(t.deps, target).coach.dataTransfer.import({ data: v1 })).counts.clients).toBe(1);
    const c = (await callerAs(t.deps, target).coach.dataTransfer.export()).clientsWithData[0]!;
    expect(c.loadUnit).toBe('KG');
    expect(c.workoutHistory[0]!.exercises[0]).toMatchObject({ sets: [], result: { result: '4x6 @ 80kg', fromSets: false } });
  });

  it('sanitises imported messages and replies like sent ones, and leaves out blank ones', async () => {
    const target = await makeCoach(t.db);
    const data = ZExportData.parse({
      exercises: [],
      plansWithExercises: [],
      programsWithPlans: [],
      clientsWithData: [
        {
          id: 'c1',
          firstName: 'Mo',
          workoutHistory: [
            { id: 'w1', name: 'Legs', planName: 'Legs', scheduledFor: '2026-03-09T00:00:00.000Z', status: 'COMPLETED', coachReply: '<p onclick="x()">Nice<script>alert(1)</script></p>' },
          ],
          messages: [
            { sender: 'CLIENT', content: '<img src=x onerror=alert(1)><b>Hi</b>', createdAt: '2026-03-09T10:00:00.000Z' },
            { sender: 'COACH', content: '<script>alert(1)</script>', createdAt: '2026-03-09T10:01:00.000Z' },
            { sender: 'COACH', content: '<p>Nice</p>', createdAt: '2026-03-09T10:02:00.000Z', workoutId: 'w1', workoutName: 'Legs' },
          ],
        },
      ],
      exportedBy: { firstName: 'A', lastName: 'B', email: null, exportedAt: '2026-03-10T00:00:00.000Z', formatVersion: 1 },
    });
    await importData(t.db, target.id, data);
    const client = await t.db.client.findFirstOrThrow({ where: { coachId: target.id }, select: { id: true } });
    const rows = await t.db.message.findMany({ where: { clientId: client.id }, orderBy: { createdAt: 'asc' }, select: { content: true, sessionId: true } });
    const session = await t.db.workoutSession.findFirstOrThrow({ where: { clientId: client.id }, select: { id: true, coachReply: true } });
    expect(rows).toEqual([
      { content: '<b>Hi</b>', sessionId: null },
      { content: '<p>Nice</p>', sessionId: session.id },
    ]);
    expect(session.coachReply).toBe('<p>Nice</p>');
  });

  it('round-trips the demo seed into a fresh account', async () => {
    const demo = await seedDemo(t.db, t.deps.clock.now(), t.deps.appSecret).catch(() => null);
    if (!demo) return; // the demo coach's e-mail already exists in this database
    const demoCoach = await t.db.user.findUniqueOrThrow({
      where: { id: demo.coachId },
      select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
    });
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
                  get: (tt, p, r) =>
                    p === '$executeRawUnsafe'
                      ? (sql: string, ...args: unknown[]) => (sql.startsWith('INSERT INTO "FitnessTest"') ? Promise.reject(new Error('disk full')) : tt.$executeRawUnsafe(sql, ...args))
                      : Reflect.get(tt, p, r),
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
      const user = await t.db.user.findFirstOrThrow({
        where: { clientProfile: { id: client.id } },
        select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
      });
      expect((await http.api('POST', '/import-data', { token: await tokenFor(t.deps, user), body: { data } })).status).toBe(403);
    } finally {
      await http.close();
    }
  });
});

describe('after an import (docs/data-transfer.md)', () => {
  it('refreshes the planner statistics of the imported tables', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const lastAnalyze = async () => (await t.db.$queryRaw<{ at: Date | null }[]>`SELECT last_analyze AS "at" FROM pg_stat_user_tables WHERE relname = 'WorkoutSession'`)[0]?.at ?? null;
    const before = await lastAnalyze();
    const target = await makeCoach(t.db);
    await callerAs(t.deps, target).coach.dataTransfer.import({ data });
    // The test queue runs the queued job before the call returns (jobs/immediate-queue.ts).
    const after = await lastAnalyze();
    expect(after).not.toBeNull();
    if (before) expect(after!.getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('import preview and re-runs (docs/data-transfer.md)', () => {
  it('the preview counts what the file holds and what already exists, and writes nothing', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const api = callerAs(t.deps, coach);
    const before = await api.coach.dataTransfer.export();
    const preview = await api.coach.dataTransfer.preview({ data });
    expect(preview.exercises).toEqual({ inFile: 1, existing: 1, new: 0, conflicts: ['Back Squat'] });
    expect(preview.plans).toEqual({ inFile: 1, existing: 1, new: 0, conflicts: ['Lower Body'] });
    expect(preview.programs).toEqual({ inFile: 1, existing: 1, new: 0, conflicts: ['Block'] });
    expect(preview.clients).toEqual({ inFile: 1, existing: 1, new: 0, conflicts: ['Alex Rivera <alex@example.com>'] });
    // A note, an assignment, a workout, a meal, two tests and two messages.
    expect(preview.clientRecords).toBe(1 + 1 + 1 + 1 + 2 + 2);
    expect(norm(await api.coach.dataTransfer.export())).toEqual(norm(before));

    // Into an empty account everything is new; names match case-insensitively and e-mails too.
    const target = await makeCoach(t.db);
    const other = callerAs(t.deps, target);
    expect((await other.coach.dataTransfer.preview({ data })).exercises).toEqual({ inFile: 1, existing: 0, new: 1, conflicts: [] });
    await t.db.exercise.create({ data: { coachId: target.id, name: '  back SQUAT ' } });
    await makeClient(t.db, target.id, { firstName: 'Someone', email: 'ALEX@example.com' });
    const p2 = await other.coach.dataTransfer.preview({ data });
    expect(p2.exercises).toMatchObject({ existing: 1, new: 0 });
    expect(p2.clients).toMatchObject({ existing: 1, new: 0 });
    expect(p2.plans).toMatchObject({ existing: 0, new: 1 });
  });

  it('the same file twice under "skip existing" changes nothing the second time; "add as new" copies', async () => {
    const { coach } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target);
    const rows = async () => {
      const e = await api.coach.dataTransfer.export();
      return {
        exercises: e.exercises.length,
        plans: e.plansWithExercises.length,
        programs: e.programsWithPlans.length,
        clients: e.clientsWithData.length,
        workouts: e.clientsWithData.flatMap((c) => c.workoutHistory).length,
        notes: e.clientsWithData.flatMap((c) => c.notes).length,
      };
    };
    const first = await api.coach.dataTransfer.import({ data });
    expect(first.counts).toEqual({ exercises: 1, plans: 1, programs: 1, clients: 1 });
    const once = await rows();
    // Default options are "skip existing" for every kind: a retry after a lost answer is harmless.
    const second = await api.coach.dataTransfer.import({ data });
    expect(second.counts).toEqual({ exercises: 0, plans: 0, programs: 0, clients: 0 });
    expect(second.skipped).toEqual({ exercises: 1, plans: 1, programs: 1, clients: 1 });
    expect(second.message).toBe('Import successful: 0 exercises, 0 plans, 0 programs and 0 clients imported. Already in your account and skipped: 1 exercise, 1 plan, 1 program and 1 client.');
    const skipAll = { exercises: 'skipExisting', plans: 'skipExisting', programs: 'skipExisting', clients: 'skipExisting' } as const;
    await api.coach.dataTransfer.import({ data, options: skipAll });
    expect(await rows()).toEqual(once);

    // Plans as new copies, exercises kept: the copy uses the coach's existing exercise.
    const copy = await api.coach.dataTransfer.import({ data, options: { ...skipAll, plans: 'addAsNew' } });
    expect(copy.counts).toEqual({ exercises: 0, plans: 1, programs: 0, clients: 0 });
    const after = await api.coach.dataTransfer.export();
    expect(after.exercises).toHaveLength(1);
    expect(after.plansWithExercises).toHaveLength(2);
    for (const p of after.plansWithExercises) expect(p.exercises[0]!.exerciseId).toBe(after.exercises[0]!.id);

    // Clients as new copies: a second Alex with her history, linked to the existing program.
    await api.coach.dataTransfer.import({ data, options: { ...skipAll, clients: 'addAsNew' } });
    const withCopy = await api.coach.dataTransfer.export();
    expect(withCopy.clientsWithData).toHaveLength(2);
    expect(withCopy.programsWithPlans).toHaveLength(1);
    for (const c of withCopy.clientsWithData) expect(c.assignments[0]!.contentId).toBe(withCopy.programsWithPlans[0]!.id);
  });

  it('a client without an e-mail matches by name; two runs at once still import once', async () => {
    const source = await makeCoach(t.db);
    await makeClient(t.db, source.id, { firstName: 'Noemail', lastName: 'Person' });
    await t.db.exercise.create({ data: { coachId: source.id, name: 'Plank' } });
    const data = await callerAs(t.deps, source).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const api = callerAs(t.deps, target);
    const results = await Promise.all([api.coach.dataTransfer.import({ data }), api.coach.dataTransfer.import({ data })]);
    expect(results.map((r) => r.counts.clients).toSorted()).toEqual([0, 1]);
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(1);
    expect(await t.db.exercise.count({ where: { coachId: target.id } })).toBe(1);
    expect((await api.coach.dataTransfer.preview({ data })).clients).toMatchObject({ existing: 1, new: 0, conflicts: ['Noemail Person'] });
  });

  it('REST: preview and options; bad options are a 400 that writes nothing; a client token gets 403', async () => {
    const { coach, client } = await richCoach();
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, target);
      const preview = await http.api('POST', '/import-data/preview', { token, body: { data } });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ exercises: { inFile: 1, existing: 0, new: 1 }, clients: { inFile: 1, new: 1 } });
      expect((await http.api('POST', '/import-data/preview', { token, body: { data: { exercises: [] } } })).status).toBe(400);
      const bad = await http.api('POST', '/import-data', { token, body: { data, options: { exercises: 'merge' } } });
      expect(bad.status).toBe(400);
      expect(typeof bad.body.error).toBe('string');
      expect((await http.api('POST', '/import-data', { token, body: { data, options: { exercises: 'addAsNew', other: 'x' } } })).status).toBe(400);
      expect(await t.db.exercise.count({ where: { coachId: target.id } })).toBe(0);
      const ok = await http.api('POST', '/import-data', { token, body: { data, options: { exercises: 'addAsNew' } } });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ counts: { exercises: 1, clients: 1 }, skipped: { exercises: 0 } });
      const user = await t.db.user.findFirstOrThrow({
        where: { clientProfile: { id: client.id } },
        select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
      });
      expect((await http.api('POST', '/import-data/preview', { token: await tokenFor(t.deps, user), body: { data } })).status).toBe(403);
    } finally {
      await http.close();
    }
  });

  it('5,000 exercises with plans import in a few seconds, all or nothing', async () => {
    const target = await makeCoach(t.db);
    const exercises = Array.from({ length: 5000 }, (_, i) => ({ id: `e${i}`, name: `Exercise ${i}`, category: 'Core', equipment: ['Mat'], muscleGroups: ['Abs'] }));
    const plansWithExercises = Array.from({ length: 100 }, (_, i) => ({
      id: `p${i}`,
      name: `Plan ${i}`,
      exercises: Array.from({ length: 20 }, (_unused, j) => ({ exerciseId: `e${i * 20 + j}`, orderIndex: j })),
    }));
    const data = {
      exercises,
      plansWithExercises,
      programsWithPlans: [],
      clientsWithData: [],
      exportedBy: { firstName: 'A', lastName: 'B', email: null, exportedAt: TEST_NOW, formatVersion: 1 as const },
    };
    const started = Date.now();
    const res = await callerAs(t.deps, target).coach.dataTransfer.import({ data });
    const ms = Date.now() - started;
    expect(res.counts).toEqual({ exercises: 5000, plans: 100, programs: 0, clients: 0 });
    expect(await t.db.planExercise.count({ where: { plan: { coachId: target.id } } })).toBe(2000);
    expect(ms).toBeLessThan(10_000);
    const again = await callerAs(t.deps, target).coach.dataTransfer.import({ data });
    expect(again.skipped).toEqual({ exercises: 5000, plans: 100, programs: 0, clients: 0 });
    expect(await t.db.exercise.count({ where: { coachId: target.id } })).toBe(5000);
  });
});
