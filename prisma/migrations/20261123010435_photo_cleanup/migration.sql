-- DropForeignKey
ALTER TABLE "StoredObject" DROP CONSTRAINT "StoredObject_clientId_fkey";

-- AlterTable
ALTER TABLE "StoredObject" ALTER COLUMN "clientId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "StoredObject" ADD CONSTRAINT "StoredObject_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;
