import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's m=19 MiB, t=2, p=1 (~17 ms here; docs/design.md §3).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let dummyHash: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the same work, so timing does not reveal accounts. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('spotter-timing-equaliser', options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
