-- Progress photos (docs/progress-photos.md, ADR 0022): rows only, the bytes are StoredObjects (key prefix pp_).
-- CreateEnum
CREATE TYPE "ProgressPose" AS ENUM ('FRONT', 'SIDE', 'BACK', 'UNTAGGED');

-- CreateTable
CREATE TABLE "ProgressPhoto" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "takenOn" DATE NOT NULL,
    "pose" "ProgressPose" NOT NULL DEFAULT 'UNTAGGED',
    "objectKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProgressPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProgressPhoto_objectKey_key" ON "ProgressPhoto"("objectKey");

-- CreateIndex
CREATE INDEX "ProgressPhoto_clientId_takenOn_id_idx" ON "ProgressPhoto"("clientId", "takenOn" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "ProgressPhoto" ADD CONSTRAINT "ProgressPhoto_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
