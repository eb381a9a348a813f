// Texts of the client app's sign-in dead ends (issue 12, docs/decisions/0006-access-link-recovery.md
// and docs/decisions/0005-coach-preview.md). Screens and tests use these constants.
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import { frameMessages } from './frame-texts.ts';

export const accessMessages = i18n('client/access', {
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
  archivedCoach: args('name')('Contact {name} to continue.'),
  archivedKept: plural('n')({
    one: 'Your {n} change waiting is kept on this phone and will be sent once your coach reopens your account.',
    other: 'Your {n} changes waiting are kept on this phone and will be sent once your coach reopens your account.',
  }),
  archivedReopens: 'The app opens again by itself once your coach reopens your account.',
  // The device runs in another zone than the saved one (issue 31, docs/time-zones.md).
  zoneOffer: args('city')('You seem to be in {city} time. Use it?'),
  zoneOfferBody: args('city')("Your days (today's workout, meal days) are counted in {city} time now."),
  zoneUse: args('city')('Use {city} time'),
  zoneKeep: args('city')('Keep {city} time'),
  zoneFailed: 'Could not change the time zone. Please try again.',
});

/** The frame's and the dead ends' texts in the current language. */
export const useAccessTexts = () => ({ ...useStore(frameMessages), ...useStore(accessMessages) });

/** The English texts, as tests read them. */
export const ACCESS_TEXTS = { ...frameMessages.get(), ...accessMessages.get() };
