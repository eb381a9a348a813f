// Personal records (docs/records.md): a set beats the client's previous best of the same library
// exercise for the same reps (heaviest load) or for the estimated 1RM (Epley: load × (1 + reps/30)),
// with loads compared in kg whatever unit they were entered in. Records are found when the sets
// are saved, shown on the set, and raise one "New personal record" notification for the coach.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendCoachDigests } from '#server/services/email/digests';
import { epley, recordMessage } from '#server/services/records/records';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;
let alex: Awaited<ReturnType<typeof makeClient>>;
let other: Awaited<ReturnType<typeof makeClient>>;
let benchId: string;
let rowId: string;

type SetIn = { reps: number; load: number; loadUnit?: 'KG' | 'LB'; done?: boolean; completedAt?: Date };

beforeAll(async () => {
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex', lastName: 'Client' });
  other = await makeClient(t.db, coach.id, { firstName: 'Other' });
  benchId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Bench Press', equipment: [], muscleGroups: [] } })).id;
  rowId = (await t.db.exercise.create({ data: { coachId: coach.id, name: 'Barbell Row', equipment: [], muscleGroups: [] } })).id;
});
beforeEach(async () => {
  await t.db.workoutSession.deleteMany({});
  await t.db.notification.deleteMany({});
});

/** A session due today (the test clock's day) with one exercise of the library, for `who`. */
async function exerciseOf(who: typeof alex, exerciseId = benchId, name = 'Bench Press') {
  const s = await t.db.workoutSession.create({
    data: {
      coachId: coach.id,
      clientId: who.client.id,
      name: 'Push',
      planName: 'Push',
      scheduledFor: new Date('2026-03-11T00:00:00.000Z'),
      status: 'IN_PROGRESS',
      startedAt: new Date('2026-03-11T08:00:00.000Z'),
      columnConfig: {},
      exercises: { create: [{ name, exerciseId, orderIndex: 0, columnData: {} }] },
    },
    include: { exercises: true },
  });
  return s.exercises[0]!.id;
}

/** Saves done sets of a new session exercise, ticked at `at` (a day before the clock's now at most). */
async function log(sets: SetIn[], at: string, who = alex, exerciseId = benchId) {
  const id = await exerciseOf(who, exerciseId);
  const saved = await callerAs(t.deps, who.user).clientApp.workouts.saveSets({
    id,
    sets: sets.map((s) => ({ reps: s.reps, load: s.load, loadUnit: s.loadUnit ?? 'KG', done: s.done ?? true, completedAt: s.completedAt ?? new Date(at) })),
  });
  return { id, saved };
}

const records = (sets: { records: string[] }[]) => sets.map((s) => s.records);
const prNotifications = () => t.db.notification.findMany({ where: { type: 'PERSONAL_RECORD' }, orderBy: { createdAt: 'asc' } });

describe('personal records', () => {
  it('the first time an exercise is logged there is nothing to beat: no record, no notification', async () => {
    const { saved } = await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z');
    expect(records(saved.sets)).toEqual([[]]);
    expect(await prNotifications()).toEqual([]);
  });

  it('a heavier load for the same reps is a record of both kinds; the coach is told once', async () => {
    await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z');
    const { id, saved } = await log(
      [
        { reps: 5, load: 100 },
        { reps: 5, load: 102.5 },
      ],
      '2026-03-11T09:00:00Z',
    );
    // Only the heavier set: the first merely equals the previous best.
    expect(records(saved.sets)).toEqual([[], ['REPS', 'E1RM']]);
    // Reading the session back shows the badges on the same sets (Today's read, docs/records.md).
    const { sessionId } = await t.db.sessionExercise.findUniqueOrThrow({ where: { id }, select: { sessionId: true } });
    const read = await callerAs(t.deps, alex.user).clientApp.workouts.getSession({ id: sessionId });
    expect(records(read.exercises[0]!.sets)).toEqual([[], ['REPS', 'E1RM']]);
    const [n, ...more] = await prNotifications();
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      coachId: coach.id,
      clientId: alex.client.id,
      title: 'New personal record',
      message: 'Alex Client: Bench Press 102.5 kg × 5 (previous best 100 kg), estimated 1RM 119.6 kg (previous 116.7 kg)',
      isRead: false,
      // The message's values, for the screens to word it in the coach's language (docs/translations.md).
      metadata: {
        exerciseName: 'Bench Press',
        records: [
          { kind: 'REPS', set: '102.5 kg × 5', previous: '100 kg' },
          { kind: 'E1RM', estimate: '119.6 kg', previous: '116.7 kg' },
        ],
      },
    });
    // Saving the same sets again finds the same records, and does not notify twice.
    const again = await callerAs(t.deps, alex.user).clientApp.workouts.saveSets({
      id,
      sets: saved.sets.map((s) => ({ reps: s.reps, load: s.load, loadUnit: s.loadUnit, done: s.done, completedAt: s.completedAt })),
    });
    expect(records(again.sets)).toEqual([[], ['REPS', 'E1RM']]);
    expect(await prNotifications()).toHaveLength(1);
    expect(await t.db.personalRecord.count()).toBe(2);
  });

  it('more reps at a lighter load beat the estimated 1RM only; fewer reps heavier, with no previous at those reps, beat nothing', async () => {
    await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z'); // e1RM 116.67
    const lighter = await log([{ reps: 8, load: 95 }], '2026-03-06T09:00:00Z'); // e1RM 120.33, nothing at 8 before
    expect(records(lighter.saved.sets)).toEqual([['E1RM']]);
    const single = await log([{ reps: 1, load: 110 }], '2026-03-08T09:00:00Z'); // e1RM 113.67 < 120.33
    expect(records(single.saved.sets)).toEqual([[]]);
    expect(epley(95, 8)).toBeCloseTo(120.333, 3);
  });

  it('compares loads in kg whatever unit they were entered in', async () => {
    await log([{ reps: 5, load: 100 }], '2026-03-01T09:00:00Z');
    // 220 lb is 99.79 kg: not heavier than 100 kg.
    const under = await log([{ reps: 5, load: 220, loadUnit: 'LB' }], '2026-03-04T09:00:00Z');
    expect(records(under.saved.sets)).toEqual([[]]);
    // 225 lb is 102.06 kg: a record, told in the unit it was lifted in.
    const over = await log([{ reps: 5, load: 225, loadUnit: 'LB' }], '2026-03-06T09:00:00Z');
    expect(records(over.saved.sets)).toEqual([['REPS', 'E1RM']]);
    const [n] = await prNotifications();
    expect(n!.message).toBe('Alex Client: Bench Press 225 lb × 5 (previous best 220.5 lb), estimated 1RM 262.5 lb (previous 257.2 lb)');
    // And back: 102 kg does not beat 225 lb (102.06 kg); 102.5 kg does.
    expect(records((await log([{ reps: 5, load: 102 }], '2026-03-08T09:00:00Z')).saved.sets)).toEqual([[]]);
    expect(records((await log([{ reps: 5, load: 102.5 }], '2026-03-09T09:00:00Z')).saved.sets)).toEqual([['REPS', 'E1RM']]);
  });

  it('only sets ticked before count as previous; unticking a record set removes its record', async () => {
    await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z');
    const { id } = await log([{ reps: 5, load: 110 }], '2026-03-06T09:00:00Z');
    // A session ticked earlier than both compares with nothing before it.
    const earlier = await log([{ reps: 5, load: 105 }], '2026-03-02T09:00:00Z');
    expect(records(earlier.saved.sets)).toEqual([[]]);
    const unticked = await callerAs(t.deps, alex.user).clientApp.workouts.saveSets({ id, sets: [{ reps: 5, load: 110, loadUnit: 'KG', done: false }] });
    expect(records(unticked.sets)).toEqual([[]]);
    expect(await t.db.personalRecord.count({ where: { sessionExerciseId: id } })).toBe(0);
  });

  it('another exercise, another client, undone sets and sets without load or reps are never compared', async () => {
    await log([{ reps: 5, load: 200 }], '2026-03-01T09:00:00Z', other); // another client's heavy bench
    await log([{ reps: 5, load: 200 }], '2026-03-01T09:00:00Z', alex, rowId); // another exercise
    await log([{ reps: 5, load: 300, done: false }], '2026-03-02T09:00:00Z'); // never ticked
    await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z');
    const r = await log([{ reps: 5, load: 101 }], '2026-03-06T09:00:00Z');
    expect(records(r.saved.sets)).toEqual([['REPS', 'E1RM']]);
    const bodyweight = await log([{ reps: 20, load: 0 }], '2026-03-08T09:00:00Z');
    expect(records(bodyweight.saved.sets)).toEqual([[]]);
    // The other client's sets are theirs alone: 200 kg there made no record here and none there.
    expect(await t.db.personalRecord.count({ where: { clientId: other.client.id } })).toBe(0);
  });

  it('words a notification with several records', () => {
    expect(
      recordMessage('Sam', 'Squat', [
        { kind: 'REPS', reps: 3, load: 140, loadUnit: 'KG', previousKg: 137.5, e1rmKg: 154 },
        { kind: 'E1RM', reps: 3, load: 140, loadUnit: 'KG', previousKg: 150, e1rmKg: 154 },
      ]),
    ).toBe('Sam: Squat 140 kg × 3 (previous best 137.5 kg), estimated 1RM 154 kg (previous 150 kg)');
  });
});

describe('the coach digest', () => {
  it('lists the records set since the last digest, in the client’s unit, with a link to the client', async () => {
    await t.db.user.update({ where: { id: coach.id }, data: { email: `digest-${coach.id}@example.com`, timeZone: 'UTC', digest: 'DAILY', digestSentAt: null } });
    await log([{ reps: 5, load: 100 }], '2026-03-04T09:00:00Z');
    await log([{ reps: 5, load: 231.5, loadUnit: 'LB' }], '2026-03-11T09:00:00Z');
    const before = t.deps.mailer.sent.length;
    const was = t.deps.clock.now();
    t.deps.clock.set(new Date('2026-03-12T07:05:00.000Z'));
    try {
      expect(await sendCoachDigests(t.deps)).toBe(1);
    } finally {
      t.deps.clock.set(was);
      await t.db.user.update({ where: { id: coach.id }, data: { digest: 'OFF' } });
    }
    const mail = t.deps.mailer.sent.slice(before).find((m) => m.to === `digest-${coach.id}@example.com`)!;
    expect(mail.html).toContain('New personal records');
    // 100 kg shown as 220.5 lb: the client logs in lb.
    expect(mail.text).toContain('NEW PERSONAL RECORDS\n\n- Alex Client: Bench Press 231.5 lb × 5 (previous best 220.5 lb)');
    expect(mail.text).toContain('Alex Client: Bench Press estimated 1RM 270.1 lb (previous 257.2 lb)');
    expect(mail.html).toContain(`/coach/clients/${alex.client.id}`);
  });
});
