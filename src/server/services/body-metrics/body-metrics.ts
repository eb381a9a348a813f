// Body metrics (docs/body-metrics.md): weight, body fat, circumferences and the coach's custom
// metrics, one value per metric per client's local day. Every query is filtered by the client
// (and a custom metric by its coach), so another tenant's metric or client is "not found".
import { sql } from 'kysely';
import type { AppDeps } from '#server/deps';
import { invalid, notFound } from '#server/errors';
import { decodeCursor, pageOf } from '#server/lib/keyset-cursor';
import { assertBelowCap } from '#server/lib/row-caps';
import { typedSql } from '#server/db/typed-sql';
import type { Db } from '#server/db/client';
import { BUILT_IN, BUILT_IN_METRICS, isBuiltInMetric, STORED_UNIT, toStored, UNIT_LABEL, type LengthUnit } from '#shared/body-metrics';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import {
  BODY_METRIC_DEFINITIONS_MAX,
  BODY_METRIC_PAGE_MAX,
  MSG_METRIC_IN_FUTURE,
  type BodyMetric,
  type BodyMetricDefinition,
  type BodyMetricEntry,
  type BodyMetricSeries,
  type BodyMetricsOverview,
} from '#shared/schemas/body-metrics';

/** The client whose metrics are read or written: their id and their coach's. */
export interface MetricOwner {
  clientId: string;
  coachId: string;
}

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const dayOf = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The custom metrics a client has: their coach's for all clients, and theirs alone. */
const visibleTo = (owner: MetricOwner) => ({ coachId: owner.coachId, OR: [{ clientId: null }, { clientId: owner.clientId }] });

/** A custom metric the client has, or 404. */
async function findDefinition(db: Db, owner: MetricOwner, id: string) {
  const def = await db.bodyMetricDefinition.findFirst({ where: { id, ...visibleTo(owner) }, select: { id: true, name: true } });
  if (!def) throw notFound('Metric');
  return def;
}

/**
 * Every metric the client has (the built-in ones, then custom ones by name) with its latest value
 * and how many days it was logged on, and the viewer's unit for lengths. Three statements.
 */
export async function bodyMetricsOverview(db: Db, owner: MetricOwner, viewerId: string): Promise<BodyMetricsOverview> {
  const [viewer, defs, stats] = await Promise.all([
    db.user.findUnique({ where: { id: viewerId }, select: { lengthUnit: true } }),
    db.bodyMetricDefinition.findMany({
      where: visibleTo(owner),
      select: { id: true, name: true, unit: true, clientId: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: BODY_METRIC_DEFINITIONS_MAX,
    }),
    typedSql(db)
      .selectFrom('BodyMetricEntry as e')
      .where('e.clientId', '=', owner.clientId)
      .select((eb) => ['e.key', eb.fn.countAll<string>().as('count'), sql<Date>`max(e."day")`.as('lastDay'), sql<number>`(array_agg(e."value" ORDER BY e."day" DESC))[1]`.as('lastValue')])
      .groupBy('e.key')
      .execute(),
  ]);
  const byKey = new Map(stats.map((s) => [s.key, s]));
  const statOf = (key: string) => {
    const s = byKey.get(key);
    return { latest: s ? { date: isoDay(new Date(s.lastDay)), value: Number(s.lastValue) } : null, count: s ? Number(s.count) : 0 };
  };
  const metrics: BodyMetric[] = [
    ...BUILT_IN_METRICS.map((key) => {
      const m = BUILT_IN[key];
      return { metric: key, name: m.name, kind: m.kind, unit: UNIT_LABEL[STORED_UNIT[m.kind]], clientOnly: false, ...statOf(key) };
    }),
    ...defs.map((d) => ({ metric: d.id, name: d.name, kind: 'custom' as const, unit: d.unit, clientOnly: d.clientId !== null, ...statOf(d.id) })),
  ];
  return { lengthUnit: viewer?.lengthUnit ?? 'CM', metrics };
}

/**
 * One metric's values, the newest `limit` (default and most BODY_METRIC_PAGE_MAX, a year of
 * daily values) oldest first; `nextCursor` reads the values before them. One indexed read (two
 * for a custom metric, whose definition is checked first).
 */
export async function bodyMetricSeries(db: Db, owner: MetricOwner, input: { metric: string; limit?: number; cursor?: string | null }): Promise<BodyMetricSeries> {
  if (!isBuiltInMetric(input.metric)) await findDefinition(db, owner, input.metric);
  const limit = input.limit ?? BODY_METRIC_PAGE_MAX;
  const before = input.cursor ? decodeCursor(input.cursor, ['date'] as const)[0] : null;
  const rows = await db.bodyMetricEntry.findMany({
    where: { clientId: owner.clientId, key: input.metric, ...(before ? { day: { lt: before } } : {}) },
    orderBy: { day: 'desc' },
    select: { day: true, value: true },
    take: limit + 1,
  });
  const page = pageOf(rows, limit, (last) => [last.day]);
  return { metric: input.metric, items: page.items.toReversed().map((r) => ({ date: isoDay(r.day), value: r.value })), nextCursor: page.nextCursor };
}

/**
 * Logs a value for a day: a second value for the same metric and day replaces the first. The
 * value arrives checked against its metric's range (the input schema) and is stored in kg or cm.
 */
export async function logBodyMetric(
  deps: Pick<AppDeps, 'db' | 'clock' | 'caps'> & { user?: { timeZone?: string | null } | null },
  owner: MetricOwner,
  input: { metric: string; date: string; value: number; unit?: 'KG' | 'LB' | 'CM' | 'IN' | 'PERCENT' },
): Promise<BodyMetricEntry> {
  const { db } = deps;
  const day = dayOf(input.date);
  if (day > localToday(deps.clock.now(), zoneOrUtc(deps.user?.timeZone))) throw invalid(MSG_METRIC_IN_FUTURE);
  let value = input.value;
  let definitionId: string | null = null;
  if (isBuiltInMetric(input.metric)) {
    value = toStored(input.value, input.unit ?? STORED_UNIT[BUILT_IN[input.metric].kind]);
  } else {
    definitionId = (await findDefinition(db, owner, input.metric)).id;
  }
  // The cap counts the client's values; replacing a day's value is always allowed.
  await assertBelowCap(deps.caps, 'bodyMetricValuesPerClient', async () => {
    const count = await db.bodyMetricEntry.count({ where: { clientId: owner.clientId } });
    if (count < deps.caps.bodyMetricValuesPerClient) return count;
    return (await db.bodyMetricEntry.count({ where: { clientId: owner.clientId, key: input.metric, day } })) > 0 ? 0 : count;
  });
  const row = await db.bodyMetricEntry.upsert({
    where: { clientId_key_day: { clientId: owner.clientId, key: input.metric, day } },
    create: { clientId: owner.clientId, key: input.metric, definitionId, day, value },
    update: { value },
    select: { key: true, day: true, value: true },
  });
  return { metric: row.key, date: isoDay(row.day), value: row.value };
}

/** Removes a day's value; 404 when there is none. */
export async function deleteBodyMetric(db: Db, owner: MetricOwner, metric: string, date: string): Promise<{ ok: true }> {
  const { count } = await db.bodyMetricEntry.deleteMany({ where: { clientId: owner.clientId, key: metric, day: dayOf(date) } });
  if (count === 0) throw notFound('Value');
  return { ok: true };
}

export async function setOwnLengthUnit(db: Db, userId: string, lengthUnit: LengthUnit): Promise<{ lengthUnit: LengthUnit }> {
  await db.user.update({ where: { id: userId }, data: { lengthUnit } });
  return { lengthUnit };
}

// ── The coach's custom metrics ──

export async function listDefinitions(db: Db, coachId: string): Promise<BodyMetricDefinition[]> {
  return db.bodyMetricDefinition.findMany({
    where: { coachId },
    select: { id: true, name: true, unit: true, clientId: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: BODY_METRIC_DEFINITIONS_MAX,
  });
}

export async function createDefinition(db: Db, coachId: string, input: { name: string; unit: string; clientId?: string | null }): Promise<BodyMetricDefinition> {
  if (input.clientId) {
    const own = await db.client.findFirst({ where: { id: input.clientId, coachId }, select: { id: true } });
    if (!own) throw notFound('Client');
  }
  if ((await db.bodyMetricDefinition.count({ where: { coachId } })) >= BODY_METRIC_DEFINITIONS_MAX) {
    throw invalid(`A coach can define at most ${BODY_METRIC_DEFINITIONS_MAX} metrics`);
  }
  return db.bodyMetricDefinition.create({
    data: { coachId, name: input.name, unit: input.unit, clientId: input.clientId ?? null },
    select: { id: true, name: true, unit: true, clientId: true },
  });
}

/** Removes a custom metric and every value logged for it (the relation cascades). */
export async function deleteDefinition(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.bodyMetricDefinition.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Metric');
  return { ok: true };
}
