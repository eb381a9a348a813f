// Texts of the client app's sign-in dead ends (issue 12, docs/decisions/0006-access-link-recovery.md
// and docs/decisions/0005-coach-preview.md). Screens and tests use these constants.
export const ACCESS_TEXTS = {
  invalidTitle: 'Link not valid',
  invalidBody: 'This link is no longer valid. Ask your coach for a new one.',
  emailMe: 'E-mail me a new link',
  emailLabel: 'Your e-mail address',
  emailHint: 'The address your coach has on file for you.',
  send: 'Send my link',
  sent: 'If your coach has this address on file, your current link is on its way. Check your inbox.',
  failed: 'Could not send the link. Please try again.',
  coachTitle: 'You are signed in as a coach',
  coachBody: "To see a client's app as they do, open the client and choose View as client.",
  openClients: 'Open my clients',
  previewBanner: (name: string) => `Preview of ${name}'s app. Read-only: changes are turned off.`,
  exitPreview: 'Exit preview',
  logoutTitle: 'Log out?',
  logoutBody: 'To open your workouts again you will need the personal link your coach sent you.',
  logoutConfirm: 'Logout',
  stay: 'Stay signed in',
  // An archived client (docs/offline.md, "Archived clients"); the body is the server's message.
  archivedTitle: 'Your access is paused',
  archivedFallback: 'Your coach has paused your access. Contact your coach to continue.',
  archivedCoach: (name: string) => `Contact ${name} to continue.`,
  archivedKept: (n: number) =>
    n === 1
      ? 'Your 1 change waiting is kept on this phone and will be sent once your coach reopens your account.'
      : `Your ${n} changes waiting are kept on this phone and will be sent once your coach reopens your account.`,
  archivedReopens: 'The app opens again by itself once your coach reopens your account.',
} as const;
