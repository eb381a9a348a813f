// Weekly check-ins (docs/check-ins.md): templates and their limits, schedules with due dates in
// each client's zone (DST, Honolulu, Tokyo), submitting (metrics through body metrics, a replay
// with the same Idempotency-Key applied once), the coach's queue and review with deltas, replies
// into the conversation, tenancy and bounded reads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '#server/services/auth/sessions';
import { dueAfter, dueOnOrBefore, dueState, firstWeekdayOnOrAfter, isoWeekday } from '#shared/check-in-dates';
import { localToday } from '#shared/time-zone';
import { countingTestHooks } from '../counting-server.ts';
import { callerAs, makeClient, makeCoach, tokenFor, TEST_NOW } from '../helpers.ts';

const { t, srv } = countingTestHooks();
let coach: AuthUser;
let alex: Awaited<ReturnType<typeof makeClient>>;
let blair: Awaited<ReturnType<typeof makeClient>>;
let other: AuthUser;
let otherClient: Awaited<ReturnType<typeof makeClient>>;

async function rest(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json, statements: await srv.lastRequest() };
}

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const withZone = async (user: AuthUser, timeZone: string | null) => ({ ...(await t.db.user.update({ where: { id: user.id }, data: { timeZone } })) }) as AuthUser;

beforeAll(async () => {
  coach = await makeCoach(t.db);
  alex = await makeClient(t.db, coach.id, { firstName: 'Alex' });
  blair = await makeClient(t.db, coach.id, { firstName: 'Blair' });
  other = await makeCoach(t.db);
  otherClient = await makeClient(t.db, other.id, { firstName: 'Stranger' });
});

describe('due dates', () => {
  it('counts whole calendar days, so a DST change moves nothing', () => {
    // Los Angeles springs forward on Sunday 8 March 2026: Monday is still every 7 days.
    const rule = { firstDue: d('2026-03-02'), activeFrom: d('2026-03-02'), everyWeeks: 1 };
    expect(dueOnOrBefore(rule, d('2026-03-09'))).toEqual(d('2026-03-09'));
    expect(dueOnOrBefore(rule, d('2026-03-08'))).toEqual(d('2026-03-02'));
    expect(dueAfter(rule, d('2026-03-09'))).toEqual(d('2026-03-16'));
    // Every 2 weeks skips the week between.
    const biweekly = { ...rule, everyWeeks: 2 };
    expect(dueOnOrBefore(biweekly, d('2026-03-12'))).toEqual(d('2026-03-02'));
    expect(dueAfter(biweekly, d('2026-03-02'))).toEqual(d('2026-03-16'));
    expect(isoWeekday(d('2026-03-09'))).toBe(1);
    expect(firstWeekdayOnOrAfter(d('2026-03-11'), 1)).toEqual(d('2026-03-16'));
  });

  it('answers DUE on the due day, OVERDUE after it, and the next one once answered', () => {
    const rule = { firstDue: d('2026-03-02'), activeFrom: d('2026-03-02'), everyWeeks: 1 };
    expect(dueState(rule, d('2026-03-09'), d('2026-03-02'))).toEqual({ state: 'DUE', dueDate: d('2026-03-09') });
    expect(dueState(rule, d('2026-03-10'), d('2026-03-02'))).toEqual({ state: 'OVERDUE', dueDate: d('2026-03-09') });
    expect(dueState(rule, d('2026-03-10'), d('2026-03-09'))).toEqual({ state: 'UPCOMING', dueDate: d('2026-03-16') });
    // Paused over a due date and resumed: the passed one is not asked for.
    expect(dueState({ ...rule, activeFrom: d('2026-03-11') }, d('2026-03-11'), d('2026-03-02'))).toEqual({ state: 'UPCOMING', dueDate: d('2026-03-16') });
  });

  it('puts the first due date on the weekday in each client’s own zone (Honolulu and Tokyo)', async () => {
    // Monday 9 March 23:30 in Honolulu is Tuesday 09:30 UTC and Tuesday 18:30 in Tokyo.
    t.deps.clock.set('2026-03-10T09:30:00.000Z');
    const api = callerAs(t.deps, coach);
    const tpl = await api.coach.checkIns.createTemplate({ name: 'Zones', questions: [{ type: 'YES_NO', text: 'Good week?', required: false }] });
    const hono = await makeClient(t.db, coach.id, { firstName: 'Hono' });
    const tokyo = await makeClient(t.db, coach.id, { firstName: 'Tokyo' });
    await withZone(hono.user, 'Pacific/Honolulu');
    await withZone(tokyo.user, 'Asia/Tokyo');
    const made = await api.coach.checkIns.createSchedules({ templateId: tpl.id, clientIds: [hono.client.id, tokyo.client.id], weekday: 1 });
    const byClient = new Map(made.map((s) => [s.clientId, s]));
    // Honolulu's Monday is today: due today. Tokyo's Monday has passed: next Monday.
    expect(byClient.get(hono.client.id)!.firstDue).toBe('2026-03-09');
    expect(byClient.get(tokyo.client.id)!.firstDue).toBe('2026-03-16');
    const honoList = await callerAs(t.deps, await withZone(hono.user, 'Pacific/Honolulu')).clientApp.checkIns.list();
    expect(honoList.due[0]).toMatchObject({ state: 'DUE', dueDate: '2026-03-09' });
    // Ten minutes past Honolulu's midnight it is overdue.
    t.deps.clock.set('2026-03-10T10:10:00.000Z');
    const later = await callerAs(t.deps, await withZone(hono.user, 'Pacific/Honolulu')).clientApp.checkIns.list();
    expect(later.due[0]).toMatchObject({ state: 'OVERDUE', dueDate: '2026-03-09' });
    expect(localToday(new Date('2026-03-10T10:10:00Z'), 'Pacific/Honolulu')).toEqual(d('2026-03-10'));
    t.deps.clock.set(TEST_NOW);
  });
});

describe('templates', () => {
  it('refuses more than 30 questions, long texts and a choice without options, with clear messages', async () => {
    const token = await tokenFor(t.deps, coach);
    const many = Array.from({ length: 31 }, (_, i) => ({ type: 'SHORT_TEXT', text: `Q${i}` }));
    let res = await rest('POST', '/check-in-templates', token, { name: 'Too many', questions: many });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('at most 30 questions');
    res = await rest('POST', '/check-in-templates', token, { name: 'Long', questions: [{ type: 'LONG_TEXT', text: 'x'.repeat(2001) }] });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('at most 2,000 characters');
    res = await rest('POST', '/check-in-templates', token, { name: 'Choice', questions: [{ type: 'SINGLE_CHOICE', text: 'Pick', options: ['only'] }] });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('at least 2 options');
    res = await rest('POST', '/check-in-templates', token, { name: 'Empty', questions: [] });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('at least one question or one body metric');
    res = await rest('POST', '/check-in-templates', token, { name: 'Bad metric', metrics: ['nonexistent'] });
    expect(res.status).toBe(400);
    expect(await t.db.checkInTemplate.count({ where: { coachId: coach.id, name: { in: ['Too many', 'Long', 'Choice', 'Empty', 'Bad metric'] } } })).toBe(0);
  });
});

describe('a week of check-ins', () => {
  let templateId: string;
  let scheduleId: string;
  let firstId: string;
  let secondId: string;

  it('the coach builds a template and assigns it weekly to two clients in one step', async () => {
    const api = callerAs(t.deps, coach);
    const tpl = await api.coach.checkIns.createTemplate({
      name: 'Weekly',
      questions: [
        { id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true },
        { id: 'sleep', type: 'NUMBER', text: 'Hours of sleep', required: false },
        { id: 'mood', type: 'SINGLE_CHOICE', text: 'Mood', required: false, options: ['Good', 'Bad'] },
      ],
      metrics: ['weight'],
    });
    templateId = tpl.id;
    expect(tpl.metrics).toEqual([{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }]);
    // Wednesday 4 March: the first due date is Monday 9 March.
    t.deps.clock.set('2026-03-04T10:00:00.000Z');
    const made = await api.coach.checkIns.createSchedules({ templateId, clientIds: [alex.client.id, blair.client.id], weekday: 1 });
    expect(made.map((s) => s.firstDue)).toEqual(['2026-03-09', '2026-03-09']);
    scheduleId = made.find((s) => s.clientId === alex.client.id)!.id;
    // Another coach's client refuses the whole request.
    await expect(api.coach.checkIns.createSchedules({ templateId, clientIds: [alex.client.id, otherClient.client.id], weekday: 1 })).rejects.toThrow('Client not found');
    expect(await t.db.checkInSchedule.count({ where: { templateId } })).toBe(2);
  });

  it('the client sends it once, with the weight logged as a body metric; a replay is applied once', async () => {
    t.deps.clock.set('2026-03-09T12:00:00.000Z');
    const token = await tokenFor(t.deps, alex.user);
    const list = await rest('GET', '/check-ins', token);
    expect(list.status).toBe(200);
    expect((list.json.due as { state: string }[])[0]).toMatchObject({ state: 'DUE', dueDate: '2026-03-09', scheduleId });
    const body = {
      scheduleId,
      dueDate: '2026-03-09',
      answers: [
        { questionId: 'energy', value: 6 },
        { questionId: 'sleep', value: 7 },
      ],
      metrics: [{ metric: 'weight', value: 180, unit: 'LB' }],
    };
    const key = { 'idempotency-key': 'checkin-1-aaaaaaaaaaaaaaaa' };
    const first = await rest('POST', '/check-ins', token, body, key);
    expect(first.status).toBe(200);
    const replay = await rest('POST', '/check-ins', token, body, key);
    expect(replay.json.id).toBe(first.json.id);
    firstId = first.json.id as string;
    expect(await t.db.checkInSubmission.count({ where: { clientId: alex.client.id } })).toBe(1);
    const entry = await t.db.bodyMetricEntry.findFirstOrThrow({ where: { clientId: alex.client.id, key: 'weight', day: d('2026-03-09') } });
    expect(entry.value).toBeCloseTo(81.647, 2);
    const [notice, ...more] = await t.db.notification.findMany({ where: { coachId: coach.id, type: 'CHECK_IN_SUBMITTED' } });
    expect(more).toEqual([]);
    expect(notice!.metadata).toMatchObject({ checkInId: firstId, dueDate: '2026-03-09', templateName: expect.any(String) });
    expect(notice!.message).toBe(`Alex Client sent “${(notice!.metadata as { templateName: string }).templateName}” for Mar 9`);
    // A second send for the same due date without the key: 409.
    const again = await rest('POST', '/check-ins', token, body);
    expect(again.status).toBe(409);
  });

  it('refuses a missing required answer, a scale out of range and a weight out of range, writing nothing', async () => {
    t.deps.clock.set('2026-03-16T12:00:00.000Z');
    const token = await tokenFor(t.deps, alex.user);
    const base = { scheduleId, dueDate: '2026-03-16' };
    let res = await rest('POST', '/check-ins', token, { ...base, answers: [] });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('needs an answer');
    res = await rest('POST', '/check-ins', token, { ...base, answers: [{ questionId: 'energy', value: 11 }] });
    expect(res.json.error).toContain('whole number from 1 to 10');
    res = await rest('POST', '/check-ins', token, { ...base, answers: [{ questionId: 'energy', value: 5 }], metrics: [{ metric: 'weight', value: 5 }] });
    expect(res.json.error).toBe('Weight must be between 20 and 400 kg');
    res = await rest('POST', '/check-ins', token, { ...base, dueDate: '2026-03-17', answers: [{ questionId: 'energy', value: 5 }] });
    expect(res.status).toBe(400);
    expect(await t.db.checkInSubmission.count({ where: { clientId: alex.client.id } })).toBe(1);
  });

  it('editing the template leaves sent check-ins as they were', async () => {
    await callerAs(t.deps, coach).coach.checkIns.updateTemplate({
      id: templateId,
      name: 'Weekly v2',
      questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy level?', required: true }],
      metrics: ['weight'],
    });
    const sent = await callerAs(t.deps, alex.user).clientApp.checkIns.get({ id: firstId });
    expect(sent.templateName).toBe('Weekly');
    expect(sent.questions.map((q) => q.text)).toEqual(['Energy?', 'Hours of sleep', 'Mood']);
  });

  it('the coach sees deltas against the previous check-in in their units and the week’s workouts', async () => {
    const api = callerAs(t.deps, alex.user);
    await api.clientApp.checkIns.submit({ scheduleId, dueDate: '2026-03-16', answers: [{ questionId: 'energy', value: 8 }], metrics: [{ metric: 'weight', value: 80.847 }] });
    const second = await t.db.checkInSubmission.findFirstOrThrow({ where: { clientId: alex.client.id, dueDate: d('2026-03-16') } });
    secondId = second.id;
    const token = await tokenFor(t.deps, coach);
    const queue = await rest('GET', '/check-in-reviews?section=toReview', token);
    expect(queue.status).toBe(200);
    expect((queue.json.items as { submissionId: string }[]).map((i) => i.submissionId)).toEqual([secondId, firstId]);
    expect(queue.statements).toBeLessThanOrEqual(5);
    const review = await rest('GET', `/check-in-reviews/${secondId}`, token);
    expect(review.status).toBe(200);
    expect(review.statements).toBeLessThanOrEqual(5);
    const r = review.json as {
      previous: { id: string };
      questions: { id: string; delta: { label: string } | null }[];
      metrics: { metric: string; delta: { label: string } }[];
      habits: { completed: number; expected: number } | null;
      workouts: { scheduled: number };
    };
    expect(r.previous.id).toBe(firstId);
    expect(r.questions.find((q) => q.id === 'energy')!.delta!.label).toBe('+2 since last week');
    expect(r.metrics[0]!.delta.label).toBe('−0.8 kg since last week');
    // No habits yet: nothing to show.
    expect(r.habits).toBeNull();
    expect(r.workouts.scheduled).toBe(0);
    // A daily habit ticked twice in that week shows beside the answers (services/habits).
    const habit = await t.db.habit.create({ data: { clientId: alex.client.id, coachId: coach.id, name: 'Walk', startsOn: d('2026-03-01') } });
    await t.db.habitTick.createMany({
      data: [
        { habitId: habit.id, date: d('2026-03-10') },
        { habitId: habit.id, date: d('2026-03-11') },
        { habitId: habit.id, date: d('2026-03-01') },
      ],
    });
    const withHabits = await rest('GET', `/check-in-reviews/${secondId}`, token);
    expect(withHabits.statements).toBeLessThanOrEqual(5);
    const h = (withHabits.json as typeof r).habits!;
    expect(h.completed).toBe(2);
    expect(h.expected).toBeGreaterThanOrEqual(2);
    // In lb for a coach who reads pounds.
    const lbCoach = { ...coach, loadUnit: 'LB' as const };
    const inLb = await callerAs(t.deps, lbCoach).coach.checkIns.review({ id: secondId });
    expect(inLb.metrics[0]!.delta!.label).toBe('−1.8 lb since last week');
  });

  it('the coach replies: the reply is in the conversation with the check-in’s link and on the check-in, and it is reviewed', async () => {
    const api = callerAs(t.deps, coach);
    const reply = await api.coach.checkIns.reply({ id: secondId, content: 'Great week!' });
    expect(reply.reviewedAt).not.toBeNull();
    const message = await t.db.message.findUniqueOrThrow({ where: { id: reply.messageId } });
    expect(message).toMatchObject({ clientId: alex.client.id, sender: 'COACH', checkInId: secondId });
    const mine = await callerAs(t.deps, alex.user).clientApp.checkIns.get({ id: secondId });
    expect(mine.coachReply).toBe('<p>Great week!</p>');
    const queue = await api.coach.checkIns.queue({ section: 'toReview' });
    expect(queue.items.map((i) => i.submissionId)).toEqual([firstId]);
    const reviewed = await api.coach.checkIns.queue({ section: 'reviewed' });
    expect(reviewed.items.map((i) => i.submissionId)).toEqual([secondId]);
    await api.coach.checkIns.setReviewed({ id: firstId, reviewed: true });
    expect((await api.coach.checkIns.queue({ section: 'toReview' })).items).toEqual([]);
  });

  it('lists overdue and upcoming check-ins from the schedules', async () => {
    t.deps.clock.set('2026-03-24T12:00:00.000Z');
    const api = callerAs(t.deps, coach);
    const overdue = await api.coach.checkIns.queue({ section: 'overdue' });
    // Blair never sent one: the latest due Monday (23 March) is overdue; Alex too (sent up to the 16th).
    expect(overdue.items.filter((i) => i.templateName === 'Weekly v2').map((i) => [i.clientName.split(' ')[0], i.dueDate, i.kind])).toEqual(
      expect.arrayContaining([
        ['Alex', '2026-03-23', 'OVERDUE'],
        ['Blair', '2026-03-23', 'OVERDUE'],
      ]),
    );
    const page = await api.coach.checkIns.queue({ section: 'overdue', limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
  });

  it('pauses, resumes from the client’s today, and ends', async () => {
    const api = callerAs(t.deps, coach);
    const blairSchedule = (await api.coach.checkIns.schedules({ clientId: blair.client.id })).find((s) => s.templateId === templateId)!;
    expect((await api.coach.checkIns.setScheduleStatus({ id: blairSchedule.id, status: 'PAUSED' })).nextDue).toBeNull();
    const resumed = await api.coach.checkIns.setScheduleStatus({ id: blairSchedule.id, status: 'ACTIVE' });
    expect(resumed.nextDue).toBe('2026-03-30');
    await api.coach.checkIns.setScheduleStatus({ id: blairSchedule.id, status: 'ENDED' });
    await expect(api.coach.checkIns.setScheduleStatus({ id: blairSchedule.id, status: 'ACTIVE' })).rejects.toThrow('cannot be restarted');
    t.deps.clock.set(TEST_NOW);
  });

  it('answers 404 for another coach’s template, schedule and check-in, and for another client’s check-in', async () => {
    const token = await tokenFor(t.deps, other);
    expect((await rest('GET', `/check-in-reviews/${firstId}`, token)).status).toBe(404);
    expect((await rest('PUT', `/check-in-templates/${templateId}`, token, { name: 'x', questions: [{ type: 'YES_NO', text: 'x' }] })).status).toBe(404);
    expect((await rest('PUT', `/check-in-schedules/${scheduleId}/status`, token, { status: 'PAUSED' })).status).toBe(404);
    expect((await rest('POST', `/check-in-reviews/${firstId}/reply`, token, { content: 'hi' })).status).toBe(404);
    const blairToken = await tokenFor(t.deps, blair.user);
    expect((await rest('GET', `/check-ins/${firstId}`, blairToken)).status).toBe(404);
    expect((await rest('POST', '/check-ins', blairToken, { scheduleId, dueDate: '2026-03-09', answers: [] })).status).toBe(404);
  });

  it('deleting the client removes their schedules and check-ins', async () => {
    const gone = await makeClient(t.db, coach.id, { firstName: 'Gone' });
    await callerAs(t.deps, coach).coach.checkIns.createSchedules({ templateId, clientIds: [gone.client.id], weekday: 3 });
    await t.db.client.delete({ where: { id: gone.client.id } });
    expect(await t.db.checkInSchedule.count({ where: { clientId: gone.client.id } })).toBe(0);
  });
});
