// The typed SQL layer (src/server/db/typed-sql.ts, docs/decisions/0018-typed-sql.md): Kysely's
// statements run through the Prisma client, so the statement counter counts them, a Prisma
// transaction holds them, and the write watch that keeps the bearer cache honest sees their writes.
import { describe, expect, it } from 'vitest';
import { bearerCacheOf } from '#server/db/bearer-cache';
import { statementScopes } from '#server/db/statement-counter';
import { compiledOnce, typedSql } from '#server/db/typed-sql';
import { makeClient, makeCoach, setupTestHooks } from '../helpers.ts';

const scopes = statementScopes();
const t = setupTestHooks({ onStatement: scopes.onStatement });

describe('typedSql', () => {
  it('sends one counted statement per query, with the values as parameters', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Robin' });
    const { result, scope } = scopes.run(() => typedSql(t.db).selectFrom('Client').select(['id', 'firstName']).where('coachId', '=', coach.id).execute(), { keep: true });
    expect(await result).toEqual([{ id: client.id, firstName: 'Robin' }]);
    expect(scope.count).toBe(1);
    expect(scope.kept?.[0]?.sql).toBe('select "id", "firstName" from "Client" where "coachId" = $1');
    expect(scope.kept?.[0]?.args).toEqual([coach.id]);
  });

  it('runs inside a Prisma transaction: a rollback undoes a typed write', async () => {
    const coach = await makeCoach(t.db);
    const { client } = await makeClient(t.db, coach.id, { firstName: 'Sam' });
    const renamed = t.db.$transaction(async (tx) => {
      const rows = await typedSql(tx).updateTable('Client').set({ firstName: 'Changed' }).where('id', '=', client.id).returning('firstName').execute();
      expect(rows).toEqual([{ firstName: 'Changed' }]);
      throw new Error('roll back');
    });
    await expect(renamed).rejects.toThrow('roll back');
    expect(await t.db.client.findUniqueOrThrow({ where: { id: client.id }, select: { firstName: true } })).toEqual({ firstName: 'Sam' });
  });

  it('answers how many rows a write without RETURNING changed, in one counted statement', async () => {
    const coach = await makeCoach(t.db);
    await makeClient(t.db, coach.id, { firstName: 'Ann' });
    await makeClient(t.db, coach.id, { firstName: 'Bo' });
    const { result, scope } = scopes.run(() => typedSql(t.db).updateTable('Client').set({ phoneNumber: '555' }).where('coachId', '=', coach.id).executeTakeFirstOrThrow());
    expect((await result).numUpdatedRows).toBe(2n);
    expect(scope.count).toBe(1);
  });

  it("compiledOnce sends one text for every call, with each call's values in their places", async () => {
    const coach = await makeCoach(t.db);
    const { client: robin } = await makeClient(t.db, coach.id, { firstName: 'Robin' });
    const { client: sam } = await makeClient(t.db, coach.id, { firstName: 'Sam' });
    const byName = compiledOnce((k, p: { coachId: string; name: string }) => k.selectFrom('Client').select('id').where('coachId', '=', p.coachId).where('firstName', '=', p.name));
    const first = scopes.run(() => byName(t.db, { coachId: coach.id, name: 'Robin' }), { keep: true });
    const second = scopes.run(() => byName(t.db, { coachId: coach.id, name: 'Sam' }), { keep: true });
    expect(await first.result).toEqual([{ id: robin.id }]);
    expect(await second.result).toEqual([{ id: sam.id }]);
    expect([first.scope.count, second.scope.count]).toEqual([1, 1]);
    expect(second.scope.kept?.[0]?.sql).toBe(first.scope.kept?.[0]?.sql);
    expect(second.scope.kept?.[0]?.args).toEqual([coach.id, 'Sam']);
  });

  it('drops the remembered bearer tokens on a typed write to an auth table', async () => {
    const coach = await makeCoach(t.db);
    const cache = bearerCacheOf<string>(t.db)!;
    cache.set('token-hash', 'someone', cache.mark());
    expect(cache.get('token-hash')).toBe('someone');
    await typedSql(t.db).updateTable('User').set({ bio: 'New bio' }).where('id', '=', coach.id).returning('id').execute();
    expect(cache.get('token-hash')).toBeUndefined();
  });
});
