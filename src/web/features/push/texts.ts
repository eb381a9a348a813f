// Texts of push notifications' settings (docs/push.md), in both apps. English is the source of the
// translations (docs/translations.md).
import { args, i18n, useStore } from '#web/i18n/i18n.ts';
import type { PushEvent } from '#shared/schemas/push';

export const settingsMessages = i18n('push/settings', {
  title: 'Notifications',
  hint: 'Get a notification on this device when something needs you, even when Spotter is closed.',
  notifyMe: 'Notify me on this device',
  turnedOn: 'Notifications are on for this device',
  turnedOff: 'Notifications are off for this device',
  failed: 'Notifications could not be turned on',
  unsupported: 'This browser cannot show notifications from websites.',
  iosInstall: 'On iPhone and iPad, notifications work once Spotter is on your Home Screen: tap the Share button, choose “Add to Home Screen”, then open Spotter from there and turn this on.',
  denied: 'Notifications are blocked for Spotter in this browser. Allow them in the browser’s site settings, then turn this on again.',
  noServiceWorker: 'Spotter is still getting ready for offline use. Try again in a moment.',
  subscribeFailed: args('why')('This browser could not register for notifications ({why}).'),
  events: 'Notify me about',
  // The events a user can turn on or off (PushEvent).
  eventCoachMessage: 'Messages from my coach',
  eventFeedbackReply: 'Replies to my workout feedback',
  eventWorkoutReminder: 'Workout reminder',
  eventCheckInDue: 'Check-in due',
  eventClientMessage: 'Client messages',
  eventClientFeedback: 'Workout feedback',
  eventCheckInSubmitted: 'Submitted check-ins',
  eventDailySummary: 'A summary of my clients’ day, at 07:00',
  fullText: 'Show message text on the lock screen',
  fullTextHint: 'Off: “New message from your coach” only, so nobody glancing at your screen reads it.',
  fullTextHintCoach: 'Off: “New message from a client” only, without the client’s name or words.',
  quiet: 'Quiet hours',
  quietHint: args('zone')('Nothing is sent between these times ({zone}). Same time twice: no quiet hours.'),
  quietFrom: 'From',
  quietTo: 'To',
  save: 'Save',
  saved: 'Notification settings saved',
  saveFailed: 'Notification settings could not be saved',
  loadFailed: 'Notification settings could not be loaded',
  devices: 'Devices',
  noDevices: 'No device gets notifications yet.',
  lastSent: args('when')('Last notification {when}'),
  neverSent: 'No notification sent yet',
  remove: 'Remove',
  removeTitle: 'Stop notifications on this device?',
  removeBody: args('label')('{label} will no longer get notifications from Spotter. You can turn them on again from that device.'),
  removed: 'Device removed',
  removeFailed: 'The device could not be removed',
});

type SettingsMessages = ReturnType<typeof settingsMessages.get>;

/** The events' names by event. */
const composed = (t: SettingsMessages) => ({
  ...t,
  eventLabels: {
    COACH_MESSAGE: t.eventCoachMessage,
    FEEDBACK_REPLY: t.eventFeedbackReply,
    WORKOUT_REMINDER: t.eventWorkoutReminder,
    CHECK_IN_DUE: t.eventCheckInDue,
    CLIENT_MESSAGE: t.eventClientMessage,
    CLIENT_FEEDBACK: t.eventClientFeedback,
    CHECK_IN_SUBMITTED: t.eventCheckInSubmitted,
    DAILY_SUMMARY: t.eventDailySummary,
  } satisfies Record<PushEvent, string>,
});

export const usePushTexts = () => composed(useStore(settingsMessages));

/** The English texts, as tests read them. */
export const PUSH_UI = /* @__PURE__ */ composed(/* @__PURE__ */ settingsMessages.get());

/** The prompt on Today after the client completes a workout (docs/push.md, "In the apps"). */
export const promptMessages = i18n('push/prompt', {
  title: 'Hear from your coach right away?',
  body: 'Get a notification on this device when your coach writes or replies to your feedback, even when Spotter is closed.',
  turnOn: 'Turn on notifications',
  dismiss: 'No thanks',
  turnedOn: 'Notifications are on for this device',
  iosTitle: 'Want notifications from your coach?',
});

export const usePromptTexts = () => useStore(promptMessages);

/** The prompt's English texts, as tests read them. */
export const PUSH_PROMPT = /* @__PURE__ */ promptMessages.get();
