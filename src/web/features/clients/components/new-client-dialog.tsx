// docs/product.md §2/§5: New Client dialog; the first name is required and trimmed, blank input is ignored.
// An e-mail and a phone are optional; with an e-mail, "Create and send link" also e-mails the new
// client their personal link, which otherwise takes three more steps on the client's page.
// The page owns the open state so its empty state (and /coach/clients?new=1, the dashboard's
// "Add Client") can open it too; the header button stays the trigger and takes focus back.
import { Button, Stack, Field, Input } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { PlusIcon } from '#web/components/icons.tsx';
import { useCreateClient, useSendAccessLink } from '../hooks/use-clients.ts';
import { useClientTexts } from '../texts.ts';

export interface NewClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NewClientDialog({ open, onOpenChange: setOpen }: NewClientDialogProps) {
  const T = useClientTexts();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const create = useCreateClient();
  const sendLink = useSendAccessLink();
  const trimmed = firstName.trim();
  const address = email.trim();

  const reset = () => {
    setFirstName('');
    setLastName('');
    setEmail('');
    setPhone('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || create.isPending || sendLink.isPending) return;
    let id: string;
    try {
      const created = await create.mutateAsync({
        firstName: trimmed,
        lastName: lastName.trim() || null,
        ...(address ? { email: address } : {}),
        ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      });
      id = created.id;
    } catch {
      // The hook shows the server's reason (e.g. an invalid address); the dialog stays open to try again.
      return;
    }
    reset();
    setOpen(false);
    // The client exists either way; a failed send says so, and the client's page can send again.
    if (address) await sendLink.mutateAsync({ id }).catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={T.newClient}
      finalFocusEl={() => triggerRef.current}
      trigger={
        <Button colorPalette="brand" ref={triggerRef}>
          <PlusIcon /> {T.newClient}
        </Button>
      }
      onSubmit={submit}
      submitLabel={address ? T.createAndSend : T.create}
      cancelLabel={T.cancel}
      submitDisabled={!trimmed}
      pending={create.isPending || sendLink.isPending}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            {T.firstName} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={firstName} onChange={(e) => setFirstName(e.target.value)} autoFocus maxLength={100} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.lastName}</Field.Label>
          <Input value={lastName} onChange={(e) => setLastName(e.target.value)} maxLength={100} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.email}</Field.Label>
          <Input type="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="off" />
          <Field.HelperText>{T.newClientEmailHelp}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.phone}</Field.Label>
          <Input type="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={30} autoComplete="off" />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
