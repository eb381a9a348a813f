// CSV downloads for spreadsheets (docs/calendar-and-csv.md): the roster with adherence, and a
// client's workout log with sets, food log and fitness tests. csv-stringify writes the text
// (RFC 4180 quoting, a UTF-8 BOM for Excel); every text cell a person typed is neutralised against
// formula injection. Logs are read a page at a time (keyset paging) and written to the stream as
// they come, so a long history is never held in memory at once.
import { TZDate } from '@date-fns/tz';
import { stringify, type Stringifier } from 'csv-stringify';
import { once } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { notFound } from '#server/errors';
import { zoneOrUtc } from '#shared/time-zone';
import { fullRoster } from '../triage/roster.ts';

/** Rows read per statement from a log. */
export const CSV_PAGE_ROWS = 2000;
/** Sessions per page of the workout log (each brings its exercises and sets). */
const WORKOUT_PAGE_SESSIONS = 200;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * that some of them skip first) gets a leading `'` (OWASP "CSV injection"). Only text: numbers
 * and dates are written by the server, never typed by a person.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const p = (n: number) => String(n).padStart(2, '0');

/** `2026-03-11 07:30`, the local time of an instant in a zone. */
export function localDateTime(instant: Date | null, zone: string): string {
  if (!instant) return '';
  const d = new TZDate(instant.getTime(), zone);
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A calendar date stored at 00:00 UTC, as `2026-03-11`. */
const calendarDate = (day: Date | null) => (day ? day.toISOString().slice(0, 10) : '');

type Cell = string | number | boolean | null | undefined;

/** A CSV writer whose rows are awaited when the reader is slow (backpressure). */
export interface CsvOut {
  write(row: Cell[]): Promise<void>;
  end(): void;
}

/** A stringifier with the header row, the BOM and the neutralised text cells. */
export function csvStringifier(header: string[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: header,
    cast: {
      string: neutraliseCell,
      boolean: (b) => (b ? 'yes' : 'no'),
    },
  });
}

/** Rows into the stringifier; waits while the reader is behind, and gives up when `signal` aborts. */
export function csvOut(stringifier: Stringifier, signal?: AbortSignal): CsvOut {
  return {
    async write(row) {
      signal?.throwIfAborted();
      if (!stringifier.write(row)) await once(stringifier, 'drain', { signal });
    },
    end: () => stringifier.end(),
  };
}

/** This coach's client with their zone and name, or 404. */
export async function exportClient(db: Db, coachId: string, clientId: string): Promise<{ id: string; name: string; zone: string }> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { id: true, firstName: true, lastName: true, user: { select: { timeZone: true } } } });
  if (!row) throw notFound('Client');
  return { id: row.id, name: [row.firstName, row.lastName].filter(Boolean).join(' '), zone: zoneOrUtc(row.user.timeZone) };
}

export const ROSTER_HEADER = [
  'First name',
  'Last name',
  'Status',
  'Reasons',
  'Tags',
  'Program',
  'Adherence 7 days (%)',
  'Completed 7 days',
  'Due 7 days',
  'Adherence 30 days (%)',
  'Completed 30 days',
  'Due 30 days',
  'Last workout (UTC)',
  'Last activity (UTC)',
  'Days since activity',
  'Unread messages',
  'Check-in',
];

/** The roster with adherence: the same figures as the roster screen (three statements). */
export async function writeRoster(db: Db, coachId: string, now: Date, out: CsvOut): Promise<void> {
  const rows = await fullRoster(db, coachId, now);
  for (const r of rows) {
    await out.write([
      r.firstName,
      r.lastName,
      r.status,
      r.reasons.join('; '),
      r.tags.join('; '),
      r.program,
      r.adherence7,
      r.completed7,
      r.due7,
      r.adherence30,
      r.completed30,
      r.due30,
      localDateTime(r.lastWorkoutAt, 'UTC'),
      localDateTime(r.lastActivityAt, 'UTC'),
      r.daysSinceActivity,
      r.unreadMessages,
      r.checkIn,
    ]);
  }
  out.end();
}

export const WORKOUTS_HEADER = [
  'Date',
  'Workout',
  'Plan',
  'Status',
  'Started (local)',
  'Completed (local)',
  'Duration (min)',
  'Rating',
  'Exercise',
  'Exercise done',
  'Result',
  'Set',
  'Reps',
  'Load',
  'Unit',
  'RPE',
  'Set done',
];

/**
 * The workout log: every session the client has been through (not the ones still only scheduled),
 * oldest first, one row per logged set; an exercise without sets is one row with its result.
 * Times in the client's zone. One statement per 200 sessions.
 */
export async function writeWorkouts(db: Db, client: { id: string; zone: string }, out: CsvOut): Promise<void> {
  const k = typedSql(db);
  let after: { scheduledFor: Date; id: string } | null = null;
  for (;;) {
    const cursor: { scheduledFor: Date; id: string } | null = after;
    const rows = await k
      .with('page', (db2) =>
        db2
          .selectFrom('WorkoutSession as s')
          .select(['s.id', 's.scheduledFor', 's.name', 's.planName', 's.status', 's.startedAt', 's.completedAt', 's.duration', 's.rating'])
          .where('s.clientId', '=', client.id)
          .where('s.status', '!=', sql.lit('SCHEDULED' as const))
          .$if(cursor !== null, (q) => q.where(sql<boolean>`(s."scheduledFor", s."id") > (${cursor!.scheduledFor}, ${cursor!.id})`))
          .orderBy('s.scheduledFor')
          .orderBy('s.id')
          .limit(sql.lit(WORKOUT_PAGE_SESSIONS)),
      )
      .selectFrom('page as p')
      .leftJoin('SessionExercise as se', 'se.sessionId', 'p.id')
      .leftJoin('ExerciseResult as r', 'r.sessionExerciseId', 'se.id')
      .leftJoin('SessionExerciseSet as st', 'st.sessionExerciseId', 'se.id')
      .select([
        'p.id',
        'p.scheduledFor',
        'p.name',
        'p.planName',
        'p.status',
        'p.startedAt',
        'p.completedAt',
        'p.duration',
        'p.rating',
        'se.name as exercise',
        'se.completed as exerciseDone',
        'r.result',
        'st.position',
        'st.reps',
        sql<string | null>`st."load"::text`.as('load'),
        'st.loadUnit',
        sql<string | null>`st."rpe"::text`.as('rpe'),
        'st.done',
      ])
      .orderBy('p.scheduledFor')
      .orderBy('p.id')
      .orderBy('se.orderIndex')
      .orderBy('se.id')
      .orderBy('st.position')
      .execute();
    for (const r of rows) {
      await out.write([
        calendarDate(r.scheduledFor),
        r.name,
        r.planName,
        r.status,
        localDateTime(r.startedAt, client.zone),
        localDateTime(r.completedAt, client.zone),
        r.duration,
        r.rating,
        r.exercise,
        r.exercise === null ? null : r.exerciseDone,
        r.result,
        r.position === null ? null : r.position + 1,
        r.reps,
        r.load === null ? null : Number(r.load),
        r.position === null ? null : r.loadUnit,
        r.rpe === null ? null : Number(r.rpe),
        r.position === null ? null : r.done,
      ]);
    }
    const last = rows.at(-1);
    const sessions = new Set(rows.map((r) => r.id)).size;
    if (!last || sessions < WORKOUT_PAGE_SESSIONS) break;
    after = { scheduledFor: last.scheduledFor, id: last.id };
  }
  out.end();
}

export const FOOD_HEADER = ['Date (local)', 'Time (local)', 'Description', 'Photo'];

/** The food log, oldest first, in the client's zone; a page of rows per statement. */
export async function writeFood(db: Db, client: { id: string; zone: string }, out: CsvOut): Promise<void> {
  let cursor: { loggedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db.foodEntry.findMany({
      where: { clientId: client.id, ...(cursor ? { OR: [{ loggedAt: { gt: cursor.loggedAt } }, { loggedAt: cursor.loggedAt, id: { gt: cursor.id } }] } : {}) },
      select: { id: true, loggedAt: true, description: true, imagePath: true },
      orderBy: [{ loggedAt: 'asc' }, { id: 'asc' }],
      take: CSV_PAGE_ROWS,
    });
    for (const r of rows) {
      const [date, time] = localDateTime(r.loggedAt, client.zone).split(' ');
      await out.write([date, time, r.description, r.imagePath ? 'yes' : 'no']);
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_PAGE_ROWS) break;
    cursor = { loggedAt: last.loggedAt, id: last.id };
  }
  out.end();
}

export const FITNESS_HEADER = ['Tested (local)', 'Test', 'Result', 'Unit', 'Notes', 'Retest of'];

/** The fitness tests and retests, oldest first; a retest names the date of the test it repeats. */
export async function writeFitnessTests(db: Db, client: { id: string; zone: string }, out: CsvOut): Promise<void> {
  let cursor: { testedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db.fitnessTest.findMany({
      where: { clientId: client.id, ...(cursor ? { OR: [{ testedAt: { gt: cursor.testedAt } }, { testedAt: cursor.testedAt, id: { gt: cursor.id } }] } : {}) },
      select: { id: true, testedAt: true, testName: true, result: true, unit: true, notes: true, previousTest: { select: { testedAt: true } } },
      orderBy: [{ testedAt: 'asc' }, { id: 'asc' }],
      take: CSV_PAGE_ROWS,
    });
    for (const r of rows) {
      await out.write([localDateTime(r.testedAt, client.zone), r.testName, r.result, r.unit, r.notes, r.previousTest ? localDateTime(r.previousTest.testedAt, client.zone) : null]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_PAGE_ROWS) break;
    cursor = { testedAt: last.testedAt, id: last.id };
  }
  out.end();
}
