// SPEC §2/§5: New Client dialog; the first name is required and trimmed, blank input is ignored.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PlusIcon } from '../../../components/icons.tsx';
import { useCreateClient } from '../hooks/use-clients.ts';
import { T } from '../texts.ts';

export function NewClientDialog() {
  const [open, setOpen] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const create = useCreateClient();
  const trimmed = firstName.trim();

  const reset = () => {
    setFirstName('');
    setLastName('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || create.isPending) return;
    try {
      await create.mutateAsync({ firstName: trimmed, lastName: lastName.trim() || null });
      reset();
      setOpen(false);
    } catch {
      // The hook shows 'Failed to create client'; the dialog stays open to try again.
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="brand">
          <PlusIcon /> {T.newClient}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {/* The form sits inside the dialog (a form cannot take the dialog role) and adds no box. */}
            <chakra.form display="contents" onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{T.newClient}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {T.cancel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" disabled={!trimmed} loading={create.isPending}>
                  {T.create}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
