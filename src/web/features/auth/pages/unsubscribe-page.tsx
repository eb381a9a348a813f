// /unsubscribe?token=… (docs/jobs.md): the link at the foot of reminders and digests. No sign-in:
// the token is signed by the server. One button, so a mail scanner that opens links does not
// unsubscribe anybody; mail apps' own one-click button POSTs to the List-Unsubscribe URL instead.
import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Text, Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AlertCircleIcon, CheckCircleIcon } from '#web/components/icons.tsx';
import { errorMessage, httpStatusOf } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { AuthLayout, StateIcon } from '../components/auth-layout.tsx';
import { useUnsubscribeTexts } from '../texts.ts';

export default function UnsubscribePage() {
  const T = useUnsubscribeTexts();
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const run = useMutation(trpc.auth.unsubscribe.mutationOptions());
  const status = run.error ? httpStatusOf(run.error) : undefined;
  const invalid = !token || (status !== undefined && status >= 400 && status < 500);

  if (run.data) {
    return (
      <AuthLayout
        title={T.doneTitle}
        subtitle={T.done[run.data.what]}
        icon={
          <StateIcon palette="green">
            <CheckCircleIcon />
          </StateIcon>
        }
      >
        <LoginLink />
      </AuthLayout>
    );
  }
  if (invalid) {
    return (
      <AuthLayout
        title={T.title}
        subtitle={run.error ? errorMessage(run.error, T.invalid) : T.invalid}
        icon={
          <StateIcon palette="red">
            <AlertCircleIcon />
          </StateIcon>
        }
      >
        <LoginLink />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={T.title} subtitle={T.confirm}>
      <Stack gap="3">
        {run.isError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {T.failed}
          </Text>
        )}
        <Button colorPalette="brand" onClick={() => run.mutate({ token })} loading={run.isPending} loadingText={T.working}>
          {T.button}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function LoginLink() {
  const T = useUnsubscribeTexts();
  return (
    <Text textAlign="center" fontSize="sm">
      <Link asChild colorPalette="brand">
        <RouterLink to="/login">{T.login}</RouterLink>
      </Link>
    </Text>
  );
}
