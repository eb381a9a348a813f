// Habits in an import (docs/data-transfer.md, docs/habits.md): each client's habits and ticked
// days come with that client, so a skipped client (already in the account) brings none and
// importing a file again adds nothing twice. Written set-based like the rest of the import.
import { randomBytes } from 'node:crypto';
import type { ParsedExportData } from '#shared/schemas/data-transfer';
import type { Db, Prisma } from '#server/db/client';
import { insertRows } from './bulk-insert.ts';

type Tx = Db | Prisma.TransactionClient;
type Client = ParsedExportData['clientsWithData'][number];
const newId = () => `i${randomBytes(15).toString('base64url')}`;

export async function importHabits(tx: Tx, coachId: string, clients: Client[], ids: { clientIds: Map<string, string> }, now: Date): Promise<void> {
  const habits = clients.flatMap((c) => c.habits.map((h) => ({ c, h, id: newId() })));
  await insertRows(
    tx,
    'Habit',
    habits.map(({ c, h, id }) => ({
      id,
      clientId: ids.clientIds.get(c.id)!,
      coachId,
      name: h.name,
      target: h.target,
      frequency: h.frequency,
      timesPerWeek: h.timesPerWeek,
      startsOn: h.startsOn,
      endedOn: h.endedOn,
      createdAt: h.createdAt ? new Date(h.createdAt) : now,
    })),
  );
  await insertRows(
    tx,
    'HabitTick',
    habits.flatMap(({ h, id }) => h.ticks.map((date) => ({ id: newId(), habitId: id, date }))),
  );
}
