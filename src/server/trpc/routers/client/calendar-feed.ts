// The client's private calendar feed URL (docs/calendar-and-csv.md): their own sessions, the same
// feed their coach can make from the client detail. Shown once, when it is made.
import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedUrl } from '#shared/schemas/feeds';
import { feedStatus, regenerateFeed, revokeFeed } from '#server/services/feeds/calendar-feeds';
import { clientProcedure, router } from '#server/trpc/init';

const tags = ['Client settings'];

export const clientCalendarFeedRouter = router({
  get: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/client/calendar-feed', tags, protect: true, summary: 'Whether my calendar feed has a URL, and since when' } })
    .input(z.void())
    .output(ZCalendarFeed)
    .query(({ ctx }) => feedStatus(ctx.db, { kind: 'client', coachId: ctx.coachId, clientId: ctx.clientId })),

  regenerate: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/client/calendar-feed',
        tags,
        protect: true,
        summary: 'A new URL for my calendar feed',
        description: 'Answers the private iCal URL of my sessions; this is the only time it is shown. Any earlier URL answers 404 from now on.',
      },
    })
    .input(z.void())
    .output(ZCalendarFeedUrl)
    .mutation(({ ctx }) => regenerateFeed(ctx.db, ctx.appUrl, { kind: 'client', coachId: ctx.coachId, clientId: ctx.clientId }, ctx.clock.now())),

  revoke: clientProcedure
    .meta({ openapi: { method: 'DELETE', path: '/client/calendar-feed', tags, protect: true, summary: 'Turn off my calendar feed: its URL answers 404 from now on' } })
    .input(z.void())
    .output(ZCalendarFeed)
    .mutation(({ ctx }) => revokeFeed(ctx.db, { kind: 'client', coachId: ctx.coachId, clientId: ctx.clientId })),
});
