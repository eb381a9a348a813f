// Programs and program plans (docs/product.md §3, §7 Programs, §9 defaults). Program input may arrive in
// camelCase or snake_case (docs/product.md §3, docs/design.md §3): keys are camelised before validation.
import { z } from 'zod';
import { LONG_TEXT_MAX, NAME_MAX_LENGTH, SHORT_TEXT_MAX } from '../limits.ts';
import { safeName, ZId, ZIdField, ZOptionalText } from './common.ts';

export const PROGRAM_DEFAULTS = { category: 'Training', difficulty: 'INTERMEDIATE', duration: 4, mealsPerDay: 3 } as const;
export const MEALS_PER_DAY_MIN = 1;
export const MEALS_PER_DAY_MAX = 6;
export const PROGRAM_MAX_WEEKS = 104;
export const PROGRAM_MAX_ENTRIES = PROGRAM_MAX_WEEKS * 7;
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

export const MSG_PROGRAM_NAME_REQUIRED = 'Program name is required';

const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Camelises the keys of a plain object (and of the objects in its `plans` list). */
function camelizeKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const camel = snakeToCamel(key);
    // A camelCase key given alongside its snake_case twin wins.
    if (camel !== key && camel in (value as Record<string, unknown>)) continue;
    out[camel] = camel === 'plans' && Array.isArray(v) ? v.map(camelizeKeys) : v;
  }
  return out;
}

/**
 * Accepts camelCase or snake_case keys for a strict object schema. Typed by its camelCase input,
 * so typed callers (the web app) write camelCase; snake_case is for JSON from elsewhere.
 */
export const acceptSnakeCase = <T extends z.ZodType>(schema: T) => z.preprocess(camelizeKeys, schema) as unknown as z.ZodPipe<z.ZodTransform<z.input<T>, z.input<T>>, T>;

const ZProgramName = safeName(
  z.string({ error: MSG_PROGRAM_NAME_REQUIRED }).trim().min(1, MSG_PROGRAM_NAME_REQUIRED).max(NAME_MAX_LENGTH, `Program name must be at most ${NAME_MAX_LENGTH} characters`),
  'Program name',
);

const ZCategory = safeName(z.string({ error: 'category must be text' }).trim().max(SHORT_TEXT_MAX, `Category must be at most ${SHORT_TEXT_MAX} characters`), 'Category').transform(
  (s) => s || PROGRAM_DEFAULTS.category,
);

const MSG_DIFFICULTY = `Difficulty must be one of ${DIFFICULTIES.join(', ')}`;
/** Case-insensitive, like a plan's ('advanced' is ADVANCED). */
const ZDifficulty = z
  .string({ error: MSG_DIFFICULTY })
  .trim()
  .toUpperCase()
  .pipe(z.enum(DIFFICULTIES, { error: MSG_DIFFICULTY }));

const ZDuration = z
  .number({ error: 'Duration must be a number of weeks' })
  .int('Duration must be a whole number of weeks')
  .min(1, 'Duration must be at least 1 week')
  .max(PROGRAM_MAX_WEEKS, `Duration must be at most ${PROGRAM_MAX_WEEKS} weeks`);

const ZMealsPerDay = z
  .number({ error: 'Meals per day must be a number' })
  .int('Meals per day must be a whole number')
  .min(MEALS_PER_DAY_MIN, `Meals per day must be between ${MEALS_PER_DAY_MIN} and ${MEALS_PER_DAY_MAX}`)
  .max(MEALS_PER_DAY_MAX, `Meals per day must be between ${MEALS_PER_DAY_MIN} and ${MEALS_PER_DAY_MAX}`);

export const ZWeek = z
  .number({ error: 'week must be a number' })
  .int('week must be a whole number')
  .min(0, 'week must be 0 or more (weeks count from 0)')
  .max(PROGRAM_MAX_WEEKS - 1, `week must be less than ${PROGRAM_MAX_WEEKS}`);

export const ZDayOfWeek = z
  .number({ error: 'dayOfWeek must be a number' })
  .int('dayOfWeek must be a whole number')
  .min(0, 'dayOfWeek must be between 0 (Monday) and 6 (Sunday)')
  .max(6, 'dayOfWeek must be between 0 (Monday) and 6 (Sunday)');

const ZOrderIndex = z.number({ error: 'orderIndex must be a number' }).int('orderIndex must be a whole number').min(0, 'orderIndex must be 0 or more').max(100_000, 'orderIndex is too large');

/** A rest day is an explicit null, so a forgotten planId is not silently a rest day. */
const ZEntryPlanId = ZIdField('planId', 'planId is required (null for a rest day)').nullable();

/** One schedule entry: a plan on a day, or a rest day (planId null). */
export const ZProgramEntryInput = z.strictObject({
  planId: ZEntryPlanId,
  week: ZWeek,
  dayOfWeek: ZDayOfWeek,
  orderIndex: ZOrderIndex.optional(),
});
export type ProgramEntryInput = z.infer<typeof ZProgramEntryInput>;

const ZEntries = z.array(ZProgramEntryInput, { error: 'plans must be a list' }).max(PROGRAM_MAX_ENTRIES, `A program can hold at most ${PROGRAM_MAX_ENTRIES} entries`);

const programFields = {
  description: ZOptionalText(LONG_TEXT_MAX, 'Description'),
  notes: ZOptionalText(LONG_TEXT_MAX, 'Notes'),
  category: ZCategory.optional(),
  difficulty: ZDifficulty.optional(),
  duration: ZDuration.optional(),
  mealsPerDay: ZMealsPerDay.optional(),
  /** When given, the schedule is written (create) or replaced (update) in the same transaction. */
  plans: ZEntries.optional(),
};

export const ZCreateProgramInput = acceptSnakeCase(z.strictObject({ name: ZProgramName, ...programFields }));
export type CreateProgramInput = z.infer<typeof ZCreateProgramInput>;

export const ZUpdateProgramInput = acceptSnakeCase(z.strictObject({ id: ZId, name: ZProgramName.optional(), ...programFields }));
export type UpdateProgramInput = z.infer<typeof ZUpdateProgramInput>;

export const ZProgramIdInput = z.strictObject({ id: ZId });

export const ZReorderProgramsInput = acceptSnakeCase(
  z.strictObject({
    programIds: z.array(ZId, { error: 'programIds must be a list of program ids' }).min(1, 'programIds is empty').max(1000, 'Too many programs'),
  }),
);

export const ZCreateProgramPlanInput = acceptSnakeCase(
  z.strictObject({ programId: ZIdField('programId'), planId: ZEntryPlanId, week: ZWeek, dayOfWeek: ZDayOfWeek, orderIndex: ZOrderIndex.optional() }),
);
export type CreateProgramPlanInput = z.infer<typeof ZCreateProgramPlanInput>;

// ---- responses

export const ZProgramPlanSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    difficulty: z.string().describe('BEGINNER, INTERMEDIATE or ADVANCED'),
    estimatedDuration: z.number().describe('Minutes'),
  })
  .meta({ id: 'ProgramPlanSummary' });

export const ZProgramPlan = z
  .object({
    id: z.string(),
    programId: z.string(),
    planId: z.string().nullable(),
    week: z.number().describe('Week of the program, from 0'),
    dayOfWeek: z.number().describe('0 Monday … 6 Sunday'),
    orderIndex: z.number().describe('Order among the plans of the same day'),
    /** 1-based day number (week × 7 + dayOfWeek + 1). */
    dayOffset: z.number().describe('1-based day number (week × 7 + dayOfWeek + 1).'),
    isRestDay: z.boolean().describe('A rest day: no plan on this day'),
    plan: ZProgramPlanSummary.nullable(),
  })
  .meta({ id: 'ProgramPlan' });
export type ProgramPlan = z.infer<typeof ZProgramPlan>;

export const ZProgram = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    notes: z.string().nullable(),
    category: z.string(),
    difficulty: z.string().describe('BEGINNER, INTERMEDIATE or ADVANCED'),
    duration: z.number().describe('Weeks'),
    mealsPerDay: z.number().describe("The client's daily meal target while on this program"),
    displayOrder: z.number().nullable().describe("Position in the coach's list of programs"),
    createdAt: z.date(),
    updatedAt: z.date(),
    plans: z.array(ZProgramPlan),
  })
  .meta({ id: 'Program' });
export type Program = z.infer<typeof ZProgram>;

export const ZPlanOption = ZProgramPlanSummary.extend({ exerciseCount: z.number() }).meta({ id: 'PlanOption' });
export type PlanOption = z.infer<typeof ZPlanOption>;
