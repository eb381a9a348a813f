// "New personal records" in the coach digest (docs/jobs.md, docs/records.md): the records the
// coach's clients set since the last digest, for every due coach in one statement, newest first
// and at most PER_COACH each (the rest are counted).
import { sql } from 'kysely';
import type { Unit } from '#shared/sets';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import type { DigestSectionSource, DigestTexts } from '../email/digests.ts';
import { recordText } from './records.ts';

const PER_COACH = 20;

export const newRecordsSection: DigestSectionSource = async (db, coaches, now) => {
  const heading = (t: DigestTexts) => t.records;
  if (coaches.length === 0) return { heading, items: [] };
  const c = columnsOf('Client', 'c');
  const pr = columnsOf('PersonalRecord', 'pr');
  const s = columnsOf('SessionExerciseSet', 's');
  const rows = await typedSql(db)
    .with('w', () => sql<{ coachId: string; since: Date }>`(SELECT * FROM unnest(${coaches.map((co) => co.id)}::text[], ${coaches.map((co) => co.since)}::timestamp[]) AS w("coachId", "since"))`)
    .with('found', (q) =>
      q
        .selectFrom('w')
        .innerJoin('Client as c', 'c.coachId', 'w.coachId')
        .innerJoin('PersonalRecord as pr', 'pr.clientId', 'c.id')
        .innerJoin('SessionExerciseSet as s', 's.id', 'pr.setId')
        .innerJoin('SessionExercise as se', 'se.id', 'pr.sessionExerciseId')
        .select(['c.coachId', 'c.id as clientId', sql<string>`TRIM(${c('firstName')} || ' ' || ${c('lastName')})`.as('who'), 'se.name as exerciseName'])
        .select([sql<'REPS' | 'E1RM'>`${pr('kind')}::text`.as('kind'), 'pr.reps', sql<number>`${s('load')}::float8`.as('load'), sql<Unit>`${s('loadUnit')}::text`.as('loadUnit')])
        .select(['pr.previousKg', 'pr.e1rmKg', 'pr.achievedAt', 'pr.id'])
        .whereRef('pr.achievedAt', '>', 'w.since')
        .where('pr.achievedAt', '<=', now),
    )
    .with('ranked', (q) =>
      q
        .selectFrom('found as f')
        .selectAll('f')
        .select([
          sql<bigint>`row_number() OVER (PARTITION BY f."coachId" ORDER BY f."achievedAt" DESC, f."kind" DESC, f."id")`.as('n'),
          sql<number>`count(*) OVER (PARTITION BY f."coachId")::int`.as('total'),
        ]),
    )
    .selectFrom('ranked')
    .selectAll()
    .where(sql<boolean>`"n" <= ${PER_COACH}`)
    .orderBy(['coachId', 'n'])
    .execute();
  return {
    heading,
    items: rows.map((r) => ({ coachId: r.coachId, clientId: r.clientId, who: r.who, what: (t: DigestTexts) => recordText(r.exerciseName, [r], t), total: r.total })),
  };
};
