// Fitness tests with retests (docs/product.md §2 "Progress", §3, §4, §5). A retest is a new row linked to
// its root by previousTestId; it always links to the root, whichever test of the chain it retests.
import type { AppDeps } from '#server/deps';
import { invalid, notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { assertBelowCap } from '#server/lib/row-caps';
import { addDays } from '#shared/food';
import { localDayStart, localToday, zoneOrUtc } from '#shared/time-zone';
import { FITNESS_PAGE_MAX, MSG_TEST_IN_FUTURE, type FitnessTest, type FitnessTestPage } from '#shared/schemas/fitness';
import type { Db } from '#server/db/client';

const select = { id: true, testName: true, result: true, unit: true, notes: true, testedAt: true, previousTestId: true } as const;

/**
 * A page of the client's tests, oldest first (roots and retests; the screen groups them), and the
 * cursor of the next page when there are more (docs/query-performance.md "Lists that can grow").
 * The cursor is the sort key of the page's last row, so the next page is the same indexed read.
 */
export async function listFitnessTestPage(db: Db, clientId: string, input: { limit?: number; cursor?: string | null } = {}): Promise<FitnessTestPage> {
  const limit = input.limit ?? FITNESS_PAGE_MAX;
  const after = input.cursor ? decodeCursor(input.cursor, ['date', 'date', 'string'] as const) : null;
  const rows = await db.fitnessTest.findMany({
    where: {
      clientId,
      ...(after
        ? {
            OR: [{ testedAt: { gt: after[0] } }, { testedAt: after[0], createdAt: { gt: after[1] } }, { testedAt: after[0], createdAt: after[1], id: { gt: after[2] } }],
          }
        : {}),
    },
    orderBy: [{ testedAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { ...select, createdAt: true },
    take: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => [last.testedAt, last.createdAt, last.id]);
  return { items: page.items.map(({ createdAt: _, ...test }) => test), nextCursor: page.nextCursor };
}

export async function createFitnessTest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'caps'> & { user?: { timeZone?: string | null } | null },
  clientId: string,
  input: { testName?: string; result: string; unit?: string | null; notes?: string | null; testedAt?: Date; previousTestId?: string | null },
): Promise<FitnessTest> {
  const { db } = deps;
  let testName = input.testName?.trim() ?? '';
  let rootId: string | null = null;
  let unit = input.unit?.trim() || null;
  if (input.previousTestId) {
    const previous = await db.fitnessTest.findFirst({
      where: { id: input.previousTestId, clientId },
      select: { id: true, previousTestId: true, previousTest: { select: { testName: true, unit: true } }, testName: true, unit: true },
    });
    if (!previous) throw notFound('Fitness test');
    rootId = previous.previousTestId ?? previous.id;
    const root = previous.previousTest ?? previous;
    testName = root.testName;
    unit ??= root.unit;
  }
  if (!testName) throw invalid('Test name is required');
  if (!input.result.trim()) throw invalid('Result is required');
  // Issue 12: no tests in the future; the client's today is fine (docs/time-zones.md).
  const now = deps.clock.now();
  const timeZone = zoneOrUtc(deps.user?.timeZone);
  if (input.testedAt && input.testedAt >= localDayStart(addDays(localToday(now, timeZone), 1), timeZone)) throw invalid(MSG_TEST_IN_FUTURE);
  await assertBelowCap(deps.caps, 'fitnessTestsPerClient', () => db.fitnessTest.count({ where: { clientId } }));
  return db.fitnessTest.create({
    data: {
      clientId,
      testName,
      result: input.result.trim(),
      unit,
      notes: input.notes?.trim() || null,
      testedAt: input.testedAt ?? now,
      previousTestId: rootId,
    },
    select,
  });
}

/** Deleting a root removes its retests too (the relation cascades). */
export async function deleteFitnessTest(db: Db, clientId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.fitnessTest.deleteMany({ where: { id, clientId } });
  if (count === 0) throw notFound('Fitness test');
  return { ok: true };
}
