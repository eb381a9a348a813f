// /forgot-password (docs/product.md §2, §8): requests a reset link. The confirmation reads the same for
// any address, so the screen never reveals whether an account exists.
import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Alert } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from '#web/components/icons.tsx';
import { MailIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage, isNetworkError } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
// The server's refusals (too many requests) in the screen's language (docs/translations.md).
import '#web/i18n/validation-texts.ts';
import { EmailField } from '../components/email-field.tsx';
import { AuthLayout, StateIcon } from '../components/auth-layout.tsx';
import { useForgotTexts } from '../texts.ts';

export default function ForgotPasswordPage() {
  const T = useForgotTexts();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess(_data, input) {
        setSentTo(input.email);
      },
      onError(error) {
        const message = isNetworkError(error) ? T.network : errorMessage(error, T.failed);
        setFailure(message);
        toast.error(T.errorTitle, message);
      },
    }),
  );

  const backToLogin = (
    <Button asChild variant="outline" size="lg" width="full">
      <RouterLink to="/login">
        <ArrowLeftIcon /> {T.backToLogin}
      </RouterLink>
    </Button>
  );

  if (sentTo) {
    return (
      <AuthLayout
        title={T.successTitle}
        subtitle={T.successMessage(sentTo)}
        icon={
          <StateIcon palette="blue">
            <MailIcon />
          </StateIcon>
        }
      >
        {backToLogin}
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    setFailure(null);
    request.mutate({ email: email.trim() });
  };

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {failure ? (
            <Alert.Root status="error" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          ) : null}
          <EmailField label={T.email} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" colorPalette="brand" size="lg" disabled={!email.trim() || request.isPending} loading={request.isPending} loadingText={T.pending}>
            {T.submit}
          </Button>
          <Button asChild variant="ghost" size="lg">
            <RouterLink to="/login">
              <ArrowLeftIcon /> {T.backToLogin}
            </RouterLink>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
