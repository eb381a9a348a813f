// Check-ins in an import (docs/data-transfer.md, docs/check-ins.md): the coach's templates (listed
// under every client with the same id, so they survive in the file's five sections), and
// each written client's schedules and sent check-ins with the coach's replies. Templates match the
// coach's by name (trimmed, case-insensitive), so importing a file again adds none twice; a
// client's schedules and check-ins come with that client (a skipped client brings none).
import { randomBytes } from 'node:crypto';
import { isBuiltInMetric } from '#shared/body-metrics';
import type { ParsedExportData } from '#shared/schemas/data-transfer';
import type { Db, Prisma } from '#server/db/client';
import { invalid } from '#server/errors';
import { insertRows } from './bulk-insert.ts';

type Tx = Db | Prisma.TransactionClient;
type Client = ParsedExportData['clientsWithData'][number];
const newId = () => `i${randomBytes(15).toString('base64url')}`;
const nameKey = (name: string) => name.trim().toLowerCase();

/** The file's templates, once each (the first listing of an id wins). */
function templatesOf(data: ParsedExportData) {
  const byId = new Map<string, Client['checkInTemplates'][number]>();
  for (const c of data.clientsWithData) for (const t of c.checkInTemplates) if (!byId.has(t.id)) byId.set(t.id, t);
  return [...byId.values()];
}

/** Checks every check-in link of the file before anything is written; new ids for its rows. */
export function planCheckIns(data: ParsedExportData): { checkInTemplateIds: Map<string, string>; checkInScheduleIds: Map<string, string>; checkInIds: Map<string, string> } {
  const checkInTemplateIds = new Map<string, string>();
  const checkInScheduleIds = new Map<string, string>();
  const checkInIds = new Map<string, string>();
  // Every template is listed under each client with the same id: one new id per template.
  for (const t of templatesOf(data)) checkInTemplateIds.set(t.id, newId());
  for (const c of data.clientsWithData) {
    const own = new Set<string>();
    for (const s of c.checkInSchedules) {
      if (checkInScheduleIds.has(s.id)) throw invalid(`The file lists two check-in schedules with the id ${s.id}`);
      if (!checkInTemplateIds.has(s.templateId)) throw invalid(`A check-in schedule of ${c.firstName} uses a template that is not in the file`);
      checkInScheduleIds.set(s.id, newId());
      own.add(s.id);
    }
    const due = new Set<string>();
    for (const k of c.checkIns) {
      if (checkInIds.has(k.id)) throw invalid(`The file lists two check-ins with the id ${k.id}`);
      if (k.scheduleId && !own.has(k.scheduleId)) throw invalid(`A check-in of ${c.firstName} belongs to a schedule that is not in the file`);
      if (k.scheduleId) {
        const key = `${k.scheduleId}\u0000${k.dueDate}`;
        if (due.has(key)) throw invalid(`The file has two check-ins of ${c.firstName} for ${k.dueDate}`);
        due.add(key);
      }
      checkInIds.set(k.id, newId());
    }
  }
  return { checkInTemplateIds, checkInScheduleIds, checkInIds };
}

/** Writes the templates the coach does not have yet, and the clients' schedules and check-ins (set-based). */
export async function importCheckIns(
  tx: Tx,
  coachId: string,
  data: ParsedExportData,
  clients: Client[],
  ids: { clientIds: Map<string, string>; metricDefinitionIds: Map<string, string>; checkInTemplateIds: Map<string, string>; checkInScheduleIds: Map<string, string>; checkInIds: Map<string, string> },
): Promise<void> {
  // A custom metric's key is its definition's id: the file's ids become the written ones.
  const metricKey = (key: string) => (isBuiltInMetric(key) ? key : (ids.metricDefinitionIds.get(key) ?? null));
  const templates = templatesOf(data);
  const existing = templates.length ? await tx.checkInTemplate.findMany({ where: { coachId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }) : [];
  const byName = new Map<string, string>();
  for (const t of existing) if (!byName.has(nameKey(t.name))) byName.set(nameKey(t.name), t.id);
  const fresh = templates.filter((t) => {
    const match = byName.get(nameKey(t.name));
    if (match) ids.checkInTemplateIds.set(t.id, match);
    return !match;
  });
  await insertRows(
    tx,
    'CheckInTemplate',
    fresh.map((t) => ({ id: ids.checkInTemplateIds.get(t.id)!, coachId, name: t.name, questions: t.questions, metrics: t.metrics.flatMap((m) => metricKey(m) ?? []), askPhotos: t.askPhotos })),
  );
  await insertRows(
    tx,
    'CheckInSchedule',
    clients.flatMap((c) =>
      c.checkInSchedules.map((s) => ({
        id: ids.checkInScheduleIds.get(s.id)!,
        coachId,
        clientId: ids.clientIds.get(c.id)!,
        templateId: ids.checkInTemplateIds.get(s.templateId)!,
        weekday: s.weekday,
        everyWeeks: s.everyWeeks,
        firstDue: s.firstDue,
        activeFrom: s.activeFrom,
        status: s.status,
        remindedFor: s.remindedFor ?? null,
      })),
    ),
  );
  await insertRows(
    tx,
    'CheckInSubmission',
    clients.flatMap((c) =>
      c.checkIns.map((k) => ({
        id: ids.checkInIds.get(k.id)!,
        coachId,
        clientId: ids.clientIds.get(c.id)!,
        scheduleId: k.scheduleId ? ids.checkInScheduleIds.get(k.scheduleId)! : null,
        dueDate: k.dueDate,
        templateName: k.templateName,
        questions: k.questions,
        metrics: k.metrics.flatMap((m) => (metricKey(m.metric) ? [{ ...m, metric: metricKey(m.metric)! }] : [])),
        askPhotos: k.askPhotos,
        answers: k.answers,
        metricValues: k.metricValues.flatMap((v) => (metricKey(v.metric) ? [{ ...v, metric: metricKey(v.metric)! }] : [])),
        submittedAt: new Date(k.submittedAt),
        reviewedAt: k.reviewedAt ? new Date(k.reviewedAt) : null,
        coachReply: k.coachReply ?? null,
        coachRepliedAt: k.coachRepliedAt ? new Date(k.coachRepliedAt) : null,
      })),
    ),
  );
}
