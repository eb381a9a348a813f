// Weekly check-ins (docs/check-ins.md, docs/decisions/0023-check-ins.md): a coach's templates and
// schedules, the client's due check-ins and submissions, and the coach's review. Every query
// carries its tenant (the coach's id, or the signed-in client's own id), so another tenant's
// template, schedule, client or check-in is "not found".
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '#server/deps';
import type { Db, Prisma } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { conflict, invalid, notFound } from '#server/errors';
import { decodeCursor, encodeCursor } from '#server/lib/keyset-cursor';
import { assertBelowCap } from '#server/lib/row-caps';
import { logBodyMetric } from '#server/services/body-metrics/body-metrics';
import { isBlankNote, sanitizeNote } from '#server/services/clients/notes';
import { weekHabitAdherence } from '#server/services/habits/habits';
import { queuePush } from '#server/services/push/deliver';
import { raiseNotification } from '#server/services/notifications/raise';
import { emitWebhookEvent } from '#server/services/integrations/webhook-events';
import { BUILT_IN, fromStored, isBuiltInMetric, roundForDisplay, STORED_UNIT, UNIT_LABEL, displayUnit, type EntryUnit, type LengthUnit, type MassUnit } from '#shared/body-metrics';
import { addDays, dateOf, daysBetween, dueState, firstWeekdayOnOrAfter, isDueDate, isoDate, type DueRule } from '#shared/check-in-dates';
import { ZLogBodyMetricInput } from '#shared/schemas/body-metrics';
import {
  answerProblem,
  CHECK_IN_TEMPLATES_MAX,
  MSG_CHECK_IN_ALREADY_SENT,
  MSG_CHECK_IN_NOT_DUE,
  ZCheckInQuestion,
  type CheckInAnswer,
  type CheckInDue,
  type CheckInMetric,
  type CheckInQuestion,
  type CheckInQueueItem,
  type CheckInReview,
  type CheckInSchedule,
  type CheckInSubmission,
  type CheckInSummary,
  type CheckInTemplate,
  type ClientCheckIns,
} from '#shared/schemas/check-ins';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import { z } from 'zod';

type Tx = Prisma.TransactionClient;
const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();
export const checkInNotificationKey = (submissionId: string) => `check-in-submitted:${submissionId}`;

// ── Stored JSON: read back through zod so a hand-edited row cannot crash a screen ──

const ZStoredQuestions = z.array(ZCheckInQuestion).catch([]);
const ZStoredMetrics = z.array(z.object({ metric: z.string(), name: z.string(), kind: z.enum(['mass', 'percent', 'length', 'custom']), unit: z.string() })).catch([]);
const ZStoredAnswers = z.array(z.object({ questionId: z.string(), value: z.union([z.number(), z.string(), z.boolean(), z.null()]) })).catch([]);
const ZStoredMetricValues = z.array(z.object({ metric: z.string(), value: z.number() })).catch([]);
export const storedQuestions = (v: unknown): CheckInQuestion[] => ZStoredQuestions.parse(v);
export const storedMetrics = (v: unknown): CheckInMetric[] => ZStoredMetrics.parse(v);
export const storedAnswers = (v: unknown): CheckInAnswer[] => ZStoredAnswers.parse(v);
export const storedMetricValues = (v: unknown): { metric: string; value: number }[] => ZStoredMetricValues.parse(v);

// ── Metrics a check-in asks ──

/** Each key with its name and stored unit; custom metrics must be the coach's (and, for a client, theirs). */
async function describeMetrics(db: Pick<Db, 'bodyMetricDefinition'>, coachId: string, keys: string[], clientId?: string): Promise<CheckInMetric[]> {
  const custom = keys.filter((k) => !isBuiltInMetric(k));
  const defs = custom.length
    ? await db.bodyMetricDefinition.findMany({
        where: { id: { in: custom }, coachId, ...(clientId ? { OR: [{ clientId: null }, { clientId }] } : {}) },
        select: { id: true, name: true, unit: true },
      })
    : [];
  const byId = new Map(defs.map((d) => [d.id, d]));
  return keys.flatMap((key): CheckInMetric[] => {
    if (isBuiltInMetric(key)) {
      const m = BUILT_IN[key];
      return [{ metric: key, name: m.name, kind: m.kind, unit: UNIT_LABEL[STORED_UNIT[m.kind]] }];
    }
    const d = byId.get(key);
    return d ? [{ metric: key, name: d.name, kind: 'custom', unit: d.unit }] : [];
  });
}

// ── Templates (coach) ──

interface TemplateInput {
  name: string;
  questions: { id?: string; type: CheckInQuestion['type']; text: string; required: boolean; options?: string[] }[];
  metrics: string[];
  askPhotos: boolean;
}

function normaliseQuestions(questions: TemplateInput['questions']): CheckInQuestion[] {
  return questions.map((q) => ({
    id: q.id ?? randomUUID().slice(0, 8),
    type: q.type,
    text: q.text,
    required: q.required,
    ...(q.type === 'SINGLE_CHOICE' ? { options: q.options ?? [] } : {}),
  }));
}

async function checkMetricsExist(db: Db, coachId: string, keys: string[]): Promise<void> {
  const found = await describeMetrics(db, coachId, keys);
  if (found.length !== keys.length) throw invalid('metrics names a metric that does not exist: use a built-in name or one of your custom metrics’ ids');
}

const templateSelect = { id: true, name: true, questions: true, metrics: true, askPhotos: true, updatedAt: true, _count: { select: { schedules: { where: { status: { not: 'ENDED' } } } } } } as const;
type TemplateRow = Prisma.CheckInTemplateGetPayload<{ select: typeof templateSelect }>;

async function presentTemplates(db: Db, coachId: string, rows: TemplateRow[]): Promise<CheckInTemplate[]> {
  const metrics = await describeMetrics(db, coachId, [...new Set(rows.flatMap((r) => r.metrics))]);
  const byKey = new Map(metrics.map((m) => [m.metric, m]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    questions: storedQuestions(r.questions),
    metrics: r.metrics.flatMap((k) => byKey.get(k) ?? []),
    askPhotos: r.askPhotos,
    activeSchedules: r._count.schedules,
    updatedAt: r.updatedAt,
  }));
}

export async function listTemplates(db: Db, coachId: string): Promise<CheckInTemplate[]> {
  const rows = await db.checkInTemplate.findMany({ where: { coachId }, select: templateSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: CHECK_IN_TEMPLATES_MAX });
  return presentTemplates(db, coachId, rows);
}

export async function createTemplate(db: Db, coachId: string, input: TemplateInput): Promise<CheckInTemplate> {
  await checkMetricsExist(db, coachId, input.metrics);
  if ((await db.checkInTemplate.count({ where: { coachId } })) >= CHECK_IN_TEMPLATES_MAX) throw invalid(`A coach keeps at most ${CHECK_IN_TEMPLATES_MAX} check-in templates`);
  const row = await db.checkInTemplate.create({
    data: { coachId, name: input.name, questions: normaliseQuestions(input.questions), metrics: input.metrics, askPhotos: input.askPhotos },
    select: templateSelect,
  });
  return (await presentTemplates(db, coachId, [row]))[0]!;
}

/** New content for a template; past submissions keep their own copy of the questions. */
export async function updateTemplate(db: Db, coachId: string, id: string, input: TemplateInput): Promise<CheckInTemplate> {
  await checkMetricsExist(db, coachId, input.metrics);
  const { count } = await db.checkInTemplate.updateMany({
    where: { id, coachId },
    data: { name: input.name, questions: normaliseQuestions(input.questions), metrics: input.metrics, askPhotos: input.askPhotos },
  });
  if (count === 0) throw notFound('Check-in template');
  const row = await db.checkInTemplate.findUniqueOrThrow({ where: { id }, select: templateSelect });
  return (await presentTemplates(db, coachId, [row]))[0]!;
}

/** Removes a template and its schedules; sent check-ins stay (they keep a copy of the questions). */
export async function deleteTemplate(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.checkInTemplate.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Check-in template');
  return { ok: true };
}

// ── Schedules (coach) ──

const ruleOf = (s: { firstDue: Date; activeFrom: Date; everyWeeks: number }): DueRule => ({ firstDue: s.firstDue, activeFrom: s.activeFrom, everyWeeks: s.everyWeeks });

/** The latest due date answered, per schedule: one grouped read. */
async function lastAnsweredBySchedule(db: Db, scheduleIds: string[]): Promise<Map<string, Date>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await typedSql(db)
    .selectFrom('CheckInSubmission')
    .where('scheduleId', 'in', scheduleIds)
    .select(['scheduleId', sql<Date>`max("dueDate")`.as('last')])
    .groupBy('scheduleId')
    .execute();
  return new Map(rows.map((r) => [r.scheduleId!, new Date(r.last)]));
}

const scheduleSelect = {
  id: true,
  clientId: true,
  templateId: true,
  weekday: true,
  everyWeeks: true,
  firstDue: true,
  activeFrom: true,
  status: true,
  client: { select: { firstName: true, lastName: true, user: { select: { timeZone: true } } } },
  template: { select: { name: true } },
} as const;
type ScheduleRow = Prisma.CheckInScheduleGetPayload<{ select: typeof scheduleSelect }>;

function presentSchedules(rows: ScheduleRow[], last: Map<string, Date>, now: Date): CheckInSchedule[] {
  return rows.map((s) => ({
    id: s.id,
    clientId: s.clientId,
    clientName: fullName(s.client),
    templateId: s.templateId,
    templateName: s.template.name,
    weekday: s.weekday,
    everyWeeks: s.everyWeeks,
    firstDue: isoDate(s.firstDue),
    status: s.status,
    nextDue: s.status === 'ACTIVE' ? isoDate(dueState(ruleOf(s), localToday(now, zoneOrUtc(s.client.user.timeZone)), last.get(s.id) ?? null).dueDate) : null,
  }));
}

/**
 * Assigns a template to one client or many in one transaction (like bulk assignment): another
 * coach's client or template refuses the whole request. Each client's first due date is the
 * chosen weekday on or after the start date, else on or after that client's local today.
 */
export async function createSchedules(
  deps: Pick<AppDeps, 'db' | 'clock' | 'caps'>,
  coachId: string,
  input: { templateId: string; clientIds: string[]; weekday: number; everyWeeks: number; startDate?: string },
): Promise<CheckInSchedule[]> {
  const { db } = deps;
  const now = deps.clock.now();
  const ids = await db.$transaction(async (tx) => {
    const template = await tx.checkInTemplate.findFirst({ where: { id: input.templateId, coachId }, select: { id: true } });
    if (!template) throw notFound('Check-in template');
    const clients = await tx.client.findMany({ where: { id: { in: input.clientIds }, coachId }, select: { id: true, archived: true, user: { select: { timeZone: true } } } });
    if (clients.length !== input.clientIds.length) throw notFound('Client');
    if (clients.some((c) => c.archived)) throw conflict('An archived client cannot be given a check-in');
    await assertBelowCap(deps.caps, 'checkInSchedulesPerCoach', () => tx.checkInSchedule.count({ where: { coachId } }), clients.length);
    const rows = clients.map((c) => {
      const today = localToday(now, zoneOrUtc(c.user.timeZone));
      const from = input.startDate && dateOf(input.startDate) > today ? dateOf(input.startDate) : today;
      const firstDue = firstWeekdayOnOrAfter(from, input.weekday);
      return {
        id: randomUUID().replaceAll('-', '').slice(0, 25),
        coachId,
        clientId: c.id,
        templateId: template.id,
        weekday: input.weekday,
        everyWeeks: input.everyWeeks,
        firstDue,
        activeFrom: firstDue,
      };
    });
    await tx.checkInSchedule.createMany({ data: rows });
    return rows.map((r) => r.id);
  });
  const rows = await db.checkInSchedule.findMany({ where: { id: { in: ids } }, select: scheduleSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return presentSchedules(rows, new Map(), now);
}

export async function listSchedules(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, clientId?: string): Promise<CheckInSchedule[]> {
  const rows = await deps.db.checkInSchedule.findMany({
    where: { coachId, ...(clientId ? { clientId } : {}) },
    select: scheduleSelect,
    orderBy: [{ status: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
    take: 500,
  });
  return presentSchedules(
    rows,
    await lastAnsweredBySchedule(
      deps.db,
      rows.map((r) => r.id),
    ),
    deps.clock.now(),
  );
}

/**
 * Pause, resume or end. Resuming asks again from the client's local today on: the due dates
 * that passed while paused are not asked for. An ended schedule stays ended.
 */
export async function setScheduleStatus(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, id: string, status: 'ACTIVE' | 'PAUSED' | 'ENDED'): Promise<CheckInSchedule> {
  const s = await deps.db.checkInSchedule.findFirst({ where: { id, coachId }, select: { id: true, status: true, client: { select: { user: { select: { timeZone: true } } } } } });
  if (!s) throw notFound('Check-in schedule');
  if (s.status === 'ENDED' && status !== 'ENDED') throw conflict('An ended check-in schedule cannot be restarted: assign the template again');
  const today = localToday(deps.clock.now(), zoneOrUtc(s.client.user.timeZone));
  const data: Prisma.CheckInScheduleUpdateInput = { status, ...(status === 'ACTIVE' && s.status === 'PAUSED' ? { activeFrom: today } : {}) };
  const row = await deps.db.checkInSchedule.update({ where: { id }, data, select: scheduleSelect });
  return presentSchedules([row], await lastAnsweredBySchedule(deps.db, [row.id]), deps.clock.now())[0]!;
}

// ── The client's side ──

export interface CheckInClient {
  clientId: string;
  coachId: string;
  timeZone: string | null | undefined;
}

/**
 * The client's open check-ins (DUE, OVERDUE) and each active schedule's next one (UPCOMING), with
 * the questions to answer, and the latest sent ones. Four statements.
 */
export async function clientCheckIns(deps: Pick<AppDeps, 'db' | 'clock'>, me: CheckInClient): Promise<ClientCheckIns> {
  const { db } = deps;
  const [schedules, recent] = await Promise.all([
    db.checkInSchedule.findMany({
      where: { clientId: me.clientId, status: 'ACTIVE' },
      select: { id: true, firstDue: true, activeFrom: true, everyWeeks: true, template: { select: { name: true, questions: true, metrics: true, askPhotos: true } } },
      orderBy: { createdAt: 'asc' },
      take: 50,
    }),
    db.checkInSubmission.findMany({
      where: { clientId: me.clientId },
      select: { id: true, templateName: true, dueDate: true, submittedAt: true, reviewedAt: true, coachReply: true },
      orderBy: [{ dueDate: 'desc' }, { submittedAt: 'desc' }],
      take: 20,
    }),
  ]);
  const [last, metrics] = await Promise.all([
    lastAnsweredBySchedule(
      db,
      schedules.map((s) => s.id),
    ),
    describeMetrics(db, me.coachId, [...new Set(schedules.flatMap((s) => s.template.metrics))], me.clientId),
  ]);
  const byKey = new Map(metrics.map((m) => [m.metric, m]));
  const today = localToday(deps.clock.now(), zoneOrUtc(me.timeZone));
  const rank = { OVERDUE: 0, DUE: 1, UPCOMING: 2 } as const;
  const due: CheckInDue[] = schedules
    .map((s) => {
      const { state, dueDate } = dueState(ruleOf(s), today, last.get(s.id) ?? null);
      return {
        scheduleId: s.id,
        templateName: s.template.name,
        dueDate: isoDate(dueDate),
        state,
        questions: storedQuestions(s.template.questions),
        metrics: s.template.metrics.flatMap((k) => byKey.get(k) ?? []),
        askPhotos: s.template.askPhotos,
      };
    })
    .toSorted((a, b) => rank[a.state] - rank[b.state] || a.dueDate.localeCompare(b.dueDate));
  const summaries: CheckInSummary[] = recent.map((r) => ({ ...r, dueDate: isoDate(r.dueDate) }));
  return { due, recent: summaries };
}

function presentSubmission(row: {
  id: string;
  templateName: string;
  dueDate: Date;
  submittedAt: Date;
  reviewedAt: Date | null;
  coachReply: string | null;
  coachRepliedAt: Date | null;
  askPhotos: boolean;
  questions: unknown;
  metrics: unknown;
  answers: unknown;
  metricValues: unknown;
}): CheckInSubmission {
  const answers = new Map(storedAnswers(row.answers).map((a) => [a.questionId, a.value]));
  const values = new Map(storedMetricValues(row.metricValues).map((v) => [v.metric, v.value]));
  return {
    id: row.id,
    templateName: row.templateName,
    dueDate: isoDate(row.dueDate),
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
    coachReply: row.coachReply,
    coachRepliedAt: row.coachRepliedAt,
    askPhotos: row.askPhotos,
    questions: storedQuestions(row.questions).map((q) => ({ ...q, answer: answers.get(q.id) ?? null })),
    metrics: storedMetrics(row.metrics).map((m) => ({ ...m, value: values.get(m.metric) ?? null })),
  };
}

const submissionSelect = {
  id: true,
  clientId: true,
  templateName: true,
  dueDate: true,
  submittedAt: true,
  reviewedAt: true,
  coachReply: true,
  coachRepliedAt: true,
  askPhotos: true,
  questions: true,
  metrics: true,
  answers: true,
  metricValues: true,
} as const;

/** One of the client's own check-ins, with the coach's reply. */
export async function clientSubmission(db: Db, clientId: string, id: string): Promise<CheckInSubmission> {
  const row = await db.checkInSubmission.findFirst({ where: { id, clientId }, select: submissionSelect });
  if (!row) throw notFound('Check-in');
  return presentSubmission(row);
}

/**
 * Sends a check-in: the answers checked against the template's questions (copied into the
 * submission, so a later edit of the template changes nothing here), the asked body metrics
 * logged through the body-metrics service for the client's local today, the submission and the
 * coach's notification, all in one transaction. A due date already answered is a 409; the
 * Idempotency-Key of a queued write answers its replay with the first answer.
 */
export async function submitCheckIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'caps' | 'jobs' | 'appSecret'>,
  me: CheckInClient & { clientName: string },
  input: { scheduleId: string; dueDate: string; answers: CheckInAnswer[]; metrics: { metric: string; value: number; unit?: EntryUnit }[] },
): Promise<CheckInSubmission> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = localToday(now, zoneOrUtc(me.timeZone));
  const schedule = await db.checkInSchedule.findFirst({
    where: { id: input.scheduleId, clientId: me.clientId },
    select: { id: true, status: true, firstDue: true, activeFrom: true, everyWeeks: true, template: { select: { name: true, questions: true, metrics: true, askPhotos: true } } },
  });
  if (!schedule) throw notFound('Check-in');
  const dueDate = dateOf(input.dueDate);
  if (schedule.status !== 'ACTIVE' || !isDueDate(ruleOf(schedule), dueDate) || dueDate > today) throw invalid(MSG_CHECK_IN_NOT_DUE);

  const questions = storedQuestions(schedule.template.questions);
  const given = new Map(input.answers.map((a) => [a.questionId, a.value]));
  const problems = questions.map((q) => answerProblem(q, given.get(q.id))).filter((p): p is string => p !== null);
  if (problems.length) throw invalid(problems.join('; '));
  const answers = questions.filter((q) => given.has(q.id) && given.get(q.id) !== null && given.get(q.id) !== '').map((q) => ({ questionId: q.id, value: given.get(q.id)! }));

  const metrics = await describeMetrics(db, me.coachId, schedule.template.metrics, me.clientId);
  const asked = new Set(metrics.map((m) => m.metric));
  const date = isoDate(today);
  const metricInputs = input.metrics.filter((m) => asked.has(m.metric));
  for (const m of metricInputs) {
    const check = ZLogBodyMetricInput.safeParse({ metric: m.metric, date, value: m.value, ...(m.unit ? { unit: m.unit } : {}) });
    if (!check.success) throw invalid(check.error.issues[0]?.message ?? 'A metric value is not valid');
  }

  const row = await db.$transaction(async (tx) => {
    const exists = await tx.checkInSubmission.findFirst({ where: { scheduleId: schedule.id, dueDate }, select: { id: true } });
    if (exists) throw conflict(MSG_CHECK_IN_ALREADY_SENT);
    const metricValues: { metric: string; value: number }[] = [];
    for (const m of metricInputs) {
      // Through the body-metrics service, so the metric's chart and "latest" get the value and its
      // rules (units, range, one value a day, row cap) hold; the transaction client stands in for
      // the database (it offers every call the service makes).
      const entry = await logBodyMetric(
        { db: tx as unknown as Db, clock: deps.clock, caps: deps.caps, user: { timeZone: me.timeZone } },
        { clientId: me.clientId, coachId: me.coachId },
        { metric: m.metric, date, value: m.value, ...(m.unit ? { unit: m.unit } : {}) },
      );
      metricValues.push({ metric: m.metric, value: entry.value });
    }
    const created = await tx.checkInSubmission.create({
      data: {
        coachId: me.coachId,
        clientId: me.clientId,
        scheduleId: schedule.id,
        dueDate,
        templateName: schedule.template.name,
        questions,
        metrics,
        askPhotos: schedule.template.askPhotos,
        answers,
        metricValues,
        submittedAt: now,
      },
      select: submissionSelect,
    });
    await raiseNotification(tx, {
      coachId: me.coachId,
      clientId: me.clientId,
      type: 'CHECK_IN_SUBMITTED',
      title: 'Check-in submitted',
      message: `${me.clientName} sent “${schedule.template.name}” for ${dueDate.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`,
      metadata: { checkInId: created.id, templateName: schedule.template.name, dueDate: isoDate(dueDate) },
      dedupeKey: checkInNotificationKey(created.id),
      createdAt: now,
    });
    // checkin.submitted, queued in this transaction (docs/api.md, "Webhooks").
    if (deps.jobs) {
      const data = { checkInId: created.id, clientId: me.clientId, clientName: me.clientName, dueDate: isoDate(dueDate), submittedAt: now.toISOString() };
      await emitWebhookEvent({ db, jobs: deps.jobs, clock: deps.clock }, me.coachId, 'checkin.submitted', data, { tx });
    }
    await queuePush(
      deps,
      {
        userId: me.coachId,
        event: 'CHECK_IN_SUBMITTED',
        url: `/coach/check-ins?open=${created.id}`,
        tag: `check-in:${created.id}`,
        detail: { title: `${me.clientName} sent their check-in`, body: `“${schedule.template.name}” is ready for your review.` },
      },
      { tx },
    );
    return created;
  });
  return presentSubmission(row);
}

// ── The coach's review ──

type QueueSection = 'toReview' | 'overdue' | 'upcoming' | 'reviewed';

/**
 * The coach's check-ins a section at a time: sent and not reviewed (newest first), overdue
 * (most recently due first), due today and upcoming (soonest first), reviewed (newest first).
 * Sent ones page by keyset; overdue and upcoming are computed from the active schedules (each
 * gives at most one item) and page by position. Two statements each.
 */
export async function checkInQueue(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  coachId: string,
  input: { section: QueueSection; limit?: number; cursor?: string | null },
): Promise<{ items: CheckInQueueItem[]; nextCursor: string | null }> {
  const { db } = deps;
  const limit = input.limit ?? 30;
  if (input.section === 'toReview' || input.section === 'reviewed') {
    const reviewed = input.section === 'reviewed';
    const orderField = reviewed ? 'reviewedAt' : 'submittedAt';
    const after = input.cursor ? decodeCursor(input.cursor, ['date', 'string'] as const) : null;
    const rows = await db.checkInSubmission.findMany({
      where: {
        coachId,
        reviewedAt: reviewed ? { not: null } : null,
        ...(after ? { OR: [{ [orderField]: { lt: after[0] } }, { [orderField]: after[0], id: { lt: after[1] } }] } : {}),
      },
      select: { id: true, scheduleId: true, clientId: true, templateName: true, dueDate: true, submittedAt: true, reviewedAt: true, client: { select: { firstName: true, lastName: true } } },
      orderBy: [{ [orderField]: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    });
    const items = rows.slice(0, limit);
    const lastRow = items.at(-1);
    return {
      items: items.map((r) => ({
        kind: reviewed ? 'REVIEWED' : 'SUBMITTED',
        submissionId: r.id,
        scheduleId: r.scheduleId,
        clientId: r.clientId,
        clientName: fullName(r.client),
        templateName: r.templateName,
        dueDate: isoDate(r.dueDate),
        submittedAt: r.submittedAt,
      })),
      nextCursor: rows.length > limit && lastRow ? encodeCursor([(reviewed ? lastRow.reviewedAt : lastRow.submittedAt)!, lastRow.id]) : null,
    };
  }
  const offset = input.cursor ? Number(decodeCursor(input.cursor, ['string'] as const)[0]) : 0;
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalid('cursor is not valid: send the X-Next-Cursor (or nextCursor) of the previous answer');
  const schedules = await db.checkInSchedule.findMany({
    where: { coachId, status: 'ACTIVE', client: { archived: false } },
    select: {
      id: true,
      clientId: true,
      firstDue: true,
      activeFrom: true,
      everyWeeks: true,
      template: { select: { name: true } },
      client: { select: { firstName: true, lastName: true, user: { select: { timeZone: true } } } },
    },
    take: 5000,
  });
  const last = await lastAnsweredBySchedule(
    db,
    schedules.map((s) => s.id),
  );
  const now = deps.clock.now();
  const all: CheckInQueueItem[] = schedules.map((s) => {
    const { state, dueDate } = dueState(ruleOf(s), localToday(now, zoneOrUtc(s.client.user.timeZone)), last.get(s.id) ?? null);
    return { kind: state, submissionId: null, scheduleId: s.id, clientId: s.clientId, clientName: fullName(s.client), templateName: s.template.name, dueDate: isoDate(dueDate), submittedAt: null };
  });
  const chosen =
    input.section === 'overdue'
      ? all.filter((i) => i.kind === 'OVERDUE').toSorted((a, b) => b.dueDate.localeCompare(a.dueDate) || a.clientName.localeCompare(b.clientName))
      : all.filter((i) => i.kind !== 'OVERDUE').toSorted((a, b) => a.dueDate.localeCompare(b.dueDate) || a.clientName.localeCompare(b.clientName));
  const items = chosen.slice(offset, offset + limit);
  return { items, nextCursor: offset + limit < chosen.length ? encodeCursor([String(offset + limit)]) : null };
}

const signed = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${Math.abs(v)}` : '±0');

function sinceLabel(previousDue: Date, due: Date): string {
  const days = daysBetween(previousDue, due);
  if (days === 7) return 'since last week';
  if (days % 7 === 0 && days > 0) return `since ${days / 7} weeks before`;
  return `since ${previousDue.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
}

/** A stored metric value in the viewer's unit, with its unit label. */
function inViewerUnit(m: CheckInMetric, value: number, units: { loadUnit: MassUnit; lengthUnit: LengthUnit }): { value: number; label: string } {
  if (m.kind === 'custom') return { value: roundForDisplay(value), label: m.unit };
  const unit = displayUnit(m.kind, units);
  return { value: roundForDisplay(fromStored(value, unit)), label: UNIT_LABEL[unit] };
}

/**
 * One check-in for its coach: the answers beside the client's previous check-in's, deltas for
 * numbers and metrics in the coach's units, the week's workout adherence and habit adherence
 * (services/habits). Five statements besides sign-in.
 */
export async function checkInReview(deps: Pick<AppDeps, 'db'>, coach: { id: string; loadUnit: MassUnit }, id: string): Promise<CheckInReview> {
  const { db } = deps;
  const row = await db.checkInSubmission.findFirst({
    where: { id, coachId: coach.id },
    select: { ...submissionSelect, client: { select: { firstName: true, lastName: true, user: { select: { timeZone: true } } } }, coach: { select: { lengthUnit: true } } },
  });
  if (!row) throw notFound('Check-in');
  const from = addDays(row.dueDate, -6);
  const [previous, sessions, habits] = await Promise.all([
    db.checkInSubmission.findFirst({
      where: { clientId: row.clientId, OR: [{ dueDate: { lt: row.dueDate } }, { dueDate: row.dueDate, submittedAt: { lt: row.submittedAt } }] },
      select: { id: true, dueDate: true, submittedAt: true, answers: true, metricValues: true },
      orderBy: [{ dueDate: 'desc' }, { submittedAt: 'desc' }],
    }),
    db.workoutSession.groupBy({ by: ['status'], where: { clientId: row.clientId, scheduledFor: { gte: from, lt: addDays(row.dueDate, 1) } }, _count: { _all: true } }),
    weekHabitAdherence(db, { clientId: row.clientId, from, to: row.dueDate, timeZone: row.client.user.timeZone }),
  ]);
  const units = { loadUnit: coach.loadUnit, lengthUnit: row.coach.lengthUnit };
  const base = presentSubmission(row);
  const prevAnswers = new Map(storedAnswers(previous?.answers).map((a) => [a.questionId, a.value]));
  const prevValues = new Map(storedMetricValues(previous?.metricValues).map((v) => [v.metric, v.value]));
  const since = previous ? sinceLabel(previous.dueDate, row.dueDate) : '';
  const completed = sessions.find((g) => g.status === 'COMPLETED')?._count._all ?? 0;
  const scheduled = sessions.reduce((n, g) => n + g._count._all, 0);
  return {
    ...base,
    clientId: row.clientId,
    clientName: fullName(row.client),
    previous: previous ? { id: previous.id, dueDate: isoDate(previous.dueDate), submittedAt: previous.submittedAt } : null,
    questions: base.questions.map((q) => {
      const previousAnswer = prevAnswers.get(q.id) ?? null;
      const numeric = (q.type === 'NUMBER' || q.type === 'SCALE_1_10') && typeof q.answer === 'number' && typeof previousAnswer === 'number';
      const d = numeric ? roundForDisplay((q.answer as number) - previousAnswer) : null;
      return { ...q, previousAnswer, delta: d === null ? null : { value: d, label: `${signed(d)} ${since}` } };
    }),
    metrics: base.metrics.map((m) => {
      const previousValue = prevValues.get(m.metric) ?? null;
      const shown = m.value === null ? null : inViewerUnit(m, m.value, units);
      let delta: { value: number; label: string } | null = null;
      if (m.value !== null && previousValue !== null) {
        const now = inViewerUnit(m, m.value, units);
        const before = inViewerUnit(m, previousValue, units);
        const d = roundForDisplay(now.value - before.value);
        delta = { value: d, label: `${signed(d)} ${now.label} ${since}` };
      }
      const before = previousValue === null ? null : inViewerUnit(m, previousValue, units);
      return { ...m, previousValue, display: shown ? `${shown.value} ${shown.label}` : null, previousDisplay: before ? `${before.value} ${before.label}` : null, delta };
    }),
    workouts: { completed, scheduled, from: isoDate(from), to: isoDate(row.dueDate) },
    habits,
    units,
  };
}

function cleanReply(content: string): string {
  const clean = sanitizeNote(content);
  if (isBlankNote(clean)) throw invalid('content is required');
  return clean;
}

/**
 * The coach's reply: kept on the check-in (the client sees it there) and posted in the
 * conversation with the check-in's id (its link), and the check-in marked reviewed unless asked
 * not to, in one transaction.
 */
export async function replyToCheckIn(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, input: { id: string; content: string; markReviewed: boolean }) {
  const clean = cleanReply(input.content);
  const now = deps.clock.now();
  return deps.db.$transaction(async (tx: Tx) => {
    const s = await tx.checkInSubmission.findFirst({
      where: { id: input.id, coachId },
      select: { id: true, clientId: true, reviewedAt: true, templateName: true, client: { select: { archived: true } } },
    });
    if (!s) throw notFound('Check-in');
    if (s.client.archived) throw conflict('This client is archived. Unarchive them before sending messages.');
    const reviewedAt = input.markReviewed ? (s.reviewedAt ?? now) : s.reviewedAt;
    await tx.checkInSubmission.update({ where: { id: s.id }, data: { coachReply: clean, coachRepliedAt: now, reviewedAt } });
    const message = await tx.message.create({
      data: { coachId, clientId: s.clientId, sender: 'COACH', content: clean, checkInId: s.id, createdAt: now },
      select: { id: true, createdAt: true },
    });
    if (reviewedAt) await tx.notification.updateMany({ where: { coachId, dedupeKey: checkInNotificationKey(s.id), isRead: false }, data: { isRead: true } });
    return { id: s.id, coachReply: clean, coachRepliedAt: now, reviewedAt, messageId: message.id };
  });
}

/** Marks a check-in reviewed (or not); reviewing also reads its notification. */
export async function markReviewed(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, id: string, reviewed: boolean): Promise<{ id: string; reviewedAt: Date | null }> {
  const reviewedAt = reviewed ? deps.clock.now() : null;
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.checkInSubmission.updateMany({ where: { id, coachId, ...(reviewed ? { reviewedAt: null } : {}) }, data: { reviewedAt } });
    if (count === 0) {
      const row = await tx.checkInSubmission.findFirst({ where: { id, coachId }, select: { reviewedAt: true } });
      if (!row) throw notFound('Check-in');
      return { id, reviewedAt: row.reviewedAt };
    }
    if (reviewed) await tx.notification.updateMany({ where: { coachId, dedupeKey: checkInNotificationKey(id), isRead: false }, data: { isRead: true } });
    return { id, reviewedAt };
  });
}

// ── Reminder setting (client) ──

export async function getCheckInReminders(db: Db, clientId: string): Promise<{ enabled: boolean }> {
  const c = await db.client.findUniqueOrThrow({ where: { id: clientId }, select: { checkInReminders: true } });
  return { enabled: c.checkInReminders };
}

export async function setCheckInReminders(db: Db, clientId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  await db.client.update({ where: { id: clientId }, data: { checkInReminders: enabled } });
  return { enabled };
}
