-- AlterTable
ALTER TABLE "WorkoutSession" ADD COLUMN     "completedExercises" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "exerciseCount" INTEGER NOT NULL DEFAULT 0;

-- Each session's exercise counts, kept by the database (docs/query-performance.md): statement-level
-- triggers with transition tables, so a createMany of thousands of exercises is one UPDATE.
-- Prisma's PostgreSQL adapter splits a migration at every semicolon, dollar quotes included, so
-- the function body is an escape string whose semicolons are written \073.
CREATE FUNCTION "session_exercise_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    UPDATE "WorkoutSession" s SET
      "exerciseCount" = s."exerciseCount" - o."n",
      "completedExercises" = s."completedExercises" - o."d"
    FROM (SELECT "sessionId", count(*)::int AS "n", (count(*) FILTER (WHERE "completed"))::int AS "d" FROM old_rows GROUP BY "sessionId") o
    WHERE s."id" = o."sessionId"\073
  END IF\073
  IF TG_OP IN (''INSERT'', ''UPDATE'') THEN
    UPDATE "WorkoutSession" s SET
      "exerciseCount" = s."exerciseCount" + n."n",
      "completedExercises" = s."completedExercises" + n."d"
    FROM (SELECT "sessionId", count(*)::int AS "n", (count(*) FILTER (WHERE "completed"))::int AS "d" FROM new_rows GROUP BY "sessionId") n
    WHERE s."id" = n."sessionId"\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER "SessionExercise_counts_insert" AFTER INSERT ON "SessionExercise"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_exercise_counts_apply"();
CREATE TRIGGER "SessionExercise_counts_update" AFTER UPDATE ON "SessionExercise"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_exercise_counts_apply"();
CREATE TRIGGER "SessionExercise_counts_delete" AFTER DELETE ON "SessionExercise"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_exercise_counts_apply"();

-- The sessions that exist already.
UPDATE "WorkoutSession" s SET "exerciseCount" = c."n", "completedExercises" = c."d"
FROM (SELECT "sessionId", count(*)::int AS "n", (count(*) FILTER (WHERE "completed"))::int AS "d" FROM "SessionExercise" GROUP BY "sessionId") c
WHERE s."id" = c."sessionId";
