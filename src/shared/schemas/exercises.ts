// Exercise library and custom categories (docs/product.md §3 Exercise, §5, §7 Exercises).
import { z } from 'zod';
import { LONG_TEXT_MAX, NAME_MAX_LENGTH } from '../limits.ts';
import { toEmbedUrl } from '../video.ts';
import { safeName, ZId, ZName, ZOptionalText } from './common.ts';
import { ZPageCursor, ZPageLimit } from './paging.ts';

export const EXERCISE_TEXTS = {
  nameRequired: 'Exercise name is required',
  categoryRequired: 'Please enter a category name',
  categoryExists: 'This category already exists',
} as const;

export const URL_MAX_LENGTH = 2048;
export const LIST_ITEM_MAX = 100;
export const LIST_MAX_ITEMS = 30;

/** An optional http(s) link: blank becomes null; other schemes (javascript:, data:) are refused. */
export const ZOptionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(URL_MAX_LENGTH, `${label} is too long`)
    .transform((s) => s.trim())
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), `${label} must be a web address starting with http:// or https://`)
    .transform((s) => (s === '' ? null : s))
    .nullish();

/** A video link, stored as its embed URL when it is one of the video service's forms (docs/product.md §5). */
export const ZVideoUrl = ZOptionalUrl('Video URL').transform((s) => (s ? toEmbedUrl(s) : s));

/** A list of short labels (equipment, muscle groups): trimmed, blanks and duplicates dropped. */
export const ZLabelList = (label: string) =>
  z
    .array(safeName(z.string({ error: `${label} must be a list of text` }).max(LIST_ITEM_MAX, `${label}: each entry must be at most ${LIST_ITEM_MAX} characters`), label), {
      error: `${label} must be a list of text`,
    })
    .max(LIST_MAX_ITEMS, `${label}: at most ${LIST_MAX_ITEMS} entries`)
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]);

export const ZCategoryName = safeName(
  z.string({ error: EXERCISE_TEXTS.categoryRequired }).trim().min(1, EXERCISE_TEXTS.categoryRequired).max(NAME_MAX_LENGTH, `Category must be at most ${NAME_MAX_LENGTH} characters`),
  'Category',
);

const exerciseFields = {
  name: ZName('Exercise name'),
  category: safeName(z.string({ error: 'Category must be text' }).trim().max(NAME_MAX_LENGTH, `Category must be at most ${NAME_MAX_LENGTH} characters`), 'Category')
    .nullish()
    .transform((s) => s ?? ''),
  description: ZOptionalText(LONG_TEXT_MAX, 'Description'),
  instructions: ZOptionalText(LONG_TEXT_MAX, 'Instructions'),
  equipment: ZLabelList('Equipment').optional(),
  muscleGroups: ZLabelList('Muscle groups').optional(),
  videoUrl: ZVideoUrl,
  imageUrl: ZOptionalUrl('Image URL'),
};

export const ZCreateExerciseInput = z.strictObject(exerciseFields);
export type CreateExerciseInput = z.infer<typeof ZCreateExerciseInput>;

/** PUT: the same body; a field left out keeps its value, null or blank clears it. */
export const ZUpdateExerciseInput = z.strictObject({
  id: ZId,
  ...exerciseFields,
  name: exerciseFields.name.optional(),
  category: safeName(z.string({ error: 'Category must be text' }).trim().max(NAME_MAX_LENGTH, `Category must be at most ${NAME_MAX_LENGTH} characters`), 'Category')
    .nullish()
    .transform((s) => (s === null ? '' : s)),
});
export type UpdateExerciseInput = z.infer<typeof ZUpdateExerciseInput>;

export const ZExercise = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string().nullable(),
    instructions: z.string().nullable(),
    equipment: z.array(z.string()),
    muscleGroups: z.array(z.string()),
    videoUrl: z.string().nullable(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Exercise' });
export type Exercise = z.infer<typeof ZExercise>;

export const ZExerciseCategory = z.object({ id: z.string(), name: z.string() }).meta({ id: 'ExerciseCategory' });
export type ExerciseCategory = z.infer<typeof ZExerciseCategory>;
export const ZCreateCategoryInput = z.strictObject({ name: ZCategoryName });

/** GET /exercises?limit=: the largest page (docs/query-performance.md "Lists that can grow"). */
export const EXERCISES_PAGE_MAX = 1000;

/** Without `limit` the whole library (the screens' picker and search need it); with it, pages. */
export const ZListExercisesInput = z
  .strictObject({
    limit: ZPageLimit(EXERCISES_PAGE_MAX),
    /** The X-Next-Cursor of the previous answer. */
    cursor: ZPageCursor,
  })
  .optional();
