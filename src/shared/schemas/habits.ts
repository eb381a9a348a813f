// Daily habits (docs/habits.md): inputs and answers of the coach's and the client's procedures.
// Answers are named schemas of the OpenAPI document (`meta({ id })`) with an example; request
// bodies carry a title and examples (trpc-to-openapi inlines them).
import { z } from 'zod';
import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '../habits.ts';
import { safeName, ZId, ZIdField } from './common.ts';
import { ZMetricDate } from './body-metrics.ts';

export { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '../habits.ts';

/** Clients one bulk create may name (as bulk assignment, docs/bulk-assign.md). */
export const HABIT_BULK_CLIENTS_MAX = 200;
/** How far back a streak is counted: a longer one shows as this many days (a year and a day). */
export const HABIT_STREAK_WINDOW_DAYS = 366;
/** How far from the client's today a habit may start. */
export const HABIT_START_RANGE_DAYS = 365;

export const MSG_TICK_IN_FUTURE = 'A habit cannot be ticked for a future day';
export const MSG_TICK_OUTSIDE = 'The habit does not run on that day';
export const MSG_TIMES_PER_WEEK = 'timesPerWeek must be a whole number from 1 to 7';
export const MSG_TIMES_FOR_DAILY = 'A daily habit takes no timesPerWeek';
export const MSG_START_RANGE = `startsOn must be within ${HABIT_START_RANGE_DAYS} days of today`;
export const MSG_HABIT_CLIENTS = `Pick 1 to ${HABIT_BULK_CLIENTS_MAX} clients`;

/** A real calendar date, YYYY-MM-DD (the client's local day). */
export const ZHabitDate = ZMetricDate;

const ZFrequency = z.enum(['DAILY', 'WEEKLY'], { error: 'frequency must be DAILY or WEEKLY' });
const ZTimesPerWeek = z.number({ error: MSG_TIMES_PER_WEEK }).int(MSG_TIMES_PER_WEEK).min(1, MSG_TIMES_PER_WEEK).max(7, MSG_TIMES_PER_WEEK);

const ZHabitName = safeName(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(HABIT_NAME_MAX, `Name must be at most ${HABIT_NAME_MAX} characters`), 'Name');
const ZHabitTarget = safeName(
  z
    .string({ error: 'Target must be text' })
    .max(HABIT_TARGET_MAX, `Target must be at most ${HABIT_TARGET_MAX} characters`)
    .transform((s) => (s.trim() === '' ? null : s.trim()))
    .nullish(),
  'Target',
);

/** DAILY takes no timesPerWeek; WEEKLY needs one (1–7). */
const frequencyRule = (input: { frequency?: 'DAILY' | 'WEEKLY' | undefined; timesPerWeek?: number | null | undefined }, ctx: z.RefinementCtx) => {
  if (input.frequency === 'DAILY' && input.timesPerWeek != null) ctx.addIssue({ code: 'custom', path: ['timesPerWeek'], message: MSG_TIMES_FOR_DAILY });
  if (input.frequency === 'WEEKLY' && input.timesPerWeek == null) ctx.addIssue({ code: 'custom', path: ['timesPerWeek'], message: 'A weekly habit needs timesPerWeek (1 to 7)' });
};

export const ZCreateHabitsInput = z
  .strictObject({
    clientIds: z
      .array(ZIdField('clientId'), { error: MSG_HABIT_CLIENTS })
      .min(1, MSG_HABIT_CLIENTS)
      .max(HABIT_BULK_CLIENTS_MAX, MSG_HABIT_CLIENTS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each client may be listed only once'),
    name: ZHabitName,
    target: ZHabitTarget,
    frequency: ZFrequency,
    timesPerWeek: ZTimesPerWeek.nullish(),
    /** Default: each client's local today. */
    startsOn: ZHabitDate.optional(),
  })
  .superRefine(frequencyRule)
  .meta({
    title: 'CreateHabitsInput',
    description: 'One habit for one or several clients (one each), written together',
    examples: [{ clientIds: ['cm8x2k0ab0000abcd1234efgh'], name: 'Walk', target: '10,000 steps', frequency: 'DAILY' }],
  });
export type CreateHabitsInput = z.input<typeof ZCreateHabitsInput>;

export const ZUpdateHabitInput = z
  .strictObject({
    id: ZId,
    name: ZHabitName.optional(),
    target: ZHabitTarget,
    frequency: ZFrequency.optional(),
    timesPerWeek: ZTimesPerWeek.nullish(),
  })
  .superRefine(frequencyRule)
  .meta({
    title: 'UpdateHabitInput',
    description: 'What changes; a change of frequency needs timesPerWeek for WEEKLY',
    examples: [{ name: 'Water', target: '3 L water', frequency: 'WEEKLY', timesPerWeek: 5 }],
  });

export const ZHabitIdInput = z.strictObject({ id: ZId });
export const ZHabitTickInput = z.strictObject({ id: ZId, date: ZHabitDate });
export const ZHabitAdherenceInput = z.strictObject({ week: ZHabitDate.optional().meta({ description: 'Any day of the Monday–Sunday week; default: this week' }) });

export const ZHabit = z
  .object({
    id: z.string(),
    clientId: z.string(),
    name: z.string(),
    target: z.string().nullable(),
    frequency: ZFrequency,
    timesPerWeek: z.number().int().nullable(),
    startsOn: z.string().meta({ description: 'The client’s local date the habit starts' }),
    endedOn: z.string().nullable().meta({ description: 'The client’s local date from which it no longer runs; null while it runs' }),
  })
  .meta({
    id: 'Habit',
    example: {
      id: 'cm8x2k0ab0000abcd1234efgh',
      clientId: 'cm8x2k0ab0000abcd1234efgi',
      name: 'Walk',
      target: '10,000 steps',
      frequency: 'DAILY',
      timesPerWeek: null,
      startsOn: '2026-03-02',
      endedOn: null,
    },
  });
export type Habit = z.infer<typeof ZHabit>;

const ZAdherence = z.object({ completed: z.number().int(), expected: z.number().int() });

export const ZHabitStatus = ZHabit.extend({
  tickedToday: z.boolean(),
  /** This Monday–Sunday week's ticked days (the client's local dates). */
  weekTicks: z.array(z.string()).describe("This Monday–Sunday week's ticked days (the client's local dates)."),
  streak: z.object({ count: z.number().int(), unit: z.enum(['days', 'weeks']) }),
  week: ZAdherence,
}).meta({
  id: 'HabitStatus',
  example: {
    id: 'cm8x2k0ab0000abcd1234efgh',
    clientId: 'cm8x2k0ab0000abcd1234efgi',
    name: 'Walk',
    target: '10,000 steps',
    frequency: 'DAILY',
    timesPerWeek: null,
    startsOn: '2026-03-02',
    endedOn: null,
    tickedToday: true,
    weekTicks: ['2026-03-09', '2026-03-10'],
    streak: { count: 4, unit: 'days' },
    week: { completed: 2, expected: 2 },
  },
});
export type HabitStatus = z.infer<typeof ZHabitStatus>;

export const ZHabitList = z
  .object({
    /** The client's local today. */
    today: z.string().describe("The client's local today."),
    habits: z.array(ZHabitStatus),
  })
  .meta({ id: 'HabitList' });
export type HabitList = z.infer<typeof ZHabitList>;

export const ZHabitTick = z
  .object({ habitId: z.string(), date: z.string(), ticked: z.boolean() })
  .meta({ id: 'HabitTick', example: { habitId: 'cm8x2k0ab0000abcd1234efgh', date: '2026-03-02', ticked: true } });

export const ZHabitAdherenceOverview = z
  .object({
    /** Monday of the week. */
    weekStart: z.string().describe('Monday of the week.'),
    clients: z.array(
      z.object({
        clientId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        habits: z.number().int(),
        completed: z.number().int(),
        expected: z.number().int(),
      }),
    ),
  })
  .meta({
    id: 'HabitAdherenceOverview',
    example: { weekStart: '2026-03-02', clients: [{ clientId: 'cm8x2k0ab0000abcd1234efgi', firstName: 'Alex', lastName: 'Kim', habits: 2, completed: 9, expected: 10 }] },
  });
export type HabitAdherenceOverview = z.infer<typeof ZHabitAdherenceOverview>;
