// The signed-in client's body metrics (docs/body-metrics.md).
import { z } from 'zod';
import { ZOk } from '#shared/schemas/common';
import { BODY_METRIC_PAGE_MAX, ZBodyMetricEntry, ZBodyMetricSeries, ZBodyMetricSeriesInput, ZBodyMetricsOverview, ZLogBodyMetricInput, ZMetricDate, ZMetricKey } from '#shared/schemas/body-metrics';
import { DEFAULT_ROW_CAPS } from '#server/lib/row-caps';
import { bodyMetricSeries, bodyMetricsOverview, deleteBodyMetric, logBodyMetric } from '#server/services/body-metrics/body-metrics';
import { clientProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Client body metrics'];

export const clientBodyMetricsRouter = router({
  overview: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/body-metrics',
        tags,
        protect: true,
        summary: 'The client’s metrics (built-in and their coach’s custom ones), each with its latest value',
        description: 'Values are in the stored unit (kg, %, cm; a custom metric in its own unit). `lengthUnit` is the client’s unit for circumferences.',
      },
    })
    .input(z.void())
    .output(ZBodyMetricsOverview)
    .query(({ ctx }) => bodyMetricsOverview(ctx.db, ctx, ctx.user.id)),

  series: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/body-metrics/{metric}/entries',
        tags,
        protect: true,
        summary: 'One metric’s values over time, oldest first',
        description:
          `The newest \`limit\` values (default and most ${BODY_METRIC_PAGE_MAX}: a year of daily values). ` +
          '`nextCursor` (also `X-Next-Cursor`) reads the values before them. 404 for a custom metric the client does not have.',
      },
    })
    .input(ZBodyMetricSeriesInput)
    .output(ZBodyMetricSeries)
    .query(async ({ ctx, input }) => {
      const page = await bodyMetricSeries(ctx.db, ctx, input);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  log: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/body-metrics/entries',
        tags,
        protect: true,
        summary: 'Log a value for a day (replaces that day’s value of the metric)',
        description:
          'Weight 20–400 kg, body fat 2–75 %, circumferences 10–300 cm, checked after converting from `unit` (LB, IN); custom metrics any finite value within ±1,000,000. ' +
          'Outside those, or a future day in the client’s time zone: 400, nothing changes. ' +
          `A client keeps at most ${DEFAULT_ROW_CAPS.bodyMetricValuesPerClient.toLocaleString('en-US')} values: past that, a new day answers 403 until old values are deleted.`,
      },
    })
    .input(ZLogBodyMetricInput)
    .output(ZBodyMetricEntry)
    .mutation(({ ctx, input }) => logBodyMetric(ctx, ctx, input)),

  delete: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/body-metrics/{metric}/entries/{date}', tags, protect: true, summary: 'Remove a day’s value of a metric' } })
    .input(z.strictObject({ metric: ZMetricKey, date: ZMetricDate }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteBodyMetric(ctx.db, ctx, input.metric, input.date)),
});
