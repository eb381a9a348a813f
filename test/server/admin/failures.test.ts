// `npm run admin -- failures` (issue 35): the e-mails and jobs that failed for good or wait to be
// tried again, read from pg-boss; an e-mail by its recipient and subject, never its body (it may
// hold a sign-in link); an e-mail sealed with another secret is said to be unreadable.
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFailures, listFailures } from '#server/admin/failures';
import { JOB_SCHEMA } from '#server/jobs/pg-boss-queue';
import { sealEmail } from '#server/services/email/outbox';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
let database: TestDatabase;
let boss: PgBoss;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, max: 2, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('email', { retryLimit: 0 });
  await boss.createQueue('photo-sweep', { retryLimit: 2, retryDelay: 60 });
}, 60_000);
afterAll(async () => {
  await boss.stop({ graceful: false });
  await database.close();
});

async function sendAndFail(queue: string, data: object, message: string) {
  const id = (await boss.send(queue, data))!;
  const [job] = await boss.fetch(queue);
  expect(job?.id).toBe(id);
  await boss.fail(queue, id, { message });
  return id;
}

describe('listFailures', () => {
  it('says so when nothing failed', async () => {
    expect(formatFailures(await listFailures(boss, SECRET))).toBe('No failed e-mails or jobs.');
  });

  it('lists a failed e-mail by recipient and subject, a retrying job, and an unreadable e-mail; a completed job is not listed', async () => {
    await sendAndFail(
      'email',
      sealEmail(SECRET, { to: 'ivy@example.com', subject: 'Reset your Spotter password', text: 'https://x.test/reset?token=SECRET-LINK' }),
      'connect ECONNREFUSED 127.0.0.1:25',
    );
    await sendAndFail('email', sealEmail('another-secret-another-secret-another-0', { to: 'old@example.com', subject: 'Old', text: 'x' }), 'x');
    const sweep = await sendAndFail('photo-sweep', {}, 'storage unreachable');
    await boss.send('photo-sweep', {}, { singletonKey: 'done' });
    const [done] = await boss.fetch('photo-sweep');
    await boss.complete('photo-sweep', done!.id);

    const rows = await listFailures(boss, SECRET);
    expect(rows.map((r) => [r.queue, r.state, r.email])).toEqual([
      ['email', 'failed', { to: 'ivy@example.com', subject: 'Reset your Spotter password' }],
      ['email', 'failed', { unreadable: true }],
      ['photo-sweep', 'retry', undefined],
    ]);
    expect(rows[2]).toMatchObject({ id: sweep, tries: 1, of: 3, error: 'storage unreachable' });
    const text = formatFailures(rows);
    expect(text).toContain('Failed e-mails (2):');
    expect(text).toContain('to ivy@example.com: "Reset your Spotter password"  gave up after 1 tries');
    expect(text).toContain('connect ECONNREFUSED 127.0.0.1:25');
    expect(text).toContain(`Failed jobs (1):\n  `);
    expect(text).toContain(`photo-sweep  ${sweep}  try 2 of 3`);
    expect(text).not.toContain('SECRET-LINK');
  });
});
