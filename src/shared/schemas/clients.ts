// Clients, client notes, access links and the coach's read of a client's workouts (docs/product.md §3, §7
// Clients). The web forms and the server validate with these same schemas.
import { z } from 'zod';
import { ZLocale } from './locale.ts';
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX } from '../limits.ts';
import { ZId, ZName, ZOptionalName, ZOptionalText, ZTimeZone } from './common.ts';

export const CLIENT_NOTE_MAX_LENGTH = LONG_TEXT_MAX;
export const PHONE_MAX_LENGTH = 40;
/** docs/product.md §9: clients without a displayOrder sort last. */
export const CLIENT_ORDER_FALLBACK = 999;
export const MAX_REORDER_ITEMS = 1000;

export const ZClient = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
    archived: z.boolean().describe('An archived client can no longer sign in; GET /clients lists them only with includeArchived=true'),
    displayOrder: z.number().int().nullable().describe("Position in the coach's drag-ordered roster (0 first); null: not placed yet, listed last"),
    createdAt: z.date().describe('When the coach added the client (UTC)'),
    /** Coach-set labels (docs/triage.md). */
    tags: z.array(z.string()).describe('Coach-set labels (docs/triage.md).'),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof ZClient>;

/** Optional e-mail on a client record: blank becomes null, otherwise it must look like one. */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .transform((s) => (s === '' ? null : s.toLowerCase()))
  .pipe(z.email({ error: 'Please enter a valid email address' }).nullable())
  .nullish();

export const ZListClientsInput = z.strictObject({
  /** REST sends it as a query string. */
  includeArchived: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

export const ZCreateClientInput = z.strictObject({
  firstName: ZName('First name'),
  lastName: ZOptionalName(100, 'Last name'),
  email: ZOptionalEmail,
  phoneNumber: ZOptionalText(PHONE_MAX_LENGTH, 'Phone number'),
});

export const ZClientIdInput = z.strictObject({ id: ZId });

export const ZUpdateClientProfileInput = z.strictObject({
  id: ZId,
  firstName: ZName('First name'),
  lastName: ZOptionalName(100, 'Last name'),
  email: ZOptionalEmail,
  phoneNumber: ZOptionalText(PHONE_MAX_LENGTH, 'Phone number'),
});

export const ZReorderClientsInput = z.strictObject({
  clientOrders: z
    .array(
      z.strictObject({
        clientId: ZId,
        displayOrder: z.number({ error: 'displayOrder must be a number' }).int('displayOrder must be a whole number').min(0).max(1_000_000),
      }),
    )
    .max(MAX_REORDER_ITEMS, 'Too many clients in one reorder')
    .refine((list) => new Set(list.map((o) => o.clientId)).size === list.length, 'Each client may appear only once'),
});

export const ZClientNote = z.object({ id: z.string(), content: z.string(), createdAt: z.date() }).meta({ id: 'ClientNote' });
export type ClientNote = z.infer<typeof ZClientNote>;

export const ZCreateClientNoteInput = z.strictObject({
  id: ZId,
  content: z.string({ error: 'Note content is required' }).max(CLIENT_NOTE_MAX_LENGTH, `A note must be at most ${CLIENT_NOTE_MAX_LENGTH} characters`),
});

export const ZAccessToken = z
  .object({
    /** Null until a link has been generated. */
    token: z.string().nullable().describe('Null until a link has been generated.'),
    accessUrl: z.string().nullable().describe('The link to send the client'),
    createdAt: z.date().nullable(),
    /** When the link stops signing in; null: never (the default). */
    expiresAt: z.date().nullable().describe('When the link stops signing in; null: never (the default).'),
  })
  .meta({ id: 'AccessToken' });

export const ACCESS_LINK_MAX_DAYS = 3650;
/** Generating a link: optional expiry in whole days from now; none means it never expires. */
export const ZGenerateAccessTokenInput = z.strictObject({
  id: ZId,
  expiresInDays: z
    .number('Expiry must be a number of days')
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(ACCESS_LINK_MAX_DAYS, `Expiry can be at most ${ACCESS_LINK_MAX_DAYS} days`)
    .optional(),
});
export type AccessToken = z.infer<typeof ZAccessToken>;

/** "View as client": a short-lived read-only bearer token for the client's app. */
export const ZClientPreview = z.object({ token: z.string(), expiresAt: z.date() }).meta({ id: 'ClientPreview' });

export const ZSessionStatus = z.enum(['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'SKIPPED', 'MISSED']);
export type SessionStatus = z.infer<typeof ZSessionStatus>;

/** docs/product.md §3 "Workout history item". */
export const ZWorkoutHistoryItem = z
  .object({
    id: z.string(),
    assignmentId: z.string().nullable(),
    planName: z.string(),
    status: ZSessionStatus,
    scheduledFor: z.date().describe('The calendar day it was planned for, as 00:00 UTC of that day'),
    startedAt: z.date().nullable(),
    completedAt: z.date().nullable(),
    duration: z.number().int().nullable().describe('Minutes, as the client reported'),
    completedExercises: z.number().int(),
    exerciseCount: z.number().int(),
    clientFeedback: z.string().nullable(),
    rating: z.number().int().nullable().describe("The client's rating, 1–5"),
    /** The coach's reply to the feedback (sanitised HTML, docs/messages.md). */
    coachReply: z.string().nullable().describe("The coach's reply to the feedback (sanitised HTML, docs/messages.md)."),
    coachRepliedAt: z.date().nullable(),
    results: z.array(
      z.object({
        id: z.string(),
        exerciseName: z.string(),
        result: z.string(),
        notes: z.string().nullable(),
        completed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'WorkoutHistoryItem' });
export type WorkoutHistoryItem = z.infer<typeof ZWorkoutHistoryItem>;

/** The stats card of the client detail (docs/product.md §9, coach client view). Percentages 0–100. */
export const ZClientStats = z
  .object({
    totalWorkouts: z.number().int(),
    completedWorkouts: z.number().int(),
    missedWorkouts: z.number().int(),
    upcomingWorkouts: z.number().int(),
    /** docs/product.md, "Progress and adherence": completed or skipped. */
    finishedWorkouts: z.number().int().meta({ description: 'Sessions completed or skipped (progress: finished over total; a missed one is not finished)' }),
    dueWorkouts: z.number().int().meta({ description: 'Sessions scheduled before the client’s local today' }),
    dueCompletedWorkouts: z.number().int().meta({ description: 'Due sessions that were completed' }),
    adherence: z.number().nullable().meta({ description: 'Completed over due, 0–100; null while nothing is due' }),
    workoutCompletion: z.number().describe("Average completion of the client's assignments, percent 0–100"),
    todayMeals: z.number().int().describe("Food entries logged today (the client's day)"),
    mealsPerDay: z.number().int().describe('The daily meal target of the current program'),
    hasActiveProgram: z.boolean(),
    foodCompletion: z.number().describe('todayMeals ÷ mealsPerDay, percent 0–100'),
    overallCompletion: z.number().describe('Workouts and food together, percent 0–100'),
    lastActive: z.date().nullable().describe("The client's latest workout or food entry, or null"),
  })
  .meta({ id: 'ClientStats' });
export type ClientStats = z.infer<typeof ZClientStats>;

/** PUT /api/clients/{id}/time-zone: the coach corrects the client's zone (docs/time-zones.md). */
export const ZSetClientTimeZoneInput = z.strictObject({ id: ZId, timeZone: ZTimeZone });
/** The coach's default language for a client (docs/translations.md). */
export const ZSetClientLocaleInput = z.strictObject({ id: ZId, locale: ZLocale });
