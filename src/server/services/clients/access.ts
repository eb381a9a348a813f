// The client's personal access link (docs/design.md §3, docs/decisions/0004-access-links.md):
// `${appUrl}/app/today?token=…` signs the client in. The link is a credential: only its SHA-256
// is looked up, and the token is kept sealed with a key derived from APP_SECRET so the coach can
// show and copy it again (docs/product.md §7 GET access-token); never in plain text. One link per client;
// regenerating deletes the old row, which revokes the old link at once, and ends the device
// sessions made from it. Optional expiry.
import type { AccessToken } from '#shared/schemas/clients';
import type { Db } from '#server/db/client';
import { open, seal } from '#server/lib/secret-box';
import { hashToken, newToken } from '#server/lib/tokens';
import { assertOwnClient } from './clients.ts';

const PURPOSE = 'access-link';
const DAY_MS = 86_400_000;

export const accessUrlFor = (appUrl: string, token: string) => `${appUrl}/app/today?token=${encodeURIComponent(token)}`;

/** The stored columns of a link: its hash for lookup, the sealed token for showing it again. */
export const accessLinkRow = (appSecret: string, token: string) => ({ tokenHash: hashToken(token), tokenEncrypted: seal(appSecret, PURPOSE, token) });

interface Deps {
  db: Db;
  appUrl: string;
  appSecret: string;
}

export async function getAccessToken({ db, appUrl, appSecret }: Deps, coachId: string, clientId: string): Promise<AccessToken> {
  await assertOwnClient(db, coachId, clientId);
  const row = await db.clientAccessToken.findFirst({
    where: { clientId },
    orderBy: { createdAt: 'desc' },
    select: { tokenEncrypted: true, legacyToken: true, createdAt: true, expiresAt: true },
  });
  if (!row) return { token: null, accessUrl: null, createdAt: null, expiresAt: null };
  // A box sealed under another APP_SECRET cannot be opened: the link still works, but showing it
  // again needs a new one (docs/decisions/0004-access-links.md).
  const token = shownToken(appSecret, row);
  return { token, accessUrl: token ? accessUrlFor(appUrl, token) : null, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/** The token of a stored link, or null when it cannot be shown (sealed under another secret). */
export const shownToken = (appSecret: string, row: { tokenEncrypted: string | null; legacyToken: string | null }) =>
  row.tokenEncrypted ? open(appSecret, PURPOSE, row.tokenEncrypted) : row.legacyToken;

export async function regenerateAccessToken(
  { db, appUrl, appSecret }: Deps,
  coachId: string,
  clientId: string,
  now: Date,
  expiresInDays?: number,
): Promise<AccessToken & { token: string; accessUrl: string }> {
  const token = newToken();
  const expiresAt = expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null;
  await db.$transaction(async (tx) => {
    await assertOwnClient(tx, coachId, clientId);
    await tx.clientAccessToken.deleteMany({ where: { clientId } });
    // Sessions traded for the old link end with it: a coach regenerates when a link leaked.
    await tx.authSession.deleteMany({ where: { user: { clientProfile: { id: clientId } } } });
    await tx.clientAccessToken.create({ data: { clientId, ...accessLinkRow(appSecret, token), expiresAt, createdAt: now } });
  });
  return { token, accessUrl: accessUrlFor(appUrl, token), createdAt: now, expiresAt };
}

/**
 * Links made before hashing keep their plain token in legacyToken after the migration (SQL has
 * no APP_SECRET to seal it with); at start this seals and clears them. Returns how many.
 */
export async function sealLegacyAccessLinks(db: Db, appSecret: string): Promise<number> {
  const rows = await db.clientAccessToken.findMany({ where: { legacyToken: { not: null } }, select: { id: true, legacyToken: true } });
  for (const row of rows) {
    if (!row.legacyToken) continue;
    await db.clientAccessToken.update({
      where: { id: row.id },
      data: { tokenEncrypted: seal(appSecret, PURPOSE, row.legacyToken), legacyToken: null },
    });
  }
  return rows.length;
}
