-- CreateEnum
CREATE TYPE "RecordKind" AS ENUM ('REPS', 'E1RM');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'PERSONAL_RECORD';

-- CreateTable
CREATE TABLE "PersonalRecord" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "setId" TEXT NOT NULL,
    "sessionExerciseId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "kind" "RecordKind" NOT NULL,
    "reps" INTEGER NOT NULL,
    "loadKg" DOUBLE PRECISION NOT NULL,
    "e1rmKg" DOUBLE PRECISION NOT NULL,
    "previousKg" DOUBLE PRECISION NOT NULL,
    "achievedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonalRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PersonalRecord_clientId_exerciseId_achievedAt_idx" ON "PersonalRecord"("clientId", "exerciseId", "achievedAt");

-- CreateIndex
CREATE INDEX "PersonalRecord_sessionId_idx" ON "PersonalRecord"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "PersonalRecord_setId_kind_key" ON "PersonalRecord"("setId", "kind");

-- AddForeignKey
ALTER TABLE "PersonalRecord" ADD CONSTRAINT "PersonalRecord_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalRecord" ADD CONSTRAINT "PersonalRecord_setId_fkey" FOREIGN KEY ("setId") REFERENCES "SessionExerciseSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;
