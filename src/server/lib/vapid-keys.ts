// The application server's key pair of web push (VAPID, RFC 8292; docs/push.md).
import { createECDH } from 'node:crypto';

/** Both base64url: the public key uncompressed (65 bytes), the private key 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 key pair in the form web push uses (what `web-push generate-vapid-keys` prints). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  // The private key is a 32-byte number; a short one is padded with leading zeros.
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url') };
}
