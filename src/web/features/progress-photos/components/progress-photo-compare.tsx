// The comparison (docs/progress-photos.md): pick a pose and two days, see them as a pair, side by
// side or with a slider. Works on the photos loaded so far (older pages load on demand).
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PROGRESS_POSES, type ProgressPose } from '#shared/schemas/progress-photos';
import type { ProgressPhoto } from '../hooks/use-progress-photos.ts';
import { usePhotoTexts } from '../texts.ts';
import { ProgressPhotoPair, type PairMode } from './progress-photo-pair.tsx';

function Select({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; testId: string }) {
  const id = useId();
  return (
    <Stack gap="1" minW="0">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root size="md">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

const dayLabel = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function ProgressPhotoCompare({ photos }: { photos: ProgressPhoto[] }) {
  const T = usePhotoTexts();
  const poses = PROGRESS_POSES.filter((p) => photos.some((x) => x.pose === p));
  const [pose, setPose] = useState<ProgressPose | null>(null);
  const current = pose && poses.includes(pose) ? pose : (poses[0] ?? 'FRONT');
  // Newest first, as the list answers; the newest photo of a day stands for that day.
  const byDay = new Map<string, ProgressPhoto>();
  for (const p of photos) if (p.pose === current && !byDay.has(p.takenOn)) byDay.set(p.takenOn, p);
  const days = [...byDay.keys()];
  const [picked, setPicked] = useState<{ before?: string; after?: string }>({});
  const before = picked.before && byDay.has(picked.before) ? picked.before : days.at(-1);
  const after = picked.after && byDay.has(picked.after) ? picked.after : days[0];
  const [mode, setMode] = useState<PairMode>('side');
  const options = days.map((d) => ({ value: d, label: dayLabel(d) }));

  return (
    <Stack gap="3" data-testid="progress-photo-compare">
      <Text textStyle="sm" color="fg.muted">
        {T.compareHint}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Select
          label={T.pose}
          value={current}
          onChange={(v) => setPose(v as ProgressPose)}
          options={(poses.length ? poses : PROGRESS_POSES).map((p) => ({ value: p, label: T.poses[p] }))}
          testId="compare-pose"
        />
        {days.length >= 2 ? (
          <>
            <Select label={T.before} value={before ?? ''} onChange={(v) => setPicked((p) => ({ ...p, before: v }))} options={options} testId="compare-before" />
            <Select label={T.after} value={after ?? ''} onChange={(v) => setPicked((p) => ({ ...p, after: v }))} options={options} testId="compare-after" />
          </>
        ) : null}
      </SimpleGrid>
      {days.length < 2 ? (
        <Text textStyle="sm" color="fg.muted">
          {T.compareNeedsTwo}
        </Text>
      ) : (
        <>
          <Group attached role="group" aria-label={T.compare}>
            {(['side', 'slider'] as const).map((m) => (
              <Button key={m} size="sm" minH="11" variant={mode === m ? 'solid' : 'outline'} colorPalette={mode === m ? 'brand' : 'gray'} aria-pressed={mode === m} onClick={() => setMode(m)}>
                {m === 'side' ? T.sideBySide : T.slider}
              </Button>
            ))}
          </Group>
          <ProgressPhotoPair before={before ? byDay.get(before)! : null} after={after ? byDay.get(after)! : null} mode={mode} />
        </>
      )}
    </Stack>
  );
}
