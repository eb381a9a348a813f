// A client's session with everything Today shows of it, in one statement (docs/query-performance.md
// "Today in one statement"): the exercises with their result and logged sets (and each set's
// records), and the "last time" of each library exercise (docs/sets.md). PostgreSQL builds the
// nested JSON; we parse one text column instead of letting the ORM map a row per exercise and set,
// which was the largest share of Today's CPU under load. The shapes are the ones
// `session-shape.ts` produces from Prisma rows, and the same tests hold both.
import type { Db } from '#server/db/client';
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Prisma } from '#server/db/generated/client';
import { columnsOf, frozen, typedSql, type DB } from '#server/db/typed-sql';
import { EMPTY_COLUMN_DATA, toColumnMap, type SessionExercise } from '#shared/schemas/workouts';
import type { ExerciseSet, LastTime, LoadUnit, RecordKind } from '#shared/schemas/sets';
import type { SessionStatus } from '#shared/schemas/workouts';
import { summariseSets } from '#shared/sets';

/** A set as PostgreSQL's json renders it: timestamps without a zone (stored as UTC), numbers as numbers. */
interface SetJson {
  id: string;
  position: number;
  reps: number | null;
  load: number | null;
  loadUnit: LoadUnit;
  rpe: number | null;
  done: boolean;
  completedAt: string | null;
  records: RecordKind[];
}

export interface ExerciseJson {
  id: string;
  exerciseId: string | null;
  name: string;
  orderIndex: number;
  groupId: string | null;
  groupName: string | null;
  completed: boolean;
  videoUrl: string | null;
  notes: string | null;
  instructions: string | null;
  columnData: unknown;
  result: string | null;
  resultNotes: string | null;
  sets: SetJson[];
}

interface LastJson {
  exerciseId: string;
  sessionId: string;
  at: string;
  sets: SetJson[];
}

/** `timestamp(3)` columns hold UTC wall time; json_build_object writes them without a zone. */
const utc = (s: string) => new Date(`${s}Z`);

const toSet = (s: SetJson): ExerciseSet => ({ ...s, completedAt: s.completedAt === null ? null : utc(s.completedAt) });

const pr = columnsOf('PersonalRecord', 'pr');

const setJson = (alias: string, withRecords: boolean) => {
  const st = columnsOf('SessionExerciseSet', alias);
  return sql`json_build_object('id', ${st('id')}, 'position', ${st('position')}, 'reps', ${st('reps')}, 'load', ${st('load')}::float8,
    'loadUnit', ${st('loadUnit')}, 'rpe', ${st('rpe')}::float8, 'done', ${st('done')}, 'completedAt', ${st('completedAt')},
    'records', ${withRecords ? sql`COALESCE((SELECT json_agg(${pr('kind')} ORDER BY ${pr('kind')}) FROM "PersonalRecord" pr WHERE ${pr('setId')} = ${st('id')}), '[]'::json)` : sql`'[]'::json`})`;
};

const se = columnsOf('SessionExercise', 'se');
const r = columnsOf('ExerciseResult', 'r');
const st = columnsOf('SessionExerciseSet', 'st');

/** `sessionExercisesJson` up to the session id it reads; frozen: it has no parameter. */
const EXERCISES_OF_SESSION = frozen(sql`COALESCE((
        SELECT json_agg(json_build_object(
            'id', ${se('id')}, 'exerciseId', ${se('exerciseId')}, 'name', ${se('name')}, 'orderIndex', ${se('orderIndex')},
            'groupId', ${se('groupId')}, 'groupName', ${se('groupName')}, 'completed', ${se('completed')}, 'videoUrl', ${se('videoUrl')},
            'notes', ${se('notes')}, 'instructions', ${se('instructions')}, 'columnData', ${se('columnData')},
            'result', ${r('result')}, 'resultNotes', ${r('notes')},
            'sets', COALESCE((SELECT json_agg(${setJson('st', true)} ORDER BY ${st('position')})
                              FROM "SessionExerciseSet" st WHERE ${st('sessionExerciseId')} = ${se('id')}), '[]'::json))
          ORDER BY ${se('orderIndex')}, ${se('id')})
        FROM "SessionExercise" se LEFT JOIN "ExerciseResult" r ON ${r('sessionExerciseId')} = ${se('id')}
        WHERE ${se('sessionId')} = `);
const OR_EMPTY = sql.raw(`), '[]'::json)`);

/**
 * A session's exercises in plan order as a JSON array (`[]` without any), each with its result and
 * its sets with their records; `sessionId` is an SQL expression naming the session.
 */
export const sessionExercisesJson = (sessionId: Expression<string>): RawBuilder<ExerciseJson[]> => sql<ExerciseJson[]>`${EXERCISES_OF_SESSION}${sessionId}${OR_EMPTY}`;

/** Exercises as `sessionExercisesJson` builds them, in their shared shape; "last time" from `lastTime` (by library exercise). */
export function toSessionExercises(exercises: ExerciseJson[], lastTime: ReadonlyMap<string, LastTime> = new Map()): SessionExercise[] {
  return exercises.map(({ exerciseId, columnData, sets, ...e }) => ({
    ...e,
    columnData: toColumnMap(columnData, EMPTY_COLUMN_DATA),
    sets: sets.map(toSet),
    lastTime: (exerciseId && lastTime.get(exerciseId)) || null,
  }));
}

const s = columnsOf('WorkoutSession', 's');

/** The head columns of a session (from "WorkoutSession" s), as `sessionHeadSelect` (session-shape.ts) reads them. */
export const SESSION_HEAD = [
  's.id',
  's.name',
  's.planName',
  's.scheduledFor',
  's.startedAt',
  's.completedAt',
  sql<SessionStatus>`${s('status')}::text`.as('status'),
  's.duration',
  's.clientFeedback',
  's.rating',
  's.coachReply',
  's.coachRepliedAt',
  's.instructions',
  sql<Prisma.JsonValue>`${s('columnConfig')}`.as('columnConfig'),
] as const;

export interface HeadRow {
  id: string;
  name: string;
  planName: string;
  scheduledFor: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  status: SessionStatus;
  duration: number | null;
  clientFeedback: string | null;
  rating: number | null;
  coachReply: string | null;
  coachRepliedAt: Date | null;
  instructions: string | null;
  columnConfig: Prisma.JsonValue;
}

const x = columnsOf('SessionExerciseSet', 'x');
const ls = columnsOf('SessionExerciseSet', 'ls');
const chosenId = sql.ref('chosen.id');
/**
 * The "last time" of each library exercise of the chosen session, around the client's id (its only
 * parameter): the latest ticked set of that exercise in another session, with that session's done sets.
 */
const LAST_BEFORE_CLIENT = frozen(sql`COALESCE((
        SELECT json_agg(json_build_object('exerciseId', e.id, 'sessionId', last."sessionId", 'at', last."at",
            'sets', (SELECT json_agg(${setJson('ls', false)} ORDER BY ${ls('position')})
                     FROM "SessionExerciseSet" ls WHERE ${ls('sessionExerciseId')} = last."sessionExerciseId" AND ${ls('done')})))
        FROM (SELECT DISTINCT ${se('exerciseId')} AS id FROM "SessionExercise" se WHERE ${se('sessionId')} = ${chosenId} AND ${se('exerciseId')} IS NOT NULL) e
        CROSS JOIN LATERAL (
          SELECT ${x('sessionExerciseId')}, ${x('sessionId')}, ${x('completedAt')} AS "at" FROM "SessionExerciseSet" x
          WHERE ${x('clientId')} = `);
const LAST_AFTER_CLIENT = frozen(sql` AND ${x('exerciseId')} = e.id AND ${x('completedAt')} IS NOT NULL AND ${x('sessionId')} <> ${chosenId}
          ORDER BY ${x('completedAt')} DESC LIMIT 1
        ) last), '[]'::json)`);

/** A query for at most one session of a client, selecting `SESSION_HEAD`. */
export type ChosenSession = SelectQueryBuilder<DB & { s: DB['WorkoutSession'] }, 's', HeadRow>;

/**
 * One statement: `chosen` selects at most one session of `clientId` (`SESSION_HEAD` from
 * "WorkoutSession" s, scoped to the client by the caller), and the answer is that session with its
 * exercises in plan order, each with its "last time" from another session (client reads); no row
 * when `chosen` finds none. `toClientSession` shapes its row.
 */
export function clientSessionQuery(k: Kysely<DB>, clientId: string, chosen: ChosenSession) {
  return k
    .with('chosen', () => chosen)
    .selectFrom('chosen')
    .selectAll('chosen')
    .select((eb) => [sessionExercisesJson(eb.ref('chosen.id')).as('exercises'), sql<LastJson[]>`${LAST_BEFORE_CLIENT}${clientId}${LAST_AFTER_CLIENT}`.as('last')]);
}

type ClientSessionRow = HeadRow & { exercises: ExerciseJson[]; last: LastJson[] };

/** A row of `clientSessionQuery` in its shape, with "last time" summarised in the client's unit. */
export function toClientSession(row: ClientSessionRow | undefined, unit: LoadUnit): (HeadRow & { exercises: SessionExercise[] }) | null {
  if (!row) return null;
  const { exercises, last, ...head } = row;
  const lastTime = new Map<string, LastTime>();
  for (const l of last) {
    if (!l.sets) continue; // its last ticked set was un-ticked since: no done set left to show
    const sets = l.sets.map(toSet);
    lastTime.set(l.exerciseId, { sessionId: l.sessionId, date: utc(l.at), sets, summary: summariseSets(sets, unit) });
  }
  return { ...head, exercises: toSessionExercises(exercises, lastTime) };
}

/** `clientSessionQuery` run and shaped; null when `chosen` finds no session. */
export async function readClientSession(db: Db, clientId: string, chosen: ChosenSession, unit: LoadUnit): Promise<(HeadRow & { exercises: SessionExercise[] }) | null> {
  return toClientSession(await clientSessionQuery(typedSql(db), clientId, chosen).executeTakeFirst(), unit);
}
