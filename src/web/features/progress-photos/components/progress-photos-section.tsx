// The Progress photos section (docs/progress-photos.md): on the client's Progress tab (add, compare,
// the photos with delete) and on the coach's client detail (compare, the photos). Loaded lazily.
import { Box, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { localToday } from '#shared/local-today';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { useTimeZone } from '#web/lib/use-time-zone.ts';
import { useAddProgressPhoto, useClientProgressPhotos, useCoachProgressPhotos, useDeleteProgressPhoto, type ProgressPhoto } from '../hooks/use-progress-photos.ts';
import { usePhotoTexts } from '../texts.ts';
import { ProgressPhotoCompare } from './progress-photo-compare.tsx';
import { ProgressPhotoImage } from './progress-photo-pair.tsx';
import { ProgressPhotoPicker, type PickedPhoto } from './progress-photo-picker.tsx';

type Pages = ReturnType<typeof useClientProgressPhotos>;

function AddPhotoForm() {
  const T = usePhotoTexts();
  const today = localToday(new Date(), useTimeZone()).toISOString().slice(0, 10);
  const [picked, setPicked] = useState<PickedPhoto>({ file: null, pose: 'FRONT' });
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const { add, pending } = useAddProgressPhoto();
  const submitting = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    if (!picked.file) return setError(T.needPhoto);
    setError(null);
    submitting.current = true;
    try {
      if (await add(picked.file, date, picked.pose)) setPicked((p) => ({ ...p, file: null }));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} data-testid="progress-photo-form">
      <ProgressPhotoPicker value={picked} onChange={setPicked} disabled={pending} />
      <Field.Root maxW="48">
        <Field.Label>{T.date}</Field.Label>
        <Input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} data-testid="progress-photo-date" />
      </Field.Root>
      {error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="start" minH="11" loading={pending} loadingText={T.adding}>
        {T.add}
      </Button>
    </Stack>
  );
}

function Gallery({ photos, onDelete }: { photos: ProgressPhoto[]; onDelete?: (p: ProgressPhoto) => void }) {
  const T = usePhotoTexts();
  return (
    <SimpleGrid columns={{ base: 3, md: 4 }} gap="2" data-testid="progress-photo-gallery">
      {photos.map((p) => (
        <Stack key={p.id} gap="1" minW="0">
          <ProgressPhotoImage photo={p} />
          <Text textStyle="xs" color="fg.muted" truncate>
            {T.poses[p.pose]} · {p.takenOn}
          </Text>
          {onDelete ? (
            <Button size="xs" variant="ghost" colorPalette="red" minH="11" onClick={() => onDelete(p)} aria-label={T.deleteLabel(T.poses[p.pose], p.takenOn)}>
              {T.delete}
            </Button>
          ) : null}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Body({ pages, empty, onDelete, form }: { pages: Pages; empty: string; onDelete?: (p: ProgressPhoto) => void; form?: ReactNode }) {
  const T = usePhotoTexts();
  const photos = pages.data?.pages.flatMap((p) => p.items) ?? [];
  let list: ReactNode;
  if (pages.isPending) list = <InlineLoading label={T.loading} py="4" />;
  else if (pages.isError && !pages.data)
    list = (
      <Stack gap="2" align="start" role="alert">
        <Text textStyle="sm" color="fg.error">
          {T.error}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void pages.refetch()}>
          {T.retry}
        </Button>
      </Stack>
    );
  else if (photos.length === 0)
    list = (
      <Text textStyle="sm" color="fg.muted">
        {empty}
      </Text>
    );
  else
    list = (
      <Stack gap="5">
        <ProgressPhotoCompare photos={photos} />
        <Stack gap="2">
          <Text fontWeight="medium">{T.allPhotos}</Text>
          <Gallery photos={photos} onDelete={onDelete} />
          {pages.hasNextPage ? (
            <Button size="sm" variant="outline" alignSelf="start" minH="11" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {T.loadMore}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="5">
      {form}
      {list}
    </Stack>
  );
}

export function ClientProgressPhotos() {
  const T = usePhotoTexts();
  const pages = useClientProgressPhotos();
  const del = useDeleteProgressPhoto();
  const [deleting, setDeleting] = useState<ProgressPhoto | null>(null);
  return (
    <SectionCard title={T.title} description={T.description} testId="progress-photos">
      <Body pages={pages} empty={T.empty} onDelete={setDeleting} form={<AddPhotoForm />} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={T.deleteBody}
        onConfirm={() => (deleting ? del.mutateAsync({ id: deleting.id }) : undefined)}
        pending={del.isPending}
      />
    </SectionCard>
  );
}

export function CoachProgressPhotos({ clientId }: { clientId: string }) {
  const T = usePhotoTexts();
  const pages = useCoachProgressPhotos(clientId);
  return (
    <SectionCard title={T.title} description={T.coachDescription} testId="progress-photos">
      <Box>
        <Body pages={pages as unknown as Pages} empty={T.coachEmpty} />
      </Box>
    </SectionCard>
  );
}
