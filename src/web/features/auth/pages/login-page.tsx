// /login (docs/product.md §2, §5, §8): coaches sign in with e-mail and password; clients are pointed to
// their personal link. Also shown in place of any guarded page when nobody is signed in.
import { Alert, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '#web/components/toaster.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc } from '#web/lib/trpc.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AUTH_TEXTS } from '../texts.ts';

const T = AUTH_TEXTS.login;

export default function LoginPage() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess(session) {
      toast.success(T.success);
      signIn(session);
    },
    onError(error) {
      toast.error(T.errorTitle, errorMessage(error, T.failed));
    },
  });

  const incomplete = !email.trim() || !password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || login.isPending) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthLayout
      title={T.title}
      subtitle={T.subtitle}
      footer={
        <Text>
          {T.noAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/register">{T.register}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>{T.email}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              size="lg"
            />
          </Field.Root>
          <Field.Root required>
            <Stack direction="row" justify="space-between" align="baseline" width="full">
              <Field.Label>{T.password}</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to="/forgot-password">{T.forgotPassword}</RouterLink>
              </Link>
            </Stack>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} size="lg" />
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" disabled={incomplete || login.isPending} loading={login.isPending} loadingText={T.pending}>
            {T.submit}
          </Button>
        </Stack>
      </form>
      <Alert.Root status="info" variant="subtle" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Description>{T.clientNote}</Alert.Description>
      </Alert.Root>
    </AuthLayout>
  );
}
