// Day rules in SQL in each client's own time zone (docs/time-zones.md), written once for every
// set-based statement that needs them (the missed check, the assignment-due check, the session
// aggregate, the dashboard counts). They expect the client's user joined under `u` and, for
// sessions, the session under `s`. An unknown or missing zone counts as UTC (the zone was
// checked on write).
import { sql, type RawBuilder } from 'kysely';
import { addDays, missedCutoff } from '#shared/stats';
import { columnsOf } from '#server/db/typed-sql';

const s = columnsOf('WorkoutSession', 's');
const u = columnsOf('User', 'u');

/**
 * The client's local calendar date at `now`, as a timestamp at 00:00 of it: the form scheduled
 * dates are stored in (00:00 UTC of the calendar day). The clock's instant goes to the driver as
 * UTC wall time (timestamps are sent without a zone).
 */
export const clientToday = (now: Date): RawBuilder<Date> => sql<Date>`date_trunc('day', (${now}::timestamp AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(${u('timeZone')}, 'UTC'))`;

/**
 * An open session's missed rule (src/shared/stats.ts presentedStatus): scheduled more than 3
 * days before the client's today, i.e. 3 days after the end of the scheduled day in the client's
 * zone. First an index-friendly bound wide enough for every zone (UTC+14 is at most one day
 * ahead), then the rule itself. The status test is the caller's.
 */
export const pastMissedCutoff = (now: Date): RawBuilder<boolean> =>
  sql<boolean>`${s('scheduledFor')} < ${addDays(missedCutoff(now), 1)}
    AND ((date_trunc('day', ${s('scheduledFor')}) + interval '4 days') AT TIME ZONE COALESCE(${u('timeZone')}, 'UTC')) AT TIME ZONE 'UTC' <= ${now}`;
