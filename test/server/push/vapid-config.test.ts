// Web push keys (docs/push.md): generated into DATA_DIR on first start and kept, or set by
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); start warns on a shared database
// when they were generated per instance.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { SHARED_STATE_TEXTS, sharedStateProblems } from '#server/startup-checks';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spotter-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated into DATA_DIR/vapid-keys.json on first start (owner-only) and the same on the next', async () => {
    const dir = await dataDir();
    const first = await loadConfig({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(32) });
    expect(first.vapid).toMatchObject({ source: 'data-dir', subject: 'mailto:no-reply@localhost' });
    // A pair web-push accepts: it signs with it.
    expect(() => webpush.getVapidHeaders('https://push.example.com', first.vapid.subject, first.vapid.publicKey, first.vapid.privateKey, 'aes128gcm')).not.toThrow();
    const file = path.join(dir, 'vapid-keys.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ publicKey: first.vapid.publicKey, privateKey: first.vapid.privateKey });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadConfig({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(32) });
    expect(second.vapid.publicKey).toBe(first.vapid.publicKey);
  });

  it('come from the environment when both are set; one alone or a malformed key is refused', async () => {
    const dir = await dataDir();
    const keys = webpush.generateVAPIDKeys();
    const env = { DATA_DIR: dir, APP_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@gym.example' };
    expect((await loadConfig(env)).vapid).toEqual({ ...keys, subject: 'mailto:ops@gym.example', source: 'env' });
    await expect(stat(path.join(dir, 'vapid-keys.json'))).rejects.toThrow();
    await expect(loadConfig({ ...env, VAPID_PRIVATE_KEY: '' })).rejects.toThrow('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    await expect(loadConfig({ ...env, VAPID_PUBLIC_KEY: 'short' })).rejects.toThrow(/VAPID_PUBLIC_KEY must be/);
    await expect(loadConfig({ ...env, VAPID_SUBJECT: 'ops@gym.example' })).rejects.toThrow(/VAPID_SUBJECT must be/);
  });

  it('the subject defaults to a public https APP_URL, else the sender address', async () => {
    const dir = await dataDir();
    expect((await loadConfig({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(32), APP_URL: 'https://coach.gym.example/' })).vapid.subject).toBe('https://coach.gym.example');
    expect((await loadConfig({ DATA_DIR: dir, APP_SECRET: 'x'.repeat(32), MAIL_FROM: 'Gym <hello@gym.example>' })).vapid.subject).toBe('mailto:hello@gym.example');
  });

  it('start warns when keys made per instance meet a shared PostgreSQL server', () => {
    const postgres = { databaseUrl: 'postgresql://db/spotter', poolMax: 10 };
    const s3 = { region: 'x', bucket: 'b', accessKeyId: 'a', secretAccessKey: 's', forcePathStyle: true };
    expect(sharedStateProblems({ database: postgres, s3, appSecretSource: 'env', sharedStateCheck: 'warn', vapid: { source: 'data-dir' } })).toEqual([SHARED_STATE_TEXTS.generatedVapid]);
    expect(sharedStateProblems({ database: postgres, s3, appSecretSource: 'env', sharedStateCheck: 'warn', vapid: { source: 'env' } })).toEqual([]);
  });
});
