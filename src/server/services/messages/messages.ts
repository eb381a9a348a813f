// The conversation between a coach and one client (docs/messages.md). Every query carries the
// caller's tenant: the coach's id and the client's id, or the signed-in client's own id, so
// another tenant's client or workout is "not found". Text is sanitised like client notes.
import type { Db, Prisma } from '#server/db/client';
import { conflict, invalid, notFound } from '#server/errors';
import { sql } from 'kysely';
import { typedSql } from '#server/db/typed-sql';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { MESSAGES_PAGE_DEFAULT, MSG_MESSAGE_REQUIRED, type CoachUnreadMessages, type Message, type MessagePage } from '#shared/schemas/messages';
import { isBlankNote, sanitizeNote } from '../clients/notes.ts';
import { messagePreview } from './preview.ts';
import { emitWebhookEvent } from '../integrations/webhook-events.ts';
import type { AppDeps } from '#server/deps';
import { queuePush } from '../push/deliver.ts';

/** What the message writes need to queue their pushes (docs/push.md). */
export type PushQueue = Pick<AppDeps, 'jobs' | 'appSecret'>;

export const MSG_ARCHIVED_CLIENT_MESSAGE = 'This client is archived. Unarchive them before sending messages.';
export const MSG_REPLY_NEEDS_COMPLETED = 'Only a completed workout can be replied to';

/** The notification of a client's unread messages: one per client thread (docs/messages.md). */
export const threadNotificationKey = (clientId: string) => `client-messages:${clientId}`;

const messageSelect = {
  id: true,
  sender: true,
  content: true,
  createdAt: true,
  readAt: true,
  sessionId: true,
  workoutName: true,
  checkInId: true,
} satisfies Prisma.MessageSelect;

/** Newest first; the id breaks ties so that pages never overlap. */
const order = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.MessageOrderByWithRelationInput[];

function before(cursor: string | null | undefined): Prisma.MessageWhereInput {
  if (!cursor) return {};
  const [createdAt, id] = decodeCursor(cursor, ['date', 'string'] as const);
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

/** Clean text or a 400: plain text becomes paragraphs, HTML keeps the notes' allow-list. */
function cleanContent(content: string): string {
  const clean = sanitizeNote(content);
  if (isBlankNote(clean)) throw invalid(MSG_MESSAGE_REQUIRED);
  return clean;
}

async function page(db: Db, clientId: string, input: { limit?: number; cursor?: string | null }): Promise<MessagePage> {
  const limit = input.limit ?? MESSAGES_PAGE_DEFAULT;
  const rows = await db.message.findMany({ where: { clientId, ...before(input.cursor) }, orderBy: order, take: limit + 1, select: messageSelect });
  const items = rows.slice(0, limit).map((m) => ({ ...m, kind: 'MESSAGE' as const }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor([last.createdAt, last.id]) : null };
}

async function ownClient(db: Pick<Db, 'client'>, coachId: string, clientId: string) {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { id: true, archived: true, userId: true } });
  if (!row) throw notFound('Client');
  return row;
}

// ---- The coach's side -------------------------------------------------------------------------

/**
 * The coach's side of the conversation: the messages, and the client's feedback on completed
 * workouts among them at the time they completed the workout (`kind: 'FEEDBACK'`), so feedback
 * and the replies to it read in one place (docs/messages.md, "Inbox"). One statement: each branch
 * is read newest first along its index and cut at a page before they are merged.
 */
export async function listForCoach(db: Db, coachId: string, input: { id: string; limit?: number; cursor?: string | null }): Promise<MessagePage> {
  await ownClient(db, coachId, input.id);
  const limit = input.limit ?? MESSAGES_PAGE_DEFAULT;
  const cursor = input.cursor ? decodeCursor(input.cursor, ['date', 'string'] as const) : null;
  const k = typedSql(db);
  const messages = k
    .selectFrom('Message')
    .where('clientId', '=', input.id)
    .$if(!!cursor, (q) => q.where(sql<boolean>`("createdAt", "id") < (${cursor![0]}, ${cursor![1]})`))
    .select(['id', 'sender', 'content', 'createdAt', 'readAt', 'sessionId', 'workoutName', 'checkInId', sql<'MESSAGE' | 'FEEDBACK'>`'MESSAGE'`.as('kind')])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(limit + 1));
  const feedback = k
    .selectFrom('WorkoutSession')
    .where('clientId', '=', input.id)
    .where('status', '=', sql.lit('COMPLETED' as const))
    .where('completedAt', 'is not', null)
    .where(sql<boolean>`btrim("clientFeedback") <> ''`)
    .$if(!!cursor, (q) => q.where(sql<boolean>`("completedAt", 'feedback:' || "id") < (${cursor![0]}, ${cursor![1]})`))
    .select([
      sql<string>`'feedback:' || "id"`.as('id'),
      sql<'CLIENT' | 'COACH'>`'CLIENT'::"MessageSender"`.as('sender'),
      sql<string>`"clientFeedback"`.as('content'),
      sql<Date>`"completedAt"`.as('createdAt'),
      // Feedback has no unread state of its own: its notification carries that.
      sql<Date | null>`"completedAt"`.as('readAt'),
      sql<string | null>`"id"`.as('sessionId'),
      sql<string | null>`"name"`.as('workoutName'),
      sql<string | null>`NULL`.as('checkInId'),
      sql<'MESSAGE' | 'FEEDBACK'>`'FEEDBACK'`.as('kind'),
    ])
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(limit + 1));
  const rows = await k
    // Each branch is its own subquery: a UNION's members cannot carry ORDER BY and LIMIT bare.
    .selectFrom(
      k
        .selectFrom(messages.as('m'))
        .selectAll()
        .unionAll(k.selectFrom(feedback.as('f')).selectAll())
        .as('t'),
    )
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(limit + 1))
    .execute();
  const items = rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    readAt: r.readAt ? new Date(r.readAt) : null,
    // The client typed feedback as plain text: it is shown as such.
    content: r.kind === 'FEEDBACK' ? plainParagraphs(r.content) : r.content,
  }));
  return pageOf(items, limit, (r) => [r.createdAt, r.id]);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plainParagraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

export async function sendFromCoach(db: Db, coachId: string, clientId: string, content: string, now: Date, push: PushQueue): Promise<Message> {
  const clean = cleanContent(content);
  const client = await ownClient(db, coachId, clientId);
  if (client.archived) throw conflict(MSG_ARCHIVED_CLIENT_MESSAGE);
  return db.$transaction(async (tx) => {
    const message = await tx.message.create({ data: { coachId, clientId, sender: 'COACH', content: clean, createdAt: now }, select: messageSelect });
    await queuePush(push, { userId: client.userId, event: 'COACH_MESSAGE', url: '/app/messages', tag: 'messages', detail: { title: 'Message from your coach', body: messagePreview(clean) } }, { tx });
    return message;
  });
}

/** The coach has seen the conversation: the client's messages and the thread's notification are read. */
export async function markReadByCoach(db: Db, coachId: string, clientId: string, now: Date): Promise<number> {
  await ownClient(db, coachId, clientId);
  return db.$transaction(async (tx) => {
    const { count } = await tx.message.updateMany({ where: { clientId, coachId, sender: 'CLIENT', readAt: null }, data: { readAt: now } });
    await tx.notification.updateMany({ where: { coachId, dedupeKey: threadNotificationKey(clientId), isRead: false }, data: { isRead: true } });
    return count;
  });
}

/** One grouped count: the sidebar's total and each client's, in one statement. */
export async function unreadForCoach(db: Db, coachId: string): Promise<CoachUnreadMessages> {
  const groups = await db.message.groupBy({ by: ['clientId'], where: { coachId, sender: 'CLIENT', readAt: null }, _count: { _all: true } });
  const clients = groups.map((g) => ({ clientId: g.clientId, count: g._count._all })).toSorted((a, b) => b.count - a.count || a.clientId.localeCompare(b.clientId));
  return { total: clients.reduce((n, c) => n + c.count, 0), clients };
}

/**
 * The coach answers a completed workout's feedback: the answer is kept on the workout (the
 * client's card shows it) and posted in the conversation, in one transaction.
 */
export async function replyToFeedback(db: Db, coachId: string, sessionId: string, content: string, now: Date, push: PushQueue) {
  const clean = cleanContent(content);
  return db.$transaction(async (tx) => {
    const s = await tx.workoutSession.findFirst({
      where: { id: sessionId, coachId },
      select: { id: true, status: true, name: true, clientId: true, client: { select: { archived: true, userId: true } } },
    });
    if (!s) throw notFound('Workout session');
    if (s.status !== 'COMPLETED') throw conflict(MSG_REPLY_NEEDS_COMPLETED);
    if (s.client.archived) throw conflict(MSG_ARCHIVED_CLIENT_MESSAGE);
    await tx.workoutSession.update({ where: { id: s.id }, data: { coachReply: clean, coachRepliedAt: now } });
    const message = await tx.message.create({
      data: { coachId, clientId: s.clientId, sender: 'COACH', content: clean, sessionId: s.id, workoutName: s.name, createdAt: now },
      select: messageSelect,
    });
    await queuePush(
      push,
      { userId: s.client.userId, event: 'FEEDBACK_REPLY', url: '/app/messages', tag: 'messages', detail: { title: `Your coach on ${s.name}`, body: messagePreview(clean) } },
      { tx },
    );
    return { sessionId: s.id, coachReply: clean, coachRepliedAt: now, message };
  });
}

// ---- The client's side ------------------------------------------------------------------------

export interface MessagingClient {
  id: string;
  coachId: string;
  firstName: string;
  lastName: string;
}

export function listForClient(db: Db, clientId: string, input: { limit?: number; cursor?: string | null } = {}): Promise<MessagePage> {
  return page(db, clientId, input);
}

/**
 * The client writes to their coach. The coach's notification is one per thread: a new message
 * while it is unread updates it (newest text, count), a message after it was read raises it again.
 */
export async function sendFromClient(db: Db, client: MessagingClient, content: string, now: Date, push: PushQueue): Promise<Message> {
  const clean = cleanContent(content);
  return db.$transaction(async (tx) => {
    const message = await tx.message.create({ data: { coachId: client.coachId, clientId: client.id, sender: 'CLIENT', content: clean, createdAt: now }, select: messageSelect });
    const unread = await tx.message.count({ where: { clientId: client.id, sender: 'CLIENT', readAt: null } });
    const who = `${client.firstName} ${client.lastName}`.trim();
    const fields = {
      title: unread > 1 ? `${unread} new messages` : 'New message',
      message: `${who}: "${messagePreview(clean)}"`,
      // The title's count, so an app can word it in its user's language (docs/translations.md).
      metadata: { count: unread },
      isRead: false,
      createdAt: now,
    };
    await tx.notification.upsert({
      where: { dedupeKey: threadNotificationKey(client.id) },
      create: { coachId: client.coachId, clientId: client.id, type: 'CLIENT_MESSAGE', dedupeKey: threadNotificationKey(client.id), ...fields },
      update: fields,
    });
    // message.received, queued in this transaction (docs/api.md, "Webhooks").
    const data = { messageId: message.id, clientId: client.id, clientName: who, text: messagePreview(clean, 10_000), sentAt: now.toISOString() };
    await emitWebhookEvent({ db, jobs: push.jobs, clock: { now: () => now } }, client.coachId, 'message.received', data, { tx });
    await queuePush(
      push,
      { userId: client.coachId, event: 'CLIENT_MESSAGE', url: `/coach/inbox?client=${client.id}`, tag: `messages:${client.id}`, detail: { title: who, body: messagePreview(clean) } },
      { tx },
    );
    return message;
  });
}

export async function markReadByClient(db: Db, clientId: string, now: Date): Promise<number> {
  const { count } = await db.message.updateMany({ where: { clientId, sender: 'COACH', readAt: null }, data: { readAt: now } });
  return count;
}

export function unreadForClient(db: Db, clientId: string): Promise<number> {
  return db.message.count({ where: { clientId, sender: 'COACH', readAt: null } });
}
