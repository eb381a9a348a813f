// Pick or take one photo and tag its pose (docs/progress-photos.md). Controlled, so the Progress
// tab's form and a later check-in form can both use it. The file is checked like a meal photo
// (type and first bytes, size) before anything is sent; the server checks again.
import { Box, Button, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PROGRESS_POSES, type ProgressPose } from '#shared/schemas/progress-photos';
import { checkPhotos, PHOTO_ACCEPT } from '#web/lib/photos.ts';
import { usePhotoTexts } from '../texts.ts';

export interface PickedPhoto {
  file: File | null;
  pose: ProgressPose;
}

export interface ProgressPhotoPickerProps {
  value: PickedPhoto;
  onChange: (value: PickedPhoto) => void;
  disabled?: boolean;
}

export function ProgressPhotoPicker({ value, onChange, disabled }: ProgressPhotoPickerProps) {
  const T = usePhotoTexts();
  const inputRef = useRef<HTMLInputElement>(null);
  const poseId = useId();
  const [error, setError] = useState<string | null>(null);
  // One object URL per chosen file, released when the file changes or the picker goes.
  const preview = useMemo(() => (value.file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const { ok } = await checkPhotos([file]);
    if (!ok.length) {
      setError(T.badPhoto);
      onChange({ ...value, file: null });
    } else {
      setError(null);
      onChange({ ...value, file: ok[0]! });
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Stack gap="3">
      <HStack gap="3" align="end" wrap="wrap">
        <Box>
          {/* capture offers the camera on a phone; a desktop opens the file chooser. */}
          <input
            ref={inputRef}
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            hidden
            aria-label={T.photo}
            data-testid="progress-photo-input"
            onChange={(e) => void pick(e.target.files)}
            disabled={disabled}
          />
          <Button variant="outline" minH="11" onClick={() => inputRef.current?.click()} disabled={disabled}>
            {value.file ? T.changePhoto : T.choosePhoto}
          </Button>
        </Box>
        <Stack gap="1" minW="36">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor={poseId}>{T.pose}</label>
          </Text>
          <NativeSelect.Root size="md" disabled={disabled}>
            <NativeSelect.Field id={poseId} value={value.pose} onChange={(e) => onChange({ ...value, pose: e.target.value as ProgressPose })} data-testid="progress-photo-pose">
              {PROGRESS_POSES.map((p) => (
                <option key={p} value={p}>
                  {T.poses[p]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      </HStack>
      {error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      {preview ? <Image src={preview} alt={T.preview} maxH="48" w="auto" objectFit="contain" borderRadius="md" alignSelf="start" /> : null}
    </Stack>
  );
}
