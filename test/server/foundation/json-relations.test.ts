// Nested relations read as json instead of jsonb (src/server/db/json-relations.ts): the app's
// answers must be exactly those Prisma gave with jsonb, and only Prisma's relation reads change.
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '#server/db/client';
import { PrismaClient } from '#server/db/generated/client';
import { withJsonRelations } from '#server/db/json-relations';
import { seedRoster } from '#server/seed/roster';
import { listPlanPage, listPlanSummaries } from '#server/services/plans/plans';
import { getProgram, listPrograms } from '#server/services/programs/programs';
import { createDatabaseUrl } from '../helpers.ts';

// The shape of the statement Prisma 7 writes for a list with a nested list and a to-one relation.
const PRISMA_READ = `SELECT "t0"."id", "Plan_exercises"."__prisma_data__" AS "exercises" FROM "public"."Plan" AS "t0" LEFT JOIN LATERAL (SELECT COALESCE(JSONB_AGG("__prisma_data__"), '[]') AS "__prisma_data__" FROM (SELECT JSONB_BUILD_OBJECT('id', "t2"."id", 'exercise', "e"."__prisma_data__") AS "__prisma_data__" FROM "public"."PlanExercise" AS "t2" LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('name', "t5"."name") AS "__prisma_data__" FROM "public"."Exercise" AS "t5" WHERE "t2"."exerciseId" = "t5"."id" LIMIT $1) AS "e" ON true) AS "t4") AS "Plan_exercises" ON true WHERE "t0"."coachId" = $2`;

describe('withJsonRelations', () => {
  it("builds a Prisma relation read's objects and lists as json", () => {
    const sql = withJsonRelations(PRISMA_READ);
    expect(sql).not.toMatch(/jsonb/i);
    expect(sql.match(/JSON_BUILD_OBJECT\(/g)).toHaveLength(2);
    expect(sql.match(/JSON_AGG\(/g)).toHaveLength(1);
    // Nothing else moves.
    expect(sql.replace(/JSON_/g, 'JSONB_')).toBe(PRISMA_READ);
  });

  it("builds a Prisma relation count's object as json", () => {
    const count = `SELECT "t0"."id", JSONB_BUILD_OBJECT('exercises', COALESCE("t1"."n", 0)) AS "_count" FROM "public"."Plan" AS "t0" LEFT JOIN LATERAL (SELECT COUNT(*) AS "n" FROM "public"."PlanExercise" AS "t2" WHERE "t0"."id" = "t2"."planId") AS "t1" ON true`;
    expect(withJsonRelations(count)).toBe(count.replace('JSONB_BUILD_OBJECT(', 'JSON_BUILD_OBJECT('));
  });

  it.each([
    ['a read of ours that is not a Prisma relation read', `SELECT jsonb_build_object('a', 1) AS "x"`],
    ['a statement that also names jsonb otherwise', PRISMA_READ.replace(`'[]'`, `'[]'::jsonb`)],
    ['a statement that compares rows (json has no equality)', PRISMA_READ.replace('SELECT "t0"."id"', 'SELECT DISTINCT "t0"."id"')],
    ['a statement grouping rows', `${PRISMA_READ} GROUP BY "t0"."id"`],
    ['a write', `UPDATE "Plan" SET "name" = $1 RETURNING JSONB_BUILD_OBJECT('id', "id") AS "__prisma_data__"`],
  ])('sends %s as it came', (_what, sql) => {
    expect(withJsonRelations(sql)).toBe(sql);
  });
});

describe('the app database reads nested relations as json, with the same answers', () => {
  let drop: () => Promise<void>;
  let app: Database;
  let plain: Db;
  let coachId: string;
  let programId: string;
  const sent: string[] = [];

  beforeAll(async () => {
    const database = await createDatabaseUrl();
    drop = database.drop;
    app = await openDatabase({ databaseUrl: database.url, poolMax: 2, onStatement: (q: SqlQuery) => void sent.push(q.sql) });
    // Prisma on its own, as it reads relations without this module: jsonb.
    plain = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }) });
    ({ coachId, programId } = await seedRoster(app.prisma, { clients: 3, now: new Date('2026-11-29T08:00:00Z'), plans: 4 }));
  });
  afterAll(async () => {
    await plain?.$disconnect();
    await app?.close();
    await drop?.();
  });

  it.each([
    ['the plans list', (db: Db) => listPlanPage(db, coachId)],
    ['the plan summaries', (db: Db) => listPlanSummaries(db, coachId)],
    ['the programs list', (db: Db) => listPrograms(db, coachId)],
    ['one program', (db: Db) => getProgram(db, coachId, programId)],
  ])('%s', async (_what, read) => {
    sent.length = 0;
    const answer = await read(app.prisma);
    // The statement went out with json, and it was a relation read that had jsonb to replace.
    expect(sent.some((sql) => /JSON_(AGG|BUILD_OBJECT)\(/.test(sql) && !/jsonb/i.test(sql))).toBe(true);
    expect(answer).toEqual(await read(plain));
  });
});
