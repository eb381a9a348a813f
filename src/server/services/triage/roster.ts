// The triage roster (docs/triage.md): every client of a coach with the figures that say who needs
// attention, judged by the coach's rule (src/shared/triage.ts). One statement reads the figures of
// every client, each along its own index (lateral subqueries, LIMIT 1 or a bounded window), plus
// one for the rule and one for the tags in use: three whatever the roster. The status depends on
// the rule and on check-in due dates computed in the client's zone, so filtering by status,
// sorting and paging happen here, over at most a few thousand small rows.
import { sql } from 'kysely';
import type { Db } from '#server/db/client';
import { shareRead } from '#server/db/shared-reads';
import { columnsOf, typedSql } from '#server/db/typed-sql';
import { adherenceOf, MISSED_AFTER_DAYS } from '#shared/stats';
import { localToday, zoneOrUtc } from '#shared/time-zone';
import { dateOf, dueState } from '#shared/check-in-dates';
import { daysSinceActivity, triageReasons, triageStatus, TRIAGE_STATUSES, type TriageStatus } from '#shared/triage';
import { ROSTER_PAGE_DEFAULT, type RosterInput, type RosterPage, type RosterRow } from '#shared/schemas/triage';
import { clientToday } from '../workouts/zone-sql.ts';
import { readTriageRule } from './rule.ts';

/** The adherence windows, in the client's local days before their today. */
export const SHORT_WINDOW_DAYS = 7;
export const LONG_WINDOW_DAYS = 30;

interface ScheduleJson {
  firstDue: string;
  activeFrom: string;
  everyWeeks: number;
  lastAnswered: string | null;
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// The tables' columns inside the `sql` templates below: a renamed or dropped column fails the
// typecheck (docs/decisions/0018-typed-sql.md). The derived columns (d, w, lcm) are this
// statement's own names.
const clientCol = columnsOf('Client', 'c');
const userCol = columnsOf('User', 'u');
const coachMsgCol = columnsOf('Message', 'cm');
const sessionCol = columnsOf('WorkoutSession', 's');
const assignmentCol = columnsOf('Assignment', 'a');
const lastWorkoutCol = columnsOf('WorkoutSession', 'lw');
const foodCol = columnsOf('FoodEntry', 'f');
const sentCol = columnsOf('CheckInSubmission', 'ci');
const metricCol = columnsOf('BodyMetricEntry', 'b');
const photoCol = columnsOf('ProgressPhoto', 'p');
const testCol = columnsOf('FitnessTest', 'ft');
const scheduleCol = columnsOf('CheckInSchedule', 'sc');
const answeredCol = columnsOf('CheckInSubmission', 'a2');

async function readFigures(db: Db, coachId: string, now: Date, o: { tag?: string; search?: string }) {
  const k = typedSql(db);
  return (
    k
      .selectFrom('Client as c')
      .innerJoin('User as u', 'u.id', 'c.userId')
      // The client's local today and the windows from it, computed once per client (OFFSET 0 keeps
      // PostgreSQL from inlining the zone conversion into every use; services/workouts/session-aggregates.ts).
      .crossJoinLateral(
        sql<{ today: Date; from7: Date; from30: Date; missedCutoff: Date }>`(
        SELECT t."today",
          t."today" - make_interval(days => ${sql.lit(SHORT_WINDOW_DAYS)}) AS "from7",
          t."today" - make_interval(days => ${sql.lit(LONG_WINDOW_DAYS)}) AS "from30",
          t."today" - make_interval(days => ${sql.lit(MISSED_AFTER_DAYS)}) AS "missedCutoff"
        FROM (SELECT ${clientToday(now)} AS "today" OFFSET 0) t
      )`.as('d'),
      )
      // The coach's last message, on the client's local day it was sent.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('Message as cm')
            .select(['cm.createdAt', sql<Date>`date_trunc('day', (${coachMsgCol('createdAt')} AT TIME ZONE 'UTC') AT TIME ZONE COALESCE(${userCol('timeZone')}, 'UTC'))`.as('day')])
            .whereRef('cm.clientId', '=', 'c.id')
            .where('cm.sender', '=', sql.lit('COACH' as const))
            .orderBy('cm.createdAt', 'desc')
            .limit(sql.lit(1))
            .as('lcm'),
        (j) => j.onTrue(),
      )
      // The sessions of the last 30 local days before today (WorkoutSession(clientId, scheduledFor)).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('WorkoutSession as s')
            .select([
              sql<number>`count(*) FILTER (WHERE ${sessionCol('scheduledFor')} >= d."from7")::int`.as('due7'),
              sql<number>`count(*) FILTER (WHERE ${sessionCol('scheduledFor')} >= d."from7" AND ${sessionCol('status')} = 'COMPLETED')::int`.as('completed7'),
              sql<number>`count(*)::int`.as('due30'),
              sql<number>`count(*) FILTER (WHERE ${sessionCol('status')} = 'COMPLETED')::int`.as('completed30'),
              // Missed as docs/product.md has it: marked missed, or still open past the missed cutoff.
              sql<number>`count(*) FILTER (WHERE (${sessionCol('status')} = 'MISSED' OR (${sessionCol('status')} IN ('SCHEDULED', 'IN_PROGRESS') AND ${sessionCol('scheduledFor')} < d."missedCutoff"))
              AND (lcm."day" IS NULL OR ${sessionCol('scheduledFor')} >= lcm."day"))::int`.as('missedSinceMessage'),
              sql<Date | null>`max(${sessionCol('startedAt')})`.as('lastStarted'),
            ])
            .whereRef('s.clientId', '=', 'c.id')
            .where(sql<boolean>`${sessionCol('scheduledFor')} >= d."from30" AND ${sessionCol('scheduledFor')} < d."today"`)
            .as('w'),
        (j) => j.onTrue(),
      )
      // The current assignment: the latest that has started, else the next to start (services/dashboard/feeds.ts).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('Assignment as a')
            .select(['a.contentName'])
            .whereRef('a.clientId', '=', 'c.id')
            .where('a.status', 'in', [sql.lit('ASSIGNED' as const), sql.lit('IN_PROGRESS' as const)])
            .orderBy(sql`${assignmentCol('startDate')} <= d."today"`, 'desc')
            .orderBy(sql`CASE WHEN ${assignmentCol('startDate')} <= d."today" THEN ${assignmentCol('startDate')} END`, (ob) => ob.desc().nullsLast())
            .orderBy('a.startDate', 'asc')
            .limit(sql.lit(1))
            .as('cur'),
        (j) => j.onTrue(),
      )
      // The last completed workout (WorkoutSession(clientId, completedAt)).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('WorkoutSession as lw')
            .select(sql<Date | null>`max(${lastWorkoutCol('completedAt')})`.as('at'))
            .whereRef('lw.clientId', '=', 'c.id')
            .as('lw'),
        (j) => j.onTrue(),
      )
      .select((eb) => [
        'c.id',
        'c.firstName',
        'c.lastName',
        'c.tags',
        'c.archived',
        'c.createdAt',
        'u.timeZone',
        'cur.contentName as program',
        sql<number>`COALESCE(w."due7", 0)`.as('due7'),
        sql<number>`COALESCE(w."completed7", 0)`.as('completed7'),
        sql<number>`COALESCE(w."due30", 0)`.as('due30'),
        sql<number>`COALESCE(w."completed30", 0)`.as('completed30'),
        sql<number>`COALESCE(w."missedSinceMessage", 0)`.as('missedSinceMessage'),
        'lw.at as lastWorkoutAt',
        // Each "latest" reads a few rows of the client along an index.
        sql<Date | null>`GREATEST(
        w."lastStarted",
        lw."at",
        ${eb
          .selectFrom('FoodEntry as f')
          .select(sql`max(${foodCol('loggedAt')})`.as('at'))
          .whereRef('f.clientId', '=', 'c.id')
          .where('f.loggedAt', '<=', now)},
        ${eb
          .selectFrom('Message as m')
          .select('m.createdAt')
          .whereRef('m.clientId', '=', 'c.id')
          .where('m.sender', '=', sql.lit('CLIENT' as const))
          .orderBy('m.createdAt', 'desc')
          .limit(sql.lit(1))},
        ${eb
          .selectFrom('CheckInSubmission as ci')
          .select(sql`max(${sentCol('submittedAt')})`.as('at'))
          .whereRef('ci.clientId', '=', 'c.id')},
        ${eb
          .selectFrom('BodyMetricEntry as b')
          .select(sql`max(${metricCol('updatedAt')})`.as('at'))
          .whereRef('b.clientId', '=', 'c.id')},
        ${eb
          .selectFrom('ProgressPhoto as p')
          .select(sql`max(${photoCol('createdAt')})`.as('at'))
          .whereRef('p.clientId', '=', 'c.id')},
        ${eb
          .selectFrom('FitnessTest as ft')
          .select(sql`max(${testCol('createdAt')})`.as('at'))
          .whereRef('ft.clientId', '=', 'c.id')},
        ${eb
          .selectFrom('Habit as h')
          .crossJoinLateral((lb) => lb.selectFrom('HabitTick as ht').select('ht.createdAt').whereRef('ht.habitId', '=', 'h.id').orderBy('ht.date', 'desc').limit(sql.lit(1)).as('lt'))
          .select((hb) => hb.fn.max('lt.createdAt').as('at'))
          .whereRef('h.clientId', '=', 'c.id')}
      )`.as('lastActivityAt'),
        eb
          .selectFrom('Message as um')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('um.clientId', '=', 'c.id')
          .where('um.coachId', '=', coachId)
          .where('um.sender', '=', sql.lit('CLIENT' as const))
          .where('um.readAt', 'is', null)
          .as('unreadMessages'),
        eb
          .selectFrom('CheckInSubmission as rv')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('rv.clientId', '=', 'c.id')
          .where('rv.coachId', '=', coachId)
          .where('rv.reviewedAt', 'is', null)
          .as('unreviewedCheckIns'),
        // Active check-in schedules with their latest answered due date: DUE / OVERDUE is computed
        // from them in the client's zone by the same function as the check-in screens.
        eb
          .selectFrom('CheckInSchedule as sc')
          .select((seb) =>
            sql<ScheduleJson[] | null>`json_agg(json_build_object(
          'firstDue', ${scheduleCol('firstDue')}, 'activeFrom', ${scheduleCol('activeFrom')}, 'everyWeeks', ${scheduleCol('everyWeeks')},
          'lastAnswered', ${seb
            .selectFrom('CheckInSubmission as a2')
            .select(sql`max(${answeredCol('dueDate')})`.as('at'))
            .whereRef('a2.scheduleId', '=', 'sc.id')}))`.as('j'),
          )
          .whereRef('sc.clientId', '=', 'c.id')
          .where('sc.status', '=', sql.lit('ACTIVE' as const))
          .as('schedules'),
      ])
      .where('c.coachId', '=', coachId)
      .$if(o.tag !== undefined, (q) => q.where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(${clientCol('tags')}) tg WHERE lower(tg) = lower(${o.tag!}))`))
      .$if(!!o.search, (q) => q.where(sql<boolean>`(${clientCol('firstName')} || ' ' || ${clientCol('lastName')}) ILIKE ${`%${likeEscaped(o.search!)}%`}`))
      .execute()
  );
}

/** Every tag the coach uses, A–Z (one statement). */
async function tagsInUse(db: Db, coachId: string): Promise<string[]> {
  const rows = await typedSql(db)
    .selectFrom((eb) =>
      eb
        .selectFrom('Client as c')
        .distinct()
        .select(sql<string>`unnest(${clientCol('tags')})`.as('tag'))
        .where('c.coachId', '=', coachId)
        .as('t'),
    )
    .select('t.tag')
    .orderBy((ob) => ob.fn('lower', ['t.tag']))
    .execute();
  return rows.map((r) => r.tag);
}

const STATUS_ORDER: Record<TriageStatus, number> = { needs_attention: 0, no_program: 1, on_track: 2, archived: 3 };
const CHECK_IN_ORDER = { UNREVIEWED: 0, OVERDUE: 1, DUE: 2 } as const;

type Comparable = string | number | null;
const byName = (a: RosterRow, b: RosterRow) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** The value a column sorts by; null sorts last in either direction. */
function sortValue(r: RosterRow, sort: Exclude<NonNullable<RosterInput['sort']>, 'attention' | 'name'>): Comparable {
  switch (sort) {
    case 'program':
      return r.program?.toLowerCase() ?? null;
    case 'adherence7':
      return r.adherence7;
    case 'adherence30':
      return r.adherence30;
    case 'lastWorkoutAt':
      return r.lastWorkoutAt?.getTime() ?? null;
    case 'lastActivityAt':
      return r.lastActivityAt?.getTime() ?? null;
    case 'unreadMessages':
      return r.unreadMessages;
    case 'checkIn':
      return r.checkIn === null ? null : CHECK_IN_ORDER[r.checkIn];
  }
}

function compareRows(sort: NonNullable<RosterInput['sort']>, desc: boolean) {
  const dir = desc ? -1 : 1;
  if (sort === 'name') return (a: RosterRow, b: RosterRow) => dir * byName(a, b);
  if (sort === 'attention') {
    // Most to act on first: the status, then more reasons, then the longest silence.
    return (a: RosterRow, b: RosterRow) => dir * (STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.reasons.length - a.reasons.length || b.daysSinceActivity - a.daysSinceActivity) || byName(a, b);
  }
  return (a: RosterRow, b: RosterRow) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return dir * (x < y ? -1 : 1) || byName(a, b);
  };
}

/** Every client matching the filter with their figures and status (two statements). */
async function rosterRows(db: Db, coachId: string, now: Date, filter: { tag?: string; search?: string }): Promise<RosterRow[]> {
  const [rule, rows] = await Promise.all([readTriageRule(db, coachId), readFigures(db, coachId, now, filter)]);
  return rows.map((r) => {
    const timeZone = zoneOrUtc(r.timeZone);
    const today = localToday(now, timeZone);
    const adherence7 = adherenceOf(r.completed7, r.due7);
    let checkIn: RosterRow['checkIn'] = (r.unreviewedCheckIns ?? 0) > 0 ? 'UNREVIEWED' : null;
    for (const s of r.schedules ?? []) {
      if (checkIn !== null) break;
      const state = dueState({ firstDue: dateOf(s.firstDue), activeFrom: dateOf(s.activeFrom), everyWeeks: s.everyWeeks }, today, s.lastAnswered ? dateOf(s.lastAnswered) : null).state;
      if (state !== 'UPCOMING') checkIn = state;
    }
    const lastActivityAt = r.lastActivityAt ? new Date(r.lastActivityAt) : null;
    const facts = {
      timeZone,
      lastActivityAt,
      createdAt: r.createdAt,
      adherence7,
      missedSinceCoachMessage: r.missedSinceMessage,
      unreviewedCheckIns: r.unreviewedCheckIns ?? 0,
      archived: r.archived,
      hasProgram: r.program !== null,
    };
    const reasons = r.archived ? [] : triageReasons(rule, facts, now);
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      tags: r.tags,
      status: triageStatus(facts, reasons),
      reasons,
      program: r.program,
      adherence7,
      adherence30: adherenceOf(r.completed30, r.due30),
      due7: r.due7,
      completed7: r.completed7,
      due30: r.due30,
      completed30: r.completed30,
      lastWorkoutAt: r.lastWorkoutAt ? new Date(r.lastWorkoutAt) : null,
      lastActivityAt,
      daysSinceActivity: daysSinceActivity(facts, now),
      unreadMessages: r.unreadMessages ?? 0,
      unreviewedCheckIns: r.unreviewedCheckIns ?? 0,
      checkIn,
      missedSinceCoachMessage: r.missedSinceMessage,
    };
  });
}

/** Every client, archived too, A–Z by name: the roster's CSV download (docs/calendar-and-csv.md). */
export async function fullRoster(db: Db, coachId: string, now: Date): Promise<RosterRow[]> {
  return (await rosterRows(db, coachId, now, {})).toSorted(byName);
}

export async function clientRoster(db: Db, coachId: string, now: Date, input: RosterInput): Promise<RosterPage> {
  // The dashboard and the Clients screen ask together and again on every focus: concurrent reads
  // of one coach and filter share the statements, and each sorts and pages the rows itself
  // (docs/decisions/0015-shared-reads.md). The shared rows are never changed here.
  const key = `client-roster\0${coachId}\0${input.tag ?? ''}\0${input.search ?? ''}`;
  const [all, tags] = await shareRead(db, key, () => Promise.all([rosterRows(db, coachId, now, { tag: input.tag, search: input.search }), tagsInUse(db, coachId)]));
  const counts = Object.fromEntries(TRIAGE_STATUSES.map((s) => [s, 0])) as RosterPage['counts'];
  for (const r of all) counts[r.status] += 1;
  const matching = all.filter((r) => (input.status ? r.status === input.status : r.status !== 'archived'));
  const sort = input.sort ?? 'attention';
  matching.sort(compareRows(sort, input.order === 'desc'));
  const pageSize = input.pageSize ?? ROSTER_PAGE_DEFAULT;
  const page = input.page ?? 1;
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize, counts, tags };
}
