// The iCalendar text of a feed (RFC 5545, docs/calendar-and-csv.md), made by ical-generator with
// the VTIMEZONE components of @touch4it/ical-timezones. A session is
// - an all-day event on its scheduled date while it has not been done: a scheduled date is a
//   calendar day ("Monday's workout is Monday wherever the client is", docs/time-zones.md);
// - a timed event once started or completed, from its start to its end in **its client's** zone
//   (TZID with that zone's VTIMEZONE), so the coach's calendar shows a Tokyo client's 07:00
//   session at the right instant and the client sees 07:00.
// The session id is the event's UID, so a calendar app replaces an event when the session changes.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { Db, Prisma } from '#server/db/client';
import { zoneOrUtc } from '#shared/time-zone';
import { CALENDAR_FEED_FUTURE_DAYS, CALENDAR_FEED_PAST_DAYS } from '#shared/schemas/feeds';
import type { FeedOwner } from './calendar-feeds.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most sessions one feed lists (the newest window of them): a feed is read often. */
export const CALENDAR_FEED_MAX_EVENTS = 5000;
/** A session done without a recorded start lasts this long in the calendar. */
const DEFAULT_MINUTES = 60;

const STATUS_WORDS: Record<string, string> = {
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  SKIPPED: 'Skipped',
  MISSED: 'Missed',
};

// Selected explicitly (docs/conventions.md 8); the row type follows from it.
const feedSelect = {
  id: true,
  name: true,
  planName: true,
  scheduledFor: true,
  startedAt: true,
  completedAt: true,
  status: true,
  duration: true,
  instructions: true,
  exerciseCount: true,
  completedExercises: true,
  updatedAt: true,
  clientId: true,
  client: { select: { firstName: true, lastName: true, user: { select: { timeZone: true } } } },
} satisfies Prisma.WorkoutSessionSelect;

type FeedSession = Prisma.WorkoutSessionGetPayload<{ select: typeof feedSelect }>;

/** The sessions of a feed's window, oldest first (one statement). */
async function feedSessions(db: Db, owner: FeedOwner, now: Date): Promise<FeedSession[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return db.workoutSession.findMany({
    where: {
      coachId: owner.coachId,
      ...(owner.kind === 'client' ? { clientId: owner.clientId } : { client: { archived: false } }),
      scheduledFor: { gte: new Date(today - CALENDAR_FEED_PAST_DAYS * DAY_MS), lte: new Date(today + CALENDAR_FEED_FUTURE_DAYS * DAY_MS) },
    },
    select: feedSelect,
    orderBy: [{ scheduledFor: 'asc' }, { id: 'asc' }],
    take: CALENDAR_FEED_MAX_EVENTS,
  });
}

/** A zone ical-timezones knows (so its VTIMEZONE can be written), else UTC. */
function feedZone(zone: string | null): string | null {
  const z = zoneOrUtc(zone);
  return z !== 'UTC' && getVtimezoneComponent(z) ? z : null;
}

/** When the session happened, if it did: its start and end instants. */
function doneSpan(s: FeedSession): { start: Date; end: Date } | null {
  if (!s.startedAt && !s.completedAt) return null;
  const minutes = (s.duration ?? DEFAULT_MINUTES) * 60_000;
  const start = s.startedAt ?? new Date(s.completedAt!.getTime() - minutes);
  let end = s.completedAt ?? new Date(start.getTime() + minutes);
  if (end.getTime() <= start.getTime()) end = new Date(start.getTime() + minutes);
  return { start, end };
}

const clientName = (s: FeedSession) => [s.client.firstName, s.client.lastName].filter(Boolean).join(' ');

/** The feed of a coach (every client's sessions) or of one client, as iCalendar text. */
export async function calendarFeedText(db: Db, appUrl: string, owner: FeedOwner, now: Date): Promise<string> {
  const sessions = await feedSessions(db, owner, now);
  const forCoach = owner.kind === 'coach';
  const first = sessions[0];
  const calendar = ical({
    name: forCoach ? 'Spotter: client sessions' : `Spotter: ${first ? clientName(first) : 'workouts'}`,
    description: forCoach ? 'Every client’s workout sessions' : 'Workout sessions',
    prodId: { company: 'Spotter', product: 'Spotter', language: 'EN' },
    // No calendar-wide zone (DTSTAMP and all-day dates stay UTC); each timed event names its
    // client's zone, and the generator writes a VTIMEZONE for every zone used.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  const link = (s: FeedSession) => (forCoach ? `${appUrl}/coach/clients/${s.clientId}` : `${appUrl}/app/upcoming`);
  for (const s of sessions) {
    const done = doneSpan(s);
    const zone = feedZone(s.client.user.timeZone);
    const status = STATUS_WORDS[s.status] ?? s.status;
    const title = s.name || s.planName;
    const description = [
      forCoach ? `Client: ${clientName(s)}` : null,
      `Status: ${status}`,
      s.exerciseCount > 0 ? `Exercises: ${s.completedExercises} of ${s.exerciseCount} done` : null,
      s.instructions ? `\n${s.instructions}` : null,
    ]
      .filter((line) => line !== null)
      .join('\n');
    const common = {
      id: `${s.id}@spotter`,
      summary: `${forCoach ? `${clientName(s)}: ` : ''}${title}${s.status === 'SCHEDULED' ? '' : ` (${status.toLowerCase()})`}`,
      description,
      url: link(s),
      stamp: s.updatedAt,
      lastModified: s.updatedAt,
      status: s.status === 'SKIPPED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    if (done) {
      calendar.createEvent({
        ...common,
        start: zone ? new TZDate(done.start.getTime(), zone) : done.start,
        end: zone ? new TZDate(done.end.getTime(), zone) : done.end,
        timezone: zone,
      });
    } else {
      // A calendar day, stored at 00:00 UTC: written as a DATE, free time (it is a to-do, not a meeting).
      calendar.createEvent({
        ...common,
        allDay: true,
        start: s.scheduledFor,
        end: new Date(s.scheduledFor.getTime() + DAY_MS),
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  return calendar.toString();
}
