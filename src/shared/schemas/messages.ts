// The conversation between a coach and one client, and the coach's reply to a workout's feedback
// (docs/messages.md). Text is limited rich text, sanitised on write like client notes.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../limits.ts';
import { ZId } from './common.ts';
import { acceptInfiniteQuery, ZPageCursor, ZPageLimit, ZPageOf } from './paging.ts';

export { MESSAGE_MAX_LENGTH };
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const MSG_MESSAGE_REQUIRED = 'Message text is required';
export const MSG_MESSAGE_TOO_LONG = `A message must be at most ${MESSAGE_MAX_LENGTH} characters`;

export const ZMessageSender = z.enum(['COACH', 'CLIENT']);
export type MessageSender = z.infer<typeof ZMessageSender>;

export const ZMessage = z
  .object({
    id: z.string(),
    sender: ZMessageSender.describe('COACH or CLIENT'),
    /** Sanitised HTML: p, br, strong, em, b, i, u, ul, ol, li, div, no attributes. */
    content: z.string().describe('Sanitised HTML: p, br, strong, em, b, i, u, ul, ol, li, div, no attributes.'),
    createdAt: z.date(),
    /** When the other side read it; null while unread. */
    readAt: z.date().nullable().describe('When the other side read it; null while unread.'),
    /** Set on the coach's reply to a workout's feedback: that workout and its name. */
    sessionId: z.string().nullable().describe("Set on the coach's reply to a workout's feedback: that workout and its name."),
    workoutName: z.string().nullable(),
    /** Set on the coach's reply to a check-in (docs/check-ins.md): that check-in. */
    checkInId: z.string().nullable().optional().describe("Set on the coach's reply to a check-in (docs/check-ins.md): that check-in."),
    /**
     * In the coach's conversation only: `FEEDBACK` is the client's feedback on the completed
     * workout `sessionId` (its id is `feedback:<sessionId>`), shown among the messages; absent or
     * `MESSAGE` otherwise.
     */
    kind: z.enum(['MESSAGE', 'FEEDBACK']).optional(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof ZMessage>;

/** A page of the conversation, newest first; `nextCursor` names the page of older messages. */
export const ZMessagePage = ZPageOf(ZMessage).meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof ZMessagePage>;

const ZContent = z.string({ error: MSG_MESSAGE_REQUIRED }).max(MESSAGE_MAX_LENGTH, MSG_MESSAGE_TOO_LONG);

const paging = { limit: ZPageLimit(MESSAGES_PAGE_MAX), cursor: ZPageCursor };

export const ZCoachMessagesInput = acceptInfiniteQuery(z.strictObject({ id: ZId, ...paging }));
export const ZClientMessagesInput = acceptInfiniteQuery(z.strictObject(paging));
export const ZCoachSendMessageInput = z.strictObject({ id: ZId, content: ZContent });
export const ZClientSendMessageInput = z.strictObject({ content: ZContent });
export const ZFeedbackReplyInput = z.strictObject({ id: ZId, content: ZContent });

export const ZMarkMessagesReadOutput = z.object({ updated: z.number().int() }).meta({ id: 'MarkMessagesReadOutput' });
export const ZClientUnreadMessages = z.object({ count: z.number().int() }).meta({ id: 'ClientUnreadMessages' });
/** The coach's unread client messages: the total (sidebar) and per client that has any. */
export const ZCoachUnreadMessages = z
  .object({
    total: z.number().int(),
    clients: z.array(z.object({ clientId: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'CoachUnreadMessages' });
export type CoachUnreadMessages = z.infer<typeof ZCoachUnreadMessages>;

export const ZFeedbackReply = z.object({ sessionId: z.string(), coachReply: z.string(), coachRepliedAt: z.date(), message: ZMessage }).meta({ id: 'FeedbackReply' });

// ---- The coach's inbox (docs/messages.md, "Inbox") ---------------------------------------------

export const INBOX_PAGE_DEFAULT = 30;
export const INBOX_PAGE_MAX = 100;

/** `unread`: the client wrote something the coach has not read; `mine`: the client had the last word. */
export const ZInboxFilter = z.enum(['all', 'unread', 'mine']).meta({ id: 'InboxFilter', example: 'mine' });
export type InboxFilter = z.infer<typeof ZInboxFilter>;

export const ZInboxInput = acceptInfiniteQuery(
  z
    .strictObject({ filter: ZInboxFilter.optional(), limit: ZPageLimit(INBOX_PAGE_MAX), cursor: ZPageCursor })
    .meta({ title: 'InboxInput', description: 'Which conversations, and where the previous page ended', examples: [{ filter: 'unread', limit: 30 }] })
    .optional(),
);

/** The newest item of a conversation: a message, or a client's feedback on a completed workout. */
export const ZInboxLast = z
  .object({
    kind: z.enum(['MESSAGE', 'FEEDBACK']),
    sender: ZMessageSender,
    /** Plain text, at most 140 characters. */
    preview: z.string().describe('Plain text, at most 140 characters.'),
    at: z.date(),
    /** The workout the feedback (or the coach's reply to it) is about. */
    workoutName: z.string().nullable().describe("The workout the feedback (or the coach's reply to it) is about."),
  })
  .meta({ id: 'InboxLast', example: { kind: 'FEEDBACK', sender: 'CLIENT', preview: 'The squats felt heavy today', at: new Date('2026-03-09T18:20:00Z'), workoutName: 'Leg Day' } });

export const ZInboxConversation = z
  .object({
    clientId: z.string(),
    clientName: z.string(),
    archived: z.boolean(),
    /** The client's messages the coach has not read. */
    unread: z.number().int().describe("The client's messages the coach has not read."),
    /** The client had the last word (a message or workout feedback) and the coach has not answered. */
    awaitingReply: z.boolean().describe('The client had the last word (a message or workout feedback) and the coach has not answered.'),
    last: ZInboxLast,
  })
  .meta({
    id: 'InboxConversation',
    example: {
      clientId: 'cm8x2k0ab0001abcd1234efgh',
      clientName: 'Ava Stone',
      archived: false,
      unread: 2,
      awaitingReply: true,
      last: { kind: 'MESSAGE', sender: 'CLIENT', preview: 'Can I swap Friday?', at: new Date('2026-03-09T18:20:00Z'), workoutName: null },
    },
  });
export type InboxConversation = z.infer<typeof ZInboxConversation>;

/** How many conversations each filter holds, whatever the page. */
export const ZInboxCounts = z.object({ all: z.number().int(), unread: z.number().int(), mine: z.number().int() }).meta({ id: 'InboxCounts', example: { all: 42, unread: 5, mine: 7 } });

export const ZInboxPage = ZPageOf(ZInboxConversation).extend({ counts: ZInboxCounts }).meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof ZInboxPage>;
