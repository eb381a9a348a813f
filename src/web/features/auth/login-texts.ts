// Texts of /login and of the public screens' frame, quoted verbatim from docs/product.md §2, §5 and
// §8 (docs/conventions.md 12). Apart from texts.ts so the first screen carries only its own texts.
// English is the source of the translations (docs/translations.md).
import { i18n, useStore } from '#web/i18n/i18n.ts';

export const authFrameMessages = i18n('auth/frame', {
  home: 'Spotter, go to login',
  language: 'Language',
});

export const loginMessages = i18n('auth/login', {
  title: 'Coach Login',
  subtitle: 'Sign in to manage your clients, plans and programs.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  pending: 'Signing in...',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  register: 'Create one',
  clientNote: 'Are you a client? Use the personal link your coach sent you by e-mail to open your workouts.',
  success: 'Logged in successfully!',
  errorTitle: 'Error',
  failed: 'Login failed',
});

export const useAuthFrameTexts = () => useStore(authFrameMessages);
export const useLoginTexts = () => useStore(loginMessages);
