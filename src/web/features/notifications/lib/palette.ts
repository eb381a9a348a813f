// Each notification type's colour, shared by the Notifications screen and the dashboard's recent
// activity. Apart from the texts, so the dashboard's first screen does not load the screen's texts.
export const TYPE_PALETTE = {
  COMPLETED_WORKOUT: 'green',
  MISSED_WORKOUT: 'red',
  CLIENT_FEEDBACK: 'blue',
  ASSIGNMENT_DUE: 'orange',
  CLIENT_MESSAGE: 'purple',
  PERSONAL_RECORD: 'teal',
  CHECK_IN_SUBMITTED: 'cyan',
  WEBHOOK_DISABLED: 'red',
} as const;
