// Sealing short secrets the server must be able to show again (client access links,
// docs/decisions/0004-access-links.md): AES-256-GCM under a key derived from APP_SECRET with
// HKDF-SHA-256, one key per purpose. Format: v1.<iv>.<tag>.<ciphertext>, each base64url.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();

function keyFor(appSecret: string, purpose: string): Buffer {
  const id = `${purpose}\0${appSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'spotter', `spotter/${purpose}/v1`, 32));
    keys.set(id, key);
  }
  return key;
}

export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain text, or null when the box is malformed or was sealed under another secret. */
export function open(appSecret: string, purpose: string, box: string): string | null {
  const [version, iv, tag, data] = box.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
