// Issue 34 defect: a backdated assignment was accepted silently, its past sessions marked missed
// (and notified) at the next check and a plan assignment "Completed" at once. Now the coach
// chooses (`pastSessions`): SKIP (the default) leaves out sessions before the client's today,
// SCHEDULE puts them on the client's today, still due (docs/recurring.md).
import { describe, expect, it } from 'vitest';
import { runWorkoutChecks } from '#server/services/notifications/missed-workouts';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';
import { makePlan, makeProgram } from '../factories.ts';

const t = setupTestHooks();

async function setup() {
  const coach = await makeCoach(t.db);
  const { client, user } = await makeClient(t.db, coach.id, { firstName: 'Ava' });
  return { coach, client, user, api: callerAs(t.deps, coach) };
}
const check = () => runWorkoutChecks(t.db, t.deps.clock.now(), 'all');
const missedNotices = (coachId: string) => t.db.notification.count({ where: { coachId, type: 'MISSED_WORKOUT' } });
const days = async (clientId: string) =>
  (await t.db.workoutSession.findMany({ where: { clientId }, orderBy: { scheduledFor: 'asc' }, select: { scheduledFor: true } })).map((s) => s.scheduledFor.toISOString().slice(0, 10));

describe('past start dates (clock: Wed 11 March 2026)', () => {
  it('a plan backdated 9 days is refused by default: nothing is written, missed, notified or completed', async () => {
    const { coach, client, api } = await setup();
    const plan = await makePlan(t.db, coach.id);
    await expect(api.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-02' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('before the client’s today'),
    });
    await check();
    expect(await missedNotices(coach.id)).toBe(0);
    expect(await t.db.assignment.count({ where: { coachId: coach.id } })).toBe(0);
  });

  it('a program backdated by a week skips its past sessions by default; the check marks and notifies nothing', async () => {
    const { coach, client, api } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    // From Mon 23 February every entry (23 and 25 February, 2 March) has passed: refused.
    await expect(api.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-02-23' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const b = await api.coach.assignments.create({ clientId: client.id, contentType: 'PROGRAM', contentId: program.id, startDate: '2026-03-04' });
    // 4 March (A) and 6 March (B) have passed; 11 March (A, week 2) is today: kept.
    expect(b.sessionCount).toBe(1);
    expect(await days(client.id)).toEqual(['2026-03-11']);
    await check();
    expect(await missedNotices(coach.id)).toBe(0);
    const statuses = await t.db.assignment.findMany({ where: { coachId: coach.id }, select: { status: true } });
    expect(statuses.every((s) => s.status !== 'COMPLETED')).toBe(true);
  });

  it('SCHEDULE puts past sessions on the client’s today: due, not missed, not notified, the plan stays Assigned', async () => {
    const { coach, client, user, api } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const a = await api.coach.assignments.create({ clientId: client.id, contentType: 'PLAN', contentId: plan.id, startDate: '2026-03-02', pastSessions: 'SCHEDULE' });
    expect(a).toMatchObject({ sessionCount: 1, status: 'ASSIGNED' });
    expect(await days(client.id)).toEqual(['2026-03-11']);
    await check();
    expect(await missedNotices(coach.id)).toBe(0);
    expect(await t.db.assignment.findUniqueOrThrow({ where: { id: a.id }, select: { status: true } })).toEqual({ status: 'ASSIGNED' });
    expect((await callerAs(t.deps, user).clientApp.workouts.today())?.name).toBe('Leg Day');
  });

  it('bulk: SKIP by default for every client, SCHEDULE when asked', async () => {
    const { coach, client, api } = await setup();
    const { client: ben } = await makeClient(t.db, coach.id, { firstName: 'Ben' });
    const { program } = await makeProgram(t.db, coach.id);
    await api.coach.assignments.createMany({
      contentType: 'PROGRAM',
      contentId: program.id,
      clients: [
        { clientId: client.id, startDate: '2026-03-04' },
        { clientId: ben.id, startDate: '2026-03-16' },
      ],
    });
    expect(await days(client.id)).toEqual(['2026-03-11']);
    expect(await days(ben.id)).toEqual(['2026-03-16', '2026-03-18', '2026-03-23']);
    const plan = await makePlan(t.db, coach.id, 'Pull');
    await api.coach.assignments.createMany({ contentType: 'PLAN', contentId: plan.id, pastSessions: 'SCHEDULE', clients: [{ clientId: ben.id, startDate: '2026-03-01' }] });
    expect(await days(ben.id)).toEqual(['2026-03-11', '2026-03-16', '2026-03-18', '2026-03-23']);
    await check();
    expect(await missedNotices(coach.id)).toBe(0);
  });
});
