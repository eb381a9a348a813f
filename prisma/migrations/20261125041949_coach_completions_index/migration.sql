-- CreateIndex
CREATE INDEX "WorkoutSession_coachId_completedAt_idx" ON "WorkoutSession"("coachId", "completedAt");
