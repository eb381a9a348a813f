-- CreateIndex
CREATE INDEX "BodyMetricEntry_clientId_updatedAt_idx" ON "BodyMetricEntry"("clientId", "updatedAt");
