// Calendar feeds and spreadsheet exports (docs/calendar-and-csv.md): the private iCal URL of a
// client's sessions or of every client's sessions of a coach, and the CSV downloads. The feed URL
// is shown once when it is made (only its SHA-256 is stored); regenerating replaces it.
import { z } from 'zod';
import { ZId } from './common.ts';

/** Random bytes of a feed token (base64url: 43 characters). */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
/** The feed lists sessions scheduled from this many days before today… */
export const CALENDAR_FEED_PAST_DAYS = 180;
/** …through this many days after it. */
export const CALENDAR_FEED_FUTURE_DAYS = 365;

export const ZCalendarFeed = z
  .object({
    active: z.boolean().meta({ description: 'Whether a feed URL exists; its URL was shown once, when it was made' }),
    createdAt: z.date().nullable().meta({ description: 'When the current URL was made; null while there is none' }),
  })
  .meta({ id: 'CalendarFeed', example: { active: true, createdAt: '2026-03-11T09:30:00.000Z' } });
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarFeedUrl = z
  .object({
    url: z.string().meta({ description: 'The private iCal URL: subscribe to it in a calendar app. Shown only now; anyone with it can read the sessions' }),
    webcalUrl: z.string().meta({ description: 'The same URL with the webcal: scheme, which opens the subscription dialog of most calendar apps' }),
    createdAt: z.date(),
  })
  .meta({
    id: 'CalendarFeedUrl',
    example: {
      url: 'https://spotter.example.com/api/calendar-feeds/3q2-7wMZ9oXn1u3B0cJvYw8mE4kT6rA5sP2dLfGhJ0Q.ics',
      webcalUrl: 'webcal://spotter.example.com/api/calendar-feeds/3q2-7wMZ9oXn1u3B0cJvYw8mE4kT6rA5sP2dLfGhJ0Q.ics',
      createdAt: '2026-03-11T09:30:00.000Z',
    },
  });
export type CalendarFeedUrl = z.infer<typeof ZCalendarFeedUrl>;

/** A client of the coach, by id in the path. */
export const ZClientFeedInput = z.strictObject({ id: ZId });

/** The CSV downloads (byte routes of src/server/routes/exports.ts), by name. */
export const CSV_EXPORTS = {
  roster: { file: 'roster.csv' },
  workouts: { file: 'workouts.csv' },
  food: { file: 'food.csv' },
  fitnessTests: { file: 'fitness-tests.csv' },
} as const;
export type CsvExport = keyof typeof CSV_EXPORTS;

/** The REST path of a download, relative to /api. */
export function csvExportPath(kind: CsvExport, clientId?: string): string {
  if (kind === 'roster') return `/exports/${CSV_EXPORTS.roster.file}`;
  return `/clients/${encodeURIComponent(clientId ?? '')}/exports/${CSV_EXPORTS[kind].file}`;
}
