// The client's side of the conversation with their coach (docs/messages.md).
import { z } from 'zod';
import {
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  MESSAGE_MAX_LENGTH,
  ZClientMessagesInput,
  ZClientSendMessageInput,
  ZClientUnreadMessages,
  ZMarkMessagesReadOutput,
  ZMessage,
  ZMessagePage,
} from '#shared/schemas/messages';
import * as messages from '#server/services/messages/messages';
import { clientProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Client messages'];

export const clientMessagesRouter = router({
  list: clientProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/messages',
        tags,
        protect: true,
        summary: 'The conversation with my coach, newest first, a page at a time',
        description:
          `At most \`limit\` messages (default ${MESSAGES_PAGE_DEFAULT}, most ${MESSAGES_PAGE_MAX}). ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the page of older messages: ask again with `cursor=<nextCursor>`; null when there are none.',
      },
    })
    .input(ZClientMessagesInput)
    .output(ZMessagePage)
    .query(async ({ ctx, input }) => {
      const result = await messages.listForClient(ctx.db, ctx.clientId, input);
      announceNextPage(ctx, result.nextCursor);
      return result;
    }),

  send: clientProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/messages',
        tags,
        protect: true,
        summary: 'Send a message to my coach',
        description: `Plain text (one paragraph per line) or HTML limited to p, br, strong, em, b, i, u, ul, ol, li, div; at most ${MESSAGE_MAX_LENGTH} characters.`,
        successDescription: 'Created',
      },
    })
    .input(ZClientSendMessageInput)
    .output(ZMessage)
    .mutation(({ ctx, input }) => messages.sendFromClient(ctx.db, ctx.client, input.content, ctx.clock.now(), ctx)),

  markRead: clientProcedure
    .meta({ openapi: { method: 'PUT', path: '/messages/read', tags, protect: true, summary: "Mark my coach's messages as read" } })
    .input(z.strictObject({}).optional())
    .output(ZMarkMessagesReadOutput)
    .mutation(async ({ ctx }) => ({ updated: await messages.markReadByClient(ctx.db, ctx.clientId, ctx.clock.now()) })),

  unreadCount: clientProcedure
    .meta({ openapi: { method: 'GET', path: '/messages/unread-count', tags, protect: true, summary: "How many of my coach's messages I have not read" } })
    .input(z.void())
    .output(ZClientUnreadMessages)
    .query(async ({ ctx }) => ({ count: await messages.unreadForClient(ctx.db, ctx.clientId) })),
});
