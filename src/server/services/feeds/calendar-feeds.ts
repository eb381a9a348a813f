// Private calendar feed URLs (docs/calendar-and-csv.md): one per client (their sessions, read by
// the client and their coach) and one per coach (every client's sessions). The URL carries a
// random token; only its SHA-256 is stored, so the URL is shown once, when it is made.
// Regenerating replaces the row (the old URL answers 404), revoking deletes it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { CALENDAR_FEED_TOKEN_BYTES, type CalendarFeed, type CalendarFeedUrl } from '#shared/schemas/feeds';

/** Whose feed: a coach's (every client) or one client's. */
export type FeedOwner = { kind: 'coach'; coachId: string } | { kind: 'client'; coachId: string; clientId: string };

const ownerKey = (o: FeedOwner) => (o.kind === 'coach' ? `coach:${o.coachId}` : `client:${o.clientId}`);

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A feed token as it appears in the URL: 43 base64url characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed URL of a token, under the server's public URL. */
export function feedUrls(appUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${appUrl}/api/calendar-feeds/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** This coach's client, or 404 (never says whether the id exists elsewhere). */
export async function coachClientOwner(db: Db, coachId: string, clientId: string): Promise<FeedOwner> {
  const row = await db.client.findFirst({ where: { id: clientId, coachId }, select: { id: true } });
  if (!row) throw notFound('Client');
  return { kind: 'client', coachId, clientId };
}

export async function feedStatus(db: Db, owner: FeedOwner): Promise<CalendarFeed> {
  const row = await db.calendarFeed.findUnique({ where: { owner: ownerKey(owner) }, select: { createdAt: true, coachId: true } });
  // The owner key names the tenant, but a row is only ever the coach's own.
  if (!row || row.coachId !== owner.coachId) return { active: false, createdAt: null };
  return { active: true, createdAt: row.createdAt };
}

/** A new URL for the owner's feed; any earlier URL stops working (one statement). */
export async function regenerateFeed(db: Db, appUrl: string, owner: FeedOwner, now: Date): Promise<CalendarFeedUrl> {
  const token = randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
  const tokenHash = hashFeedToken(token);
  const key = ownerKey(owner);
  const clientId = owner.kind === 'client' ? owner.clientId : null;
  const row = await db.calendarFeed.upsert({
    where: { owner: key },
    create: { owner: key, coachId: owner.coachId, clientId, tokenHash, createdAt: now },
    update: { tokenHash, createdAt: now },
    select: { createdAt: true },
  });
  return { ...feedUrls(appUrl, token), createdAt: row.createdAt };
}

/** The owner's feed URL stops working; revoking a feed that does not exist is not an error. */
export async function revokeFeed(db: Db, owner: FeedOwner): Promise<CalendarFeed> {
  await db.calendarFeed.deleteMany({ where: { owner: ownerKey(owner), coachId: owner.coachId } });
  return { active: false, createdAt: null };
}

/**
 * The feed a token opens, or null. A client's feed closes with the client's access: an archived
 * client's URL answers 404 as a revoked one does.
 */
export async function feedOfToken(db: Db, token: string): Promise<FeedOwner | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const row = await db.calendarFeed.findUnique({
    where: { tokenHash: hashFeedToken(token) },
    select: { coachId: true, clientId: true, client: { select: { archived: true } } },
  });
  if (!row) return null;
  if (row.clientId === null) return { kind: 'coach', coachId: row.coachId };
  if (!row.client || row.client.archived) return null;
  return { kind: 'client', coachId: row.coachId, clientId: row.clientId };
}
