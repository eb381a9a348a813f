// The triage roster, the coach's "needs attention" rule and client tags (docs/triage.md). The
// settings dialog, the tags editor and the server check the same schemas.
import { z } from 'zod';
import { CLIENT_TAG_MAX_LENGTH, CLIENT_TAGS_MAX, TRIAGE_INACTIVE_DAYS_MAX, TRIAGE_REASONS, TRIAGE_STATUSES } from '../triage.ts';
import { hasUnsafeNameCharacters, ZId } from './common.ts';

export const ROSTER_PAGE_MAX = 100;
export const ROSTER_PAGE_DEFAULT = 50;
export const ROSTER_SEARCH_MAX = 100;

export const ROSTER_SORTS = ['attention', 'name', 'program', 'adherence7', 'adherence30', 'lastWorkoutAt', 'lastActivityAt', 'unreadMessages', 'checkIn'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export const ZTriageStatus = z.enum(TRIAGE_STATUSES, { error: `status must be one of ${TRIAGE_STATUSES.join(', ')}` });
export const ZTriageReason = z.enum(TRIAGE_REASONS);

/** One tag: trimmed, 1–30 characters, one line. */
export const ZClientTag = z
  .string({ error: 'A tag must be text' })
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(CLIENT_TAG_MAX_LENGTH, `A tag must be at most ${CLIENT_TAG_MAX_LENGTH} characters`)
  .refine((t) => !hasUnsafeNameCharacters(t), 'A tag cannot contain control characters or text-direction overrides');

/** A client's tags: at most 10, duplicates (ignoring case) dropped, order kept. */
export const ZClientTags = z
  .array(ZClientTag, { error: 'tags must be a list of texts' })
  .max(CLIENT_TAGS_MAX, `A client has at most ${CLIENT_TAGS_MAX} tags`)
  .overwrite((tags) => tags.filter((t, i) => tags.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i));

export const ZSetClientTagsInput = z.strictObject({ id: ZId, tags: ZClientTags });
export const ZClientTagsOutput = z.object({ id: z.string(), tags: z.array(z.string()) }).meta({ id: 'ClientTags', example: { id: 'cm8x2k0ab0000abcd1234efgh', tags: ['online', 'competition prep'] } });

const ZRosterOrder = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' });

export const ZRosterInput = z.strictObject({
  status: ZTriageStatus.optional().meta({ description: 'Only clients of this status; default: every client not archived' }),
  tag: ZClientTag.optional().meta({ description: 'Only clients with this tag (exact, ignoring case)' }),
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(ROSTER_SEARCH_MAX, `search must be at most ${ROSTER_SEARCH_MAX} characters`)
    .optional()
    .meta({ description: 'Part of the first or last name' }),
  sort: z
    .enum(ROSTER_SORTS, { error: `sort must be one of ${ROSTER_SORTS.join(', ')}` })
    .optional()
    .meta({ description: 'Default: attention (most reasons first, then name)' }),
  order: ZRosterOrder.optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(ROSTER_PAGE_MAX, `pageSize must be at most ${ROSTER_PAGE_MAX}`)
    .optional(),
});
export type RosterInput = z.infer<typeof ZRosterInput>;

export const CHECK_IN_FLAGS = ['UNREVIEWED', 'OVERDUE', 'DUE'] as const;

export const ZRosterRow = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    tags: z.array(z.string()),
    status: ZTriageStatus,
    reasons: z.array(ZTriageReason).meta({ description: 'Which parts of the rule apply (docs/triage.md)' }),
    program: z.string().nullable().meta({ description: 'Name of the current program or plan' }),
    adherence7: z.number().int().nullable().meta({ description: 'Completed ÷ due over the last 7 local days, 0–100; null while nothing was due' }),
    adherence30: z.number().int().nullable().describe('Completed ÷ due over the last 30 local days, 0–100; null while nothing was due'),
    due7: z.number().int().describe('Workouts due in the last 7 days'),
    completed7: z.number().int().describe('Of those, completed'),
    due30: z.number().int().describe('Workouts due in the last 30 days'),
    completed30: z.number().int().describe('Of those, completed'),
    lastWorkoutAt: z.date().nullable(),
    lastActivityAt: z.date().nullable(),
    daysSinceActivity: z.number().int().describe("Whole days since the client's last activity"),
    unreadMessages: z.number().int(),
    unreviewedCheckIns: z.number().int(),
    checkIn: z.enum(CHECK_IN_FLAGS).nullable().meta({ description: 'UNREVIEWED: a sent check-in to review; OVERDUE / DUE: one the client owes' }),
    missedSinceCoachMessage: z.number().int().describe("Workouts missed since the coach's last message"),
  })
  .meta({ id: 'RosterRow' });
export type RosterRow = z.infer<typeof ZRosterRow>;

export const ZRosterPage = z
  .object({
    items: z.array(ZRosterRow),
    total: z.number().int().meta({ description: 'Rows matching the filters, on every page' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z
      .object({ needs_attention: z.number().int(), on_track: z.number().int(), no_program: z.number().int(), archived: z.number().int() })
      .meta({ description: 'Clients per status (tag and search applied, not status)' }),
    tags: z.array(z.string()).meta({ description: 'Every tag the coach uses, A–Z' }),
  })
  .meta({
    id: 'RosterPage',
    example: {
      items: [
        {
          id: 'cm8x2k0ab0000abcd1234efgh',
          firstName: 'Ava',
          lastName: 'Lee',
          tags: ['online'],
          status: 'needs_attention',
          reasons: ['NO_ACTIVITY', 'LOW_ADHERENCE'],
          program: 'Strength Block',
          adherence7: 33,
          adherence30: 58,
          due7: 3,
          completed7: 1,
          due30: 12,
          completed30: 7,
          lastWorkoutAt: new Date('2026-03-05T18:10:00Z'),
          lastActivityAt: new Date('2026-03-06T08:00:00Z'),
          daysSinceActivity: 5,
          unreadMessages: 2,
          unreviewedCheckIns: 0,
          checkIn: 'OVERDUE',
          missedSinceCoachMessage: 0,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
      counts: { needs_attention: 1, on_track: 0, no_program: 0, archived: 0 },
      tags: ['online'],
    },
  });
export type RosterPage = z.infer<typeof ZRosterPage>;

const ZPercent = z
  .number({ error: 'adherenceBelowPct must be a number' })
  .int('adherenceBelowPct must be a whole number')
  .min(1, 'adherenceBelowPct must be between 1 and 100')
  .max(100, 'adherenceBelowPct must be between 1 and 100');
const ZInactiveDays = z
  .number({ error: 'inactiveDays must be a number' })
  .int('inactiveDays must be a whole number')
  .min(1, `inactiveDays must be between 1 and ${TRIAGE_INACTIVE_DAYS_MAX}`)
  .max(TRIAGE_INACTIVE_DAYS_MAX, `inactiveDays must be between 1 and ${TRIAGE_INACTIVE_DAYS_MAX}`);
const ZToggle = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const ZTriageRuleInput = z.strictObject({
  inactiveEnabled: ZToggle('inactiveEnabled'),
  inactiveDays: ZInactiveDays,
  lowAdherenceEnabled: ZToggle('lowAdherenceEnabled'),
  adherenceBelowPct: ZPercent,
  missedSinceMessageEnabled: ZToggle('missedSinceMessageEnabled'),
  unreviewedCheckInEnabled: ZToggle('unreviewedCheckInEnabled'),
});

export const ZTriageRule = z
  .object({
    inactiveEnabled: z.boolean(),
    inactiveDays: z.number().int(),
    lowAdherenceEnabled: z.boolean(),
    adherenceBelowPct: z.number().int(),
    missedSinceMessageEnabled: z.boolean(),
    unreviewedCheckInEnabled: z.boolean(),
    isDefault: z.boolean().meta({ description: 'True while the coach never saved a rule' }),
  })
  .meta({
    id: 'TriageRule',
    example: { inactiveEnabled: true, inactiveDays: 4, lowAdherenceEnabled: true, adherenceBelowPct: 60, missedSinceMessageEnabled: true, unreviewedCheckInEnabled: true, isDefault: true },
  });
export type TriageRule = z.infer<typeof ZTriageRule>;
