// Body metrics in an import (docs/data-transfer.md, docs/body-metrics.md): custom metric
// definitions and each client's values. The coach's metrics for all clients (listed under each
// client with the same id) match theirs by name (trimmed, case-insensitive), so importing a file
// again adds none twice; a client's own metrics and values come with that client (a skipped
// client brings none).
import { randomBytes } from 'node:crypto';
import { isBuiltInMetric } from '#shared/body-metrics';
import type { ParsedExportData } from '#shared/schemas/data-transfer';
import type { Db, Prisma } from '#server/db/client';
import { invalid } from '#server/errors';
import { insertRows } from './bulk-insert.ts';

type Tx = Db | Prisma.TransactionClient;
type Client = ParsedExportData['clientsWithData'][number];
type Definition = Client['bodyMetricDefinitions'][number];
const newId = () => `i${randomBytes(15).toString('base64url')}`;
const nameKey = (name: string) => name.trim().toLowerCase();

/** Checks every metric link of the file before anything is written; new ids for its definitions. */
export function planBodyMetrics(data: ParsedExportData): { metricDefinitionIds: Map<string, string> } {
  const metricDefinitionIds = new Map<string, string>();
  const seen = new Map<string, Definition>();
  for (const c of data.clientsWithData) {
    for (const d of c.bodyMetricDefinitions) {
      const before = seen.get(d.id);
      // A metric for all clients is listed under each of them; any other id appears once.
      if (before && !(before.forAllClients && d.forAllClients && before.name === d.name && before.unit === d.unit)) {
        throw invalid(`The file lists two body metrics with the id ${d.id}`);
      }
      seen.set(d.id, d);
      if (!before) metricDefinitionIds.set(d.id, newId());
    }
    const own = new Set(c.bodyMetricDefinitions.map((d) => d.id));
    const days = new Set<string>();
    for (const m of c.bodyMetrics) {
      if (!isBuiltInMetric(m.metric) && !own.has(m.metric)) throw invalid(`A body metric value of ${c.firstName} is of a metric that is not in the file`);
      const day = `${m.metric}\u0000${m.date}`;
      if (days.has(day)) throw invalid(`The file has two values of one body metric on ${m.date} for ${c.firstName}`);
      days.add(day);
    }
  }
  return { metricDefinitionIds };
}

/** Writes the definitions and the values of the clients being written (set-based, docs/data-transfer.md). */
export async function importBodyMetrics(tx: Tx, coachId: string, clients: Client[], ids: { clientIds: Map<string, string>; metricDefinitionIds: Map<string, string> }): Promise<void> {
  const forAll = new Map<string, Definition>();
  for (const c of clients) for (const d of c.bodyMetricDefinitions) if (d.forAllClients) forAll.set(d.id, d);
  const existing = forAll.size ? await tx.bodyMetricDefinition.findMany({ where: { coachId, clientId: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }) : [];
  const byName = new Map<string, string>();
  for (const d of existing) if (!byName.has(nameKey(d.name))) byName.set(nameKey(d.name), d.id);
  const forAllNew = [...forAll.values()].filter((d) => {
    const match = byName.get(nameKey(d.name));
    if (match) ids.metricDefinitionIds.set(d.id, match);
    return !match;
  });
  await insertRows(tx, 'BodyMetricDefinition', [
    ...forAllNew.map((d) => ({ id: ids.metricDefinitionIds.get(d.id)!, coachId, clientId: null, name: d.name, unit: d.unit })),
    ...clients.flatMap((c) =>
      c.bodyMetricDefinitions.filter((d) => !d.forAllClients).map((d) => ({ id: ids.metricDefinitionIds.get(d.id)!, coachId, clientId: ids.clientIds.get(c.id)!, name: d.name, unit: d.unit })),
    ),
  ]);
  await insertRows(
    tx,
    'BodyMetricEntry',
    clients.flatMap((c) =>
      c.bodyMetrics.map((m) => {
        const definitionId = isBuiltInMetric(m.metric) ? null : ids.metricDefinitionIds.get(m.metric)!;
        return { id: newId(), clientId: ids.clientIds.get(c.id)!, key: definitionId ?? m.metric, definitionId, day: m.date, value: m.value };
      }),
    ),
  );
}
