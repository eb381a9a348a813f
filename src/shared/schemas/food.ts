// Food log and photo schemas (docs/product.md §2 "Food log", §5, §7), shared by the server and the web form.
import { z } from 'zod';
import { FOOD_DESCRIPTION_MAX, OBJECT_KEY_PATTERN } from '../food.ts';
import { isoCalendarDateExists, isStorableDate, storableDateMessage, ZId } from './common.ts';

/** An ISO date-time or a calendar date (YYYY-MM-DD, read as UTC midnight). */
export const ZDateTimeInput = (label: string) =>
  z.union([z.date(), z.string()], { error: `${label} must be a date` }).transform((v, ctx) => {
    const d = v instanceof Date ? v : new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
    if (Number.isNaN(d.getTime()) || (typeof v === 'string' && !isoCalendarDateExists(v))) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a valid date` });
      return z.NEVER;
    }
    if (!isStorableDate(d)) {
      ctx.addIssue({ code: 'custom', message: storableDateMessage(label) });
      return z.NEVER;
    }
    return d;
  });

/** The objectPath answered by POST /objects/upload. */
export const ZObjectPath = z
  .string({ error: 'imageUrl must be the objectPath of an uploaded photo' })
  .regex(new RegExp(`^/objects/${OBJECT_KEY_PATTERN}$`), 'imageUrl must be the objectPath of an uploaded photo');

export const ZCreateFoodEntryInput = z.strictObject({
  description: z.string({ error: 'description must be text' }).max(FOOD_DESCRIPTION_MAX, `Description must be at most ${FOOD_DESCRIPTION_MAX} characters`).optional(),
  imageUrl: ZObjectPath.nullish(),
  loggedAt: ZDateTimeInput('loggedAt'),
});
export type CreateFoodEntryInput = z.input<typeof ZCreateFoodEntryInput>;

/** Most food entries in one answer of GET /food-entries. */
export const FOOD_PAGE_MAX = 2000;

export const ZListFoodEntriesInput = z.strictObject({
  /** Coach view: one of the coach's clients. A client may omit it (own entries). */
  clientId: ZId.optional(),
  /** Entries logged at or after this instant (default: Monday seven weeks ago, docs/product.md §9). */
  from: ZDateTimeInput('from').optional(),
  /** Entries logged before this instant. */
  to: ZDateTimeInput('to').optional(),
  /** Page size (default and most: FOOD_PAGE_MAX); more entries are announced in `X-Next-Cursor`. */
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FOOD_PAGE_MAX, `limit must be at most ${FOOD_PAGE_MAX}`)
    .optional(),
  /** The next page: the `X-Next-Cursor` of the previous answer (the id of its last entry). */
  after: ZId.optional(),
});

export const ZFoodEntry = z
  .object({
    id: z.string(),
    description: z.string(),
    /** A short-lived signed URL of the photo, readable only by the client and their coach. */
    imageUrl: z.string().nullable().describe('A short-lived signed URL of the photo, readable only by the client and their coach.'),
    loggedAt: z.date().describe('When the meal was eaten (UTC)'),
  })
  .meta({ id: 'FoodEntry' });
export type FoodEntry = z.infer<typeof ZFoodEntry>;

export const ZUploadTicket = z
  .object({
    /** PUT the file here (its bytes as the body) within a few minutes. */
    uploadURL: z.string().meta({
      description: "PUT the photo's bytes here within a few minutes: a path relative to the server's origin (the server URL without /api), signed, no bearer token needed",
    }),
    /** Send this as imageUrl of POST /food-entries once the PUT succeeded. */
    objectPath: z.string().describe('Send this as imageUrl of POST /food-entries once the PUT succeeded.'),
  })
  .meta({ id: 'UploadTicket' });
export type UploadTicket = z.infer<typeof ZUploadTicket>;
