// Texts of the triage roster, the dashboard's Needs attention panel, the rule settings and the
// client tags editor (docs/triage.md). English is the source of the translations
// (docs/translations.md): screens read useTriageTexts(), tests T.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import type { TriageReason, TriageStatus } from '#shared/triage';

export const triageMessages = i18n('triage/roster', {
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
  pageOf: plural('total', 'page', 'pages')({ one: 'Page {page} of {pages} · {total} client', other: 'Page {page} of {pages} · {total} clients' }),
  colName: 'Client',
  colStatus: 'Reasons',
  colProgram: 'Program / plan',
  colAdherence7: '7-day',
  colAdherence30: '30-day',
  colLastWorkoutAt: 'Last workout',
  colLastActivityAt: 'Last activity',
  colUnreadMessages: 'Unread',
  colCheckIn: 'Check-in',
  sortBy: args('label')('Sort by {label}'),
  /** The phone's sort picker, which names no column. */
  sortLabel: 'Sort by',
  adherenceOf: args('done', 'due')('{done} of {due} due workouts completed'),
  nothingDue: 'Nothing due yet',
  never: 'Never',
  noProgram: 'No program',
  unread: plural('n')({ one: '{n} unread message', other: '{n} unread messages' }),
  onTrack: 'On track',
  // Statuses, reasons and check-in states.
  statusNeedsAttention: 'Needs attention',
  statusOnTrack: 'On track',
  statusNoProgram: 'No program',
  statusArchived: 'Archived',
  reasonInactive: 'Inactive',
  reasonInactiveHint: plural('days')({ one: 'No activity for {days} day', other: 'No activity for {days} days' }),
  reasonLowAdherence: 'Low adherence',
  reasonLowAdherenceHint: '7-day adherence is under your threshold',
  reasonMissed: 'Missed workout',
  reasonMissedHint: 'Missed a workout since your last message',
  reasonCheckIn: 'Check-in to review',
  reasonCheckInHint: 'Sent a check-in you have not reviewed',
  checkInUnreviewed: 'To review',
  checkInOverdue: 'Overdue',
  checkInDue: 'Due today',
  // Dashboard panel
  panelTitle: 'Needs attention',
  panelEmpty: 'Nobody needs attention right now.',
  panelFailed: 'Could not load who needs attention.',
  panelRetry: 'Retry',
  panelAll: args('n')('See all {n} in the roster'),
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
  ruleDefault: args('value')('Default: {value}'),
  ruleResetDefaults: 'Use the defaults',
  // Tags editor
  tagsTitle: 'Tags',
  tagsHint: 'Labels for filtering the roster, such as “online” or “competition prep”.',
  tagsAdd: 'Add tag',
  tagsInput: 'New tag',
  tagsRemove: args('tag')('Remove tag {tag}'),
  tagsNone: 'No tags yet.',
  tagsSaved: 'Tags saved',
  tagsFailed: 'Could not save the tags',
});

type TriageMessages = ReturnType<typeof triageMessages.get>;

/** The texts the screens read as records or with a choice, composed from the translated pieces. */
const composed = (t: TriageMessages) => ({
  ...t,
  pageOf: (page: number, pages: number, total: number) => t.pageOf(total, page, pages),
  col: {
    name: t.colName,
    status: t.colStatus,
    program: t.colProgram,
    adherence7: t.colAdherence7,
    adherence30: t.colAdherence30,
    lastWorkoutAt: t.colLastWorkoutAt,
    lastActivityAt: t.colLastActivityAt,
    unreadMessages: t.colUnreadMessages,
    checkIn: t.colCheckIn,
  },
  status: { needs_attention: t.statusNeedsAttention, on_track: t.statusOnTrack, no_program: t.statusNoProgram, archived: t.statusArchived } satisfies Record<TriageStatus, string>,
  /** Short badge text and the sentence of its tooltip. */
  reason: {
    NO_ACTIVITY: { label: t.reasonInactive, hint: (days: number) => t.reasonInactiveHint(days) },
    LOW_ADHERENCE: { label: t.reasonLowAdherence, hint: () => t.reasonLowAdherenceHint },
    MISSED_SINCE_MESSAGE: { label: t.reasonMissed, hint: () => t.reasonMissedHint },
    UNREVIEWED_CHECK_IN: { label: t.reasonCheckIn, hint: () => t.reasonCheckInHint },
  } satisfies Record<TriageReason, { label: string; hint: (days: number) => string }>,
  checkIn: { UNREVIEWED: t.checkInUnreviewed, OVERDUE: t.checkInOverdue, DUE: t.checkInDue },
});

export type TriageTexts = ReturnType<typeof composed>;

export const useTriageTexts = () => composed(useStore(triageMessages));

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ composed(/* @__PURE__ */ triageMessages.get());
