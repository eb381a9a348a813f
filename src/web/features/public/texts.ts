// Texts of the home and not-found screens, quoted verbatim from docs/product.md (docs/conventions.md 12):
// screens read them with the hooks, tests with PUBLIC_TEXTS (English). English is the source of the
// translations (docs/translations.md).
import { i18n, useStore } from '#web/i18n/i18n.ts';

export const homeMessages = i18n('public/home', {
  welcome: 'Welcome',
  pleaseLogIn: 'Please log in to continue.',
  goToLogin: 'Go to Login',
});

export const notFoundMessages = i18n('public/not-found', {
  title: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has moved.",
  home: 'Go Home',
});

export const useHomeTexts = () => useStore(homeMessages);
export const useNotFoundTexts = () => useStore(notFoundMessages);

/** The English texts, as tests read them. */
export const PUBLIC_TEXTS = { home: homeMessages.get(), notFound: notFoundMessages.get() };
