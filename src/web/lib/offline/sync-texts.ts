// The texts of the client app's sync line and its list of changes not sent (docs/offline.md).
// English is the source of the translations (docs/translations.md).
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';

export const syncMessages = i18n('offline/sync', {
  offline: 'Offline',
  offlineSaved: args('time')('Offline · saved {time}'),
  waiting: plural('n')({ one: '{n} change waiting', other: '{n} changes waiting' }),
  syncing: 'Syncing…',
  saved: 'All changes saved',
  // The changes the server did not take (stuck-changes.tsx).
  stuckLine: plural('n')({ one: '{n} change not sent', other: '{n} changes not sent' }),
  review: 'Review',
  title: 'Changes not sent',
  intro: 'The server did not take these changes. They stay on this phone until you send them again or discard them.',
  made: args('when')('Made {when}'),
  retry: 'Send again',
  discard: 'Discard',
  confirmTitle: 'Discard this change?',
  confirmBody: args('label')('“{label}” will not be saved, and it cannot be sent later.'),
  keep: 'Keep',
  none: 'Every change has been sent.',
  close: 'Close',
});

type SyncMessages = ReturnType<typeof syncMessages.get>;

/** The sync line's texts: "Offline", or with the time the data was saved. */
const syncTexts = (t: SyncMessages) => ({ ...t, offline: (time: string | null) => (time ? t.offlineSaved(time) : t.offline) });
/** The list of changes not sent, and its line. */
const stuckTexts = (t: SyncMessages) => ({ ...t, line: t.stuckLine });

export type SyncTexts = ReturnType<typeof syncTexts>;
export const useSyncTexts = () => syncTexts(useStore(syncMessages));
export const useStuckTexts = () => stuckTexts(useStore(syncMessages));

/** The English texts, as tests read them. */
export const SYNC_TEXTS = /* @__PURE__ */ syncTexts(/* @__PURE__ */ syncMessages.get());
export const STUCK_TEXTS = /* @__PURE__ */ stuckTexts(/* @__PURE__ */ syncMessages.get());
