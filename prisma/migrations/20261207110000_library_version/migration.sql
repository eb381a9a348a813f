-- CreateTable
CREATE TABLE "LibraryVersion" (
    "coachId" TEXT NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "LibraryVersion_pkey" PRIMARY KEY ("coachId")
);

-- The conditional GETs of the coach's library (docs/decisions/0028-library-etags.md) compare a
-- per-coach version. Triggers bump it on every write, from any code path and any app instance, in
-- the writing transaction: a reader that sees the new rows sees the new version too. Statement
-- triggers with transition tables: one bump per coach per statement, however many rows an import
-- writes. TG_ARGV[0] says how a row names its coach: itself, or through its plan or program (an
-- item deleted with its plan or program finds no parent, and the parent's own trigger bumps then).
-- Coaches are bumped in id order, so two statements never wait on each other in a cycle.
-- The version is the time of the write in microseconds (or one more than before), so a database
-- restored from an older backup never hands out again a version a browser holds for other data.
-- Prisma's PostgreSQL adapter splits a migration at every semicolon, dollar quotes included, so
-- the function body is an escape string whose semicolons are written \073
-- (as in 20261124102817_session_exercise_counts).
CREATE FUNCTION "library_version_bump"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  ids TEXT[] := ''{}''\073
  now_us BIGINT := (extract(epoch FROM clock_timestamp()) * 1000000)::BIGINT\073
BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    UPDATE "LibraryVersion" SET "version" = GREATEST("version" + 1, now_us)\073
    RETURN NULL\073
  END IF\073
  IF TG_OP IN (''INSERT'', ''UPDATE'') THEN
    IF TG_ARGV[0] = ''plan'' THEN
      ids := ids || ARRAY(SELECT p."coachId" FROM new_rows n JOIN "Plan" p ON p."id" = n."planId")\073
    ELSIF TG_ARGV[0] = ''program'' THEN
      ids := ids || ARRAY(SELECT p."coachId" FROM new_rows n JOIN "Program" p ON p."id" = n."programId")\073
    ELSE
      ids := ids || ARRAY(SELECT n."coachId" FROM new_rows n)\073
    END IF\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    IF TG_ARGV[0] = ''plan'' THEN
      ids := ids || ARRAY(SELECT p."coachId" FROM old_rows o JOIN "Plan" p ON p."id" = o."planId")\073
    ELSIF TG_ARGV[0] = ''program'' THEN
      ids := ids || ARRAY(SELECT p."coachId" FROM old_rows o JOIN "Program" p ON p."id" = o."programId")\073
    ELSE
      ids := ids || ARRAY(SELECT o."coachId" FROM old_rows o)\073
    END IF\073
  END IF\073
  INSERT INTO "LibraryVersion" ("coachId", "version")
  SELECT c, now_us FROM (SELECT DISTINCT c FROM unnest(ids) AS c WHERE c IS NOT NULL) AS d ORDER BY 1
  ON CONFLICT ("coachId") DO UPDATE SET "version" = GREATEST("LibraryVersion"."version" + 1, EXCLUDED."version")\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Exercise_library_version_insert" AFTER INSERT ON "Exercise"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Exercise_library_version_update" AFTER UPDATE ON "Exercise"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Exercise_library_version_delete" AFTER DELETE ON "Exercise"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Exercise_library_version_truncate" AFTER TRUNCATE ON "Exercise"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');

CREATE TRIGGER "ExerciseCategory_library_version_insert" AFTER INSERT ON "ExerciseCategory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "ExerciseCategory_library_version_update" AFTER UPDATE ON "ExerciseCategory"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "ExerciseCategory_library_version_delete" AFTER DELETE ON "ExerciseCategory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "ExerciseCategory_library_version_truncate" AFTER TRUNCATE ON "ExerciseCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');

CREATE TRIGGER "Plan_library_version_insert" AFTER INSERT ON "Plan"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Plan_library_version_update" AFTER UPDATE ON "Plan"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Plan_library_version_delete" AFTER DELETE ON "Plan"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Plan_library_version_truncate" AFTER TRUNCATE ON "Plan"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');

CREATE TRIGGER "PlanExercise_library_version_insert" AFTER INSERT ON "PlanExercise"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('plan');
CREATE TRIGGER "PlanExercise_library_version_update" AFTER UPDATE ON "PlanExercise"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('plan');
CREATE TRIGGER "PlanExercise_library_version_delete" AFTER DELETE ON "PlanExercise"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('plan');
CREATE TRIGGER "PlanExercise_library_version_truncate" AFTER TRUNCATE ON "PlanExercise"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('plan');

CREATE TRIGGER "Program_library_version_insert" AFTER INSERT ON "Program"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Program_library_version_update" AFTER UPDATE ON "Program"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Program_library_version_delete" AFTER DELETE ON "Program"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Program_library_version_truncate" AFTER TRUNCATE ON "Program"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');

CREATE TRIGGER "ProgramPlan_library_version_insert" AFTER INSERT ON "ProgramPlan"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('program');
CREATE TRIGGER "ProgramPlan_library_version_update" AFTER UPDATE ON "ProgramPlan"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('program');
CREATE TRIGGER "ProgramPlan_library_version_delete" AFTER DELETE ON "ProgramPlan"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('program');
CREATE TRIGGER "ProgramPlan_library_version_truncate" AFTER TRUNCATE ON "ProgramPlan"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('program');

CREATE TRIGGER "Branding_library_version_insert" AFTER INSERT ON "Branding"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Branding_library_version_update" AFTER UPDATE ON "Branding"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Branding_library_version_delete" AFTER DELETE ON "Branding"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
CREATE TRIGGER "Branding_library_version_truncate" AFTER TRUNCATE ON "Branding"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_version_bump"('coach');
