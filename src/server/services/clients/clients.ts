// The coach's client roster (docs/product.md §2 Clients, §4 Client, §7 Clients). Every query is scoped to
// the coach: another coach's client id answers 404 (docs/design.md §3).
import { CLIENT_ORDER_FALLBACK, type Client } from '#shared/schemas/clients';
import { sql } from 'kysely';
import type { Db } from '#server/db/client';
import { typedSql } from '#server/db/typed-sql';
import { notFound } from '#server/errors';
import type { StorageDeps } from '#server/lib/object-storage/index';
import { removeReleasedPhotos } from '../photos/cleanup.ts';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';
import type { JobQueue } from '#server/jobs/queue';
import { emitWebhookEvent } from '../integrations/webhook-events.ts';

export const clientSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  profilePictureUrl: true,
  archived: true,
  displayOrder: true,
  createdAt: true,
  tags: true,
} as const;

export async function listClients(db: Db, coachId: string, o: { includeArchived: boolean }): Promise<Client[]> {
  // docs/product.md §9: by displayOrder, clients without one last (fallback 999), then oldest
  // first. Our own SQL (db/typed-sql.ts), sorted in PostgreSQL: the whole roster is the one read every
  // coach screen starts with, and the ORM's per-row mapping was 14 % of its CPU under load and
  // most of its garbage (docs/query-performance.md).
  return typedSql(db)
    .selectFrom('Client')
    .select(['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'profilePictureUrl', 'archived', 'displayOrder', 'createdAt', 'tags'])
    .where('coachId', '=', coachId)
    .$if(!o.includeArchived, (q) => q.where((eb) => eb.not(eb.ref('archived'))))
    .orderBy((eb) => eb.fn.coalesce('displayOrder', sql.lit(CLIENT_ORDER_FALLBACK)))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The client of this coach, or a 404 that never says whether the id exists elsewhere. */
export async function getClient(db: Db, coachId: string, id: string): Promise<Client> {
  const row = await db.client.findFirst({ where: { id, coachId }, select: clientSelect });
  if (!row) throw notFound('Client');
  return row;
}

export async function assertOwnClient(db: Pick<Db, 'client'>, coachId: string, id: string): Promise<void> {
  const row = await db.client.findFirst({ where: { id, coachId }, select: { id: true } });
  if (!row) throw notFound('Client');
}

interface ClientFields {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

/** A client is a person record plus the CLIENT user they sign in as through their access link. */
export async function createClient(db: Db, coachId: string, input: ClientFields, caps: RowCaps, events?: { jobs: JobQueue; now: Date }): Promise<Client> {
  await assertBelowCap(caps, 'clientsPerCoach', () => db.client.count({ where: { coachId } }));
  const lastName = input.lastName ?? '';
  const client = await db.client.create({
    data: {
      coach: { connect: { id: coachId } },
      firstName: input.firstName,
      lastName,
      email: input.email ?? null,
      phoneNumber: input.phoneNumber ?? null,
      user: { create: { role: 'CLIENT', firstName: input.firstName, lastName } },
    },
    select: clientSelect,
  });
  // client.created (docs/api.md, "Webhooks"), queued once the client exists.
  if (events) {
    const data = { clientId: client.id, firstName: client.firstName, lastName: client.lastName, email: client.email ?? null };
    await emitWebhookEvent({ db, jobs: events.jobs, clock: { now: () => events.now } }, coachId, 'client.created', data);
  }
  return client;
}

export async function updateClientProfile(db: Db, coachId: string, id: string, input: ClientFields): Promise<Client> {
  const lastName = input.lastName ?? '';
  return db.$transaction(async (tx) => {
    const row = await tx.client.findFirst({ where: { id, coachId }, select: { userId: true } });
    if (!row) throw notFound('Client');
    // The signed-in client sees their own name in the app, so the user record follows.
    await tx.user.update({ where: { id: row.userId }, data: { firstName: input.firstName, lastName } });
    return tx.client.update({
      where: { id },
      data: { firstName: input.firstName, lastName, email: input.email ?? null, phoneNumber: input.phoneNumber ?? null },
      select: clientSelect,
    });
  });
}

export async function setClientArchived(db: Db, coachId: string, id: string, archived: boolean, events?: { jobs: JobQueue; now: Date }): Promise<Client> {
  const updated = await db.client.updateMany({ where: { id, coachId, ...(events && archived ? { archived: false } : {}) }, data: { archived } });
  if (updated.count !== 1) {
    // Already archived: nothing happened, so no client.archived event (the answer is the same).
    if (events && archived) return getClient(db, coachId, id);
    throw notFound('Client');
  }
  const client = await getClient(db, coachId, id);
  if (events && archived) {
    await emitWebhookEvent({ db, jobs: events.jobs, clock: { now: () => events.now } }, coachId, 'client.archived', { clientId: client.id, firstName: client.firstName, lastName: client.lastName });
  }
  return client;
}

/**
 * Permanent delete: removing the client's user removes the person record and, by cascade, their
 * access links, sign-in sessions, notes, assignments, workouts, meals, tests and notifications.
 * Their photos are let go by the same cascade (StoredObject.clientId set null) and their bytes
 * removed after the commit; a storage failure is logged and left to the photo sweep.
 */
export async function deleteClient(deps: StorageDeps, coachId: string, id: string): Promise<{ ok: true }> {
  const photoKeys = await deps.db.$transaction(async (tx) => {
    const row = await tx.client.findFirst({ where: { id, coachId }, select: { userId: true } });
    if (!row) throw notFound('Client');
    const photos = await tx.storedObject.findMany({ where: { clientId: id }, select: { key: true } });
    await tx.user.delete({ where: { id: row.userId } });
    return photos.map((p) => p.key);
  });
  await removeReleasedPhotos(deps, photoKeys);
  return { ok: true };
}

/** Saves the dragged order in one transaction; any foreign id refuses the whole request. */
export async function reorderClients(db: Db, coachId: string, clientOrders: readonly { clientId: string; displayOrder: number }[], now: Date): Promise<{ ok: true }> {
  if (clientOrders.length === 0) return { ok: true };
  const ids = clientOrders.map((o) => o.clientId);
  await db.$transaction(async (tx) => {
    const owned = await tx.client.count({ where: { coachId, id: { in: ids } } });
    if (owned !== ids.length) throw notFound('Client');
    // One statement for the whole list, however many clients a coach has.
    const orders = sql<{ id: string; ord: number }>`unnest(${ids}::text[], ${clientOrders.map((o) => o.displayOrder)}::int[])`.as<'v'>(sql`v(id, ord)`);
    await typedSql(tx)
      .updateTable('Client as c')
      .from(orders)
      .set((eb) => ({ displayOrder: eb.ref('v.ord'), updatedAt: now }))
      .whereRef('c.id', '=', 'v.id')
      .where('c.coachId', '=', coachId)
      .execute();
  });
  return { ok: true };
}
