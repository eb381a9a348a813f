// The coach's inbox (docs/messages.md, "Inbox"): every conversation, newest first, with its
// unread count, its last item (a message, or a client's feedback on a completed workout) and
// whether the client is waiting for an answer. One statement whatever the roster: each client's
// newest message and newest feedback are read along their indexes (lateral, LIMIT 1), the
// filters' counts are taken over every conversation, and the page is cut after them.
import { sql } from 'kysely';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { INBOX_PAGE_DEFAULT, type InboxConversation, type InboxFilter, type InboxPage } from '#shared/schemas/messages';
import { messagePreview, plainPreview } from './preview.ts';

export interface InboxOptions {
  filter?: InboxFilter;
  limit?: number;
  cursor?: string | null;
}

export async function inboxForCoach(db: Db, coachId: string, o: InboxOptions = {}): Promise<InboxPage> {
  const limit = o.limit ?? INBOX_PAGE_DEFAULT;
  const filter = o.filter ?? 'all';
  const cursor = o.cursor ? decodeCursor(o.cursor, ['date', 'string'] as const) : null;
  const k = typedSql(db);
  const rows = await k
    .with('conv', (w) =>
      w
        .selectFrom('Client as c')
        // The newest message of the conversation (Message(clientId, createdAt, id)).
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('Message as m')
              .select(['m.id', 'm.sender', 'm.content', 'm.createdAt', 'm.workoutName'])
              .whereRef('m.clientId', '=', 'c.id')
              .orderBy('m.createdAt', 'desc')
              .orderBy('m.id', 'desc')
              .limit(sql.lit(1))
              .as('lm'),
          (j) => j.onTrue(),
        )
        // The newest feedback the client left on a completed workout.
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('WorkoutSession as s')
              .select(['s.id', 's.clientFeedback', 's.completedAt', 's.name'])
              .whereRef('s.clientId', '=', 'c.id')
              .where('s.status', '=', sql.lit('COMPLETED' as const))
              .where('s.completedAt', 'is not', null)
              .where(sql<boolean>`btrim(s."clientFeedback") <> ''`)
              .orderBy('s.completedAt', 'desc')
              .orderBy('s.id', 'desc')
              .limit(sql.lit(1))
              .as('lf'),
          (j) => j.onTrue(),
        )
        .where('c.coachId', '=', coachId)
        .where((eb) => eb.or([eb('lm.id', 'is not', null), eb('lf.id', 'is not', null)]))
        .select((eb) => [
          'c.id as clientId',
          sql<string>`TRIM(c."firstName" || ' ' || c."lastName")`.as('clientName'),
          'c.archived',
          // Feedback is the last word when it is newer than every message.
          sql<boolean>`(lf."completedAt" IS NOT NULL AND (lm."createdAt" IS NULL OR lf."completedAt" > lm."createdAt"))`.as('feedbackLast'),
          'lm.sender',
          'lm.content',
          'lm.workoutName',
          'lf.clientFeedback',
          sql<string>`lf."name"`.as('feedbackWorkout'),
          sql<Date>`GREATEST(lm."createdAt", lf."completedAt")`.as('at'),
          eb
            .selectFrom('Message as u')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('u.clientId', '=', 'c.id')
            .where('u.coachId', '=', coachId)
            .where('u.sender', '=', sql.lit('CLIENT' as const))
            .where('u.readAt', 'is', null)
            .as('unread'),
        ]),
    )
    .with('shaped', (w) =>
      w
        .selectFrom('conv')
        .selectAll()
        .select(sql<boolean>`("feedbackLast" OR "sender" = 'CLIENT')`.as('awaitingReply')),
    )
    // The counts row always comes back, with the page's rows joined to it (none when the filter matches nothing).
    .selectFrom((eb) =>
      eb
        .selectFrom('shaped')
        .select([
          sql<number>`count(*)::int`.as('countAll'),
          sql<number>`(count(*) FILTER (WHERE "unread" > 0))::int`.as('countUnread'),
          sql<number>`(count(*) FILTER (WHERE "awaitingReply"))::int`.as('countMine'),
        ])
        .as('counts'),
    )
    .leftJoinLateral(
      (eb) => {
        let q = eb.selectFrom('shaped').selectAll();
        if (filter === 'unread') q = q.where('unread', '>', 0);
        if (filter === 'mine') q = q.where('awaitingReply', '=', true);
        if (cursor) q = q.where(sql<boolean>`("at", "clientId") < (${cursor[0]}, ${cursor[1]})`);
        return q
          .orderBy('at', 'desc')
          .orderBy('clientId', 'desc')
          .limit(sql.lit(limit + 1))
          .as('p');
      },
      (j) => j.onTrue(),
    )
    .selectAll()
    .orderBy('p.at', 'desc')
    .orderBy('p.clientId', 'desc')
    .execute();

  const first = rows[0];
  const counts = { all: first?.countAll ?? 0, unread: first?.countUnread ?? 0, mine: first?.countMine ?? 0 };
  const present = rows
    .filter((r) => r.clientId !== null)
    .map((r): InboxConversation & { at: Date } => {
      const at = new Date(r.at!);
      const last: InboxConversation['last'] = r.feedbackLast
        ? { kind: 'FEEDBACK', sender: 'CLIENT', preview: plainPreview(r.clientFeedback ?? ''), at, workoutName: r.feedbackWorkout }
        : { kind: 'MESSAGE', sender: r.sender!, preview: messagePreview(r.content ?? ''), at, workoutName: r.workoutName };
      return { clientId: r.clientId!, clientName: r.clientName!, archived: !!r.archived, unread: r.unread ?? 0, awaitingReply: !!r.awaitingReply, last, at };
    });
  const page = pageOf(present, limit, (r) => [r.at, r.clientId]);
  return { items: page.items.map(({ at: _at, ...c }) => c), nextCursor: page.nextCursor, counts };
}
