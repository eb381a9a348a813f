// The shared components' own texts (docs/translations.md): the defaults a screen gets when it
// passes none (a loading label) and the labels of the theme and password buttons. /login and the
// signed-in first screens show them; the dialogs' and lists' texts are in later-texts.ts, so the
// first screens do not carry those. English is the source.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';

export const componentMessages = i18n('common/components', {
  loading: 'Loading...',
  // Said under a loading label while the browser has no connection (docs/offline.md, "Reads").
  offlineWait: 'You’re offline. This will load when the connection is back.',
  tryAgain: 'Try again',
  retrying: 'Retrying...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  lightTheme: 'Switch to light theme',
  darkTheme: 'Switch to dark theme',
  unread: args('n')('{n} unread'),
  // The screen shown when a screen fails to render or its code cannot load (app/root-layout.tsx):
  // every first screen carries it, so its texts share this store rather than load their own.
  failedTitle: 'Something went wrong',
  failedHint: 'An unexpected error stopped this screen. Reloading usually helps.',
  newVersionTitle: 'A new version is available',
  newVersionHint: 'Reload the page to continue with the latest version of Spotter.',
  reload: 'Reload',
});

export const useComponentTexts = () => useStore(componentMessages);

/** The English texts, as tests read them. */
export const COMPONENT_TEXTS = /* @__PURE__ */ componentMessages.get();
