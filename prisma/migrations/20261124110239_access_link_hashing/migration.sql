-- Access links as credentials (docs/decisions/0004-access-links.md): looked up by SHA-256, the
-- plain token moved aside until the start-up backfill seals it with APP_SECRET (which SQL does
-- not have) and clears it. sha256() is built into PostgreSQL 11 and later: no pgcrypto needed.

-- DropIndex
DROP INDEX "ClientAccessToken_token_key";

-- AlterTable
ALTER TABLE "ClientAccessToken" RENAME COLUMN "token" TO "legacyToken";
ALTER TABLE "ClientAccessToken" ALTER COLUMN "legacyToken" DROP NOT NULL,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "tokenEncrypted" TEXT,
ADD COLUMN     "tokenHash" TEXT;

-- Same digest as lib/tokens.ts hashToken: hex SHA-256 of the UTF-8 token.
UPDATE "ClientAccessToken" SET "tokenHash" = encode(sha256(convert_to("legacyToken", 'UTF8')), 'hex');
ALTER TABLE "ClientAccessToken" ALTER COLUMN "tokenHash" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ClientAccessToken_tokenHash_key" ON "ClientAccessToken"("tokenHash");
