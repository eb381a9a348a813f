// /reset-password?token=… (docs/product.md §2, §4 "Reset flow", §5, §8): verifying → form or invalid;
// after a successful submit a confirmation, then /login after 3 seconds.
import { useQuery, useMutation } from '@tanstack/react-query';
import { Button, Stack, Text, Link, Alert, Field } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { RESET_REDIRECT_MS } from '#shared/limits';
import { ZNewPassword } from '#shared/schemas/auth';
import { AlertCircleIcon, CheckCircleIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage, httpStatusOf, isNetworkError } from '#web/lib/errors.ts';
import { firstError } from '#web/lib/form-errors.ts';
import { translateMessage } from '#web/i18n/validation-texts.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AuthLayout, StateIcon } from '../components/auth-layout.tsx';
import { useResetTexts } from '../texts.ts';

export default function ResetPasswordPage() {
  const T = useResetTexts();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verify = useQuery(trpc.auth.verifyResetToken.queryOptions({ token }, { enabled: token.length > 0, gcTime: 0 }));
  const [done, setDone] = useState(false);

  if (!token) return <InvalidLink reason={T.invalidTitle} />;
  if (verify.isPending) return <Verifying />;
  if (verify.isError) {
    const status = httpStatusOf(verify.error);
    // A 4xx is the server judging the token (e.g. malformed); anything else is a failed check.
    const reason = status && status >= 400 && status < 500 ? errorMessage(verify.error, T.invalidDefault) : T.verifyFailed;
    return <InvalidLink reason={reason} />;
  }
  if (!verify.data.valid) return <InvalidLink reason={verify.data.error ? translateMessage(verify.data.error) : T.invalidDefault} />;
  if (done) return <ResetDone />;
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function Verifying() {
  const T = useResetTexts();
  usePageTitle(T.title);
  return <LoadingState fullPage label={T.verifying} />;
}

function InvalidLink({ reason }: { reason: string }) {
  const T = useResetTexts();
  return (
    <AuthLayout
      title={T.invalidTitle}
      subtitle={reason === T.invalidTitle ? T.invalidDefault : reason}
      icon={
        <StateIcon palette="red">
          <AlertCircleIcon />
        </StateIcon>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm" textAlign="center">
          {T.invalidHelp}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/forgot-password">{T.requestNew}</RouterLink>
        </Button>
        <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
          <RouterLink to="/login">{T.backToLogin}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}

function ResetDone() {
  const T = useResetTexts();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthLayout
      title={T.successTitle}
      subtitle={T.successMessage}
      icon={
        <StateIcon palette="green">
          <CheckCircleIcon />
        </StateIcon>
      }
    >
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to="/login" replace>
          {T.goToLogin}
        </RouterLink>
      </Button>
    </AuthLayout>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const T = useResetTexts();
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  /** The server's rule and message (ZNewPassword), shown from the first submit until it is met. */
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: onDone,
      onError(error) {
        const message = isNetworkError(error) ? T.network : errorMessage(error, T.failed);
        setFailure(message);
        toast.error(T.errorTitle, message);
      },
    }),
  );

  const mismatch = confirm.length > 0 && password !== confirm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm || reset.isPending) return;
    const error = firstError(ZNewPassword, password);
    setPasswordError(error);
    if (error || mismatch) return;
    setFailure(null);
    reset.mutate({ token, newPassword: password });
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
          <Field.Root required invalid={!!passwordError}>
            <Field.Label>{T.newPassword}</Field.Label>
            <PasswordInput
              name="newPassword"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (passwordError && !firstError(ZNewPassword, e.target.value)) setPasswordError(undefined);
              }}
              size="lg"
              autoFocus
            />
            {passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : <Field.HelperText>{T.hint}</Field.HelperText>}
          </Field.Root>
          <Field.Root required invalid={mismatch}>
            <Field.Label>{T.confirmPassword}</Field.Label>
            <PasswordInput name="confirmPassword" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} size="lg" />
            {mismatch ? <Field.ErrorText>{T.mismatch}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" disabled={!password || !confirm || mismatch || reset.isPending} loading={reset.isPending} loadingText={T.pending}>
            {T.submit}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
            <RouterLink to="/login">{T.backToLogin}</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
