// "New personal records" in the coach digest (docs/jobs.md, docs/records.md): the records the
// coach's clients set since the last digest, for every due coach in one statement, newest first
// and at most PER_COACH each (the rest are counted).
import type { Unit } from '#shared/sets';
import type { DigestSectionSource } from '../email/digests.ts';
import { EMAIL_TEXTS } from '../email/texts.ts';
import { recordText } from './records.ts';

const PER_COACH = 20;

interface Row {
  coachId: string;
  clientId: string;
  who: string;
  exerciseName: string;
  kind: 'REPS' | 'E1RM';
  reps: number;
  load: number;
  loadUnit: Unit;
  previousKg: number;
  e1rmKg: number;
  total: number;
}

export const newRecordsSection: DigestSectionSource = async (db, coaches, now) => {
  const heading = EMAIL_TEXTS.digest.records;
  if (coaches.length === 0) return { heading, items: [] };
  const rows = await db.$queryRaw<Row[]>`
    WITH w AS (SELECT * FROM unnest(${coaches.map((c) => c.id)}::text[], ${coaches.map((c) => c.since)}::timestamp[]) AS w("coachId", "since")),
    found AS (
      SELECT c."coachId", c."id" AS "clientId", TRIM(c."firstName" || ' ' || c."lastName") AS "who", se."name" AS "exerciseName",
        pr."kind"::text AS "kind", pr."reps", s."load"::float8 AS "load", s."loadUnit"::text AS "loadUnit",
        pr."previousKg", pr."e1rmKg", pr."achievedAt", pr."id"
      FROM w
      JOIN "Client" c ON c."coachId" = w."coachId"
      JOIN "PersonalRecord" pr ON pr."clientId" = c."id"
      JOIN "SessionExerciseSet" s ON s."id" = pr."setId"
      JOIN "SessionExercise" se ON se."id" = pr."sessionExerciseId"
      WHERE pr."achievedAt" > w."since" AND pr."achievedAt" <= ${now}
    ), ranked AS (
      SELECT f.*, row_number() OVER (PARTITION BY f."coachId" ORDER BY f."achievedAt" DESC, f."kind" DESC, f."id") AS "n",
        count(*) OVER (PARTITION BY f."coachId")::int AS "total"
      FROM found f
    )
    SELECT * FROM ranked WHERE "n" <= ${PER_COACH} ORDER BY "coachId", "n"`;
  return {
    heading,
    items: rows.map((r) => ({ coachId: r.coachId, clientId: r.clientId, who: r.who, what: recordText(r.exerciseName, [r]), total: r.total })),
  };
};
