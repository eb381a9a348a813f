// Bulk assignment (docs/bulk-assign.md): one plan or program to several clients with a start date
// each, in one transaction; one refusal writes nothing for anyone.
import { describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks, startHttp, tokenFor } from '../helpers.ts';
import { makePlan, makeProgram } from '../factories.ts';

const t = setupTestHooks();

async function setup() {
  const coach = await makeCoach(t.db);
  const { client: a } = await makeClient(t.db, coach.id, { firstName: 'Ana' });
  const { client: b } = await makeClient(t.db, coach.id, { firstName: 'Ben' });
  const { client: c } = await makeClient(t.db, coach.id, { firstName: 'Cleo' });
  return { coach, a, b, c, api: callerAs(t.deps, coach) };
}
const counts = async (coachId: string) => ({ assignments: await t.db.assignment.count({ where: { coachId } }), sessions: await t.db.workoutSession.count({ where: { coachId } }) });

describe('bulk assignment', () => {
  it('assigns a program to three clients, each with their own start date and sessions', async () => {
    const { coach, a, b, c, api } = await setup();
    const { program } = await makeProgram(t.db, coach.id);
    const res = await api.coach.assignments.createMany({
      contentType: 'PROGRAM',
      contentId: program.id,
      clients: [
        { clientId: a.id, startDate: '2026-03-16' },
        { clientId: b.id, startDate: '2026-03-23', endDate: '2026-04-05' },
        { clientId: c.id, startDate: '2026-03-16', endDate: '2026-03-16' },
      ],
    });
    expect(res.assignments.map((x) => [x.clientId, x.contentName, x.startDate.toISOString().slice(0, 10), x.sessionCount])).toEqual([
      [a.id, 'Two Weeks', '2026-03-16', 3],
      [b.id, 'Two Weeks', '2026-03-23', 3],
      [c.id, 'Two Weeks', '2026-03-16', 1],
    ]);
    const first = await t.db.workoutSession.findMany({ where: { clientId: b.id }, orderBy: { scheduledFor: 'asc' }, select: { scheduledFor: true } });
    expect(first.map((s) => s.scheduledFor.toISOString().slice(0, 10))).toEqual(['2026-03-23', '2026-03-25', '2026-03-30']);
  });

  it("another coach's client, an archived client or a bad date writes nothing for anyone", async () => {
    const { coach, a, b, api } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const stranger = await makeCoach(t.db);
    const { client: theirs } = await makeClient(t.db, stranger.id);
    const before = await counts(coach.id);
    await expect(
      api.coach.assignments.createMany({
        contentType: 'PLAN',
        contentId: plan.id,
        clients: [
          { clientId: a.id, startDate: '2026-03-16' },
          { clientId: theirs.id, startDate: '2026-03-16' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await t.db.client.update({ where: { id: b.id }, data: { archived: true } });
    await expect(
      api.coach.assignments.createMany({
        contentType: 'PLAN',
        contentId: plan.id,
        clients: [
          { clientId: a.id, startDate: '2026-03-16' },
          { clientId: b.id, startDate: '2026-03-16' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const otherPlan = await makePlan(t.db, stranger.id);
    await expect(api.coach.assignments.createMany({ contentType: 'PLAN', contentId: otherPlan.id, clients: [{ clientId: a.id, startDate: '2026-03-16' }] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await counts(coach.id)).toEqual(before);
    expect(await counts(stranger.id)).toEqual({ assignments: 0, sessions: 0 });
  });

  it('REST: 400 with { error } for duplicates, no clients, an end before the start; 403 for a client; 200 otherwise', async () => {
    const { coach, a, b } = await setup();
    const plan = await makePlan(t.db, coach.id);
    const http = await startHttp(t.deps);
    try {
      const token = await tokenFor(t.deps, coach);
      const post = (body: unknown, tk = token) => http.api('POST', '/assignments/bulk', { token: tk, body });
      const base = { contentType: 'PLAN', contentId: plan.id };
      for (const body of [
        { ...base, clients: [] },
        {
          ...base,
          clients: [
            { clientId: a.id, startDate: '2026-03-16' },
            { clientId: a.id, startDate: '2026-03-17' },
          ],
        },
        { ...base, clients: [{ clientId: a.id, startDate: '2026-03-16', endDate: '2026-03-10' }] },
        { ...base, clients: [{ clientId: a.id, startDate: 'soon' }] },
        { ...base, clients: [{ clientId: a.id, startDate: '2026-03-16', coachId: 'x' }] },
      ]) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      expect(
        (
          await post({
            ...base,
            clients: [
              { clientId: a.id, startDate: '2026-03-16' },
              { clientId: a.id, startDate: '2026-03-17' },
            ],
          })
        ).body.error,
      ).toContain('Each client can be listed only once');
      expect(await counts(coach.id)).toEqual({ assignments: 0, sessions: 0 });
      const ok = await post({
        ...base,
        clients: [
          { clientId: a.id, startDate: '2026-03-16' },
          { clientId: b.id, startDate: '2026-03-18' },
        ],
      });
      expect(ok.status).toBe(200);
      expect((ok.body as unknown as { assignments: unknown[] }).assignments).toHaveLength(2);
      const clientUser = await t.db.user.findFirstOrThrow({
        where: { clientProfile: { id: a.id } },
        select: { id: true, email: true, role: true, firstName: true, lastName: true, phoneNumber: true, bio: true, qualifications: true, timeZone: true, loadUnit: true, locale: true },
      });
      expect((await post({ ...base, clients: [{ clientId: a.id, startDate: '2026-03-16' }] }, await tokenFor(t.deps, clientUser))).status).toBe(403);
    } finally {
      await http.close();
    }
  });
});
