-- CreateEnum
CREATE TYPE "LengthUnit" AS ENUM ('CM', 'IN');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lengthUnit" "LengthUnit" NOT NULL DEFAULT 'CM';

-- CreateTable
CREATE TABLE "BodyMetricDefinition" (
    "id" TEXT NOT NULL,
    "coachId" TEXT NOT NULL,
    "clientId" TEXT,
    "name" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BodyMetricDefinition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BodyMetricEntry" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "definitionId" TEXT,
    "day" DATE NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BodyMetricEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BodyMetricDefinition_coachId_idx" ON "BodyMetricDefinition"("coachId");

-- CreateIndex
CREATE INDEX "BodyMetricDefinition_clientId_idx" ON "BodyMetricDefinition"("clientId");

-- CreateIndex
CREATE INDEX "BodyMetricEntry_definitionId_idx" ON "BodyMetricEntry"("definitionId");

-- CreateIndex
CREATE UNIQUE INDEX "BodyMetricEntry_clientId_key_day_key" ON "BodyMetricEntry"("clientId", "key", "day");

-- AddForeignKey
ALTER TABLE "BodyMetricDefinition" ADD CONSTRAINT "BodyMetricDefinition_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BodyMetricDefinition" ADD CONSTRAINT "BodyMetricDefinition_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BodyMetricEntry" ADD CONSTRAINT "BodyMetricEntry_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BodyMetricEntry" ADD CONSTRAINT "BodyMetricEntry_definitionId_fkey" FOREIGN KEY ("definitionId") REFERENCES "BodyMetricDefinition"("id") ON DELETE CASCADE ON UPDATE CASCADE;
