// Add-category dialog of the exercise library (docs/product.md §5): blank and case-insensitive duplicates
// (built-in or the coach's own) are refused with the SPEC's words; the server checks again.
import { useMutation } from '@tanstack/react-query';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { categoryKey } from '#shared/exercise-categories';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useContentCache } from '#web/lib/use-content-cache.ts';
import { useLibraryTexts } from '../texts.ts';

interface Props {
  open: boolean;
  existing: string[];
  onClose: () => void;
  onAdded: (name: string) => void;
  /** Where focus goes back to when the dialog closes (its opener). */
  finalFocusEl?: () => HTMLElement | null;
}

export function AddCategoryDialog({ open, existing, onClose, onAdded, finalFocusEl }: Props) {
  const LIBRARY = useLibraryTexts();
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cache = useContentCache();
  const create = useMutation(
    trpc.coach.categories.create.mutationOptions({
      onSuccess: async (category) => {
        await cache.categories();
        onAdded(category.name);
        close();
      },
      onError: (err) => setError(errorMessage(err, 'Failed to add category')),
    }),
  );

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
    <FormDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      finalFocusEl={finalFocusEl}
      title="Add Category"
      onSubmit={submit}
      submitLabel="Add Category"
      cancelLabel="Cancel"
      pending={create.isPending}
    >
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
    </FormDialog>
  );
}
