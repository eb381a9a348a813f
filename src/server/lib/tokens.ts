import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url (docs/design.md §3). */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
