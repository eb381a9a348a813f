-- The coach's daily summary by push (docs/push.md): when it was last sent.
ALTER TABLE "PushSettings" ADD COLUMN "summarySentAt" TIMESTAMP(3);

-- DAILY_SUMMARY is opt-in: saved settings list it as turned off, as the defaults do.
UPDATE "PushSettings"
SET "disabled" = array_append(COALESCE("disabled", ARRAY[]::TEXT[]), 'DAILY_SUMMARY')
WHERE "disabled" IS NULL OR NOT ('DAILY_SUMMARY' = ANY("disabled"));
