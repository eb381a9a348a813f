-- CreateEnum
CREATE TYPE "DigestFrequency" AS ENUM ('OFF', 'DAILY', 'WEEKLY');

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "reminderHour" INTEGER,
ADD COLUMN     "reminderSentOn" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "digest" "DigestFrequency" NOT NULL DEFAULT 'OFF',
ADD COLUMN     "digestSentAt" TIMESTAMP(3);
