-- CreateEnum
CREATE TYPE "LoadUnit" AS ENUM ('KG', 'LB');

-- AlterTable
ALTER TABLE "ExerciseResult" ADD COLUMN     "fromSets" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "loadUnit" "LoadUnit" NOT NULL DEFAULT 'KG';

-- CreateTable
CREATE TABLE "SessionExerciseSet" (
    "id" TEXT NOT NULL,
    "sessionExerciseId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "exerciseId" TEXT,
    "position" INTEGER NOT NULL,
    "reps" INTEGER,
    "load" DECIMAL(7,2),
    "loadUnit" "LoadUnit" NOT NULL DEFAULT 'KG',
    "rpe" DECIMAL(3,1),
    "done" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SessionExerciseSet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SessionExerciseSet_clientId_exerciseId_completedAt_idx" ON "SessionExerciseSet"("clientId", "exerciseId", "completedAt");

-- CreateIndex
CREATE INDEX "SessionExerciseSet_sessionId_idx" ON "SessionExerciseSet"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "SessionExerciseSet_sessionExerciseId_position_key" ON "SessionExerciseSet"("sessionExerciseId", "position");

-- AddForeignKey
ALTER TABLE "SessionExerciseSet" ADD CONSTRAINT "SessionExerciseSet_sessionExerciseId_fkey" FOREIGN KEY ("sessionExerciseId") REFERENCES "SessionExercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SessionExerciseSet" ADD CONSTRAINT "SessionExerciseSet_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
