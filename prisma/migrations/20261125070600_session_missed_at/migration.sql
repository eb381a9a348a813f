-- AlterTable
ALTER TABLE "WorkoutSession" ADD COLUMN     "missedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WorkoutSession_coachId_missedAt_id_idx" ON "WorkoutSession"("coachId", "missedAt", "id");

-- "missedAt" is kept by the database (docs/query-performance.md): when a session's status turns
-- MISSED (the missed-workout check, an import, a seed), it takes the row's "updatedAt", the
-- moment it was marked, and any other status clears it. Its own column, not an index on "updatedAt",
-- so the sessions' other updates (feedback, a logged set) stay HOT updates that touch no index.
-- Prisma's PostgreSQL adapter splits a migration at every semicolon, dollar quotes included, so
-- the function body is an escape string whose semicolons are written \073.
CREATE FUNCTION "workout_session_missed_at"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."status" <> ''MISSED'' THEN
    NEW."missedAt" := NULL\073
  ELSIF NEW."missedAt" IS NULL THEN
    NEW."missedAt" := NEW."updatedAt"\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "WorkoutSession_missed_at" BEFORE INSERT OR UPDATE OF "status" ON "WorkoutSession"
  FOR EACH ROW EXECUTE FUNCTION "workout_session_missed_at"();

-- The sessions marked missed already.
UPDATE "WorkoutSession" SET "missedAt" = "updatedAt" WHERE "status" = 'MISSED';
