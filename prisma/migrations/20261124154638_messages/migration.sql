-- CreateEnum
CREATE TYPE "MessageSender" AS ENUM ('COACH', 'CLIENT');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'CLIENT_MESSAGE';

-- AlterTable
ALTER TABLE "WorkoutSession" ADD COLUMN     "coachRepliedAt" TIMESTAMP(3),
ADD COLUMN     "coachReply" TEXT;

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "sender" "MessageSender" NOT NULL,
    "content" TEXT NOT NULL,
    "sessionId" TEXT,
    "workoutName" TEXT,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Message_clientId_createdAt_id_idx" ON "Message"("clientId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Message_coachId_sender_readAt_idx" ON "Message"("coachId", "sender", "readAt");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
