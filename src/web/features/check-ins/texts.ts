// Texts of weekly check-ins (docs/check-ins.md): the client's form and list, the Today card, and
// the coach's templates, schedules and review queue. English is the source of the translations
// (docs/translations.md): screens read useCheckInTexts(), tests T.
import { useStore } from '#web/i18n/use-store.ts';
import { args, i18n, plural } from '#web/i18n/i18n.ts';

export const checkInMessages = i18n('check-ins/check-ins', {
  title: 'Check-ins',
  clientDescription: 'Your weekly check-in with your coach. It takes about a minute.',
  loading: 'Loading check-ins...',
  error: 'Failed to load check-ins',
  retry: 'Try again',
  none: 'No check-in is due. Your coach will ask when it is time.',
  dueToday: 'Due today',
  overdue: 'Overdue',
  upcoming: args('date')('Next on {date}'),
  fillIn: 'Fill in',
  todayCard: args('name')('Your check-in “{name}” is due'),
  todayOpen: 'Open check-in',
  recent: 'Sent check-ins',
  noRecent: 'Nothing sent yet.',
  sentOn: args('date')('Sent for {date}'),
  reviewed: 'Reviewed',
  coachReply: 'Coach’s reply',
  view: 'View',
  back: 'Back',
  required: 'Required',
  yes: 'Yes',
  no: 'No',
  scaleLabel: args('n')('{n} of 10'),
  metricLabel: args('name', 'unit')('{name} ({unit})'),
  send: 'Send check-in',
  sending: 'Sending...',
  sent: 'Check-in sent',
  queued: 'Check-in saved. It is sent when you are back online.',
  sendFailed: 'Could not send the check-in',
  draftKept: 'Your answers are kept on this device until you send them.',
  photosTitle: 'Progress photos',
  photosAsked: 'Your coach asks for photos this week.',
  photosAdded: plural('n')({ one: '{n} photo added', other: '{n} photos added' }),
  addPhoto: 'Add photo',
  reminders: 'E-mail me when a check-in is due',
  yourAnswers: 'Your answers',
  noAnswer: '—',
  // Coach
  coachDescription: 'Check-ins your clients sent, the ones overdue and the ones coming up.',
  sectionToReview: 'To review',
  sectionOverdue: 'Overdue',
  sectionUpcoming: 'Upcoming',
  sectionReviewed: 'Reviewed',
  emptyToReview: 'Nothing to review.',
  emptyOverdue: 'No check-in is overdue.',
  emptyUpcoming: 'No check-in is scheduled.',
  emptyReviewed: 'Nothing reviewed yet.',
  loadMore: 'Load more',
  due: args('date')('Due {date}'),
  open: 'Open',
  previous: 'Previous',
  thisWeek: 'This check-in',
  workouts: args('done', 'all')('Workouts that week: {done} of {all} completed'),
  habits: args('done', 'all')('Habits that week: {done} of {all}'),
  habitsNone: 'Habits: not tracked yet',
  noPrevious: 'First check-in: nothing to compare with yet.',
  reply: 'Reply',
  replyPlaceholder: 'Write a reply; it goes to the client’s messages with a link to this check-in.',
  replySend: 'Send reply and mark reviewed',
  replySent: 'Reply sent',
  markReviewed: 'Mark reviewed',
  markedReviewed: 'Marked reviewed',
  close: 'Close',
  templates: 'Templates',
  newTemplate: 'New template',
  editTemplate: 'Edit',
  deleteTemplate: 'Delete',
  deleteConfirm: args('name')('Delete “{name}” and its schedules? Sent check-ins stay.'),
  templateName: 'Name',
  questions: 'Questions',
  addQuestion: 'Add question',
  questionText: 'Question',
  questionType: 'Type',
  options: 'Options (one per line)',
  remove: 'Remove',
  metrics: 'Body metrics to ask',
  askPhotos: 'Ask for progress photos',
  save: 'Save template',
  saved: 'Template saved',
  cancel: 'Cancel',
  assign: 'Assign',
  assignTitle: 'Assign a check-in',
  template: 'Template',
  clients: 'Clients',
  weekday: 'Due on',
  everyWeeks: 'Every',
  weeks: plural('n')({ one: 'week', other: '{n} weeks' }),
  assigned: plural('n')({ one: 'Check-in assigned to {n} client', other: 'Check-in assigned to {n} clients' }),
  schedules: 'Schedules',
  noSchedules: 'No schedules yet.',
  pause: 'Pause',
  resume: 'Resume',
  end: 'End',
  endConfirm: 'End this schedule? It cannot be restarted.',
  statusActive: 'Active',
  statusPaused: 'Paused',
  statusEnded: 'Ended',
  nextDue: args('date')('next {date}'),
  noTemplates: 'No templates yet. Create one to start asking for check-ins.',
});

type CheckInMessages = ReturnType<typeof checkInMessages.get>;

/** The texts the screens read as groups or with a choice, composed from the translated pieces. */
function composed(t: CheckInMessages) {
  return {
    ...t,
    photosAdded: (n: number) => (n === 0 ? t.photosAsked : t.photosAdded(n)),
    sections: { toReview: t.sectionToReview, overdue: t.sectionOverdue, upcoming: t.sectionUpcoming, reviewed: t.sectionReviewed },
    sectionEmpty: { toReview: t.emptyToReview, overdue: t.emptyOverdue, upcoming: t.emptyUpcoming, reviewed: t.emptyReviewed },
    status: { ACTIVE: t.statusActive, PAUSED: t.statusPaused, ENDED: t.statusEnded },
  };
}

export const useCheckInTexts = () => composed(useStore(checkInMessages));

/** The English texts, as tests read them. */
export const T = composed(checkInMessages.get());

export const QUESTION_TYPE_LABELS = {
  SCALE_1_10: 'Scale 1–10',
  NUMBER: 'Number',
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  YES_NO: 'Yes / no',
  SINGLE_CHOICE: 'Single choice',
} as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
