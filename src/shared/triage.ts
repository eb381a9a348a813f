// The "needs attention" rule of the triage roster (docs/triage.md): a pure function of one
// client's figures and the coach's rule, so the server's roster and the web's settings preview
// judge alike. Days are the CLIENT's local calendar days (docs/time-zones.md).
import { localToday } from './local-today.ts';

export interface TriageRuleSettings {
  /** No activity of any kind for `inactiveDays` of the client's local days. */
  inactiveEnabled: boolean;
  inactiveDays: number;
  /** 7-day adherence under `adherenceBelowPct` %. */
  lowAdherenceEnabled: boolean;
  adherenceBelowPct: number;
  /** A workout missed since the coach's last message to the client. */
  missedSinceMessageEnabled: boolean;
  /** A sent check-in the coach has not reviewed. */
  unreviewedCheckInEnabled: boolean;
}

/** The rule of a coach who never changed it. */
export const DEFAULT_TRIAGE_RULE: TriageRuleSettings = {
  inactiveEnabled: true,
  inactiveDays: 4,
  lowAdherenceEnabled: true,
  adherenceBelowPct: 60,
  missedSinceMessageEnabled: true,
  unreviewedCheckInEnabled: true,
};

export const TRIAGE_INACTIVE_DAYS_MAX = 60;

export const TRIAGE_REASONS = ['NO_ACTIVITY', 'LOW_ADHERENCE', 'MISSED_SINCE_MESSAGE', 'UNREVIEWED_CHECK_IN'] as const;
export type TriageReason = (typeof TRIAGE_REASONS)[number];

export const TRIAGE_STATUSES = ['needs_attention', 'on_track', 'no_program', 'archived'] as const;
export type TriageStatus = (typeof TRIAGE_STATUSES)[number];

/** What the rule reads of one client. */
export interface TriageFacts {
  timeZone: string;
  /** The latest thing the client did (a workout, a food entry, a message, a check-in, a metric…). */
  lastActivityAt: Date | null;
  /** When the client was added: "no activity" counts from here when they never did anything. */
  createdAt: Date;
  /** Completed ÷ due of the last 7 local days, 0–100; null while nothing was due. */
  adherence7: number | null;
  /** Workouts missed (docs/product.md) on or after the local day of the coach's last message. */
  missedSinceCoachMessage: number;
  unreviewedCheckIns: number;
  archived: boolean;
  hasProgram: boolean;
}

const DAY_MS = 86_400_000;

/** Whole local days from the client's last activity (or creation) to their local today. */
export function daysSinceActivity(f: Pick<TriageFacts, 'timeZone' | 'lastActivityAt' | 'createdAt'>, now: Date): number {
  const since = localToday(f.lastActivityAt ?? f.createdAt, f.timeZone);
  return Math.max(0, Math.round((localToday(now, f.timeZone).getTime() - since.getTime()) / DAY_MS));
}

/** Which parts of the rule hold for a client (empty: nothing to act on). */
export function triageReasons(rule: TriageRuleSettings, f: TriageFacts, now: Date): TriageReason[] {
  const reasons: TriageReason[] = [];
  if (rule.inactiveEnabled && daysSinceActivity(f, now) >= rule.inactiveDays) reasons.push('NO_ACTIVITY');
  if (rule.lowAdherenceEnabled && f.adherence7 !== null && f.adherence7 < rule.adherenceBelowPct) reasons.push('LOW_ADHERENCE');
  if (rule.missedSinceMessageEnabled && f.missedSinceCoachMessage > 0) reasons.push('MISSED_SINCE_MESSAGE');
  if (rule.unreviewedCheckInEnabled && f.unreviewedCheckIns > 0) reasons.push('UNREVIEWED_CHECK_IN');
  return reasons;
}

/**
 * The roster status: archived clients are only "archived"; any reason makes "needs attention"
 * (a client without a program can still have an unreviewed check-in); then "no program" when
 * nothing is assigned, else "on track".
 */
export function triageStatus(f: Pick<TriageFacts, 'archived' | 'hasProgram'>, reasons: readonly TriageReason[]): TriageStatus {
  if (f.archived) return 'archived';
  if (reasons.length > 0) return 'needs_attention';
  return f.hasProgram ? 'on_track' : 'no_program';
}

/** Client tags: trimmed, at most 10 of at most 30 characters each. */
export const CLIENT_TAG_MAX_LENGTH = 30;
export const CLIENT_TAGS_MAX = 10;
