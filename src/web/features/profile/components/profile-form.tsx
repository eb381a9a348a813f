import { useMutation } from '@tanstack/react-query';
import { Button, Card, SimpleGrid, Stack, Field, Input, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toast } from '#web/components/toaster.tsx';
import type { User } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useProfileTexts } from '../texts.ts';

/** Personal information and professional details, saved together (PUT /api/coach/profile). */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const T = useProfileTexts();
  const trpc = useTRPC();
  const [v, setV] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    bio: user.bio ?? '',
    qualifications: user.qualifications ?? '',
  });
  const [touched, setTouched] = useState(false);
  const update = useMutation(
    trpc.coach.profile.update.mutationOptions({
      onSuccess: (u) => {
        onSaved(u);
        toast.success(T.updated);
      },
      onError: (err) => toast.error(T.updateFailed, errorMessage(err, '')),
    }),
  );
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));
  const missing = { firstName: !v.firstName.trim(), lastName: !v.lastName.trim(), email: !v.email.trim() };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing.firstName || missing.lastName || missing.email) return;
    update.mutate(v);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={{ base: '4', md: '6' }}>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">{T.personal}</Card.Title>
            <Card.Description>{T.personalHint}</Card.Description>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field.Root required invalid={touched && missing.firstName}>
                  <Field.Label>
                    {T.firstName} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={v.firstName} onChange={set('firstName')} autoComplete="given-name" maxLength={100} />
                  <Field.ErrorText>{T.required('First name')}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={touched && missing.lastName}>
                  <Field.Label>
                    {T.lastName} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={v.lastName} onChange={set('lastName')} autoComplete="family-name" maxLength={100} />
                  <Field.ErrorText>{T.required('Last name')}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field.Root required invalid={touched && missing.email}>
                  <Field.Label>
                    {T.email} <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="email" value={v.email} onChange={set('email')} autoComplete="email" maxLength={254} />
                  <Field.ErrorText>{T.required('Email')}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{T.phone}</Field.Label>
                  <Input type="tel" value={v.phoneNumber} onChange={set('phoneNumber')} autoComplete="tel" maxLength={40} />
                </Field.Root>
              </SimpleGrid>
              <Field.Root>
                <Field.Label>{T.bio}</Field.Label>
                <Textarea value={v.bio} onChange={set('bio')} placeholder={T.bioPlaceholder} rows={3} autoresize maxLength={10_000} />
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">{T.professional}</Card.Title>
            <Card.Description>{T.professionalHint}</Card.Description>
          </Card.Header>
          <Card.Body>
            <Field.Root>
              <Field.Label>{T.qualifications}</Field.Label>
              <Textarea value={v.qualifications} onChange={set('qualifications')} placeholder={T.qualificationsPlaceholder} rows={3} autoresize maxLength={10_000} />
            </Field.Root>
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText={T.saving}>
              {T.saveProfile}
            </Button>
          </Card.Footer>
        </Card.Root>
      </Stack>
    </form>
  );
}
