-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "TriageRule" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "inactiveEnabled" BOOLEAN NOT NULL DEFAULT true,
    "inactiveDays" INTEGER NOT NULL DEFAULT 4,
    "lowAdherenceEnabled" BOOLEAN NOT NULL DEFAULT true,
    "adherenceBelowPct" INTEGER NOT NULL DEFAULT 60,
    "missedSinceMessageEnabled" BOOLEAN NOT NULL DEFAULT true,
    "unreviewedCheckInEnabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TriageRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriageRule_coachId_key" ON "TriageRule"("coachId");

-- CreateIndex
CREATE INDEX "WorkoutSession_clientId_completedAt_idx" ON "WorkoutSession"("clientId", "completedAt");

-- AddForeignKey
ALTER TABLE "TriageRule" ADD CONSTRAINT "TriageRule_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
