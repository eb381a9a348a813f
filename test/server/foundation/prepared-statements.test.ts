// Named (prepared) statements (docs/database.md, "Prepared statements"): PostgreSQL parses a
// query's text once per connection, and the names stay bounded whatever SQL the app sends.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { statementNames } from '#server/db/statement-names';
import { seedRoster } from '#server/seed/roster';
import { listNotifications } from '#server/services/notifications/notifications';
import { createDatabaseUrl } from '../helpers.ts';

const q = (sql: string) => ({ sql, args: [], argTypes: [] });

describe('statement names', () => {
  it('gives one text one name, other texts other names, and stops naming at the bound', () => {
    const name = statementNames(2);
    const a = name(q('SELECT 1'));
    expect(a).not.toBe('');
    expect(name(q('SELECT 1'))).toBe(a);
    const b = name(q('UPDATE "Client" SET "archived" = $1'));
    expect(b).not.toBe('');
    expect(b).not.toBe(a);
    // The bound: a third text gets no name, the two known ones keep theirs.
    expect(name(q('DELETE FROM "Client" WHERE "id" = $1'))).toBe('');
    expect(name(q('SELECT 1'))).toBe(a);
  });

  it('names no transaction control or other utility statement', () => {
    const name = statementNames();
    for (const sql of ['SAVEPOINT s1', 'ROLLBACK TO SAVEPOINT s1', 'BEGIN', 'SET LOCAL statement_timeout = 1000', 'ANALYZE']) expect(name(q(sql))).toBe('');
    expect(name(q('  with x as (select 1) select * from x'))).not.toBe('');
  });
});

describe('prepared statements on the database', () => {
  const CANARY = 'SELECT $1::int + 1 AS "n" -- prepared-statements canary';
  const preparedOn = async (preparedStatements: boolean) => {
    const { url, drop } = await createDatabaseUrl();
    // One connection, so the canary and the look at pg_prepared_statements share a session.
    const db = await openDatabase({ databaseUrl: url, poolMax: 1, preparedStatements });
    try {
      for (let i = 0; i < 3; i++) expect(await db.prisma.$queryRawUnsafe(CANARY, i)).toEqual([{ n: i + 1 }]);
      const rows = await db.prisma.$queryRawUnsafe<{ name: string }[]>('SELECT "name" FROM pg_prepared_statements WHERE "statement" = $1', CANARY);
      return rows.map((r) => r.name);
    } finally {
      await db.close();
      await drop();
    }
  };

  it('parses a query once per connection and reuses it by name', async () => {
    expect(await preparedOn(true)).toEqual([expect.stringMatching(/^spotter_\d+$/)]);
  });

  it('sends every query unnamed with DATABASE_PREPARED_STATEMENTS=false', async () => {
    expect(await preparedOn(false)).toEqual([]);
  });
});

describe('plans kept for a paged list (docs/performance.md, "Plans made on every call")', () => {
  it('has PostgreSQL keep one plan for the notifications page instead of planning it on every call', async () => {
    const { url, drop } = await createDatabaseUrl();
    // One connection: pg_prepared_statements is per session.
    const db = await openDatabase({ databaseUrl: url, poolMax: 1 });
    try {
      const now = new Date('2026-11-29T08:00:00Z');
      const { coachId } = await seedRoster(db.prisma, { clients: 20, now });
      // A coach's feed of a few thousand notifications, as a missed-workout check raises them.
      await db.prisma.notification.createMany({
        data: Array.from({ length: 3000 }, (_, i) => ({
          coachId,
          type: 'MISSED_WORKOUT' as const,
          title: 'Missed workout',
          message: `Client ${i % 20} missed a workout`,
          createdAt: new Date(now.getTime() - i * 60_000),
        })),
      });
      await db.prisma.$executeRawUnsafe('ANALYZE "Notification"');
      for (let i = 0; i < 12; i++) expect((await listNotifications(db.prisma, coachId, { limit: 50 })).items).toHaveLength(50);
      const plans = await db.prisma.$queryRawUnsafe<{ generic: number; custom: number }[]>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE '%with "cut" as%' AND statement NOT LIKE '%pg_prepared_statements%'`,
      );
      // PostgreSQL makes custom plans for a statement's first five calls, then keeps the generic
      // one unless it judged it worse: planning anew would show as a custom plan for every call.
      expect(plans).toEqual([{ generic: 7, custom: 5 }]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
