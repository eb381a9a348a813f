-- DropIndex
DROP INDEX "Notification_coachId_createdAt_idx";

-- DropIndex
DROP INDEX "Notification_coachId_isRead_createdAt_idx";

-- CreateIndex
CREATE INDEX "Notification_coachId_isRead_createdAt_id_idx" ON "Notification"("coachId", "isRead", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Notification_coachId_createdAt_id_idx" ON "Notification"("coachId", "createdAt", "id");
