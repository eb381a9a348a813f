// Texts of the public screens, quoted verbatim from docs/product.md §2, §5 and §8 (docs/conventions.md 12):
// screens read them with the hooks, tests with AUTH_TEXTS (English). English is the source of the
// translations (docs/translations.md); /login's own texts are in login-texts.ts.
import { args, i18n, useStore } from '#web/i18n/i18n.ts';
import { authFrameMessages, loginMessages } from './login-texts.ts';

export const unsubscribeMessages = i18n('auth/unsubscribe', {
  title: 'Unsubscribe',
  confirm: 'Stop receiving these e-mails?',
  button: 'Unsubscribe',
  working: 'Unsubscribing…',
  doneTitle: 'You are unsubscribed',
  doneReminders: 'You will get no more workout reminders by e-mail.',
  doneDigest: 'You will get no more digests by e-mail. You can turn them on again in your Profile.',
  invalid: 'This unsubscribe link is not valid.',
  failed: 'Could not unsubscribe. Please try again.',
  login: 'Go to sign in',
});

export const registerMessages = i18n('auth/register', {
  title: 'Create your coach account',
  subtitle: 'Start coaching with Spotter in a minute.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHint: 'Must be at least 8 characters',
  mismatch: "Passwords don't match",
  submit: 'Create Account',
  pending: 'Creating account...',
  haveAccount: 'Already have an account?',
  login: 'Sign in',
  success: 'Account created successfully!',
  errorTitle: 'Error',
  failed: 'Registration failed',
  closedTitle: 'Sign-up is closed',
  inviteOnlyTitle: 'Sign-up is by invitation',
  invitedTitle: 'You are invited to coach on Spotter',
  invitedSubtitle: args('expires')('Create your coach account. Your invitation link works once, until {expires}.'),
  inviteInvalidTitle: 'This invitation cannot be used',
  checkingInvite: 'Checking your invitation…',
  inviteCheckFailed: 'Could not check your invitation. Check your connection and try again.',
  retry: 'Try again',
});

export const forgotMessages = i18n('auth/forgot', {
  title: 'Forgot your password?',
  subtitle: "Enter your e-mail address and we'll send you a link to reset your password.",
  email: 'Email',
  submit: 'Send Reset Link',
  pending: 'Sending...',
  backToLogin: 'Back to Login',
  successTitle: 'Check your email',
  successMessage: args('email')('If an account exists for {email}, you will receive a password reset link shortly.'),
  errorTitle: 'Error',
  failed: 'Failed to send reset email',
  network: 'Something went wrong. Please try again.',
});

export const resetMessages = i18n('auth/reset', {
  title: 'Set a new password',
  subtitle: 'Choose a new password for your account.',
  verifying: 'Verifying reset link...',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  hint: 'Must be at least 8 characters',
  mismatch: "Passwords don't match",
  submit: 'Reset Password',
  pending: 'Resetting...',
  successTitle: 'Password reset successful',
  successMessage: 'Your password has been updated. Redirecting you to the login page...',
  goToLogin: 'Go to Login',
  invalidTitle: 'Invalid reset link',
  invalidDefault: 'Invalid or expired reset link',
  invalidHelp: 'Reset links work once and expire after 30 minutes.',
  verifyFailed: 'Failed to verify reset link',
  requestNew: 'Request a new link',
  backToLogin: 'Back to Login',
  errorTitle: 'Error',
  failed: 'Failed to reset password',
  network: 'Something went wrong. Please try again.',
});

/** The unsubscribe screen's texts, with the confirmation by what was unsubscribed from. */
const unsubscribeComposed = (t: ReturnType<typeof unsubscribeMessages.get>) => ({ ...t, done: { reminders: t.doneReminders, digest: t.doneDigest } });

export const useUnsubscribeTexts = () => unsubscribeComposed(useStore(unsubscribeMessages));
export const useRegisterTexts = () => useStore(registerMessages);
export const useForgotTexts = () => useStore(forgotMessages);
export const useResetTexts = () => useStore(resetMessages);

/** The English texts, as tests read them. */
export const AUTH_TEXTS = {
  frame: authFrameMessages.get(),
  unsubscribe: unsubscribeComposed(unsubscribeMessages.get()),
  login: loginMessages.get(),
  register: registerMessages.get(),
  forgot: forgotMessages.get(),
  reset: resetMessages.get(),
};
