-- CreateIndex
CREATE INDEX "Notification_coachId_createdAt_idx" ON "Notification"("coachId", "createdAt");

-- CreateIndex
CREATE INDEX "WorkoutSession_status_scheduledFor_idx" ON "WorkoutSession"("status", "scheduledFor");
