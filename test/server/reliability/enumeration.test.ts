// Issue 13 item 5: forgot-password answers before it looks the address up, so its time cannot
// tell whether an account exists.
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { settleBackgroundWork } from '#server/services/auth/accounts';
import { callerAs, makeCoach, setupTestHooks } from '../helpers.ts';

const t = setupTestHooks();

describe('forgot-password in constant time', () => {
  it('answers without waiting for the account lookup or the e-mail', async () => {
    await makeCoach(t.db, { email: 'slow-lookup@example.com', password: 'password-1' });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // A database whose user lookup waits until the test releases it.
    const gated = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'user') return value;
        return new Proxy(value as object, {
          get(u, p, r) {
            const fn = Reflect.get(u, p, r) as unknown;
            if (p !== 'findUnique' || typeof fn !== 'function') return fn;
            return async (...args: unknown[]) => {
              await gate;
              return (fn as (...a: unknown[]) => unknown).apply(u, args);
            };
          },
        });
      },
    }) as Db;
    const deps = { ...t.deps, db: gated };
    const pub = callerAs(deps, null, { ip: '10.7.0.1' });
    const sentBefore = t.deps.mailer.sent.length;
    // Both answer while the lookup is still blocked: the answer cannot depend on it.
    await expect(pub.auth.forgotPassword({ email: 'slow-lookup@example.com' })).resolves.toEqual({ ok: true });
    await expect(pub.auth.forgotPassword({ email: 'nobody-here@example.com' })).resolves.toEqual({ ok: true });
    expect(t.deps.mailer.sent.length).toBe(sentBefore);
    release();
    await settleBackgroundWork();
    expect(t.deps.mailer.sent.length).toBe(sentBefore + 1);
    expect(t.deps.mailer.sent.at(-1)!.to).toBe('slow-lookup@example.com');
  });
});
