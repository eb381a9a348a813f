// Texts of the triage roster, the dashboard's Needs attention panel, the rule settings and the
// client tags editor (docs/triage.md).
import type { TriageReason, TriageStatus } from '#shared/triage';

export const T = {
  title: 'Clients needing attention',
  navLabel: 'Roster',
  description: 'Everyone at a glance: adherence, last activity, unread messages and check-ins.',
  loading: 'Loading roster...',
  failed: 'Could not load the roster',
  failedHint: 'Check your connection and try again.',
  empty: 'No clients here',
  emptyHint: 'No client matches these filters.',
  emptyAttention: 'Nobody needs attention',
  emptyAttentionHint: 'Every client is on track by your rule.',
  searchLabel: 'Search clients',
  searchPlaceholder: 'Search by name',
  statusFilters: 'Filter by status',
  tagLabel: 'Tag',
  allTags: 'All tags',
  all: 'All',
  settings: 'Rule settings',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} client${total === 1 ? '' : 's'}`,
  col: {
    name: 'Client',
    status: 'Reasons',
    program: 'Program / plan',
    adherence7: '7-day',
    adherence30: '30-day',
    lastWorkoutAt: 'Last workout',
    lastActivityAt: 'Last activity',
    unreadMessages: 'Unread',
    checkIn: 'Check-in',
  },
  sortBy: (label: string) => `Sort by ${label}`,
  adherenceOf: (done: number, due: number) => `${done} of ${due} due workouts completed`,
  nothingDue: 'Nothing due yet',
  never: 'Never',
  noProgram: 'No program',
  unread: (n: number) => `${n} unread message${n === 1 ? '' : 's'}`,
  onTrack: 'On track',
  // Dashboard panel
  panelTitle: 'Needs attention',
  panelEmpty: 'Nobody needs attention right now.',
  panelFailed: 'Could not load who needs attention.',
  panelRetry: 'Retry',
  panelAll: (n: number) => `See all ${n} in the roster`,
  panelRoster: 'Open the roster',
  // Rule settings
  ruleTitle: 'Needs attention when…',
  ruleSave: 'Save rule',
  ruleCancel: 'Cancel',
  ruleSaved: 'Rule saved',
  ruleFailed: 'Could not save the rule',
  ruleInactive: 'No activity for',
  ruleInactiveUnit: 'days',
  ruleAdherence: '7-day adherence under',
  ruleAdherenceUnit: '%',
  ruleMissed: 'A workout missed since your last message',
  ruleCheckIn: 'A check-in not reviewed',
  ruleDefault: (v: string) => `Default: ${v}`,
  ruleResetDefaults: 'Use the defaults',
  // Tags editor
  tagsTitle: 'Tags',
  tagsHint: 'Labels for filtering the roster, such as “online” or “competition prep”.',
  tagsAdd: 'Add tag',
  tagsInput: 'New tag',
  tagsRemove: (tag: string) => `Remove tag ${tag}`,
  tagsNone: 'No tags yet.',
  tagsSaved: 'Tags saved',
  tagsFailed: 'Could not save the tags',
};

export const STATUS_LABEL: Record<TriageStatus, string> = {
  needs_attention: 'Needs attention',
  on_track: 'On track',
  no_program: 'No program',
  archived: 'Archived',
};

/** Short badge text and the sentence of its tooltip. */
export const REASON_TEXT: Record<TriageReason, { label: string; hint: (days: number) => string }> = {
  NO_ACTIVITY: { label: 'Inactive', hint: (days) => `No activity for ${days} day${days === 1 ? '' : 's'}` },
  LOW_ADHERENCE: { label: 'Low adherence', hint: () => '7-day adherence is under your threshold' },
  MISSED_SINCE_MESSAGE: { label: 'Missed workout', hint: () => 'Missed a workout since your last message' },
  UNREVIEWED_CHECK_IN: { label: 'Check-in to review', hint: () => 'Sent a check-in you have not reviewed' },
};

export const CHECK_IN_LABEL = { UNREVIEWED: 'To review', OVERDUE: 'Overdue', DUE: 'Due today' } as const;
