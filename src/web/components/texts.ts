// The shared components' own texts (docs/translations.md): the defaults a screen gets when it
// passes none (a loading label, a confirm dialog's buttons), and the labels of the theme and
// password buttons. /login and the first screens show some of them; English is the source.
import { useStore } from '#web/i18n/use-store.ts';
import { args, i18n } from '#web/i18n/i18n.ts';

export const componentMessages = i18n('common/components', {
  loading: 'Loading...',
  // Said under a loading label while the browser has no connection (docs/offline.md, "Reads").
  offlineWait: 'You’re offline. This will load when the connection is back.',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  retrying: 'Retrying...',
  dismissToast: 'Dismiss notification',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  lightTheme: 'Switch to light theme',
  darkTheme: 'Switch to dark theme',
  unread: args('n')('{n} unread'),
  setNumber: args('n')('Set {n}'),
  // A chart's point as a screen reader hears it: "82.5 kg on Mar 4, 2026".
  chartPoint: args('value', 'date')('{value} on {date}'),
});

export const useComponentTexts = () => useStore(componentMessages);

/** The English texts, as tests read them. */
export const COMPONENT_TEXTS = componentMessages.get();
