// The client's personal access link (DESIGN §3): `${appUrl}/app/today?token=…` signs the client
// in. The coach must be able to show and copy it again, so the token itself is stored; one link
// per client, and regenerating deletes the old row, which revokes the old link at once.
import type { AccessToken } from '../../../shared/schemas/clients.ts';
import type { Db } from '../../db/client.ts';
import { newToken } from '../../lib/tokens.ts';
import { assertOwnClient } from './clients.ts';

export const accessUrlFor = (appUrl: string, token: string) => `${appUrl}/app/today?token=${encodeURIComponent(token)}`;

export async function getAccessToken(db: Db, appUrl: string, coachId: string, clientId: string): Promise<AccessToken> {
  await assertOwnClient(db, coachId, clientId);
  const row = await db.clientAccessToken.findFirst({
    where: { clientId },
    orderBy: { createdAt: 'desc' },
    select: { token: true, createdAt: true },
  });
  if (!row) return { token: null, accessUrl: null, createdAt: null };
  return { token: row.token, accessUrl: accessUrlFor(appUrl, row.token), createdAt: row.createdAt };
}

export async function regenerateAccessToken(db: Db, appUrl: string, coachId: string, clientId: string, now: Date): Promise<AccessToken & { token: string; accessUrl: string }> {
  const token = newToken();
  await db.$transaction(async (tx) => {
    await assertOwnClient(tx, coachId, clientId);
    await tx.clientAccessToken.deleteMany({ where: { clientId } });
    await tx.clientAccessToken.create({ data: { clientId, token, createdAt: now } });
  });
  return { token, accessUrl: accessUrlFor(appUrl, token), createdAt: now };
}
