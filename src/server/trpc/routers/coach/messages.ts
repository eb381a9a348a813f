// The coach's side of the conversations with clients and replies to workout feedback
// (docs/messages.md). Thin procedures over services/messages.
import { z } from 'zod';
import {
  INBOX_PAGE_DEFAULT,
  INBOX_PAGE_MAX,
  ZInboxInput,
  ZInboxPage,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  MESSAGE_MAX_LENGTH,
  ZCoachMessagesInput,
  ZCoachSendMessageInput,
  ZCoachUnreadMessages,
  ZFeedbackReply,
  ZFeedbackReplyInput,
  ZMarkMessagesReadOutput,
  ZMessage,
  ZMessagePage,
} from '#shared/schemas/messages';
import { ZClientIdInput } from '#shared/schemas/clients';
import { inboxForCoach } from '#server/services/messages/inbox';
import * as messages from '#server/services/messages/messages';
import { coachProcedure, router } from '#server/trpc/init';
import { announceNextPage } from '#server/trpc/paging';

const tags = ['Messages'];

export const coachMessagesRouter = router({
  list: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/clients/{id}/messages',
        tags,
        protect: true,
        summary: 'The conversation with a client, newest first, a page at a time',
        description:
          `At most \`limit\` messages (default ${MESSAGES_PAGE_DEFAULT}, most ${MESSAGES_PAGE_MAX}). ` +
          '`nextCursor` (also in `X-Next-Cursor`) names the page of older messages: ask again with `cursor=<nextCursor>`; null when there are none.',
      },
    })
    .input(ZCoachMessagesInput)
    .output(ZMessagePage)
    .query(async ({ ctx, input }) => {
      const result = await messages.listForCoach(ctx.db, ctx.coachId, input);
      announceNextPage(ctx, result.nextCursor);
      return result;
    }),

  send: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/clients/{id}/messages',
        tags,
        protect: true,
        summary: 'Send a message to a client',
        description: `Plain text (one paragraph per line) or HTML limited to p, br, strong, em, b, i, u, ul, ol, li, div; at most ${MESSAGE_MAX_LENGTH} characters. An archived client answers 409.`,
        successDescription: 'Created',
      },
    })
    .input(ZCoachSendMessageInput)
    .output(ZMessage)
    .mutation(({ ctx, input }) => messages.sendFromCoach(ctx.db, ctx.coachId, input.id, input.content, ctx.clock.now(), ctx)),

  markRead: coachProcedure
    .meta({ openapi: { method: 'PUT', path: '/clients/{id}/messages/read', tags, protect: true, summary: "Mark the client's messages as read (and their notification)" } })
    .input(ZClientIdInput)
    .output(ZMarkMessagesReadOutput)
    .mutation(async ({ ctx, input }) => ({ updated: await messages.markReadByCoach(ctx.db, ctx.coachId, input.id, ctx.clock.now()) })),

  unread: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/message-counts', tags, protect: true, summary: "Unread client messages: the total and each client's count" } })
    .input(z.void())
    .output(ZCoachUnreadMessages)
    .query(({ ctx }) => messages.unreadForCoach(ctx.db, ctx.coachId)),

  inbox: coachProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/inbox',
        tags,
        protect: true,
        summary: 'Every conversation with a client, newest first, a page at a time',
        description:
          `At most \`limit\` conversations (default ${INBOX_PAGE_DEFAULT}, most ${INBOX_PAGE_MAX}), each with its unread count, its newest item (a message, or the client's feedback on a completed workout) and \`awaitingReply\` (the client had the last word). ` +
          '`filter=unread` keeps conversations with unread client messages, `filter=mine` those awaiting a reply. `counts` holds how many conversations each filter has. ' +
          '`nextCursor` (also in `X-Next-Cursor`) names the next page: ask again with `cursor=<nextCursor>`; null when this page is the last.',
      },
    })
    .input(ZInboxInput)
    .output(ZInboxPage)
    .query(async ({ ctx, input }) => {
      const result = await inboxForCoach(ctx.db, ctx.coachId, input ?? {});
      announceNextPage(ctx, result.nextCursor);
      return result;
    }),

  replyToFeedback: coachProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/workout-sessions/{id}/reply',
        tags,
        protect: true,
        summary: "Reply to a completed workout's feedback",
        description: 'The reply is kept on the workout (the client sees it there; a new reply replaces it) and posted in the conversation. A workout that is not completed answers 409.',
      },
    })
    .input(ZFeedbackReplyInput)
    .output(ZFeedbackReply)
    .mutation(({ ctx, input }) => messages.replyToFeedback(ctx.db, ctx.coachId, input.id, input.content, ctx.clock.now(), ctx)),
});
