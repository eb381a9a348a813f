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

export const ZMessage = z.object({
  id: z.string(),
  sender: ZMessageSender,
  /** Sanitised HTML: p, br, strong, em, b, i, u, ul, ol, li, div, no attributes. */
  content: z.string(),
  createdAt: z.date(),
  /** When the other side read it; null while unread. */
  readAt: z.date().nullable(),
  /** Set on the coach's reply to a workout's feedback: that workout and its name. */
  sessionId: z.string().nullable(),
  workoutName: z.string().nullable(),
  /** Set on the coach's reply to a check-in (docs/check-ins.md): that check-in. */
  checkInId: z.string().nullable().optional(),
});
export type Message = z.infer<typeof ZMessage>;

/** A page of the conversation, newest first; `nextCursor` names the page of older messages. */
export const ZMessagePage = ZPageOf(ZMessage);
export type MessagePage = z.infer<typeof ZMessagePage>;

const ZContent = z.string({ error: MSG_MESSAGE_REQUIRED }).max(MESSAGE_MAX_LENGTH, MSG_MESSAGE_TOO_LONG);

const paging = { limit: ZPageLimit(MESSAGES_PAGE_MAX), cursor: ZPageCursor };

export const ZCoachMessagesInput = acceptInfiniteQuery(z.strictObject({ id: ZId, ...paging }));
export const ZClientMessagesInput = acceptInfiniteQuery(z.strictObject(paging));
export const ZCoachSendMessageInput = z.strictObject({ id: ZId, content: ZContent });
export const ZClientSendMessageInput = z.strictObject({ content: ZContent });
export const ZFeedbackReplyInput = z.strictObject({ id: ZId, content: ZContent });

export const ZMarkMessagesReadOutput = z.object({ updated: z.number().int() });
export const ZClientUnreadMessages = z.object({ count: z.number().int() });
/** The coach's unread client messages: the total (sidebar) and per client that has any. */
export const ZCoachUnreadMessages = z.object({
  total: z.number().int(),
  clients: z.array(z.object({ clientId: z.string(), count: z.number().int() })),
});
export type CoachUnreadMessages = z.infer<typeof ZCoachUnreadMessages>;

export const ZFeedbackReply = z.object({ sessionId: z.string(), coachReply: z.string(), coachRepliedAt: z.date(), message: ZMessage });
