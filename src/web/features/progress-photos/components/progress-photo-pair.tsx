// Two photos of one pose, before and after (docs/progress-photos.md): side by side, or stacked
// with a slider revealing the after photo over the before one. Fits 390 px (two narrow columns)
// and 1280 px alike. A photo imported without its bytes says so instead of a broken image.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { usePhotoTexts } from '../texts.ts';
import type { ProgressPhoto } from '../hooks/use-progress-photos.ts';

export type PairMode = 'side' | 'slider';

export interface ProgressPhotoPairProps {
  before: ProgressPhoto | null;
  after: ProgressPhoto | null;
  mode?: PairMode;
}

const formatDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One photo, or the reason there is none. */
export function ProgressPhotoImage({ photo, fill }: { photo: ProgressPhoto | null; fill?: boolean }) {
  const T = usePhotoTexts();
  const frame = { w: '100%', aspectRatio: '3 / 4', borderRadius: 'md', bg: 'bg.muted', overflow: 'hidden' } as const;
  if (!photo) {
    return (
      <Box {...frame} display="flex" alignItems="center" justifyContent="center" p="3">
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {T.noPhotoThatDay}
        </Text>
      </Box>
    );
  }
  if (!photo.imageUrl) {
    return (
      <Box {...frame} display="flex" alignItems="center" justifyContent="center" p="3" data-testid="photo-not-included">
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {T.notIncluded}
        </Text>
      </Box>
    );
  }
  return (
    <Box {...frame} {...(fill ? { position: 'absolute', inset: 0, aspectRatio: 'auto', h: '100%' } : {})}>
      <img src={photo.imageUrl} alt={T.photoAlt(T.poses[photo.pose], formatDay(photo.takenOn))} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Box>
  );
}

function Caption({ label, photo }: { label: string; photo: ProgressPhoto | null }) {
  return (
    <Text textStyle="sm" fontWeight="medium">
      {label}
      {photo ? ` · ${formatDay(photo.takenOn)}` : ''}
    </Text>
  );
}

export function ProgressPhotoPair({ before, after, mode = 'side' }: ProgressPhotoPairProps) {
  const T = usePhotoTexts();
  const [reveal, setReveal] = useState(50);
  const sliderId = useId();
  if (mode === 'slider' && before?.imageUrl && after?.imageUrl) {
    return (
      <Stack gap="2" data-testid="progress-photo-pair" data-mode="slider">
        <Grid templateColumns="1fr 1fr">
          <Caption label={T.before} photo={before} />
          <Box textAlign="end">
            <Caption label={T.after} photo={after} />
          </Box>
        </Grid>
        <Box position="relative" w="100%" maxW="lg" mx="auto" aspectRatio="3 / 4" borderRadius="md" overflow="hidden" bg="bg.muted">
          <ProgressPhotoImage photo={before} fill />
          {/* The after photo, clipped from the left edge to the slider's position. */}
          <Box position="absolute" inset="0" style={{ clipPath: `inset(0 0 0 ${reveal}%)` }}>
            <ProgressPhotoImage photo={after} fill />
          </Box>
          <Box position="absolute" top="0" bottom="0" w="2px" bg="white" boxShadow="0 0 2px black" style={{ left: `${reveal}%` }} aria-hidden />
        </Box>
        <input id={sliderId} type="range" min={0} max={100} value={reveal} aria-label={T.sliderLabel} onChange={(e) => setReveal(Number(e.target.value))} style={{ width: '100%', minHeight: 44 }} />
      </Stack>
    );
  }
  return (
    <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap={{ base: '2', md: '4' }} data-testid="progress-photo-pair" data-mode="side">
      <Stack gap="1" minW="0">
        <Caption label={T.before} photo={before} />
        <ProgressPhotoImage photo={before} />
      </Stack>
      <Stack gap="1" minW="0">
        <Caption label={T.after} photo={after} />
        <ProgressPhotoImage photo={after} />
      </Stack>
    </Grid>
  );
}
