// Plans and plan exercises (docs/product.md §3 Plan, Plan exercise; §4 Plan editing; §5; §7 Plans; §9).
import { z } from 'zod';
import { LONG_TEXT_MAX, NAME_MAX_LENGTH } from '../limits.ts';
import { safeName, ZId, ZIdField, ZName, ZOptionalText } from './common.ts';
import { ZExercise } from './exercises.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit, ZPageOf } from './paging.ts';

export const PLAN_TEXTS = {
  nameRequired: 'Plan name is required',
  needsExercise: 'Please add at least one exercise to the plan',
  groupNameRequired: 'Group name is required',
} as const;

export const COLUMN_KEYS = ['col1', 'col2', 'col3', 'col4', 'col5', 'col6'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
export type ColumnConfig = Record<ColumnKey, string>;
export type ColumnData = Record<ColumnKey, string>;

/** docs/product.md §9 plan defaults. */
export const DEFAULT_COLUMN_CONFIG: ColumnConfig = { col1: 'Sets', col2: 'Reps', col3: 'Weight', col4: 'Rest', col5: 'RPE', col6: 'Notes' };
export const PLAN_DEFAULTS = { category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60 } as const;
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const COLUMN_LABEL_MAX = 40;
export const COLUMN_VALUE_MAX = 500;
export const PLAN_MAX_EXERCISES = 200;
export const PLAN_DURATION_MAX = 24 * 60;

/** Labels of col1..col6; a label left out or blank falls back to its default. */
export const ZColumnConfigInput = z
  .strictObject(
    Object.fromEntries(
      COLUMN_KEYS.map((k) => [
        k,
        z
          .string({ error: `Column label ${k} must be text` })
          .max(COLUMN_LABEL_MAX, `Column labels must be at most ${COLUMN_LABEL_MAX} characters`)
          .optional(),
      ]),
    ) as Record<ColumnKey, z.ZodOptional<z.ZodString>>,
    { error: 'columnConfig must be an object of col1..col6 labels' },
  )
  .transform((c): ColumnConfig => normalizeColumnConfig(c));

/** Values of col1..col6; a value left out is blank. */
export const ZColumnDataInput = z
  .strictObject(
    Object.fromEntries(
      COLUMN_KEYS.map((k) => [
        k,
        z
          .string({ error: `Column value ${k} must be text` })
          .max(COLUMN_VALUE_MAX, `Column values must be at most ${COLUMN_VALUE_MAX} characters`)
          .nullish(),
      ]),
    ) as Record<ColumnKey, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
    { error: 'columnData must be an object of col1..col6 values' },
  )
  .transform((c): ColumnData => normalizeColumnData(c));

/** Stored JSON → a full label set (older or imported rows may lack keys). */
export function normalizeColumnConfig(raw: unknown): ColumnConfig {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(COLUMN_KEYS.map((k) => [k, typeof o[k] === 'string' && (o[k] as string).trim() ? (o[k] as string).trim() : DEFAULT_COLUMN_CONFIG[k]])) as ColumnConfig;
}

export function normalizeColumnData(raw: unknown): ColumnData {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(COLUMN_KEYS.map((k) => [k, typeof o[k] === 'string' ? (o[k] as string).trim() : ''])) as ColumnData;
}

const ZPlanName = ZName('Plan name');
const ZCategory = safeName(z.string({ error: 'Category must be text' }).trim().max(NAME_MAX_LENGTH, `Category must be at most ${NAME_MAX_LENGTH} characters`), 'Category');
const ZDifficulty = z
  .string({ error: 'Difficulty must be text' })
  .trim()
  .toUpperCase()
  .refine((d) => d === '' || (DIFFICULTIES as readonly string[]).includes(d), `Difficulty must be one of ${DIFFICULTIES.join(', ')}`);
const ZDuration = z
  .number({ error: 'Estimated duration must be a number of minutes' })
  .int('Estimated duration must be a whole number of minutes')
  .min(1, 'Estimated duration must be at least 1 minute')
  .max(PLAN_DURATION_MAX, `Estimated duration must be at most ${PLAN_DURATION_MAX} minutes`);

const planFields = {
  name: ZPlanName,
  description: ZOptionalText(LONG_TEXT_MAX, 'Description'),
  notes: ZOptionalText(LONG_TEXT_MAX, 'Notes'),
  instructions: ZOptionalText(LONG_TEXT_MAX, 'Instructions'),
  category: ZCategory.nullish(),
  difficulty: ZDifficulty.nullish(),
  estimatedDuration: ZDuration.nullish(),
  columnConfig: ZColumnConfigInput.nullish(),
};

export const ZCreatePlanInput = z.strictObject(planFields);
export type CreatePlanInput = z.infer<typeof ZCreatePlanInput>;

/** PUT: the same body; a field left out keeps its value. */
export const ZUpdatePlanInput = z.strictObject({ id: ZId, ...planFields, name: ZPlanName.optional() });
export type UpdatePlanInput = z.infer<typeof ZUpdatePlanInput>;

const ZGroupId = z
  .string({ error: 'groupId must be text' })
  .trim()
  .max(64, 'groupId is too long')
  .nullish()
  .transform((s) => s || null);
const ZGroupName = z
  .string({ error: 'groupName must be text' })
  .trim()
  .max(NAME_MAX_LENGTH, `Group name must be at most ${NAME_MAX_LENGTH} characters`)
  .nullish()
  .transform((s) => s || null);
const ZOrderIndex = z.number({ error: 'orderIndex must be a number' }).int('orderIndex must be a whole number').min(0, 'orderIndex must be 0 or more').max(10_000, 'orderIndex is too large');

const planExerciseFields = {
  exerciseId: ZIdField('exerciseId'),
  orderIndex: ZOrderIndex.optional(),
  columnData: ZColumnDataInput.nullish(),
  notes: ZOptionalText(LONG_TEXT_MAX, 'Notes'),
  groupId: ZGroupId,
  groupName: ZGroupName,
};

export const ZCreatePlanExerciseInput = z.strictObject({ planId: ZIdField('planId'), ...planExerciseFields });
export type CreatePlanExerciseInput = z.infer<typeof ZCreatePlanExerciseInput>;

/** PUT: planId may be sent (the original client does) but must be the row's own plan. */
export const ZUpdatePlanExerciseInput = z.strictObject({ id: ZId, planId: ZIdField('planId').optional(), ...planExerciseFields, exerciseId: ZIdField('exerciseId').optional() });
export type UpdatePlanExerciseInput = z.infer<typeof ZUpdatePlanExerciseInput>;

/**
 * The builder's one-shot save (tRPC): the plan and its ordered exercises. docs/product.md §4's rule is
 * applied in one transaction: rows the editor dropped are deleted, rows with an id updated,
 * rows without one created; orderIndex is the position in the list.
 */
export const ZSavePlanInput = z.strictObject({
  id: ZId.optional(),
  plan: ZCreatePlanInput,
  exercises: z
    .array(z.strictObject({ id: ZId.optional(), ...planExerciseFields }), { error: PLAN_TEXTS.needsExercise })
    .min(1, PLAN_TEXTS.needsExercise)
    .max(PLAN_MAX_EXERCISES, `A plan can hold at most ${PLAN_MAX_EXERCISES} exercises`),
});
export type SavePlanInput = z.input<typeof ZSavePlanInput>;

export const ZColumnConfig = z.object(Object.fromEntries(COLUMN_KEYS.map((k) => [k, z.string()])) as Record<ColumnKey, z.ZodString>);

export const ZPlanExercise = z
  .object({
    id: z.string(),
    planId: z.string(),
    exerciseId: z.string(),
    exercise: ZExercise,
    orderIndex: z.number().int().describe('Position in the plan, from 0'),
    columnData: ZColumnConfig.describe("This exercise's values of the plan's columns (col1–col6, labelled by the plan's columnConfig)"),
    notes: z.string().nullable(),
    groupId: z.string().nullable().describe('Exercises sharing a groupId are done together as a superset; null: on its own'),
    groupName: z.string().nullable().describe("The superset's label"),
  })
  .meta({ id: 'PlanExercise' });
export type PlanExercise = z.infer<typeof ZPlanExercise>;

export const ZPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    notes: z.string().nullable(),
    instructions: z.string().nullable(),
    category: z.string(),
    difficulty: z.string().describe('BEGINNER, INTERMEDIATE or ADVANCED'),
    estimatedDuration: z.number().int().describe('Minutes'),
    columnConfig: ZColumnConfig.describe('The labels of the six value columns (col1–col6) each exercise of the plan fills in, such as Sets, Reps, Weight, Rest, RPE, Notes'),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof ZPlan>;

export const ZPlanWithExercises = ZPlan.extend({ exercises: z.array(ZPlanExercise) }).meta({ id: 'PlanWithExercises' });
export type PlanWithExercises = z.infer<typeof ZPlanWithExercises>;

// ---- lists that can grow (docs/query-performance.md "Lists that can grow")

/** GET /plans: default and largest page (more plans are announced in X-Next-Cursor). */
export const PLANS_PAGE_MAX = 500;
/** GET /plan-summaries: default and largest page. */
export const PLAN_SUMMARIES_PAGE_DEFAULT = 50;
export const PLAN_SUMMARIES_PAGE_MAX = 200;

export const ZListPlansInput = z
  .strictObject({
    /** Page size (default and most: PLANS_PAGE_MAX). */
    limit: ZPageLimit(PLANS_PAGE_MAX),
    /** The X-Next-Cursor of the previous answer. */
    cursor: ZPageCursor,
  })
  .optional();

export const ZPlanSummariesInput = acceptInfiniteQuery(
  z.strictObject({
    limit: ZPageLimit(PLAN_SUMMARIES_PAGE_MAX),
    cursor: ZPageCursor,
    /** Plans whose name contains this text (any case). */
    search: z.string({ error: 'search must be text' }).trim().max(NAME_MAX_LENGTH, `search must be at most ${NAME_MAX_LENGTH} characters`).optional(),
  }),
);
export type PlanSummariesInput = z.infer<typeof ZPlanSummariesInput>;

/** What a plan card or picker shows: no exercises, their counts from SQL. */
export const ZPlanSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    difficulty: z.string().describe('BEGINNER, INTERMEDIATE or ADVANCED'),
    estimatedDuration: z.number().int().describe('Minutes'),
    exerciseCount: z.number().int(),
    /** Supersets and circuits (distinct groups) in the plan. */
    groupCount: z.number().int().describe('Supersets and circuits (distinct groups) in the plan.'),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: 'PlanSummary' });
export type PlanSummary = z.infer<typeof ZPlanSummary>;

export const ZPlanSummaryPage = ZPageOf(ZPlanSummary).meta({ id: 'PlanSummaryPage' });
export type PlanSummaryPage = z.infer<typeof ZPlanSummaryPage>;
