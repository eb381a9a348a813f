// The coach's read-only view of what a client logs (issue 34 item 6): fitness tests a page at a
// time, and a workout with its logged sets and the records they set; another coach's client, or
// another client's workout, is a 404.
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';
import { makeSession } from '../factories.ts';

const t = setupTestHooks();

async function loggedClient() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Ava' });
  const me = callerAs(t.deps, user).clientApp;
  const plank = await me.fitnessTests.create({ testName: 'Plank', result: '60', unit: 's', testedAt: new Date('2026-03-01T10:00:00Z') });
  await me.fitnessTests.create({ previousTestId: plank.id, result: '75', unit: 's', testedAt: new Date('2026-03-08T10:00:00Z') });
  // A library exercise, so a set can set a record (docs/records.md: a first log never does).
  const squat = await t.db.exercise.create({ data: { coachId: coach.id, name: 'Back Squat' }, select: { id: true } });
  const logSquat = async (day: string, load: number) => {
    const session = await makeSession(t.db, { coachId: coach.id, clientId: client.id, scheduledFor: `${day}T00:00:00Z`, exercises: [false] });
    const exercise = await t.db.sessionExercise.findFirstOrThrow({ where: { sessionId: session.id }, select: { id: true } });
    await t.db.sessionExercise.update({ where: { id: exercise.id }, data: { exerciseId: squat.id } });
    await me.workouts.saveSets({ id: exercise.id, sets: [{ reps: 5, load, done: true, completedAt: new Date(`${day}T10:00:00Z`) }] });
    return session;
  };
  await logSquat('2026-03-09', 90);
  const session = await logSquat('2026-03-11', 100);
  return { coach, client, session, me };
}

describe('the coach’s view of a client’s log', () => {
  it('reads the client’s fitness tests, oldest first, a page at a time', async () => {
    const { coach, client } = await loggedClient();
    const c = callerAs(t.deps, coach).coach.clientLog;
    const first = await c.fitnessTests({ id: client.id, limit: 1 });
    expect(first.items.map((x) => [x.testName, x.result])).toEqual([['Plank', '60']]);
    const next = await c.fitnessTests({ id: client.id, limit: 1, cursor: first.nextCursor });
    expect(next).toMatchObject({ items: [{ result: '75', previousTestId: first.items[0]!.id }], nextCursor: null });
  });

  it('reads a workout with its logged sets and their records', async () => {
    const { coach, client, session } = await loggedClient();
    const w = await callerAs(t.deps, coach).coach.clientLog.workout({ id: client.id, sessionId: session.id });
    expect(w.id).toBe(session.id);
    expect(w.exercises[0]!.sets).toMatchObject([{ reps: 5, load: 100, done: true }]);
    expect(w.exercises[0]!.sets[0]!.records.length).toBeGreaterThan(0);
  });

  it('answers 404 for another coach’s client and for a workout of another client', async () => {
    const { client, session } = await loggedClient();
    const other = await makeCoach(t.db);
    const c = callerAs(t.deps, other).coach.clientLog;
    await expect(c.fitnessTests({ id: client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(c.workout({ id: client.id, sessionId: session.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { client: own } = await makeClient(t.db, other.id, { firstName: 'Own' });
    await expect(c.workout({ id: own.id, sessionId: session.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
