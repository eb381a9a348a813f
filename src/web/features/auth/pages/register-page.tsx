// /register (docs/product.md §2, §5, §8): a coach account (role COACH); every field required and the
// password confirmed. On a server whose owner closed sign-up (REGISTRATION=closed) it says so
// instead of showing a form that would be refused. On an invite-only server (REGISTRATION=invite)
// the form shows only with a usable invitation link (/register?invite=…, ADR 0035), starting with
// the invited address; without one, or with a used or expired one, it says why.
import { useQuery, useMutation } from '@tanstack/react-query';
import { Button, SimpleGrid, Stack, Field, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MSG_INVITE_INVALID, MSG_INVITE_ONLY, MSG_REGISTRATION_CLOSED, ZNewPassword } from '#shared/schemas/auth';
import { ErrorState } from '#web/components/error-state.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { dateFormat } from '#web/i18n/format.ts';
import { translateMessage } from '#web/i18n/validation-texts.ts';
import { PasswordInput } from '#web/components/password-input.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage, httpStatusOf } from '#web/lib/errors.ts';
import { firstError } from '#web/lib/form-errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { EmailField } from '../components/email-field.tsx';
import { AuthLayout, FooterLink } from '../components/auth-layout.tsx';
import { useRegisterTexts } from '../texts.ts';

const isNotFound = (error: unknown) => httpStatusOf(error) === 404;
const longDate = dateFormat({ dateStyle: 'long' });

export default function RegisterPage() {
  const T = useRegisterTexts();
  const trpc = useTRPC();
  const { signIn } = useAuth();
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  // An error here leaves the form up: the server still refuses a closed sign-up with its reason.
  const registration = useQuery(trpc.auth.registration.queryOptions(undefined, { staleTime: Infinity }));
  const invitation = useQuery(trpc.auth.checkInvite.queryOptions({ token: invite ?? '' }, { enabled: !!invite, staleTime: Infinity, retry: (n, err) => !isNotFound(err) && n < 2 }));
  // The invited address, until the person types another one.
  const email = form.email || (invitation.data?.email ?? '');
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess(session) {
        toast.success(T.success);
        signIn(session);
      },
      onError(error) {
        toast.error(T.errorTitle, errorMessage(error, T.failed));
      },
    }),
  );

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const mismatch = form.confirmPassword.length > 0 && form.password !== form.confirmPassword;
  // The server's rule and message (ZNewPassword); an empty field only disables the button.
  const passwordError = form.password ? firstError(ZNewPassword, form.password) : undefined;
  const incomplete = !form.firstName.trim() || !form.lastName.trim() || !email.trim() || !form.password || !form.confirmPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (incomplete || mismatch || passwordError || register.isPending) return;
    register.mutate({
      email: email.trim(),
      ...(invite ? { invite } : {}),
      password: form.password,
      role: 'COACH',
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
    });
  };

  const footer = <FooterLink prompt={T.haveAccount} to="/login" label={T.login} />;
  const mode = registration.data?.mode;
  if (mode === 'closed') {
    return (
      <AuthLayout title={T.closedTitle} footer={footer}>
        <Text role="status">{translateMessage(MSG_REGISTRATION_CLOSED)}</Text>
      </AuthLayout>
    );
  }
  if (mode === 'invite' && !invite) {
    return (
      <AuthLayout title={T.inviteOnlyTitle} footer={footer}>
        <Text role="status">{translateMessage(MSG_INVITE_ONLY)}</Text>
      </AuthLayout>
    );
  }
  if (invite && invitation.isPending) {
    return (
      <AuthLayout title={T.invitedTitle} footer={footer}>
        <LoadingState label={T.checkingInvite} />
      </AuthLayout>
    );
  }
  if (invite && invitation.isError) {
    return (
      <AuthLayout title={T.inviteInvalidTitle} footer={footer}>
        {isNotFound(invitation.error) ? (
          <Text role="status">{translateMessage(MSG_INVITE_INVALID)}</Text>
        ) : (
          <ErrorState size="sm" title={T.inviteCheckFailed} onRetry={() => void invitation.refetch()} retrying={invitation.isFetching} />
        )}
      </AuthLayout>
    );
  }

  const expires = invitation.data ? longDate(new Date(invitation.data.expiresAt)) : null;
  return (
    <AuthLayout title={expires ? T.invitedTitle : T.title} subtitle={expires ? T.invitedSubtitle(expires) : T.subtitle} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>{T.firstName}</Field.Label>
              <Input name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} size="lg" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{T.lastName}</Field.Label>
              <Input name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} size="lg" />
            </Field.Root>
          </SimpleGrid>
          <EmailField label={T.email} value={email} onChange={set('email')} />
          <Field.Root required invalid={submitted && !!passwordError}>
            <Field.Label>{T.password}</Field.Label>
            <PasswordInput name="password" autoComplete="new-password" value={form.password} onChange={set('password')} size="lg" />
            {submitted && passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : <Field.HelperText>{T.passwordHint}</Field.HelperText>}
          </Field.Root>
          <Field.Root required invalid={mismatch}>
            <Field.Label>{T.confirmPassword}</Field.Label>
            <PasswordInput name="confirmPassword" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} size="lg" />
            {mismatch ? <Field.ErrorText>{T.mismatch}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" disabled={incomplete || mismatch || register.isPending} loading={register.isPending} loadingText={T.pending}>
            {T.submit}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
