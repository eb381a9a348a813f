// Per-owner caps on stored rows (docs/reliability.md, "One client cannot slow every tenant"):
// where no real account needs more, a create past the cap answers 403 with a sentence saying
// what to do (not 409, which the offline queue retries as a busy key: a cap stays until rows go),
// so a runaway script or a hostile account cannot grow a list without bound. The values are far
// above real use; tests give small ones through deps (createDeps).
import { forbidden } from '../errors.ts';

export interface RowCaps {
  /** Fitness tests and retests of one client. */
  fitnessTestsPerClient: number;
  /** Clients of one coach, archived ones included. */
  clientsPerCoach: number;
  /** Notes a coach keeps on one client. */
  notesPerClient: number;
  /** A coach's own exercise categories. */
  categoriesPerCoach: number;
  /** A coach's exercises (the starter library included). */
  exercisesPerCoach: number;
  /** A coach's plans. */
  plansPerCoach: number;
  /** A coach's programs. */
  programsPerCoach: number;
  /** Workout sessions of one client, from assignments and one-off sessions. */
  sessionsPerClient: number;
  /** Body-metric values of one client, every metric and day together (docs/body-metrics.md). */
  bodyMetricValuesPerClient: number;
  /** Running (not ended) habits of one client (docs/habits.md). */
  activeHabitsPerClient: number;
  /** Habits of one client, ended ones included. */
  habitsPerClient: number;
  /** Progress photos of one client (docs/progress-photos.md): a few a week for years. */
  progressPhotosPerClient: number;
  /** Check-in schedules of one coach, ended ones included (docs/check-ins.md). */
  checkInSchedulesPerCoach: number;
}

export const DEFAULT_ROW_CAPS: RowCaps = {
  fitnessTestsPerClient: 10_000,
  clientsPerCoach: 2_000,
  notesPerClient: 2_000,
  categoriesPerCoach: 500,
  exercisesPerCoach: 10_000,
  plansPerCoach: 5_000,
  programsPerCoach: 1_000,
  sessionsPerClient: 5_000,
  bodyMetricValuesPerClient: 20_000,
  activeHabitsPerClient: 20,
  habitsPerClient: 500,
  progressPhotosPerClient: 5_000,
  checkInSchedulesPerCoach: 10_000,
};

const n = (cap: number) => cap.toLocaleString('en-US');

export const MSG_ROW_CAP = {
  fitnessTestsPerClient: (cap: number) => `You have reached the limit of ${n(cap)} fitness tests. Delete old tests to log new ones.`,
  clientsPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} clients. Delete clients you no longer coach to add new ones.`,
  notesPerClient: (cap: number) => `This client has reached the limit of ${n(cap)} notes. Delete old notes to add new ones.`,
  categoriesPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} categories. Delete unused categories to add new ones.`,
  exercisesPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} exercises. Delete unused exercises to add new ones.`,
  plansPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} plans. Delete unused plans to add new ones.`,
  programsPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} programs. Delete unused programs to add new ones.`,
  sessionsPerClient: (cap: number) => `This client has reached the limit of ${n(cap)} workout sessions. Delete old assignments to schedule new ones.`,
  bodyMetricValuesPerClient: (cap: number) => `You have reached the limit of ${n(cap)} body-metric values. Delete old values to log new ones.`,
  activeHabitsPerClient: (cap: number) => `A client can have at most ${n(cap)} running habits. End a habit to add a new one.`,
  habitsPerClient: (cap: number) => `A client can have at most ${n(cap)} habits, ended ones included. Delete old habits to add new ones.`,
  progressPhotosPerClient: (cap: number) => `You have reached the limit of ${n(cap)} progress photos. Delete old photos to add new ones.`,
  checkInSchedulesPerCoach: (cap: number) => `You have reached the limit of ${n(cap)} check-in schedules. Delete unused check-in templates to add new ones.`,
} satisfies Record<keyof RowCaps, (cap: number) => string>;

/**
 * Refuses the create when the owner already holds `cap` rows (or would pass it by `adding`).
 * Counted before the insert, so parallel creates may pass the cap by at most their number: a
 * bound, not an exact quota.
 */
export async function assertBelowCap(caps: RowCaps, which: keyof RowCaps, count: () => Promise<number>, adding = 1): Promise<void> {
  const cap = caps[which];
  if ((await count()) + adding > cap) throw forbidden(MSG_ROW_CAP[which](cap));
}
