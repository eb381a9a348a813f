// A year of each client's training before the bench's program, written as it happened through
// the export/import path (docs/performance.md, issue 39 item 3). The API records a session only
// as "today"; an export file carries past sessions with their dates, results and sets, as a coach
// moving from another platform would bring them. So the bench's clients are created by importing
// a file (POST /api/import-data, a few clients per call) that holds the coach's own library, read
// back with GET /api/export-data so every plan and exercise matches by name, and each client's
// history: three workouts a week of the coach's plans, each exercise with three logged sets whose
// load climbs over the year, about one in ten skipped or missed.

type Json = Record<string, unknown>;
type Api = (method: string, path: string, token?: string, body?: unknown) => Promise<Json>;

/** Weeks of history before the program's start: with the program's 6 past weeks, a year. */
export const HISTORY_WEEKS = 46;
/** Days of the week (Monday 0) with a workout in the history. */
const HISTORY_DAYS = [0, 2, 4];
/** Clients per import call: keeps each file to a few megabytes. */
const CLIENTS_PER_IMPORT = 10;

interface ExportPlan {
  id: string;
  name: string;
  columnConfig?: Json;
  exercises: { exerciseId: string; orderIndex: number; columnData?: Json }[];
}
interface ExportFile {
  exercises: { id: string; name: string }[];
  plansWithExercises: ExportPlan[];
  programsWithPlans: unknown[];
  clientsWithData: unknown[];
  exportedBy: Json;
}

const DAY_MS = 86_400_000;

function workout(client: number, k: number, plan: ExportPlan, names: Map<string, string>, at: Date) {
  // Mostly done; a skipped and a missed one now and then, as real training goes.
  const status = (client + k) % 17 === 0 ? 'MISSED' : (client + k) % 11 === 0 ? 'SKIPPED' : 'COMPLETED';
  const done = status === 'COMPLETED';
  const started = new Date(at.getTime() + 17 * 3_600_000);
  const finished = new Date(started.getTime() + 50 * 60_000);
  return {
    id: `history-${client}-${k}`,
    planId: plan.id,
    name: plan.name,
    planName: plan.name,
    scheduledFor: at.toISOString(),
    startedAt: done ? started.toISOString() : null,
    completedAt: done ? finished.toISOString() : null,
    status,
    columnConfig: plan.columnConfig,
    clientFeedback: done && k % 4 === 0 ? 'Felt good' : null,
    rating: done ? (k % 5) + 1 : null,
    exercises: plan.exercises.map((pe) => {
      const load = 20 + Math.floor(k / 6) * 2.5 + pe.orderIndex * 5;
      const sets = done
        ? Array.from({ length: 3 }, (_, s) => ({
            reps: 10 - s,
            load,
            loadUnit: 'KG',
            rpe: 7 + s * 0.5,
            done: true,
            completedAt: new Date(started.getTime() + (pe.orderIndex * 3 + s) * 4 * 60_000).toISOString(),
          }))
        : [];
      return {
        exerciseId: pe.exerciseId,
        name: names.get(pe.exerciseId) ?? 'Exercise',
        orderIndex: pe.orderIndex,
        completed: done,
        columnData: pe.columnData,
        result: done ? { result: `3 sets, top ${load} kg`, completed: true, fromSets: true } : null,
        sets,
      };
    }),
  };
}

/**
 * Imports `count` clients named "Client <n>" with `weeks` of history ending at `before`, and
 * answers their ids by n, and the sessions imported.
 */
export async function importClientsWithHistory(api: Api, coach: string, count: number, before: Date, weeks = HISTORY_WEEKS): Promise<{ ids: string[]; sessions: number }> {
  const file = (await api('GET', '/export-data', coach)) as unknown as ExportFile;
  const names = new Map(file.exercises.map((e) => [e.id, e.name]));
  const plans = file.plansWithExercises;
  if (plans.length === 0) throw new Error('import history: the coach has no plans yet');
  const first = new Date(before.getTime() - weeks * 7 * DAY_MS);
  let sessions = 0;
  for (let from = 0; from < count; from += CLIENTS_PER_IMPORT) {
    const clients = [];
    for (let c = from; c < Math.min(count, from + CLIENTS_PER_IMPORT); c++) {
      const workoutHistory: ReturnType<typeof workout>[] = [];
      for (let week = 0; week < weeks; week++) {
        for (const dayOfWeek of HISTORY_DAYS) {
          const k = workoutHistory.length;
          workoutHistory.push(workout(c, k, plans[k % plans.length]!, names, new Date(first.getTime() + (week * 7 + dayOfWeek) * DAY_MS)));
        }
      }
      sessions += workoutHistory.length;
      clients.push({ id: `client-${c}`, firstName: 'Client', lastName: String(c), workoutHistory });
    }
    // The library in the file is the coach's own: "skip existing" keeps it and links the history to it.
    await api('POST', '/import-data', coach, { data: { ...file, clientsWithData: clients } });
  }
  const listed = (await api('GET', '/clients', coach)) as unknown as { id: string; lastName: string }[];
  const byNumber = new Map(listed.map((c) => [c.lastName, c.id]));
  const ids = Array.from({ length: count }, (_, c) => {
    const id = byNumber.get(String(c));
    if (!id) throw new Error(`import history: client ${c} was not imported`);
    return id;
  });
  return { ids, sessions };
}
