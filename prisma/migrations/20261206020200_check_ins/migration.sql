-- CreateEnum
CREATE TYPE "CheckInScheduleStatus" AS ENUM ('ACTIVE', 'PAUSED', 'ENDED');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'CHECK_IN_SUBMITTED';

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "checkInReminders" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "checkInId" TEXT;

-- CreateTable
CREATE TABLE "CheckInTemplate" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "questions" JSONB NOT NULL,
    "metrics" TEXT[],
    "askPhotos" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckInTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckInSchedule" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "everyWeeks" INTEGER NOT NULL DEFAULT 1,
    "firstDue" DATE NOT NULL,
    "activeFrom" DATE NOT NULL,
    "status" "CheckInScheduleStatus" NOT NULL DEFAULT 'ACTIVE',
    "remindedFor" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckInSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckInSubmission" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "scheduleId" TEXT,
    "dueDate" DATE NOT NULL,
    "templateName" TEXT NOT NULL,
    "questions" JSONB NOT NULL,
    "metrics" JSONB NOT NULL,
    "askPhotos" BOOLEAN NOT NULL DEFAULT false,
    "answers" JSONB NOT NULL,
    "metricValues" JSONB NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),
    "coachReply" TEXT,
    "coachRepliedAt" TIMESTAMP(3),

    CONSTRAINT "CheckInSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CheckInTemplate_coachId_name_idx" ON "CheckInTemplate"("coachId", "name");

-- CreateIndex
CREATE INDEX "CheckInSchedule_coachId_status_idx" ON "CheckInSchedule"("coachId", "status");

-- CreateIndex
CREATE INDEX "CheckInSchedule_clientId_status_idx" ON "CheckInSchedule"("clientId", "status");

-- CreateIndex
CREATE INDEX "CheckInSchedule_templateId_idx" ON "CheckInSchedule"("templateId");

-- CreateIndex
CREATE INDEX "CheckInSubmission_coachId_reviewedAt_submittedAt_id_idx" ON "CheckInSubmission"("coachId", "reviewedAt", "submittedAt", "id");

-- CreateIndex
CREATE INDEX "CheckInSubmission_clientId_dueDate_idx" ON "CheckInSubmission"("clientId", "dueDate");

-- CreateIndex
CREATE UNIQUE INDEX "CheckInSubmission_scheduleId_dueDate_key" ON "CheckInSubmission"("scheduleId", "dueDate");

-- AddForeignKey
ALTER TABLE "CheckInTemplate" ADD CONSTRAINT "CheckInTemplate_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSchedule" ADD CONSTRAINT "CheckInSchedule_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSchedule" ADD CONSTRAINT "CheckInSchedule_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSchedule" ADD CONSTRAINT "CheckInSchedule_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "CheckInTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSubmission" ADD CONSTRAINT "CheckInSubmission_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSubmission" ADD CONSTRAINT "CheckInSubmission_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInSubmission" ADD CONSTRAINT "CheckInSubmission_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "CheckInSchedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;
