-- The language a user's screens and e-mails are in (docs/translations.md). NULL = not chosen yet:
-- English, until a client's browser saves its own on first visit.
CREATE TYPE "Locale" AS ENUM ('en', 'es', 'de');

ALTER TABLE "User" ADD COLUMN "locale" "Locale";
