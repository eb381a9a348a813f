// Issue 30 item 2, the sweep: every list a coach can grow by creating rows is bounded. Past its
// cap, a create answers 403 with a sentence saying what to do, and writes nothing. (Fitness
// tests have their own file, test/server/fitness/fitness-limits.test.ts.)
import { describe, expect, it } from 'vitest';
import { MSG_ROW_CAP, type RowCaps } from '#server/lib/row-caps';
import { makePlan } from '../factories.ts';
import { makeClient, makeCoach, setupHttpTestHooks, tokenFor } from '../helpers.ts';

const CAP = 2;
const caps: Partial<RowCaps> = {
  clientsPerCoach: CAP,
  notesPerClient: CAP,
  categoriesPerCoach: CAP,
  exercisesPerCoach: CAP,
  plansPerCoach: CAP,
  programsPerCoach: CAP,
  sessionsPerClient: CAP,
};

describe('a create past its row cap answers 403 and writes nothing', () => {
  const { t, http } = setupHttpTestHooks({ caps });

  async function signedInCoach() {
    const coach = await makeCoach(t.db);
    return { coach, token: await tokenFor(t.deps, coach) };
  }

  /** Makes `CAP` rows through `create`, then expects the next one refused with `which`'s sentence and the count unchanged. */
  async function expectCapped(which: keyof RowCaps, create: (i: number) => Promise<{ status: number; body: Record<string, unknown> }>, count: () => Promise<number>) {
    const before = await count();
    for (let i = before; i < CAP; i++) expect((await create(i)).status, `${which} #${i + 1}`).toBe(200);
    const refused = await create(CAP);
    expect(refused.status, which).toBe(403);
    expect(refused.body).toEqual({ error: MSG_ROW_CAP[which](CAP) });
    expect(await count()).toBe(CAP);
  }

  it('clients of a coach', async () => {
    const { coach, token } = await signedInCoach();
    await expectCapped(
      'clientsPerCoach',
      (i) => http.api('POST', '/clients', { token, body: { firstName: `Client ${i}` } }),
      () => t.db.client.count({ where: { coachId: coach.id } }),
    );
  });

  it('notes on a client', async () => {
    const { coach, token } = await signedInCoach();
    const { client } = await makeClient(t.db, coach.id);
    await expectCapped(
      'notesPerClient',
      (i) => http.api('POST', `/clients/${client.id}/notes`, { token, body: { content: `<p>Note ${i}</p>` } }),
      () => t.db.clientNote.count({ where: { clientId: client.id } }),
    );
  });

  it('exercise categories and exercises', async () => {
    const { coach, token } = await signedInCoach();
    await expectCapped(
      'categoriesPerCoach',
      (i) => http.api('POST', '/exercise-categories', { token, body: { name: `Category ${i}` } }),
      () => t.db.exerciseCategory.count({ where: { coachId: coach.id } }),
    );
    await expectCapped(
      'exercisesPerCoach',
      (i) => http.api('POST', '/exercises', { token, body: { name: `Exercise ${i}` } }),
      () => t.db.exercise.count({ where: { coachId: coach.id } }),
    );
  });

  it('plans, by creating and by duplicating', async () => {
    const { coach, token } = await signedInCoach();
    const first = await http.api('POST', '/plans', { token, body: { name: 'Plan 0' } });
    expect(first.status).toBe(200);
    await expectCapped(
      'plansPerCoach',
      () => http.api('POST', `/plans/${String(first.body.id)}/duplicate`, { token }),
      () => t.db.plan.count({ where: { coachId: coach.id } }),
    );
    const created = await http.api('POST', '/plans', { token, body: { name: 'One more' } });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ error: MSG_ROW_CAP.plansPerCoach(CAP) });
  });

  it('programs', async () => {
    const { coach, token } = await signedInCoach();
    await expectCapped(
      'programsPerCoach',
      (i) => http.api('POST', '/programs', { token, body: { name: `Program ${i}` } }),
      () => t.db.program.count({ where: { coachId: coach.id } }),
    );
  });

  it("a client's workout sessions, from assignments and one-off sessions; another client is not affected", async () => {
    const { coach, token } = await signedInCoach();
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Alex' });
    const { client: blair } = await makeClient(t.db, coach.id, { firstName: 'Blair' });
    const plan = await makePlan(t.db, coach.id);
    const assign = (clientId: string, day: number) =>
      http.api('POST', '/assignments', { token, body: { clientId, contentType: 'PLAN', contentId: plan.id, startDate: `2026-04-${String(10 + day).padStart(2, '0')}` } });
    await expectCapped(
      'sessionsPerClient',
      (i) => assign(client.id, i),
      () => t.db.workoutSession.count({ where: { clientId: client.id } }),
    );
    const oneOff = await http.api('POST', `/clients/${client.id}/sessions`, { token, body: { planId: plan.id, date: '2026-05-01' } });
    expect(oneOff.status).toBe(403);
    expect(oneOff.body).toEqual({ error: MSG_ROW_CAP.sessionsPerClient(CAP) });
    expect(await t.db.assignment.count({ where: { clientId: client.id } })).toBe(CAP);
    expect((await assign(blair.id, 0)).status).toBe(200);
  });
});
