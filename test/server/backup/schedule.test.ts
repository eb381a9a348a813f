// Scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP; docs/backup.md): the queue schedules the job
// from the configuration, a run writes a backup into DATA_DIR/backups, and only the newest
// BACKUP_KEEP scheduled ones stay (backups made before an upgrade are never pruned).
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scheduledBackup } from '#server/backup/cli';
import { checkBackup } from '#server/backup/restore';
import { loadConfig, type Config } from '#server/config';
import { runJob } from '#server/jobs/definitions';
import { createPgBossQueue } from '#server/jobs/pg-boss-queue';
import { createTestDeps, setupTestHooks } from '../helpers.ts';
import { SECRET, tempDir } from './support.ts';

const t = setupTestHooks();
let work: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  work = await tempDir();
});
afterAll(() => work?.remove());

it('reads BACKUP_SCHEDULE and BACKUP_KEEP, and refuses a schedule that is not a cron', async () => {
  const env = { DATA_DIR: work.dir, APP_SECRET: SECRET };
  expect(await loadConfig({ ...env, BACKUP_SCHEDULE: '30 3 * * *' })).toMatchObject({ backupSchedule: '30 3 * * *', backupKeep: 7 });
  expect((await loadConfig(env)).backupSchedule).toBeUndefined();
  expect((await loadConfig({ ...env, BACKUP_KEEP: '3' })).backupKeep).toBe(3);
  await expect(loadConfig({ ...env, BACKUP_SCHEDULE: 'daily' })).rejects.toThrow(/BACKUP_SCHEDULE must be a cron expression/);
  await expect(loadConfig({ ...env, BACKUP_KEEP: '0' })).rejects.toThrow(/BACKUP_KEEP/);
});

it('a scheduled run writes a backup and keeps the newest BACKUP_KEEP', async () => {
  const dataDir = path.join(work.dir, 'scheduled');
  const config = { dataDir, appSecret: SECRET, appSecretSource: 'env', database: { databaseUrl: t.url } } as unknown as Config;
  const dir = path.join(dataDir, 'backups');
  await scheduledBackup(config, t.url, 3, new Date('2026-03-01T03:30:00Z'));
  await writeFile(path.join(dir, 'spotter-backup-2026-02-01T00-00-00Z-before-upgrade.tar.gz'), 'kept');
  for (const day of ['02', '03', '04']) await scheduledBackup(config, t.url, 3, new Date(`2026-03-${day}T03:30:00Z`));
  expect((await readdir(dir)).toSorted()).toEqual([
    'spotter-backup-2026-02-01T00-00-00Z-before-upgrade.tar.gz',
    'spotter-backup-2026-03-02T03-30-00Z.tar.gz',
    'spotter-backup-2026-03-03T03-30-00Z.tar.gz',
    'spotter-backup-2026-03-04T03-30-00Z.tar.gz',
  ]);
  expect((await checkBackup(path.join(dir, 'spotter-backup-2026-03-04T03-30-00Z.tar.gz'))).createdAt).toBe('2026-03-04T03:30:00.000Z');
});

it('the queue schedules the backup job from the configuration, and the job runs deps.backup', async () => {
  const queue = createPgBossQueue({ connectionString: t.url, log: pino({ level: 'silent' }), poolMax: 2, schedules: { backup: '30 3 * * *' } });
  let runs = 0;
  const deps = { ...createTestDeps(t.db), backup: async () => void runs++ };
  await queue.start(deps);
  try {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'backup')).toMatchObject({ cron: '30 3 * * *', timezone: 'UTC' });
    await runJob(deps, 'backup', {});
    expect(runs).toBe(1);
  } finally {
    await queue.stop();
  }
  // Without BACKUP_SCHEDULE, a start removes the schedule.
  const plain = createPgBossQueue({ connectionString: t.url, log: pino({ level: 'silent' }), poolMax: 2 });
  await plain.start(createTestDeps(t.db));
  try {
    expect((await plain.boss.getSchedules()).map((s) => s.name)).not.toContain('backup');
  } finally {
    await plain.stop();
  }
});
