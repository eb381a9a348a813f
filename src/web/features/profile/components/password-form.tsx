import { useMutation } from '@tanstack/react-query';
import { Button, Card, Stack, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ZChangePasswordInput } from '#shared/schemas/auth';
import { PasswordInput } from '#web/components/password-input.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useProfileTexts } from '../texts.ts';

/** docs/product.md §5: match and length checked before the call; the button waits for both passwords. */
export function PasswordForm() {
  const T = useProfileTexts();
  const trpc = useTRPC();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useMutation(
    trpc.coach.profile.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrent('');
        setNext('');
        setConfirm('');
        toast.success(T.passwordChanged);
      },
      onError: (err) => toast.error(T.passwordFailed, errorMessage(err, T.passwordFailedFallback)),
    }),
  );
  const mismatch = confirm !== '' && next !== confirm;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (next !== confirm) return void toast.error(T.mismatchTitle, T.mismatch);
    const input = { currentPassword: current, newPassword: next };
    // The server's rule and message for the new password (ZChangePasswordInput).
    const newPasswordError = fieldErrors(ZChangePasswordInput, input).newPassword;
    if (newPasswordError) return void toast.error(T.tooShortTitle, newPasswordError);
    change.mutate(input);
  };

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={onSubmit} noValidate>
        <Card.Header>
          <Card.Title as="h2">{T.security}</Card.Title>
          <Card.Description>{T.securityHint}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="4" maxW="md">
            <Field.Root>
              <Field.Label>{T.currentPassword}</Field.Label>
              <PasswordInput value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{T.newPassword}</Field.Label>
              <PasswordInput value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" />
              <Field.HelperText>{T.passwordHint}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={mismatch}>
              <Field.Label>{T.confirmPassword}</Field.Label>
              <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
              <Field.ErrorText>{T.mismatchTitle}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <Button type="submit" colorPalette="brand" loading={change.isPending} loadingText={T.changing} disabled={!current || !next}>
            {T.changePassword}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
