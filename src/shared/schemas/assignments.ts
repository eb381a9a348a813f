// Assignments of a plan or program to a client (docs/product.md §3, §4, §7 Assignments; docs/design.md §3).
import { z } from 'zod';
import { ZId } from './common.ts';
import { ZPageCursor, ZPageLimit } from './paging.ts';
import { acceptSnakeCase } from './programs.ts';

export const ZContentType = z.enum(['PLAN', 'PROGRAM'], { error: 'contentType must be PLAN or PROGRAM' });
export type ContentType = z.infer<typeof ZContentType>;
export const ZAssignmentStatus = z.enum(['ASSIGNED', 'IN_PROGRESS', 'COMPLETED']);
export type AssignmentStatus = z.infer<typeof ZAssignmentStatus>;

const DAY_MS = 86_400_000;

/** The UTC midnight starting the day that contains `d` (docs/product.md §9: days are computed in UTC). */
export function utcMidnight(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** Whole days from `a` to `b`, both taken at their UTC day. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / DAY_MS);
}

/**
 * The day a program entry falls on (docs/design.md §3): start + week×7 + dayOfWeek days, week 0-based
 * and dayOfWeek 0-6 with Monday first, counted from the start date.
 */
export function programEntryDate(start: Date, entry: { week: number; dayOfWeek: number }): Date {
  return addDays(utcMidnight(start), entry.week * 7 + entry.dayOfWeek);
}

/**
 * docs/product.md §4: the wizard's default end date is start + (highest week number × 7) days − 1 day,
 * the highest week number counted from 1 (so a two-week program ends on day 14).
 */
export function defaultProgramEndDate(start: Date, entries: readonly { week: number }[]): Date {
  const weeks = entries.length ? Math.max(...entries.map((e) => e.week)) + 1 : 1;
  return addDays(utcMidnight(start), weeks * 7 - 1);
}

/** A calendar day: `YYYY-MM-DD` or a full ISO date-time; stored as that day's UTC midnight. */
export const ZDay = z
  .union([z.iso.date({ error: 'Please pick a valid date' }), z.iso.datetime({ offset: true, error: 'Please pick a valid date' })], {
    error: 'Please pick a valid date',
  })
  .transform((s) => utcMidnight(new Date(s)))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, 'Please pick a date between 2000 and 2100');

export const MSG_END_BEFORE_START = 'End date cannot be before the start date';

// Repeating a plan and backdated starts (issue 34, docs/recurring.md).
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Weeks one repeat spans at most, and the sessions one assignment may make at most. */
export const REPEAT_MAX_WEEKS = 52;
export const REPEAT_MAX_SESSIONS = 104;
/** Sessions one bulk call with a repeat may make in all, so its one transaction stays short. */
export const BULK_REPEAT_MAX_SESSIONS = 5_000;
export const REPEAT_TEXTS = {
  weekdays: 'Choose at least one weekday',
  weekdayTwice: 'Each weekday can be listed only once',
  weeks: `Repeat for 1 to ${REPEAT_MAX_WEEKS} weeks`,
  tooMany: `At most ${REPEAT_MAX_SESSIONS} sessions per assignment: choose fewer weekdays or weeks`,
  planOnly: 'Only a plan can repeat: a program has its own weekly schedule',
  bulkTooMany: `At most ${BULK_REPEAT_MAX_SESSIONS} sessions in one bulk assignment: assign fewer clients, weekdays or weeks at once`,
  allPast: 'Every session of this assignment falls before the client’s today. Choose a later start date, or schedule the past sessions for today.',
} as const;

export const ZWeekday = z.enum(WEEKDAYS, { error: 'Weekdays are MON, TUE, WED, THU, FRI, SAT or SUN' });
/** `{ weekdays: ["MON", "THU"], weeks: 8 }`: the plan on those weekdays, for that many weeks from the start date. */
export const ZRepeat = z
  .strictObject({
    weekdays: z.array(ZWeekday).min(1, REPEAT_TEXTS.weekdays).max(7, REPEAT_TEXTS.weekdayTwice),
    weeks: z.number({ error: REPEAT_TEXTS.weeks }).int(REPEAT_TEXTS.weeks).min(1, REPEAT_TEXTS.weeks).max(REPEAT_MAX_WEEKS, REPEAT_TEXTS.weeks),
  })
  .refine((r) => new Set(r.weekdays).size === r.weekdays.length, { message: REPEAT_TEXTS.weekdayTwice, path: ['weekdays'] })
  .refine((r) => r.weekdays.length * r.weeks <= REPEAT_MAX_SESSIONS, { message: REPEAT_TEXTS.tooMany, path: ['weeks'] })
  .meta({
    title: 'AssignmentRepeat',
    description: 'Repeat a plan on these weekdays (in the client’s calendar) for this many weeks from the start date',
    examples: [{ weekdays: ['MON', 'THU'], weeks: 8 }],
  });
export type Repeat = z.infer<typeof ZRepeat>;

/**
 * Sessions dated before the client's today: SKIP leaves them out (the default: nothing is born
 * missed), SCHEDULE puts each on the client's today, due as any other. Internal callers (the
 * demo seed) may keep dates as given.
 */
export const ZPastSessions = z.enum(['SKIP', 'SCHEDULE'], { error: 'pastSessions must be SKIP or SCHEDULE' });
export type PastSessions = z.infer<typeof ZPastSessions>;

/** Monday-first weekday of a calendar day (00:00 UTC): 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (day: Date) => (day.getUTCDay() + 6) % 7;

/**
 * The days a repeated plan falls on: every chosen weekday from the start date through
 * start + weeks × 7 − 1, and not after `endDate` when one is given. Calendar days, so a DST
 * change in the client's zone moves nothing.
 */
export function repeatDates(start: Date, repeat: { weekdays: readonly Weekday[]; weeks: number }, endDate?: Date | null): Date[] {
  const on = new Set(repeat.weekdays.map((w) => WEEKDAYS.indexOf(w)));
  const first = utcMidnight(start);
  const out: Date[] = [];
  for (let i = 0; i < repeat.weeks * 7; i++) {
    const day = addDays(first, i);
    if (endDate && day > endDate) break;
    if (on.has(weekdayIndex(day))) out.push(day);
  }
  return out;
}

/** Applies the past-sessions choice to a schedule's days, against the client's local today. */
export function applyPastChoice(days: readonly Date[], today: Date, choice: PastSessions | 'KEEP'): Date[] {
  if (choice === 'KEEP') return [...days];
  if (choice === 'SKIP') return days.filter((d) => d >= today);
  return days.map((d) => (d < today ? today : d));
}

/** POST /api/assignments; like program data it may arrive in snake_case (content_id…, docs/product.md §3). */
export const ZCreateAssignmentInput = acceptSnakeCase(
  z
    .strictObject({
      clientId: ZId,
      contentType: ZContentType,
      contentId: ZId,
      startDate: ZDay,
      endDate: ZDay.nullish(),
      notes: z.string().max(2000, 'Notes must be at most 2000 characters').nullish(),
      repeat: ZRepeat.nullish(),
      pastSessions: ZPastSessions.default('SKIP'),
    })
    .refine((a) => !a.endDate || a.endDate >= a.startDate, { message: MSG_END_BEFORE_START, path: ['endDate'] })
    .refine((a) => !a.repeat || a.contentType === 'PLAN', { message: REPEAT_TEXTS.planOnly, path: ['repeat'] }),
);
export type CreateAssignmentInput = z.input<typeof ZCreateAssignmentInput>;

/** Clients one bulk assignment may name at most. */
export const BULK_ASSIGN_MAX = 200;
export const MSG_BULK_DUPLICATE_CLIENT = 'Each client can be listed only once';

/**
 * POST /api/assignments/bulk (docs/bulk-assign.md): one plan or program to several clients, each
 * with their own start (and optional end) date, written in one transaction: all or nothing.
 */
export const ZBulkAssignInput = z
  .strictObject({
    contentType: ZContentType,
    contentId: ZId,
    clients: z
      .array(z.strictObject({ clientId: ZId, startDate: ZDay, endDate: ZDay.nullish() }).refine((a) => !a.endDate || a.endDate >= a.startDate, { message: MSG_END_BEFORE_START, path: ['endDate'] }))
      .min(1, 'Choose at least one client')
      .max(BULK_ASSIGN_MAX, `At most ${BULK_ASSIGN_MAX} clients at once`)
      .refine((list) => new Set(list.map((c) => c.clientId)).size === list.length, MSG_BULK_DUPLICATE_CLIENT),
    notes: z.string().max(2000, 'Notes must be at most 2000 characters').nullish(),
    repeat: ZRepeat.nullish(),
    pastSessions: ZPastSessions.default('SKIP'),
  })
  .refine((a) => !a.repeat || a.contentType === 'PLAN', { message: REPEAT_TEXTS.planOnly, path: ['repeat'] })
  .refine((a) => !a.repeat || a.repeat.weekdays.length * a.repeat.weeks * a.clients.length <= BULK_REPEAT_MAX_SESSIONS, { message: REPEAT_TEXTS.bulkTooMany, path: ['repeat'] });
export type BulkAssignInput = z.input<typeof ZBulkAssignInput>;

export const ZAssignmentIdInput = z.strictObject({ id: ZId });
export const ZRescheduleAssignmentInput = z.strictObject({ id: ZId, newStartDate: ZDay });

export const ZAssignment = z
  .object({
    id: z.string(),
    clientId: z.string(),
    contentType: ZContentType.describe('PLAN (one workout) or PROGRAM (its plans on their days)'),
    contentId: z.string(),
    contentName: z.string(),
    status: ZAssignmentStatus.describe('ASSIGNED, IN_PROGRESS or COMPLETED'),
    startDate: z.date().describe('The first day (a calendar day, as 00:00 UTC)'),
    endDate: z.date().nullable().describe("The last day of a program's schedule (a calendar day, as 00:00 UTC), or null"),
    notes: z.string().nullable(),
    createdAt: z.date(),
    /** Workout sessions this assignment made that still exist, and how many of them are finished. */
    sessionCount: z.number().int().describe('Workout sessions this assignment made that still exist, and how many of them are finished.'),
    completedCount: z.number().int().meta({ description: 'Sessions finished: completed or skipped (a missed one is not finished; docs/product.md, "Progress and adherence")' }),
    missedCount: z.number().int().meta({ description: 'Sessions marked missed' }),
  })
  .meta({ id: 'Assignment' });
export type Assignment = z.infer<typeof ZAssignment>;
export const ZBulkAssignOutput = z.object({ assignments: z.array(ZAssignment) }).meta({ id: 'BulkAssignOutput' });

export const ZAssignmentWithClient = ZAssignment.extend({
  client: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
}).meta({ id: 'AssignmentWithClient' });

/**
 * GET /assignments answers at most this many, newest start first: 200 clients with a year of
 * weekly assignments is about 10,000, and an answer of all of them would be megabytes.
 */
export const ASSIGNMENTS_PAGE_MAX = 500;

/** `limit` (default and most: ASSIGNMENTS_PAGE_MAX) and the `cursor` of the previous answer. */
export const ZListAssignmentsInput = z
  .strictObject({
    limit: ZPageLimit(ASSIGNMENTS_PAGE_MAX),
    cursor: ZPageCursor,
  })
  .optional();
