// Texts of the client app's sign-in dead ends (issue 12, docs/decisions/0006-access-link-recovery.md
// and docs/decisions/0005-coach-preview.md). Screens and tests use these constants.
import { FRAME_TEXTS } from './frame-texts.ts';

export const ACCESS_TEXTS = {
  ...FRAME_TEXTS,
  invalidTitle: 'Link not valid',
  invalidBody: 'This link is no longer valid. Ask your coach for a new one.',
  // No link at all on this device (issue 31): say how to get one, not that one is invalid.
  noLinkTitle: 'Open your personal link',
  noLinkBody: 'Your workouts open from the personal link your coach sent you by e-mail. Open it on this phone, or have it e-mailed to you again.',
  emailMe: 'E-mail me a new link',
  emailLabel: 'Your e-mail address',
  emailHint: 'The address your coach has on file for you.',
  send: 'Send my link',
  sent: 'If your coach has this address on file, your current link is on its way. Check your inbox.',
  failed: 'Could not send the link. Please try again.',
  coachTitle: 'You are signed in as a coach',
  coachBody: "To see a client's app as they do, open the client and choose View as client.",
  openClients: 'Open my clients',
  // An archived client (docs/offline.md, "Archived clients"); the body is the server's message.
  archivedTitle: 'Your access is paused',
  archivedFallback: 'Your coach has paused your access. Contact your coach to continue.',
  archivedCoach: (name: string) => `Contact ${name} to continue.`,
  archivedKept: (n: number) =>
    n === 1
      ? 'Your 1 change waiting is kept on this phone and will be sent once your coach reopens your account.'
      : `Your ${n} changes waiting are kept on this phone and will be sent once your coach reopens your account.`,
  archivedReopens: 'The app opens again by itself once your coach reopens your account.',
  // The device runs in another zone than the saved one (issue 31, docs/time-zones.md).
  zoneOffer: (city: string) => `You seem to be in ${city} time. Use it?`,
  zoneOfferBody: (city: string) => `Your days (today's workout, meal days) are counted in ${city} time now.`,
  zoneUse: (city: string) => `Use ${city} time`,
  zoneKeep: (city: string) => `Keep ${city} time`,
  zoneFailed: 'Could not change the time zone. Please try again.',
} as const;
