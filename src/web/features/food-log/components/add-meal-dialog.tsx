// docs/product.md §2: 'Log Meal for {weekday, month day}' with a description, several photos with removable
// previews, Cancel, and 'Save Meal' / 'Save Meals' / 'Uploading...' / 'Saving...'.
import { Box, Button, CloseButton, IconButton, Image, Portal, SimpleGrid, Stack, Text, Field, Textarea, Dialog } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageIcon, XIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useSaveMeal } from '../hooks/use-food-log.ts';
import { PHOTO_ACCEPT, checkPhotos } from '#web/lib/photos.ts';
import { formatDayLabel } from '../lib/week.ts';
import { useFoodTexts } from '../texts.ts';

interface Preview {
  id: number;
  file: File;
  url: string;
}

export interface AddMealDialogProps {
  /** The chosen day (UTC midnight), or null when closed. */
  day: Date | null;
  onClose: () => void;
}

export function AddMealDialog({ day, onClose }: AddMealDialogProps) {
  return (
    <Dialog.Root open={day !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{day ? <MealForm key={day.toISOString()} day={day} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

let nextPreviewId = 1;

function MealForm({ day, onClose }: { day: Date; onClose: () => void }) {
  const T = useFoodTexts();
  const [description, setDescription] = useState('');
  const [previews, setPreviews] = useState<Preview[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const { save, phase } = useSaveMeal();
  const busy = phase !== 'idle';

  // Preview links are released when the form goes away.
  const previewsRef = useRef(previews);
  useEffect(() => {
    previewsRef.current = previews;
  }, [previews]);
  useEffect(() => () => previewsRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    // Issue 12: a bad file is named and left out; the good ones picked with it are kept.
    const { ok, rejected } = await checkPhotos(files);
    if (rejected.length) toast.error(T.invalidFiles, T.invalidFilesNamed(rejected.map((f) => f.name)));
    if (ok.length) setPreviews((prev) => [...prev, ...ok.map((file) => ({ id: nextPreviewId++, file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (id: number) =>
    setPreviews((prev) => {
      const gone = prev.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return prev.filter((p) => p.id !== id);
    });

  const dropFirst = (count: number) =>
    setPreviews((prev) => {
      prev.slice(0, count).forEach((p) => URL.revokeObjectURL(p.url));
      return prev.slice(count);
    });

  const clearPreviews = () =>
    setPreviews((prev) => {
      prev.forEach((p) => URL.revokeObjectURL(p.url));
      return [];
    });

  const submit = async () => {
    if (!description.trim() && previews.length === 0) {
      toast.error(T.nothingToSave, T.nothingToSaveBody);
      return;
    }
    const result = await save(
      day,
      description,
      previews.map((p) => p.file),
    );
    if (result.outcome === 'saved') onClose();
    // docs/product.md §8: a failed upload releases the preview links; the user picks the photos again.
    else if (result.outcome === 'upload-failed') clearPreviews();
    // Photos whose entries were written before the failure leave the form: a retry must not log them twice.
    else if (result.outcome === 'save-failed' && result.savedPhotos > 0) dropFirst(result.savedPhotos);
  };

  const saveLabel = phase === 'uploading' ? T.uploading : phase === 'saving' ? T.saving : previews.length > 1 ? T.saveMeals : T.saveMeal;

  return (
    <>
      <Dialog.Header pe="14">
        <Dialog.Title>{T.dialogTitle(formatDayLabel(day))}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label srOnly>{T.describeLabel}</Field.Label>
            <Textarea
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={T.describePlaceholder}
              aria-label={T.describePlaceholder}
              rows={3}
              autoresize
              maxLength={2000}
              disabled={busy}
            />
          </Field.Root>

          {previews.length ? (
            <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2" role="list" aria-label={T.selectedPhotos}>
              {previews.map((p, i) => (
                <Box key={p.id} position="relative" role="listitem" aspectRatio="1" borderRadius="l2" overflow="hidden" bg="bg.muted">
                  <Image src={p.url} alt={`Selected photo ${i + 1}`} width="full" height="full" objectFit="cover" />
                  <IconButton
                    aria-label={T.removePhoto(i + 1)}
                    size="xs"
                    variant="solid"
                    colorPalette="gray"
                    boxShadow="sm"
                    borderRadius="full"
                    position="absolute"
                    top="1"
                    right="1"
                    onClick={() => remove(p.id)}
                    disabled={busy}
                  >
                    <XIcon />
                  </IconButton>
                </Box>
              ))}
            </SimpleGrid>
          ) : null}

          <Box>
            <input ref={fileInput} type="file" accept={PHOTO_ACCEPT} multiple hidden onChange={(e) => void addFiles(e)} data-testid="meal-photo-input" />
            <Button variant="outline" width="full" onClick={() => fileInput.current?.click()} disabled={busy}>
              <ImageIcon /> {previews.length ? T.addMorePhotos : T.uploadPhotos}
            </Button>
            <Text fontSize="xs" color="fg.muted" mt="1.5" textAlign="center">
              {T.photoHint}
            </Text>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button colorPalette="brand" onClick={submit} disabled={busy} aria-busy={busy}>
          {saveLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={busy}>
        <CloseButton size="md" aria-label={T.close} />
      </Dialog.CloseTrigger>
    </>
  );
}
