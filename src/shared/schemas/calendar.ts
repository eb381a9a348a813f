// A client's calendar on the coach side (issue 17, docs/client-calendar.md): one client's
// sessions in a date range, moving one session to another day, editing one session's exercises
// and values (the plan stays as it is), and a one-off session from a plan on a chosen day.
import { z } from 'zod';
import { LONG_TEXT_MAX } from '../limits.ts';
import { ZDay } from './assignments.ts';
import { ZSessionStatus } from './clients.ts';
import { ZId, ZIdField, ZName, ZOptionalText } from './common.ts';
import { PLAN_MAX_EXERCISES, ZColumnConfig, ZColumnDataInput } from './plans.ts';

/** The widest range one calendar read answers: a month grid of six weeks, with room to spare. */
export const CALENDAR_MAX_DAYS = 62;
const DAY_MS = 86_400_000;

export const CALENDAR_TEXTS = {
  rangeOrder: '"to" cannot be before "from"',
  rangeTooWide: `A calendar read covers at most ${CALENDAR_MAX_DAYS} days`,
  rangeHalf: 'Give both "from" and "to", or neither',
  movedIntoPast: 'A workout cannot be moved into the past',
  addedInPast: 'A workout cannot be added on a day that has passed',
  started: 'This workout has been started: it can no longer be moved or edited',
  finished: (label: string) => `This workout is ${label}: finished workouts are history and cannot be moved or edited`,
  needsExercise: 'Please keep at least one exercise in the workout',
  oneSource: 'Each exercise needs either sessionExerciseId (one already in the workout) or exerciseId (one from the library)',
  duplicateExercise: 'An exercise of the workout is listed twice',
  copyWeekStart: 'weekStart must be a Monday (the calendar’s weeks start on Monday)',
  copyWeeks: 'Copy to 1 to 12 following weeks',
  copyEmpty: 'This week has no workouts to copy',
  copyIntoPast: 'A copy cannot land on a day that has passed: copy a later week, or to fewer weeks',
  copyTooMany: (max: number) => `At most ${max} workouts can be copied at once: copy to fewer weeks`,
} as const;

/** Following weeks one copy may fill at most, and the sessions it may make in all. */
export const COPY_WEEK_MAX_WEEKS = 12;
export const COPY_WEEK_MAX_SESSIONS = 200;

/**
 * GET /clients/{id}/calendar?from&to: both calendar days (`YYYY-MM-DD`), inclusive; without them
 * the client's current month (in the client's zone).
 */
export const ZClientCalendarInput = z
  .strictObject({ id: ZId, from: ZDay.optional(), to: ZDay.optional() })
  .refine((r) => (r.from === undefined) === (r.to === undefined), { message: CALENDAR_TEXTS.rangeHalf, path: ['to'] })
  .refine((r) => !r.from || !r.to || r.to >= r.from, { message: CALENDAR_TEXTS.rangeOrder, path: ['to'] })
  .refine((r) => !r.from || !r.to || (r.to.getTime() - r.from.getTime()) / DAY_MS < CALENDAR_MAX_DAYS, { message: CALENDAR_TEXTS.rangeTooWide, path: ['to'] });

export const ZCalendarSession = z
  .object({
    id: z.string(),
    name: z.string(),
    planName: z.string(),
    assignmentId: z.string().nullable(),
    /** As the client sees it: an open session more than 3 days overdue is MISSED (src/shared/stats.ts). */
    status: ZSessionStatus.describe('As the client sees it: an open session more than 3 days overdue is MISSED (src/shared/stats.ts).'),
    /** The calendar day (00:00 UTC of that date), a day of the client's own calendar. */
    scheduledFor: z.date().describe("The calendar day (00:00 UTC of that date), a day of the client's own calendar."),
    exerciseCount: z.number().int(),
    completedExercises: z.number().int(),
    /** Not started and not finished: the coach may move it and edit its exercises. */
    editable: z.boolean().describe('Not started and not finished: the coach may move it and edit its exercises.'),
  })
  .meta({ id: 'CalendarSession' });
export type CalendarSession = z.infer<typeof ZCalendarSession>;

export const ZClientCalendar = z
  .object({
    /** The zone the client's days are counted in (UTC when they have none). */
    timeZone: z.string().describe("The zone the client's days are counted in (UTC when they have none)."),
    /** The client's local today (00:00 UTC of that date). */
    today: z.date().describe("The client's local today (00:00 UTC of that date)."),
    from: z.date(),
    to: z.date(),
    sessions: z.array(ZCalendarSession),
  })
  .meta({ id: 'ClientCalendar' });
export type ClientCalendar = z.infer<typeof ZClientCalendar>;

/** PUT /client-sessions/{id}/move */
export const ZMoveSessionInput = z.strictObject({ id: ZId, date: ZDay });

/** POST /clients/{id}/sessions: a one-off session, a snapshot of the plan on that day. */
export const ZAddOneOffSessionInput = z.strictObject({ id: ZId, planId: ZIdField('planId'), date: ZDay });

export const ZSessionIdInput = z.strictObject({ id: ZId });

const ZEditedExercise = z
  .strictObject({
    /** An exercise already in this workout (keeps its snapshot name, video, group). */
    sessionExerciseId: ZIdField('sessionExerciseId').optional(),
    /** An exercise of the coach's library, added to this workout only. */
    exerciseId: ZIdField('exerciseId').optional(),
    columnData: ZColumnDataInput,
    notes: ZOptionalText(LONG_TEXT_MAX, 'Notes'),
  })
  .refine((e) => (e.sessionExerciseId === undefined) !== (e.exerciseId === undefined), { message: CALENDAR_TEXTS.oneSource });

/**
 * PUT /client-sessions/{id}: the whole exercise list of one session in its new order. Exercises
 * left out are removed from this session; the plan it came from is not touched.
 */
export const ZEditSessionInput = z
  .strictObject({
    id: ZId,
    name: ZName('Workout name').optional(),
    instructions: ZOptionalText(LONG_TEXT_MAX, 'Instructions'),
    exercises: z.array(ZEditedExercise, { error: 'exercises must be a list' }).min(1, CALENDAR_TEXTS.needsExercise).max(PLAN_MAX_EXERCISES, `A workout holds at most ${PLAN_MAX_EXERCISES} exercises`),
  })
  .refine(
    (s) => {
      const kept = s.exercises.flatMap((e) => (e.sessionExerciseId ? [e.sessionExerciseId] : []));
      return new Set(kept).size === kept.length;
    },
    { message: CALENDAR_TEXTS.duplicateExercise, path: ['exercises'] },
  );
export type EditSessionInput = z.output<typeof ZEditSessionInput>;

export const ZClientSessionExercise = z
  .object({
    id: z.string(),
    exerciseId: z.string().nullable(),
    name: z.string(),
    orderIndex: z.number().int(),
    groupName: z.string().nullable(),
    columnData: ZColumnConfig,
    notes: z.string().nullable(),
  })
  .meta({ id: 'ClientSessionExercise' });

/** GET /client-sessions/{id}: one session of a client with its exercises, for the coach to edit. */
export const ZClientSessionDetail = ZCalendarSession.extend({
  clientId: z.string(),
  instructions: z.string().nullable(),
  columnConfig: ZColumnConfig,
  exercises: z.array(ZClientSessionExercise),
}).meta({ id: 'ClientSessionDetail' });
export type ClientSessionDetail = z.infer<typeof ZClientSessionDetail>;

/**
 * POST /clients/{id}/calendar/copy-week: every session of the week starting `weekStart` (a
 * Monday) copied to the same weekdays of each of the next `weeks` weeks (docs/recurring.md).
 */
export const ZCopyWeekInput = z
  .strictObject({
    id: ZId,
    weekStart: ZDay.refine((d) => d.getUTCDay() === 1, CALENDAR_TEXTS.copyWeekStart),
    weeks: z.number({ error: CALENDAR_TEXTS.copyWeeks }).int(CALENDAR_TEXTS.copyWeeks).min(1, CALENDAR_TEXTS.copyWeeks).max(COPY_WEEK_MAX_WEEKS, CALENDAR_TEXTS.copyWeeks),
  })
  .meta({ title: 'CopyWeekInput', description: 'The week to copy (its Monday) and how many following weeks receive a copy', examples: [{ id: 'cl_123', weekStart: '2026-12-07', weeks: 3 }] });
export type CopyWeekInput = z.input<typeof ZCopyWeekInput>;

export const ZCopiedWeek = z
  .object({
    /** How many sessions the copy made. */
    created: z.number().int().describe('How many sessions the copy made.'),
    /** The new sessions, in day order. */
    sessions: z.array(ZCalendarSession).describe('The new sessions, in day order.'),
  })
  .meta({
    id: 'CopiedWeek',
    example: {
      created: 2,
      sessions: [
        {
          id: 'ws_1',
          name: 'Leg Day',
          planName: 'Leg Day',
          assignmentId: null,
          status: 'SCHEDULED',
          scheduledFor: '2026-12-14T00:00:00.000Z',
          exerciseCount: 5,
          completedExercises: 0,
          editable: true,
        },
        { id: 'ws_2', name: 'Push', planName: 'Push', assignmentId: null, status: 'SCHEDULED', scheduledFor: '2026-12-17T00:00:00.000Z', exerciseCount: 6, completedExercises: 0, editable: true },
      ],
    },
  });
export type CopiedWeek = z.infer<typeof ZCopiedWeek>;
