// Issue 12: no due workout is hidden. Below today's workout, the other open sessions that are due
// (overdue ones, with their lateness). Days are the client's local days (docs/time-zones.md). The
// list itself (also-due-list.tsx) loads only when there is something to list.
import { lazy, Suspense } from 'react';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { localToday } from '#shared/local-today';
import { latenessLabel } from '#shared/workout-dates';
import { useNow } from '#web/lib/use-now.ts';
import { useSessions, type SessionSummary } from '../hooks/use-sessions.ts';

const AlsoDueList = lazy(() => import('./also-due-list.tsx'));

/** Open sessions due by the local today, other than the one shown, oldest first. */
export function alsoDue(sessions: readonly SessionSummary[], shownId: string, now: Date, timeZone: string): SessionSummary[] {
  const today = localToday(now, timeZone).getTime();
  return sessions.filter((s) => s.id !== shownId && (s.status === 'SCHEDULED' || s.status === 'IN_PROGRESS') && s.scheduledFor.getTime() <= today);
}

export function AlsoDue({ shownId }: { shownId: string }) {
  const sessions = useSessions();
  const now = useNow();
  const timeZone = useTimeZone();
  const due = alsoDue(sessions.data ?? [], shownId, now, timeZone);
  if (due.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlsoDueList due={due.map((session) => ({ session, lateness: latenessLabel(session.scheduledFor, now, timeZone) }))} />
    </Suspense>
  );
}
