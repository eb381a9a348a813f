// /login (docs/product.md §2, §5, §8): coaches sign in with e-mail and password; clients are pointed to
// their personal link. Also shown in place of any guarded page when nobody is signed in.
import { Button, Stack, Link, Alert, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '#web/components/toaster.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { EmailField } from '../components/email-field.tsx';
import { AuthLayout, FooterLink } from '../components/auth-layout.tsx';
import { useLoginTexts } from '../login-texts.ts';

export default function LoginPage() {
  const T = useLoginTexts();
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const incomplete = !email.trim() || !password;
  // The tRPC client is imported on submit, not with the screen: signed out, /login loads no
  // query layer (docs/performance.md, "Web delivery"); the sign-in then loads it anyway.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || pending) return;
    setPending(true);
    let request: typeof import('#web/lib/auth/sign-in-request.ts') | null = null;
    try {
      request = await import('#web/lib/auth/sign-in-request.ts');
      const session = await request.requestSignIn(email.trim(), password);
      toast.success(T.success);
      signIn(session);
    } catch (error) {
      toast.error(T.errorTitle, request ? request.errorMessage(error, T.failed) : T.failed);
      setPending(false);
    }
  };

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle} footer={<FooterLink prompt={T.noAccount} to="/register" label={T.register} />}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <EmailField label={T.email} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.Root required>
            <Stack direction="row" justify="space-between" align="baseline" width="full">
              <Field.Label>{T.password}</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to="/forgot-password">{T.forgotPassword}</RouterLink>
              </Link>
            </Stack>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} size="lg" />
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" disabled={incomplete || pending} loading={pending} loadingText={T.pending}>
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
