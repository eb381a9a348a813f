// Add-category dialog of the exercise library (SPEC §5): blank and case-insensitive duplicates
// (built-in or the coach's own) are refused with the SPEC's words; the server checks again.
import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { categoryKey } from '../../../../shared/exercise-categories.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useContentCache } from '../../plans/hooks/use-content-cache.ts';
import { LIBRARY } from '../texts.ts';

interface Props {
  open: boolean;
  existing: string[];
  onClose: () => void;
  onAdded: (name: string) => void;
}

export function AddCategoryDialog({ open, existing, onClose, onAdded }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cache = useContentCache();
  const create = trpc.coach.categories.create.useMutation({
    onSuccess: async (category) => {
      await cache.categories();
      onAdded(category.name);
      close();
    },
    onError: (err) => setError(errorMessage(err, 'Failed to add category')),
  });

  function close() {
    setName('');
    setError(null);
    onClose();
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(LIBRARY.categoryRequired);
    if (existing.some((c) => categoryKey(c) === categoryKey(trimmed))) return setError(LIBRARY.categoryExists);
    create.mutate({ name: trimmed });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add Category</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={!!error}>
                  <Field.Label>Category name</Field.Label>
                  <Input
                    value={name}
                    autoFocus
                    maxLength={100}
                    placeholder="e.g. Olympic lifts"
                    onChange={(e) => {
                      setName(e.target.value);
                      setError(null);
                    }}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={create.isPending}>
                  Add Category
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
