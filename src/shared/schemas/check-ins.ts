// Weekly check-ins (docs/check-ins.md): templates and schedules (coach), the client's due check-ins
// and submissions, and the coach's review. Answers are named schemas of the OpenAPI document
// (`meta({ id })`) with an example; request bodies carry a title and an example.
import { z } from 'zod';
import { ZLengthUnit, ZMetricDate, ZMetricKey } from './body-metrics.ts';
import { safeName, ZId, ZIdField } from './common.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit } from './paging.ts';

export const CHECK_IN_QUESTIONS_MAX = 30;
export const CHECK_IN_TEXT_MAX = 2000;
export const CHECK_IN_SHORT_ANSWER_MAX = 200;
export const CHECK_IN_NAME_MAX = 120;
export const CHECK_IN_OPTIONS_MAX = 20;
export const CHECK_IN_OPTION_MAX = 200;
export const CHECK_IN_METRICS_MAX = 20;
export const CHECK_IN_EVERY_WEEKS_MAX = 8;
export const CHECK_IN_CLIENTS_MAX = 200;
export const CHECK_IN_NUMBER_MAX = 1_000_000_000;
export const CHECK_IN_QUEUE_PAGE_MAX = 100;
export const CHECK_IN_TEMPLATES_MAX = 100;

export const MSG_CHECK_IN_EMPTY = 'A check-in asks at least one question or one body metric';
export const MSG_CHECK_IN_ALREADY_SENT = 'This check-in was already sent';
export const MSG_CHECK_IN_NOT_DUE = 'This check-in is not due on that date';

export const CHECK_IN_QUESTION_TYPES = ['SCALE_1_10', 'NUMBER', 'SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'SINGLE_CHOICE'] as const;
export const ZCheckInQuestionType = z.enum(CHECK_IN_QUESTION_TYPES, { error: 'type must be SCALE_1_10, NUMBER, SHORT_TEXT, LONG_TEXT, YES_NO or SINGLE_CHOICE' });
export type CheckInQuestionType = z.infer<typeof ZCheckInQuestionType>;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters`);

/** A question as the coach writes it; `id` keeps answers comparable across edits (the server gives one when absent). */
export const ZCheckInQuestionInput = z
  .strictObject({
    id: z
      .string({ error: 'Question id must be text' })
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Question id must be 1 to 40 letters, digits, - or _')
      .optional(),
    type: ZCheckInQuestionType,
    text: text('Question text', CHECK_IN_TEXT_MAX),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    options: z.array(text('Option', CHECK_IN_OPTION_MAX), { error: 'options must be a list of texts' }).max(CHECK_IN_OPTIONS_MAX, `A question has at most ${CHECK_IN_OPTIONS_MAX} options`).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'SINGLE_CHOICE') {
      if (!q.options || q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A single-choice question needs at least 2 options' });
      else if (new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ from each other' });
    } else if (q.options && q.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a single-choice question has options' });
    }
  });

export const ZCheckInQuestion = z
  .object({ id: z.string(), type: ZCheckInQuestionType, text: z.string(), required: z.boolean(), options: z.array(z.string()).optional() })
  .meta({ id: 'CheckInQuestion', example: { id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true } });
export type CheckInQuestion = z.infer<typeof ZCheckInQuestion>;

const templateShape = {
  name: safeName(text('Name', CHECK_IN_NAME_MAX), 'Name'),
  questions: z.array(ZCheckInQuestionInput, { error: 'questions must be a list' }).max(CHECK_IN_QUESTIONS_MAX, `A check-in has at most ${CHECK_IN_QUESTIONS_MAX} questions`).default([]),
  metrics: z.array(ZMetricKey, { error: 'metrics must be a list of metric keys' }).max(CHECK_IN_METRICS_MAX, `A check-in asks at most ${CHECK_IN_METRICS_MAX} metrics`).default([]),
  askPhotos: z.boolean({ error: 'askPhotos must be true or false' }).default(false),
};
const refineTemplate = (t: { questions: { id?: string }[]; metrics: string[] }, ctx: z.RefinementCtx) => {
  if (t.questions.length === 0 && t.metrics.length === 0) ctx.addIssue({ code: 'custom', path: ['questions'], message: MSG_CHECK_IN_EMPTY });
  if (new Set(t.metrics).size !== t.metrics.length) ctx.addIssue({ code: 'custom', path: ['metrics'], message: 'A metric is asked once' });
  const ids = t.questions.map((q) => q.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Question ids must differ from each other' });
};
export const ZCheckInTemplateInput = z
  .strictObject(templateShape)
  .superRefine(refineTemplate)
  .meta({
    title: 'CheckInTemplateInput',
    description: 'A check-in template',
    examples: [
      {
        name: 'Weekly check-in',
        questions: [
          { type: 'SCALE_1_10', text: 'How was your energy this week?', required: true },
          { type: 'NUMBER', text: 'Average hours of sleep', required: false },
        ],
        metrics: ['weight'],
        askPhotos: false,
      },
    ],
  });
export type CheckInTemplateInput = z.input<typeof ZCheckInTemplateInput>;
export const ZUpdateCheckInTemplateInput = z
  .strictObject({ id: ZId, ...templateShape })
  .superRefine(refineTemplate)
  .meta({ title: 'UpdateCheckInTemplateInput', description: 'The template’s new content; past check-ins keep the questions they were sent with' });

/** A metric as a check-in asks it: its key, name, kind and stored unit. */
export const ZCheckInMetric = z
  .object({ metric: z.string(), name: z.string(), kind: z.enum(['mass', 'percent', 'length', 'custom']), unit: z.string() })
  .meta({ id: 'CheckInMetric', example: { metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' } });
export type CheckInMetric = z.infer<typeof ZCheckInMetric>;

export const ZCheckInTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    questions: z.array(ZCheckInQuestion),
    metrics: z.array(ZCheckInMetric),
    askPhotos: z.boolean(),
    activeSchedules: z.number().int(),
    updatedAt: z.date(),
  })
  .meta({
    id: 'CheckInTemplate',
    example: {
      id: 'cm8x2k0ab0000abcd1234efgh',
      name: 'Weekly check-in',
      questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true }],
      metrics: [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }],
      askPhotos: false,
      activeSchedules: 2,
      updatedAt: new Date('2026-03-02T09:00:00Z'),
    },
  });
export type CheckInTemplate = z.infer<typeof ZCheckInTemplate>;

// ── Schedules ──

export const ZWeekday = z
  .number({ error: 'weekday must be a number from 1 (Monday) to 7 (Sunday)' })
  .int('weekday must be a whole number')
  .min(1, 'weekday must be from 1 (Monday) to 7 (Sunday)')
  .max(7, 'weekday must be from 1 (Monday) to 7 (Sunday)');

export const ZCreateCheckInSchedulesInput = z
  .strictObject({
    templateId: ZIdField('templateId'),
    clientIds: z
      .array(ZIdField('clientId'), { error: 'clientIds must be a list of client ids' })
      .min(1, 'Choose at least one client')
      .max(CHECK_IN_CLIENTS_MAX, `At most ${CHECK_IN_CLIENTS_MAX} clients at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each client is listed once'),
    weekday: ZWeekday,
    everyWeeks: z
      .number({ error: 'everyWeeks must be a number' })
      .int('everyWeeks must be a whole number')
      .min(1, 'everyWeeks must be at least 1')
      .max(CHECK_IN_EVERY_WEEKS_MAX, `everyWeeks must be at most ${CHECK_IN_EVERY_WEEKS_MAX}`)
      .default(1),
    /** The first due date is the first chosen weekday on or after this date (default: each client's local today). */
    startDate: ZMetricDate.optional(),
  })
  .meta({
    title: 'CreateCheckInSchedulesInput',
    description: 'Assign a template to clients, weekly or every N weeks',
    examples: [{ templateId: 'cm8x2k0ab0000abcd1234efgh', clientIds: ['cm8x2k0ab0001abcd1234efgh'], weekday: 1, everyWeeks: 1 }],
  });

export const ZCheckInScheduleStatus = z.enum(['ACTIVE', 'PAUSED', 'ENDED']);
export const ZCheckInSchedule = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    templateId: z.string(),
    templateName: z.string(),
    weekday: z.number().int().describe('1 Monday … 7 Sunday: the day the check-in is due'),
    everyWeeks: z.number().int().describe('Due every this many weeks'),
    firstDue: z.string().meta({ description: 'The first due date, YYYY-MM-DD (the client’s local date)' }),
    status: ZCheckInScheduleStatus,
    nextDue: z.string().nullable().meta({ description: 'The open or next due date, YYYY-MM-DD; null when paused or ended' }),
  })
  .meta({
    id: 'CheckInSchedule',
    example: {
      id: 'cm8x2k0ab0002abcd1234efgh',
      clientId: 'cm8x2k0ab0001abcd1234efgh',
      clientName: 'Sam Lee',
      templateId: 'cm8x2k0ab0000abcd1234efgh',
      templateName: 'Weekly check-in',
      weekday: 1,
      everyWeeks: 1,
      firstDue: '2026-03-02',
      status: 'ACTIVE',
      nextDue: '2026-03-09',
    },
  });
export type CheckInSchedule = z.infer<typeof ZCheckInSchedule>;

export const ZCheckInSchedulesQuery = z.strictObject({ clientId: ZIdField('clientId').optional() });
export const ZSetCheckInScheduleStatusInput = z.strictObject({ id: ZId, status: ZCheckInScheduleStatus });

// ── The client's side ──

export const ZCheckInAnswerValue = z.union([z.number(), z.string(), z.boolean(), z.null()], { error: 'value must be a number, text, true/false or null' });
export const ZCheckInAnswer = z.strictObject({ questionId: z.string({ error: 'questionId is required' }).max(40, 'questionId is too long'), value: ZCheckInAnswerValue });
export type CheckInAnswer = z.infer<typeof ZCheckInAnswer>;

export const ZCheckInMetricValue = z.strictObject({
  metric: ZMetricKey,
  value: z.number({ error: 'value must be a number' }).refine(Number.isFinite, 'value must be a number'),
  unit: z.enum(['KG', 'LB', 'CM', 'IN', 'PERCENT'], { error: 'unit must be KG, LB, CM, IN or PERCENT' }).optional(),
});

export const ZSubmitCheckInInput = z
  .strictObject({
    scheduleId: ZIdField('scheduleId'),
    dueDate: ZMetricDate,
    answers: z.array(ZCheckInAnswer, { error: 'answers must be a list' }).max(CHECK_IN_QUESTIONS_MAX, `At most ${CHECK_IN_QUESTIONS_MAX} answers`).default([]),
    metrics: z.array(ZCheckInMetricValue, { error: 'metrics must be a list' }).max(CHECK_IN_METRICS_MAX, `At most ${CHECK_IN_METRICS_MAX} metrics`).default([]),
  })
  .meta({
    title: 'SubmitCheckInInput',
    description: 'The answers to a due check-in; metric values in `unit` (default the stored kg, cm, %)',
    examples: [{ scheduleId: 'cm8x2k0ab0002abcd1234efgh', dueDate: '2026-03-09', answers: [{ questionId: 'energy', value: 7 }], metrics: [{ metric: 'weight', value: 81.2, unit: 'KG' }] }],
  });
export type SubmitCheckInInput = z.input<typeof ZSubmitCheckInInput>;

/**
 * What is wrong with an answer to a question, or null. The server checks every answer with it and
 * the form runs it before sending (also offline).
 */
export function answerProblem(q: CheckInQuestion, value: unknown): string | null {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return q.required ? `“${short(q.text)}” needs an answer` : null;
  switch (q.type) {
    case 'SCALE_1_10':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10 ? null : `“${short(q.text)}” takes a whole number from 1 to 10`;
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= CHECK_IN_NUMBER_MAX ? null : `“${short(q.text)}” takes a number`;
    case 'SHORT_TEXT':
      return typeof value === 'string' && value.length <= CHECK_IN_SHORT_ANSWER_MAX ? null : `“${short(q.text)}” takes at most ${CHECK_IN_SHORT_ANSWER_MAX} characters`;
    case 'LONG_TEXT':
      return typeof value === 'string' && value.length <= CHECK_IN_TEXT_MAX ? null : `“${short(q.text)}” takes at most ${CHECK_IN_TEXT_MAX.toLocaleString('en-US')} characters`;
    case 'YES_NO':
      return typeof value === 'boolean' ? null : `“${short(q.text)}” takes yes or no`;
    case 'SINGLE_CHOICE':
      return typeof value === 'string' && (q.options ?? []).includes(value) ? null : `“${short(q.text)}” takes one of its options`;
  }
}
const short = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}…` : t);

export const ZCheckInDue = z
  .object({
    scheduleId: z.string(),
    templateName: z.string(),
    dueDate: z.string(),
    state: z.enum(['DUE', 'OVERDUE', 'UPCOMING']),
    questions: z.array(ZCheckInQuestion),
    metrics: z.array(ZCheckInMetric),
    askPhotos: z.boolean(),
  })
  .meta({
    id: 'CheckInDue',
    example: {
      scheduleId: 'cm8x2k0ab0002abcd1234efgh',
      templateName: 'Weekly check-in',
      dueDate: '2026-03-09',
      state: 'DUE',
      questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true }],
      metrics: [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }],
      askPhotos: false,
    },
  });
export type CheckInDue = z.infer<typeof ZCheckInDue>;

export const ZCheckInSummary = z
  .object({ id: z.string(), templateName: z.string(), dueDate: z.string(), submittedAt: z.date(), reviewedAt: z.date().nullable(), coachReply: z.string().nullable() })
  .meta({
    id: 'CheckInSummary',
    example: { id: 'cm8x2k0ab0003abcd1234efgh', templateName: 'Weekly check-in', dueDate: '2026-03-02', submittedAt: new Date('2026-03-02T08:00:00Z'), reviewedAt: null, coachReply: null },
  });
export type CheckInSummary = z.infer<typeof ZCheckInSummary>;

export const ZClientCheckIns = z
  .object({
    /** Open check-ins (DUE, OVERDUE) first, then each active schedule's next one (UPCOMING). */
    due: z.array(ZCheckInDue).describe("Open check-ins (DUE, OVERDUE) first, then each active schedule's next one (UPCOMING)."),
    /** The latest sent check-ins, newest first (at most 20). */
    recent: z.array(ZCheckInSummary).describe('The latest sent check-ins, newest first (at most 20).'),
  })
  .meta({ id: 'ClientCheckIns' });
export type ClientCheckIns = z.infer<typeof ZClientCheckIns>;

export const ZCheckInSubmission = z
  .object({
    id: z.string(),
    templateName: z.string(),
    dueDate: z.string(),
    submittedAt: z.date(),
    reviewedAt: z.date().nullable(),
    coachReply: z.string().nullable(),
    coachRepliedAt: z.date().nullable(),
    askPhotos: z.boolean(),
    questions: z.array(ZCheckInQuestion.extend({ answer: ZCheckInAnswerValue })),
    metrics: z.array(ZCheckInMetric.extend({ value: z.number().nullable() })),
  })
  .meta({
    id: 'CheckInSubmission',
    example: {
      id: 'cm8x2k0ab0003abcd1234efgh',
      templateName: 'Weekly check-in',
      dueDate: '2026-03-09',
      submittedAt: new Date('2026-03-09T08:00:00Z'),
      reviewedAt: new Date('2026-03-09T12:00:00Z'),
      coachReply: '<p>Great week!</p>',
      coachRepliedAt: new Date('2026-03-09T12:00:00Z'),
      askPhotos: false,
      questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true, answer: 7 }],
      metrics: [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg', value: 81.2 }],
    },
  });
export type CheckInSubmission = z.infer<typeof ZCheckInSubmission>;

// ── The coach's review ──

export const CHECK_IN_QUEUE_SECTIONS = ['toReview', 'overdue', 'upcoming', 'reviewed'] as const;
export const ZCheckInQueueInput = acceptInfiniteQuery(
  z.strictObject({
    section: z.enum(CHECK_IN_QUEUE_SECTIONS, { error: 'section must be toReview, overdue, upcoming or reviewed' }).default('toReview'),
    limit: ZPageLimit(CHECK_IN_QUEUE_PAGE_MAX),
    cursor: ZPageCursor,
  }),
);

export const ZCheckInQueueItem = z
  .object({
    kind: z.enum(['SUBMITTED', 'REVIEWED', 'OVERDUE', 'DUE', 'UPCOMING']),
    submissionId: z.string().nullable(),
    scheduleId: z.string().nullable(),
    clientId: z.string(),
    clientName: z.string(),
    templateName: z.string(),
    dueDate: z.string(),
    submittedAt: z.date().nullable(),
  })
  .meta({
    id: 'CheckInQueueItem',
    example: {
      kind: 'SUBMITTED',
      submissionId: 'cm8x2k0ab0003abcd1234efgh',
      scheduleId: 'cm8x2k0ab0002abcd1234efgh',
      clientId: 'cm8x2k0ab0001abcd1234efgh',
      clientName: 'Sam Lee',
      templateName: 'Weekly check-in',
      dueDate: '2026-03-09',
      submittedAt: new Date('2026-03-09T08:00:00Z'),
    },
  });
export type CheckInQueueItem = z.infer<typeof ZCheckInQueueItem>;
export const ZCheckInQueuePage = z.object({ items: z.array(ZCheckInQueueItem), nextCursor: z.string().nullable() }).meta({ id: 'CheckInQueuePage' });

const ZDelta = z.object({ value: z.number(), label: z.string().meta({ description: 'E.g. "−0.8 kg since last week", in the coach’s units' }) });

export const ZCheckInReview = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    templateName: z.string(),
    dueDate: z.string(),
    submittedAt: z.date(),
    reviewedAt: z.date().nullable(),
    coachReply: z.string().nullable(),
    coachRepliedAt: z.date().nullable(),
    askPhotos: z.boolean(),
    previous: z.object({ id: z.string(), dueDate: z.string(), submittedAt: z.date() }).nullable(),
    questions: z.array(ZCheckInQuestion.extend({ answer: ZCheckInAnswerValue, previousAnswer: ZCheckInAnswerValue, delta: ZDelta.nullable() })),
    metrics: z.array(
      ZCheckInMetric.extend({ value: z.number().nullable(), previousValue: z.number().nullable(), display: z.string().nullable(), previousDisplay: z.string().nullable(), delta: ZDelta.nullable() }),
    ),
    /** Workout sessions of the 7 days ending on the due date, in the client's calendar. */
    workouts: z
      .object({ completed: z.number().int(), scheduled: z.number().int(), from: z.string(), to: z.string() })
      .describe("Workout sessions of the 7 days ending on the due date, in the client's calendar."),
    /** Habit adherence of the same week; null until habits are tracked. */
    habits: z.object({ completed: z.number().int(), expected: z.number().int() }).nullable().describe('Habit adherence of the same week; null until habits are tracked.'),
    units: z.object({ loadUnit: z.enum(['KG', 'LB']), lengthUnit: ZLengthUnit }),
  })
  .meta({
    id: 'CheckInReview',
    example: {
      id: 'cm8x2k0ab0003abcd1234efgh',
      clientId: 'cm8x2k0ab0001abcd1234efgh',
      clientName: 'Sam Lee',
      templateName: 'Weekly check-in',
      dueDate: '2026-03-09',
      submittedAt: new Date('2026-03-09T08:00:00Z'),
      reviewedAt: null,
      coachReply: null,
      coachRepliedAt: null,
      askPhotos: false,
      previous: { id: 'cm8x2k0ab0004abcd1234efgh', dueDate: '2026-03-02', submittedAt: new Date('2026-03-02T08:00:00Z') },
      questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'How was your energy this week?', required: true, answer: 7, previousAnswer: 5, delta: { value: 2, label: '+2 since last week' } }],
      metrics: [
        {
          metric: 'weight',
          name: 'Weight',
          kind: 'mass',
          unit: 'kg',
          value: 81.2,
          previousValue: 82,
          display: '81.2 kg',
          previousDisplay: '82 kg',
          delta: { value: -0.8, label: '−0.8 kg since last week' },
        },
      ],
      workouts: { completed: 3, scheduled: 4, from: '2026-03-03', to: '2026-03-09' },
      habits: null,
      units: { loadUnit: 'KG', lengthUnit: 'CM' },
    },
  });
export type CheckInReview = z.infer<typeof ZCheckInReview>;

export const ZCheckInReplyInput = z
  .strictObject({
    id: ZId,
    content: z.string({ error: 'content is required' }).min(1, 'content is required').max(4000, 'content must be at most 4,000 characters'),
    /** Also mark the check-in reviewed (default true). */
    markReviewed: z.boolean({ error: 'markReviewed must be true or false' }).default(true).describe('Also mark the check-in reviewed (default true).'),
  })
  .meta({
    title: 'CheckInReplyInput',
    description: 'The coach’s reply, posted in the conversation with a link to the check-in',
    examples: [{ id: 'cm8x2k0ab0003abcd1234efgh', content: '<p>Great week!</p>', markReviewed: true }],
  });
