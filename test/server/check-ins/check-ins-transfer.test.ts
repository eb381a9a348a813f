// Check-ins in export and import (docs/data-transfer.md): templates, schedules, sent check-ins and
// the coach's replies carried exactly, a custom metric's key following its definition, a second
// import adding nothing, a bad link writing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();
let coach: Awaited<ReturnType<typeof makeCoach>>;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  const alex = await makeClient(t.db, coach.id, { firstName: 'Alex', email: 'alex@example.com' });
  const api = callerAs(t.deps, coach).coach;
  const steps = await api.bodyMetrics.createDefinition({ name: 'Steps', unit: 'steps' });
  const tpl = await api.checkIns.createTemplate({
    name: 'Weekly',
    questions: [
      { id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true },
      { id: 'mood', type: 'SINGLE_CHOICE', text: 'Mood', options: ['Good', 'Bad'] },
      { id: 'notes', type: 'LONG_TEXT', text: 'Anything else?' },
    ],
    metrics: ['weight', steps.id],
  });
  // Wednesday 11 March (the test clock): due today.
  const [schedule] = await api.checkIns.createSchedules({ templateId: tpl.id, clientIds: [alex.client.id], weekday: 3 });
  const sent = await callerAs(t.deps, alex.user).clientApp.checkIns.submit({
    scheduleId: schedule!.id,
    dueDate: '2026-03-11',
    answers: [
      { questionId: 'energy', value: 7 },
      { questionId: 'mood', value: 'Good' },
      { questionId: 'notes', value: 'Slept badly on Tuesday' },
    ],
    metrics: [
      { metric: 'weight', value: 180.3, unit: 'LB' },
      { metric: steps.id, value: 9000 },
    ],
  });
  await api.checkIns.reply({ id: sent.id, content: 'Good work' });
});

/** What a coach reads of a client's check-ins, without ids. */
async function readBack(coachId: string, email: string) {
  const target = await t.db.user.findUniqueOrThrow({ where: { id: coachId } });
  const client = await t.db.client.findFirstOrThrow({ where: { coachId, email } });
  const api = callerAs(t.deps, target).coach.checkIns;
  const templates = (await api.templates()).map(({ id: _id, updatedAt: _u, metrics, ...rest }) => ({ ...rest, metrics: metrics.map((m) => m.name) }));
  const schedules = (await api.schedules({ clientId: client.id })).map(({ id: _id, clientId: _c, templateId: _t, ...rest }) => rest);
  const reviewed = await api.queue({ section: 'reviewed' });
  const reviews = await Promise.all(
    reviewed.items.map(async (i) => {
      const { id: _id, clientId: _c, metrics, ...rest } = await api.review({ id: i.submissionId! });
      return { ...rest, metrics: metrics.map(({ metric: _m, ...m }) => m) };
    }),
  );
  const messages = await t.db.message.findMany({ where: { clientId: client.id, checkInId: { not: null } }, select: { content: true, checkInId: true } });
  return { templates, schedules, reviews, replyLinked: messages.map((m) => m.checkInId === reviewed.items[0]?.submissionId) };
}

describe('check-ins in export and import', () => {
  it('carries templates, schedules, check-ins and replies into another account unchanged, and a second import adds nothing', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    expect(data.clientsWithData[0]!.checkInTemplates).toHaveLength(1);
    expect(data.clientsWithData[0]!.checkIns[0]!.coachReply).toBe('<p>Good work</p>');

    const target = await makeCoach(t.db);
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    const original = await readBack(coach.id, 'alex@example.com');
    const copy = await readBack(target.id, 'alex@example.com');
    expect(copy).toEqual(original);
    expect(copy.templates[0]!.metrics).toEqual(['Weight', 'Steps']);
    expect(copy.reviews[0]!.questions.map((q) => q.answer)).toEqual([7, 'Good', 'Slept badly on Tuesday']);
    expect(copy.replyLinked).toEqual([true]);

    const counts = async () => ({
      templates: await t.db.checkInTemplate.count({ where: { coachId: target.id } }),
      schedules: await t.db.checkInSchedule.count({ where: { coachId: target.id } }),
      checkIns: await t.db.checkInSubmission.count({ where: { coachId: target.id } }),
    });
    const before = await counts();
    await callerAs(t.deps, target).coach.dataTransfer.import({ data: JSON.parse(JSON.stringify(data)) });
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ templates: 1, schedules: 1, checkIns: 1 });
  });

  it('refuses a schedule of a template the file does not hold, and writes nothing', async () => {
    const data = await callerAs(t.deps, coach).coach.dataTransfer.export();
    const target = await makeCoach(t.db);
    const broken = structuredClone(data);
    broken.clientsWithData[0]!.checkInSchedules[0]!.templateId = 'missing';
    await expect(callerAs(t.deps, target).coach.dataTransfer.import({ data: broken })).rejects.toThrow('uses a template that is not in the file');
    expect(await t.db.client.count({ where: { coachId: target.id } })).toBe(0);
  });
});
