// Daily habits (docs/habits.md, ADR 0021): a coach sets a client habits, daily or N times a week;
// the client ticks the local days they did them. Every query is filtered by the coach or the
// client, so another tenant's habit or client is "not found". Days are the client's local
// calendar dates (their IANA zone, docs/time-zones.md), stored in DATE columns.
import type { AppDeps } from '#server/deps';
import type { Db, Prisma } from '#server/db/client';
import { forbidden, invalid, notFound } from '#server/errors';
import { MSG_ROW_CAP } from '#server/lib/row-caps';
import { addDays, habitAdherence, habitStreak, isActiveOn, isoOfDate, mondayOf, sumAdherence, thisWeekAdherence, type Adherence, type HabitRule } from '#shared/habits';
import {
  HABIT_START_RANGE_DAYS,
  HABIT_STREAK_WINDOW_DAYS,
  MSG_START_RANGE,
  MSG_TICK_IN_FUTURE,
  MSG_TICK_OUTSIDE,
  MSG_TIMES_FOR_DAILY,
  type CreateHabitsInput,
  type Habit,
  type HabitAdherenceOverview,
  type HabitList,
  type HabitStatus,
} from '#shared/schemas/habits';
import { localToday, zoneOrUtc } from '#shared/time-zone';

/** The client whose habits are read or ticked. */
export interface HabitOwner {
  clientId: string;
  coachId: string;
}

const dateOf = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
/** The local today (YYYY-MM-DD) of a user in `timeZone` (null or unknown: UTC). */
export const habitToday = (now: Date, timeZone: string | null | undefined): string => isoOfDate(localToday(now, zoneOrUtc(timeZone)));

const habitSelect = { id: true, clientId: true, name: true, target: true, frequency: true, timesPerWeek: true, startsOn: true, endedOn: true } as const;
type HabitRow = { id: string; clientId: string; name: string; target: string | null; frequency: 'DAILY' | 'WEEKLY'; timesPerWeek: number | null; startsOn: Date; endedOn: Date | null };

const toHabit = (r: HabitRow): Habit => ({ ...r, startsOn: isoOfDate(r.startsOn), endedOn: r.endedOn ? isoOfDate(r.endedOn) : null });

/** Ticks grouped by habit, as YYYY-MM-DD sets. */
function ticksByHabit(rows: { habitId: string; date: Date }[]): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  for (const r of rows) {
    let s = m.get(r.habitId);
    if (!s) m.set(r.habitId, (s = new Set()));
    s.add(isoOfDate(r.date));
  }
  return m;
}

function statusOf(h: Habit, ticks: ReadonlySet<string>, today: string): HabitStatus {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  return {
    ...h,
    tickedToday: ticks.has(today),
    weekTicks: [...ticks].filter((d) => d >= monday && d <= sunday).toSorted(),
    streak: habitStreak(h, ticks, today),
    week: thisWeekAdherence(h, ticks, today),
  };
}

/**
 * A client's habits with today's tick, streak and this week's adherence, as of `today` (the
 * client's local date). `all`: also habits that ended or start later (the coach's view); else
 * only those running today (the client's Today). Two statements: the habits and the ticks of the
 * streak window (HABIT_STREAK_WINDOW_DAYS, which bounds the rows and the longest streak shown).
 */
export async function habitList(db: Db, clientId: string, today: string, all: boolean): Promise<HabitList> {
  const todayDate = dateOf(today);
  const running: Prisma.HabitWhereInput = { startsOn: { lte: todayDate }, OR: [{ endedOn: null }, { endedOn: { gt: todayDate } }] };
  const [habits, ticks] = await Promise.all([
    db.habit.findMany({ where: { clientId, ...(all ? {} : running) }, select: habitSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.habitTick.findMany({
      where: { habit: { clientId, ...(all ? {} : running) }, date: { gte: dateOf(addDays(today, -HABIT_STREAK_WINDOW_DAYS)) } },
      select: { habitId: true, date: true },
    }),
  ]);
  const byHabit = ticksByHabit(ticks);
  const empty = new Set<string>();
  const list = habits.map((r) => statusOf(toHabit(r), byHabit.get(r.id) ?? empty, today));
  // Running habits first, then those starting later, then ended ones (newest end first). Only
  // ending sets endedOn, so a habit with one is ended, also one ended before its start.
  const rank = (h: HabitStatus) => (h.endedOn !== null && (h.endedOn <= today || h.endedOn <= h.startsOn) ? 2 : isActiveOn(h, today) ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.endedOn!.localeCompare(a.endedOn!) : 0));
  return { today, habits: list };
}

/** The client's own habits running today (their Today card). */
export const clientHabits = (deps: Pick<AppDeps, 'db' | 'clock'> & { user?: { timeZone?: string | null } | null }, owner: HabitOwner): Promise<HabitList> =>
  habitList(deps.db, owner.clientId, habitToday(deps.clock.now(), deps.user?.timeZone), false);

/** A client's habits for their coach: every habit, ended ones too; 404 for another coach's client. */
export async function coachClientHabits(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, clientId: string): Promise<HabitList> {
  const row = await deps.db.client.findFirst({ where: { id: clientId, coachId }, select: { user: { select: { timeZone: true } } } });
  if (!row) throw notFound('Client');
  return habitList(deps.db, clientId, habitToday(deps.clock.now(), row.user.timeZone), true);
}

/**
 * One habit for each of the named clients (one or up to HABIT_BULK_CLIENTS_MAX), all in one
 * transaction: another coach's client is a 404, an archived one a 400, a client at a cap a 403,
 * and any refusal writes nothing for anyone. Without `startsOn` each habit starts on its client's
 * local today.
 */
export async function createHabits(deps: Pick<AppDeps, 'db' | 'clock' | 'caps'>, coachId: string, input: CreateHabitsInput): Promise<Habit[]> {
  const { db, caps } = deps;
  const now = deps.clock.now();
  return db.$transaction(
    async (tx) => {
      const clients = await tx.client.findMany({
        where: { id: { in: input.clientIds }, coachId },
        select: { id: true, firstName: true, archived: true, user: { select: { timeZone: true } } },
      });
      if (clients.length !== input.clientIds.length) throw notFound('Client');
      const archived = clients.find((c) => c.archived);
      if (archived) throw invalid(`${archived.firstName} is archived: restore the client to give them habits`);
      const counts = await tx.habit.groupBy({ by: ['clientId'], where: { clientId: { in: input.clientIds } }, _count: { _all: true } });
      const active = await tx.habit.groupBy({ by: ['clientId'], where: { clientId: { in: input.clientIds }, endedOn: null }, _count: { _all: true } });
      const totalOf = new Map(counts.map((c) => [c.clientId, c._count._all]));
      const activeOf = new Map(active.map((c) => [c.clientId, c._count._all]));
      const byId = new Map(clients.map((c) => [c.id, c]));
      const rows = input.clientIds.map((clientId) => {
        const c = byId.get(clientId)!;
        if ((activeOf.get(clientId) ?? 0) + 1 > caps.activeHabitsPerClient) throw forbidden(`${c.firstName}: ${MSG_ROW_CAP.activeHabitsPerClient(caps.activeHabitsPerClient)}`);
        if ((totalOf.get(clientId) ?? 0) + 1 > caps.habitsPerClient) throw forbidden(`${c.firstName}: ${MSG_ROW_CAP.habitsPerClient(caps.habitsPerClient)}`);
        const today = habitToday(now, c.user.timeZone);
        const startsOn = input.startsOn ?? today;
        if (Math.abs(dayDiff(startsOn, today)) > HABIT_START_RANGE_DAYS) throw invalid(MSG_START_RANGE);
        return {
          clientId,
          coachId,
          name: input.name,
          target: input.target ?? null,
          frequency: input.frequency,
          timesPerWeek: input.frequency === 'WEEKLY' ? (input.timesPerWeek ?? null) : null,
          startsOn: dateOf(startsOn),
        };
      });
      const created = await tx.habit.createManyAndReturn({ data: rows, select: habitSelect });
      return created.map(toHabit);
    },
    { timeout: 20_000 },
  );
}

const dayDiff = (a: string, b: string) => Math.round((dateOf(a).getTime() - dateOf(b).getTime()) / 86_400_000);

/** Renames a habit or changes its target or frequency; past ticks stay and count by the new rule. */
export async function updateHabit(db: Db, coachId: string, input: { id: string; name?: string; target?: string | null; frequency?: 'DAILY' | 'WEEKLY'; timesPerWeek?: number | null }): Promise<Habit> {
  const h = await db.habit.findFirst({ where: { id: input.id, coachId }, select: { frequency: true, timesPerWeek: true } });
  if (!h) throw notFound('Habit');
  const frequency = input.frequency ?? h.frequency;
  if (frequency === 'DAILY' && input.timesPerWeek != null) throw invalid(MSG_TIMES_FOR_DAILY);
  const timesPerWeek = frequency === 'DAILY' ? null : (input.timesPerWeek ?? h.timesPerWeek);
  if (frequency === 'WEEKLY' && timesPerWeek === null) throw invalid('A weekly habit needs timesPerWeek (1 to 7)');
  const row = await db.habit.update({
    where: { id: input.id },
    data: { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.target !== undefined ? { target: input.target } : {}), frequency, timesPerWeek },
    select: habitSelect,
  });
  return toHabit(row);
}

/**
 * Ends a habit from the client's local today on: it leaves their Today, its ticks stay and keep
 * counting in past weeks. Ending an ended habit changes nothing.
 */
export async function endHabit(deps: Pick<AppDeps, 'db' | 'clock'>, coachId: string, id: string): Promise<Habit> {
  const { db } = deps;
  const h = await db.habit.findFirst({ where: { id, coachId }, select: { ...habitSelect, client: { select: { user: { select: { timeZone: true } } } } } });
  if (!h) throw notFound('Habit');
  const { client, ...habit } = h;
  if (habit.endedOn) return toHabit(habit);
  const today = habitToday(deps.clock.now(), client.user.timeZone);
  // A habit that has not started yet ends on its start day: it runs on no day.
  const endedOn = dateOf(today < isoOfDate(habit.startsOn) ? isoOfDate(habit.startsOn) : today);
  return toHabit(await db.habit.update({ where: { id }, data: { endedOn }, select: habitSelect }));
}

/** Removes a habit and all its ticks (the relation cascades). */
export async function deleteHabit(db: Db, coachId: string, id: string): Promise<{ ok: true }> {
  const { count } = await db.habit.deleteMany({ where: { id, coachId } });
  if (count === 0) throw notFound('Habit');
  return { ok: true };
}

/**
 * Ticks (on) or unticks a day of the client's habit. Idempotent both ways: ticking a ticked day
 * or unticking an unticked one answers the same, so the offline queue may replay it. A day after
 * the client's local today, or one the habit does not run on, is a 400.
 */
export async function setHabitTick(
  deps: Pick<AppDeps, 'db' | 'clock'> & { user?: { timeZone?: string | null } | null },
  owner: HabitOwner,
  id: string,
  date: string,
  on: boolean,
): Promise<{ habitId: string; date: string; ticked: boolean }> {
  const { db } = deps;
  const h = await db.habit.findFirst({ where: { id, clientId: owner.clientId }, select: { startsOn: true, endedOn: true } });
  if (!h) throw notFound('Habit');
  if (on) {
    if (date > habitToday(deps.clock.now(), deps.user?.timeZone)) throw invalid(MSG_TICK_IN_FUTURE);
    if (!isActiveOn({ startsOn: isoOfDate(h.startsOn), endedOn: h.endedOn ? isoOfDate(h.endedOn) : null }, date)) throw invalid(MSG_TICK_OUTSIDE);
    await db.habitTick.createMany({ data: [{ habitId: id, date: dateOf(date) }], skipDuplicates: true });
  } else {
    await db.habitTick.deleteMany({ where: { habitId: id, date: dateOf(date) } });
  }
  return { habitId: id, date, ticked: on };
}

const ruleOf = (r: Pick<HabitRow, 'frequency' | 'timesPerWeek' | 'startsOn' | 'endedOn'>): HabitRule => ({
  frequency: r.frequency,
  timesPerWeek: r.timesPerWeek,
  startsOn: isoOfDate(r.startsOn),
  endedOn: r.endedOn ? isoOfDate(r.endedOn) : null,
});

/** Habits that run on some day of from..to (inclusive). */
const overlapping = (from: string, to: string): Prisma.HabitWhereInput => ({
  startsOn: { lte: dateOf(to) },
  OR: [{ endedOn: null }, { endedOn: { gt: dateOf(from) } }],
});

/**
 * For the check-in review (docs/habits.md): all of a client's habits over the days from..to
 * (inclusive client-local dates, YYYY-MM-DD or a Date at 00:00 UTC), completed against expected
 * as `habitAdherence` counts them, days after the client's local today not expected yet.
 * Null when no habit of the client runs in the range. Three statements, no ownership check: the
 * caller has checked the client is the coach's.
 */
export async function weekHabitAdherence(
  db: Db,
  args: { clientId: string; from: string | Date; to: string | Date; now?: Date; /** The client's zone when the caller has read it already: one statement fewer. */ timeZone?: string | null },
): Promise<Adherence | null> {
  const from = typeof args.from === 'string' ? args.from : isoOfDate(args.from);
  const to = typeof args.to === 'string' ? args.to : isoOfDate(args.to);
  const known = args.timeZone !== undefined ? { user: { timeZone: args.timeZone } } : undefined;
  const [client, habits, ticks] = await Promise.all([
    known ?? db.client.findUnique({ where: { id: args.clientId }, select: { user: { select: { timeZone: true } } } }),
    db.habit.findMany({ where: { clientId: args.clientId, ...overlapping(from, to) }, select: { id: true, frequency: true, timesPerWeek: true, startsOn: true, endedOn: true } }),
    db.habitTick.findMany({ where: { habit: { clientId: args.clientId, ...overlapping(from, to) }, date: { gte: dateOf(from), lte: dateOf(to) } }, select: { habitId: true, date: true } }),
  ]);
  if (!client || habits.length === 0) return null;
  const today = habitToday(args.now ?? new Date(), client.user.timeZone);
  const byHabit = ticksByHabit(ticks);
  return sumAdherence(habits.map((h) => habitAdherence(ruleOf(h), byHabit.get(h.id) ?? new Set(), from, to, today)));
}

/**
 * The coach's clients with habits in one Monday–Sunday week (the week holding `week`, default the
 * coach's local this week), each with their habits' completed and expected counts; each client's
 * "today" is their own. Clients without habits that week are left out; archived clients too.
 * Two statements, rows bounded by the caps (running habits per client) and 7 days.
 */
export async function habitAdherenceOverview(deps: Pick<AppDeps, 'db' | 'clock'> & { user?: { timeZone?: string | null } | null }, coachId: string, week?: string): Promise<HabitAdherenceOverview> {
  const { db } = deps;
  const now = deps.clock.now();
  const weekStart = mondayOf(week ?? habitToday(now, deps.user?.timeZone));
  const weekEnd = addDays(weekStart, 6);
  const where: Prisma.HabitWhereInput = { coachId, client: { archived: false }, ...overlapping(weekStart, weekEnd) };
  const [habits, ticks] = await Promise.all([
    db.habit.findMany({
      where,
      select: {
        id: true,
        clientId: true,
        frequency: true,
        timesPerWeek: true,
        startsOn: true,
        endedOn: true,
        client: { select: { firstName: true, lastName: true, user: { select: { timeZone: true } } } },
      },
      orderBy: [{ clientId: 'asc' }, { id: 'asc' }],
    }),
    db.habitTick.findMany({ where: { habit: where, date: { gte: dateOf(weekStart), lte: dateOf(weekEnd) } }, select: { habitId: true, date: true } }),
  ]);
  const byHabit = ticksByHabit(ticks);
  const out = new Map<string, HabitAdherenceOverview['clients'][number]>();
  for (const h of habits) {
    const today = habitToday(now, h.client.user.timeZone);
    const a = habitAdherence(ruleOf(h), byHabit.get(h.id) ?? new Set(), weekStart, weekEnd, today);
    const row = out.get(h.clientId) ?? { clientId: h.clientId, firstName: h.client.firstName, lastName: h.client.lastName, habits: 0, completed: 0, expected: 0 };
    row.habits++;
    row.completed += a.completed;
    row.expected += a.expected;
    out.set(h.clientId, row);
  }
  const clients = [...out.values()].toSorted((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.clientId.localeCompare(b.clientId));
  return { weekStart, clients };
}
