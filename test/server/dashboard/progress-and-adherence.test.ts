// Progress (finished ÷ total, finished = completed or skipped) and adherence (completed ÷ due) read
// the same sessions the same way on the dashboard, the client detail, the export and the digest
// (docs/product.md, "Progress and adherence"; issue 34: missed workouts were counted as done).
import { describe, expect, it } from 'vitest';
import { sendCoachDigests } from '#server/services/email/digests';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';
import { makeAssignment, makeSession } from '../factories.ts';

// now = Wed 2026-03-11 10:00 UTC.
const t = setupTestHooks();

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T00:00:00Z`;

/**
 * The walk's two clients. Ava: 13 sessions of a program, 1 completed (the 2nd), 6 missed (3rd to
 * 8th), 6 still to come (12th to 17th): 7 due before today. Ben: a plan whose only session was missed,
 * so the missed check ended the assignment.
 */
async function walk() {
  const coach = await makeCoach(t.db);
  const { client: ava } = await makeClient(t.db, coach.id, { firstName: 'Ava', lastName: 'Stone' });
  const { client: ben } = await makeClient(t.db, coach.id, { firstName: 'Ben', lastName: 'Cole' });
  const program = await makeAssignment(t.db, { coachId: coach.id, clientId: ava.id, name: 'Strength Block', status: 'IN_PROGRESS', startDate: day(2) });
  const base = { coachId: coach.id, clientId: ava.id, assignmentId: program.id };
  await makeSession(t.db, { ...base, scheduledFor: day(2), status: 'COMPLETED', startedAt: '2026-03-02T17:00:00Z', completedAt: '2026-03-02T18:00:00Z', exercises: [true] });
  for (let d = 3; d <= 8; d += 1) await makeSession(t.db, { ...base, scheduledFor: day(d), status: 'MISSED', exercises: [false] });
  for (let d = 12; d <= 17; d += 1) await makeSession(t.db, { ...base, scheduledFor: day(d), exercises: [false] });
  const plan = await makeAssignment(t.db, { coachId: coach.id, clientId: ben.id, name: 'Intro Plan', contentType: 'PLAN', status: 'COMPLETED', startDate: day(5), updatedAt: '2026-03-09T00:00:00Z' });
  await makeSession(t.db, { coachId: coach.id, clientId: ben.id, assignmentId: plan.id, scheduledFor: day(5), status: 'MISSED', exercises: [false] });
  return { coach, ava, ben, program, plan };
}

describe('progress and adherence', () => {
  it('dashboard: a missed workout is not done; a finished plan shows its own progress, not 100', async () => {
    const { coach, ava, ben } = await walk();
    const items = await callerAs(t.deps, coach).coach.dashboard.clientProgress();
    // Was 54 (1 completed + 6 missed of 13) and 100.
    expect(items.find((i) => i.id === ava.id)).toMatchObject({ status: 'behind', progress: 8 });
    expect(items.find((i) => i.id === ben.id)).toMatchObject({ status: 'completed-poor', progress: 0 });
  });

  it('client detail: assignments count finished and missed apart; the stats give adherence', async () => {
    const { coach, ava, ben } = await walk();
    const c = callerAs(t.deps, coach);
    // Was completedCount 7 and 1 ("Completed · 1 of 1 workouts finished").
    expect(await c.coach.clients.assignments({ id: ava.id })).toMatchObject([{ sessionCount: 13, completedCount: 1, missedCount: 6 }]);
    expect(await c.coach.clients.assignments({ id: ben.id })).toMatchObject([{ sessionCount: 1, completedCount: 0, missedCount: 1 }]);
    expect(await c.coach.clients.stats({ id: ava.id })).toMatchObject({ totalWorkouts: 13, finishedWorkouts: 1, dueWorkouts: 7, dueCompletedWorkouts: 1, adherence: 14, missedWorkouts: 6 });
    expect(await c.coach.clients.stats({ id: ben.id })).toMatchObject({ finishedWorkouts: 0, dueWorkouts: 1, adherence: 0 });
  });

  it('a skipped workout is finished for progress but not done for adherence', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Sky' });
    const a = await makeAssignment(t.db, { coachId: coach.id, clientId: client.id, status: 'IN_PROGRESS', startDate: day(9) });
    const base = { coachId: coach.id, clientId: client.id, assignmentId: a.id };
    await makeSession(t.db, { ...base, scheduledFor: day(9), status: 'SKIPPED', exercises: [false] });
    await makeSession(t.db, { ...base, scheduledFor: day(10), status: 'COMPLETED', completedAt: '2026-03-10T18:00:00Z', exercises: [true] });
    const c = callerAs(t.deps, coach);
    expect((await c.coach.dashboard.clientProgress()).find((i) => i.id === client.id)).toMatchObject({ progress: 100, status: 'behind' });
    expect(await c.coach.clients.stats({ id: client.id })).toMatchObject({ finishedWorkouts: 2, adherence: 50 });
  });

  it('export: each assignment carries its progress figures', async () => {
    const { coach } = await walk();
    const file = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const ava = file.clientsWithData.find((c) => c.firstName === 'Ava')!;
    const ben = file.clientsWithData.find((c) => c.firstName === 'Ben')!;
    expect(ava.assignments[0]!.progress).toEqual({ sessions: 13, finished: 1, completed: 1, skipped: 0, missed: 6, percent: 8 });
    expect(ben.assignments[0]!.progress).toEqual({ sessions: 1, finished: 0, completed: 0, skipped: 0, missed: 1, percent: 0 });
  });

  it('digest: adherence of the window, lowest first', async () => {
    const { coach } = await walk();
    const to = `adherence-${coach.id}@example.com`;
    await t.db.user.update({ where: { id: coach.id }, data: { email: to, timeZone: 'UTC', digest: 'WEEKLY', digestSentAt: null } });
    const was = t.deps.clock.now();
    // Monday 9 March, 07:05 UTC: the week before covers the 2nd to the 8th.
    t.deps.clock.set(new Date('2026-03-09T07:05:00.000Z'));
    try {
      await sendCoachDigests(t.deps);
    } finally {
      t.deps.clock.set(was);
      await t.db.user.update({ where: { id: coach.id }, data: { digest: 'OFF' } });
    }
    const mail = t.deps.mailer.sent.find((m) => m.to === to)!;
    expect(mail.text).toMatch(/ADHERENCE\n\n- Ben Cole: 0 of 1 due workouts completed \(0%\) \(\S+\)\n- Ava Stone: 1 of 7 due workouts completed \(14%\) \(\S+\)\n/);
  });
});
