// Personal details (docs/product.md §5: first name required; last name, phone, e-mail optional) and the
// WhatsApp button, disabled while the phone is empty or blank.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Button, Card, Heading, HStack, SimpleGrid, Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import type { ClientDetail } from '../hooks/use-client-detail.ts';
import { whatsappUrl } from '#web/lib/client-utils.ts';
import { useClientTexts } from '../texts.ts';

export function WhatsAppButton({ phone }: { phone: string | null }) {
  const T = useClientTexts();
  const url = whatsappUrl(phone);
  if (!url) {
    return (
      <Button variant="outline" colorPalette="green" disabled title={T.whatsappDisabled}>
        {T.whatsapp}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" colorPalette="green">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {T.whatsapp}
      </a>
    </Button>
  );
}

// A save remounts the form (see below): the field the coach was in (or the first name, when
// they pressed Save Changes, which is disabled again) takes focus in the fresh form.
let refocusAfterSave: { clientId: string; field: string } | null = null;

export function ClientDetailsForm({ client }: { client: ClientDetail }) {
  const T = useClientTexts();
  const trpc = useTRPC();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refocusAfterSave?.clientId !== client.id) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${refocusAfterSave.field}"]`)?.focus();
    refocusAfterSave = null;
  }, [client.id]);
  // The page keys this form by the saved values, so a saved change starts a fresh form.
  const [form, setForm] = useState({ firstName: client.firstName, lastName: client.lastName, email: client.email ?? '', phoneNumber: client.phoneNumber ?? '' });
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  // The callbacks go to useMutation itself, not through mutationOptions(): the React Compiler's
  // lint takes a plain call's arguments as run during render (refs, the module's refocus note).
  const update = useMutation({
    ...trpc.coach.clients.updateProfile.mutationOptions(),
    onSuccess: async (saved) => {
      const active = document.activeElement;
      const field = active instanceof HTMLInputElement && formRef.current?.contains(active) ? active.name : 'firstName';
      refocusAfterSave = { clientId: client.id, field };
      queryClient.setQueryData(trpc.coach.clients.get.queryKey({ id: client.id }), saved);
      toast.success(T.profileSaved);
      await queryClient.invalidateQueries(trpc.coach.clients.list.pathFilter());
    },
    onError: (err) => toast.error(T.profileFailed, errorMessage(err, T.profileFailed)),
  });
  const firstNameMissing = form.firstName.trim() === '';
  const dirty = form.firstName !== client.firstName || form.lastName !== client.lastName || form.email !== (client.email ?? '') || form.phoneNumber !== (client.phoneNumber ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (firstNameMissing) return;
    update.mutate({ id: client.id, firstName: form.firstName.trim(), lastName: form.lastName, email: form.email, phoneNumber: form.phoneNumber });
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    // noValidate, like Profile and Brand: our own 'First name is required' shows, not the
    // browser's bubble (issue 17).
    <Card.Root asChild variant="outline">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Card.Header>
          <Heading size="md">{T.personalDetails}</Heading>
        </Card.Header>
        <Card.Body>
          {/* One column from lg on, where this card sits in the narrow side column: two there cut
            the e-mail off (issue 17). */}
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1 }} gap="4">
            <Field.Root required invalid={touched && firstNameMissing}>
              <Field.Label>
                {T.firstName} <Field.RequiredIndicator />
              </Field.Label>
              <Input name="firstName" value={form.firstName} onChange={set('firstName')} maxLength={100} />
              <Field.ErrorText>{T.firstNameRequired}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{T.lastName}</Field.Label>
              <Input name="lastName" value={form.lastName} onChange={set('lastName')} maxLength={100} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{T.email}</Field.Label>
              <Input name="email" type="email" value={form.email} onChange={set('email')} maxLength={254} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{T.phone}</Field.Label>
              <Input name="phoneNumber" type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} maxLength={40} placeholder="+44 7700 900123" />
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <HStack gap="2" flexWrap="wrap" justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={update.isPending} disabled={!dirty}>
              {T.save}
            </Button>
          </HStack>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
