// A coach's personal API keys (docs/api.md, "API keys"; docs/decisions/0031-api-keys-and-webhooks.md).
// A key is `spk_` + 256 random bits (base64url); only its SHA-256 is stored, like sign-in
// sessions: it is never shown again, and a stolen database holds nothing that signs in.
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEYS_MAX, type ApiKey, type ApiKeyScope, type ZCreateApiKeyInput } from '#shared/schemas/integrations';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { conflict, invalid, notFound } from '#server/errors';
import { hashToken } from '#server/lib/tokens';

/** Characters of the key kept (and shown) to tell keys apart: the prefix and 6 of the secret. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 6;

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const keySelect = { id: true, name: true, scope: true, prefix: true, expiresAt: true, lastUsedAt: true, createdAt: true } as const;

export async function listApiKeys(db: Db, coachId: string): Promise<ApiKey[]> {
  return db.apiKey.findMany({ where: { coachId }, select: keySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export async function createApiKey(db: Db, coachId: string, now: Date, input: z.output<typeof ZCreateApiKeyInput>): Promise<ApiKey & { key: string }> {
  if (input.expiresAt && input.expiresAt <= now) throw invalid('The expiry date must be in the future');
  const count = await db.apiKey.count({ where: { coachId } });
  if (count >= API_KEYS_MAX) throw conflict(`You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.apiKey.create({
    data: { coachId, name: input.name, scope: input.scope, prefix: key.slice(0, SHOWN_CHARS), keyHash: hashToken(key), expiresAt: input.expiresAt ?? null },
    select: keySelect,
  });
  return { ...row, key };
}

export async function revokeApiKey(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.apiKey.deleteMany({ where: { id, coachId } });
  if (!count) throw notFound('API key');
  return { ok: true };
}

export interface ApiKeyCaller {
  id: string;
  scope: ApiKeyScope;
}

/** Keys whose lastUsedAt this process wrote recently, and when (ms). */
const lastWritten = new Map<string, number>();
const TOUCH_EVERY_MS = 60_000;

/**
 * Records that a key was used, at most once a minute per key and process, after the request's
 * own statements (not awaited): a read made with a key then stays a read for the statement
 * counts, and a busy integration costs one small UPDATE a minute.
 */
export function touchApiKey(db: Db, key: ApiKeyCaller, now: Date, onError: (err: unknown) => void): void {
  const last = lastWritten.get(key.id);
  if (last !== undefined && now.getTime() - last < TOUCH_EVERY_MS && now.getTime() >= last) return;
  if (lastWritten.size > 10_000) lastWritten.clear();
  lastWritten.set(key.id, now.getTime());
  const minute = new Date(Math.floor(now.getTime() / TOUCH_EVERY_MS) * TOUCH_EVERY_MS);
  db.apiKey.updateMany({ where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: minute } }] }, data: { lastUsedAt: minute } }).catch(onError);
}
