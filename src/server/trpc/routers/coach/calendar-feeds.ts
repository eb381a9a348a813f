// The coach's private calendar feed URLs (docs/calendar-and-csv.md): their own (every client's
// sessions) and each client's. A URL is shown once, when it is made; regenerating replaces it.
import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedUrl, ZClientFeedInput } from '#shared/schemas/feeds';
import { coachClientOwner, feedStatus, regenerateFeed, revokeFeed } from '#server/services/feeds/calendar-feeds';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Calendar feeds'];
const REGENERATE = 'Makes a new private iCal URL and answers it; this is the only time it is shown. Any earlier URL of this feed answers 404 from now on.';

export const calendarFeedsRouter = router({
  own: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/calendar-feed', tags, protect: true, summary: 'Whether the coach’s calendar feed (every client’s sessions) has a URL, and since when' } })
    .input(z.void())
    .output(ZCalendarFeed)
    .query(({ ctx }) => feedStatus(ctx.db, { kind: 'coach', coachId: ctx.coachId })),

  regenerateOwn: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/calendar-feed', tags, protect: true, summary: 'A new URL for the coach’s calendar feed', description: REGENERATE } })
    .input(z.void())
    .output(ZCalendarFeedUrl)
    .mutation(({ ctx }) => regenerateFeed(ctx.db, ctx.appUrl, { kind: 'coach', coachId: ctx.coachId }, ctx.clock.now())),

  revokeOwn: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/calendar-feed', tags, protect: true, summary: 'Turn off the coach’s calendar feed: its URL answers 404 from now on' } })
    .input(z.void())
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => revokeFeed(ctx.db, { kind: 'coach', coachId: ctx.coachId })),

  client: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/clients/{id}/calendar-feed', tags, protect: true, summary: 'Whether a client’s calendar feed has a URL, and since when' } })
    .input(ZClientFeedInput)
    .output(ZCalendarFeed)
    .query(async ({ ctx, input }) => feedStatus(ctx.db, await coachClientOwner(ctx.db, ctx.coachId, input.id))),

  regenerateClient: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/clients/{id}/calendar-feed',
        tags,
        protect: true,
        summary: 'A new URL for a client’s calendar feed (the one the client sees in their app too)',
        description: REGENERATE,
      },
    })
    .input(ZClientFeedInput)
    .output(ZCalendarFeedUrl)
    .mutation(async ({ ctx, input }) => regenerateFeed(ctx.db, ctx.appUrl, await coachClientOwner(ctx.db, ctx.coachId, input.id), ctx.clock.now())),

  revokeClient: coachProcedure
    .meta({ openapi: { method: 'DELETE', path: '/clients/{id}/calendar-feed', tags, protect: true, summary: 'Turn off a client’s calendar feed: its URL answers 404 from now on' } })
    .input(ZClientFeedInput)
    .output(ZCalendarFeed)
    .mutation(async ({ ctx, input }) => revokeFeed(ctx.db, await coachClientOwner(ctx.db, ctx.coachId, input.id))),
});
