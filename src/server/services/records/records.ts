// Personal records (docs/records.md): when a session exercise's sets are saved, its done sets
// are compared with the client's previous best of the same library exercise — the heaviest load
// for the same number of reps, and the best estimated one-rep max (Epley: load × (1 + reps/30)) —
// loads converted to kg whatever unit they were entered in. A set that beats one is stored as a
// record of that kind, and the coach gets one "New personal record" notification per session
// exercise. One statement finds and stores them; one more raises the notification when any.
import { sql } from 'kysely';
import type { Prisma } from '#server/db/generated/client';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { KG_PER_LB } from '#shared/limits';
import { convertLoad, formatLoad, formatNumber, unitLabel, type Unit } from '#shared/sets';
import { raiseNotification } from '../notifications/raise.ts';

type Tx = Prisma.TransactionClient;

/** Loads equal to 0.001 kg (unit conversion noise) do not beat each other. */
const EPSILON_KG = 0.0005;

export const RECORD_TITLE = 'New personal record';

interface FoundRecord {
  kind: 'REPS' | 'E1RM';
  reps: number;
  loadKg: number;
  e1rmKg: number;
  previousKg: number;
  load: number;
  loadUnit: Unit;
  coachId: string;
  clientName: string;
  exerciseName: string;
}

/** A set's load in kg (`alias` a "SessionExerciseSet"); the factor is written as a literal. */
const inKg = (alias: string) => {
  const x = columnsOf('SessionExerciseSet', alias);
  return sql<number>`(CASE WHEN ${x('loadUnit')} = 'LB' THEN ${x('load')} * ${sql.lit(KG_PER_LB)} ELSE ${x('load')} END)::float8`;
};

/** Epley's estimated one-rep max. */
export const epley = (load: number, reps: number) => load * (1 + reps / 30);

/**
 * Finds the records among the done sets of one session exercise (just written) and stores them.
 * "Previous" is every done set of the same exercise by the client in other session exercises,
 * ticked before this exercise's first ticked set; with none, there is nothing to beat. Within the
 * exercise only its best set of each kind counts (the first on a tie).
 */
export async function recordPersonalRecords(tx: Tx, target: { id: string; sessionId: string; clientId: string; exerciseId: string | null }): Promise<FoundRecord[]> {
  if (!target.exerciseId) return [];
  const s = columnsOf('SessionExerciseSet', 's');
  const p = columnsOf('SessionExerciseSet', 'p');
  const c = columnsOf('Client', 'c');
  const found: FoundRecord[] = await typedSql(tx)
    .with('cur', (q) =>
      q
        .selectFrom('SessionExerciseSet as s')
        .select(['s.id', 's.reps', 's.position', 's.completedAt', sql<number>`${s('load')}::float8`.as('load'), sql<Unit>`${s('loadUnit')}::text`.as('loadUnit'), inKg('s').as('kg')])
        .where('s.sessionExerciseId', '=', target.id)
        .where(sql<boolean>`${s('done')} AND ${s('reps')} > 0 AND ${s('load')} > 0 AND ${s('completedAt')} IS NOT NULL`),
    )
    .with('prev', (q) =>
      q
        .selectFrom('SessionExerciseSet as p')
        .select(['p.reps', sql<number>`MAX(${inKg('p')})`.as('kg')])
        .where('p.clientId', '=', target.clientId)
        .where('p.exerciseId', '=', target.exerciseId)
        .where(sql<boolean>`${p('done')} AND ${p('reps')} > 0 AND ${p('load')} > 0`)
        .where('p.sessionExerciseId', '<>', target.id)
        .where('p.completedAt', '<', (eb) => eb.selectFrom('cur as c').select((e) => e.fn.min('c.completedAt').as('first')))
        .groupBy('p.reps'),
    )
    .with('best_reps', () => sql`(SELECT DISTINCT ON (c."reps") c.* FROM cur c ORDER BY c."reps", c.kg DESC, c."position")`)
    .with('best_e1rm', () => sql`(SELECT c.* FROM cur c ORDER BY c.kg * (1 + c."reps" / 30.0) DESC, c."position" LIMIT 1)`)
    .with('prev_e1rm', () => sql`(SELECT MAX(p.kg * (1 + p."reps" / 30.0)) AS e1rm FROM prev p)`)
    .with(
      'found',
      () => sql<{ kind: FoundRecord['kind']; id: string; reps: number; completedAt: Date; load: number; loadUnit: Unit; kg: number; previousKg: number }>`(
      SELECT 'REPS' AS kind, b.*, p.kg AS "previousKg" FROM best_reps b JOIN prev p ON p."reps" = b."reps" WHERE b.kg > p.kg + ${EPSILON_KG}
      UNION ALL
      SELECT 'E1RM' AS kind, b.*, pe.e1rm AS "previousKg" FROM best_e1rm b CROSS JOIN prev_e1rm pe
      WHERE pe.e1rm IS NOT NULL AND b.kg * (1 + b."reps" / 30.0) > pe.e1rm + ${EPSILON_KG})`,
    )
    .with('ins', (q) =>
      q
        .insertInto('PersonalRecord')
        .columns(['id', 'clientId', 'setId', 'sessionExerciseId', 'sessionId', 'exerciseId', 'kind', 'reps', 'loadKg', 'e1rmKg', 'previousKg', 'achievedAt'])
        .expression(
          sql`SELECT gen_random_uuid()::text, ${target.clientId}, f."id", ${target.id}, ${target.sessionId}, ${target.exerciseId}, f.kind::"RecordKind", f."reps", f.kg,
            f.kg * (1 + f."reps" / 30.0), f."previousKg", f."completedAt"
          FROM found f`,
        )
        .returning(['setId', 'kind']),
    )
    .selectFrom('found as f')
    .innerJoin('ins as i', (join) => join.onRef('i.setId', '=', 'f.id').on(sql<boolean>`i."kind"::text = f.kind`))
    .innerJoin('Client as c', (join) => join.on('c.id', '=', target.clientId))
    .innerJoin('SessionExercise as se', (join) => join.on('se.id', '=', target.id))
    .select(['f.kind', 'f.reps', 'f.kg as loadKg', sql<number>`(f.kg * (1 + f."reps" / 30.0))::float8`.as('e1rmKg'), sql<number>`f."previousKg"::float8`.as('previousKg'), 'f.load', 'f.loadUnit'])
    .select(['c.coachId', sql<string>`trim(${c('firstName')} || ' ' || ${c('lastName')})`.as('clientName'), 'se.name as exerciseName'])
    .orderBy('f.kind', 'desc')
    .execute();
  if (found.length > 0) {
    const first = found[0]!;
    await raiseNotification(tx, {
      coachId: first.coachId,
      clientId: target.clientId,
      type: 'PERSONAL_RECORD',
      title: RECORD_TITLE,
      message: recordMessage(first.clientName, first.exerciseName, found),
      metadata: { sessionId: target.sessionId, exerciseName: first.exerciseName, records: recordFigures(found) },
      dedupeKey: `personal-record:${target.id}`,
    });
  }
  return found;
}

type RecordFigures = Pick<FoundRecord, 'kind' | 'reps' | 'load' | 'loadUnit' | 'previousKg' | 'e1rmKg'>;

/** "Alex Client: Bench Press 105 kg × 5 (previous best 100 kg), estimated 1RM 122.5 kg (previous 116.7 kg)" */
export function recordMessage(clientName: string, exerciseName: string, records: readonly RecordFigures[]): string {
  return `${clientName}: ${recordText(exerciseName, records)}`;
}

/** How a record's figures are worded: English here, the recipient's language in the coach digest. */
export interface RecordWords {
  recordReps: (set: string, previousBest: string) => string;
  recordE1rm: (estimate: string, previous: string) => string;
}

const ENGLISH_WORDS: RecordWords = {
  recordReps: (set, previousBest) => `${set} (previous best ${previousBest})`,
  recordE1rm: (estimate, previous) => `estimated 1RM ${estimate} (previous ${previous})`,
};

/** Each record's figures as the message writes them ("105 kg × 5", "100 kg"); the notification's metadata carries them. */
export function recordFigures(records: readonly RecordFigures[]): { kind: 'REPS' | 'E1RM'; set?: string; estimate?: string; previous: string }[] {
  return records.map((r) => {
    const unit = r.loadUnit;
    // An estimate reads to 0.1 in either unit.
    const estimate = (kg: number) => `${formatNumber(Math.round(convertLoad(kg, 'KG', unit) * 10) / 10)} ${unitLabel(unit)}`;
    return r.kind === 'REPS'
      ? { kind: r.kind, set: `${formatLoad(r.load, unit)} × ${r.reps}`, previous: formatLoad(r.previousKg, 'KG', unit) }
      : { kind: r.kind, estimate: estimate(r.e1rmKg), previous: estimate(r.previousKg) };
  });
}

/** "Bench Press 105 kg × 5 (previous best 100 kg), estimated 1RM 122.5 kg (previous 116.7 kg)" */
export function recordText(exerciseName: string, records: readonly RecordFigures[], words: RecordWords = ENGLISH_WORDS): string {
  const parts = recordFigures(records).map((f) => (f.kind === 'REPS' ? words.recordReps(f.set!, f.previous) : words.recordE1rm(f.estimate!, f.previous)));
  return `${exerciseName} ${parts.join(', ')}`;
}
