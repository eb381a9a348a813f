-- AlterTable
ALTER TABLE "StoredObject" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "uploadSha256" TEXT,
ADD COLUMN     "width" INTEGER;
