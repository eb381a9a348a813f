// A client's body metrics for their coach, and the coach's custom metrics (docs/body-metrics.md).
import { z } from 'zod';
import { ZClientIdInput } from '#shared/schemas/clients';
import { ZId, ZOk } from '#shared/schemas/common';
import { BODY_METRIC_PAGE_MAX, ZBodyMetricDefinition, ZBodyMetricSeries, ZBodyMetricsOverview, ZClientBodyMetricSeriesInput, ZCreateBodyMetricDefinitionInput } from '#shared/schemas/body-metrics';
import { assertOwnClient } from '#server/services/clients/clients';
import { bodyMetricSeries, bodyMetricsOverview, createDefinition, deleteDefinition, listDefinitions } from '#server/services/body-metrics/body-metrics';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Body metrics'];

export const coachBodyMetricsRouter = router({
  overview: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/body-metrics',
        tags,
        protect: true,
        summary: 'A client’s metrics, each with its latest value',
        description: 'As GET /body-metrics for the client; `lengthUnit` is the coach’s own. 404 for a client of another coach.',
      },
    })
    .input(ZClientIdInput)
    .output(ZBodyMetricsOverview)
    .query(async ({ ctx, input }) => {
      await assertOwnClient(ctx.db, ctx.coachId, input.id);
      return bodyMetricsOverview(ctx.db, { clientId: input.id, coachId: ctx.coachId }, ctx.user.id);
    }),

  series: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/body-metrics/{metric}/entries',
        tags,
        protect: true,
        summary: 'One of a client’s metrics over time, oldest first',
        description: `As GET /body-metrics/{metric}/entries for the client (at most ${BODY_METRIC_PAGE_MAX} values a page). 404 for a client of another coach.`,
      },
    })
    .input(ZClientBodyMetricSeriesInput)
    .output(ZBodyMetricSeries)
    .query(async ({ ctx, input }) => {
      await assertOwnClient(ctx.db, ctx.coachId, input.id);
      const { id, ...rest } = input;
      const page = await bodyMetricSeries(ctx.db, { clientId: id, coachId: ctx.coachId }, rest);
      announceNextPage(ctx, page.nextCursor);
      return page;
    }),

  definitions: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/body-metric-definitions', tags, protect: true, summary: 'The coach’s custom metrics (clientId null: for every client)' } })
    .input(z.void())
    .output(z.array(ZBodyMetricDefinition))
    .query(({ ctx }) => listDefinitions(ctx.db, ctx.coachId)),

  createDefinition: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/body-metric-definitions',
        tags,
        protect: true,
        summary: 'Define a custom metric for one client (clientId) or for all clients',
        successDescription: 'Created',
      },
    })
    .input(ZCreateBodyMetricDefinitionInput)
    .output(ZBodyMetricDefinition)
    .mutation(({ ctx, input }) => createDefinition(ctx.db, ctx.coachId, input)),

  deleteDefinition: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/body-metric-definitions/{id}', tags, protect: true, summary: 'Remove a custom metric with every value logged for it' } })
    .input(z.strictObject({ id: ZId }))
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteDefinition(ctx.db, ctx.coachId, input.id)),
});
