// The schedule step's extras (docs/recurring.md): repeating a plan on weekdays for some weeks,
// the preview of what will be created, and the question a past start date asks.
import { Alert, Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { REPEAT_MAX_SESSIONS, REPEAT_MAX_WEEKS, WEEKDAYS, type PastSessions, type Repeat, type Weekday } from '#shared/schemas/assignments';
import { shortDay, type SchedulePreview } from '../lib/wizard.ts';
import { useAssignTexts, type AssignTexts } from '../texts.ts';

/** Why a repeat cannot be sent, in the coach's language, or null when it can. */
export function repeatProblem(r: Repeat | null, T: Pick<AssignTexts, 'repeatNoWeekday' | 'repeatWeeksRange' | 'repeatTooMany'>): string | null {
  if (!r) return null;
  if (r.weekdays.length === 0) return T.repeatNoWeekday;
  if (!Number.isInteger(r.weeks) || r.weeks < 1 || r.weeks > REPEAT_MAX_WEEKS) return T.repeatWeeksRange;
  if (r.weekdays.length * r.weeks > REPEAT_MAX_SESSIONS) return T.repeatTooMany;
  return null;
}

export function RepeatFields({ value, onChange }: { value: Repeat | null; onChange: (r: Repeat | null) => void }) {
  const T = useAssignTexts();
  const problem = repeatProblem(value, T);
  const toggle = (d: Weekday) => {
    if (!value) return;
    const on = value.weekdays.includes(d);
    onChange({ ...value, weekdays: WEEKDAYS.filter((w) => (w === d ? !on : value.weekdays.includes(w))) });
  };
  return (
    <Stack gap="3">
      <Checkbox.Root checked={value !== null} onCheckedChange={(d) => onChange(d.checked === true ? { weekdays: [], weeks: 4 } : null)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{T.repeat}</Checkbox.Label>
      </Checkbox.Root>
      {value ? (
        <Stack gap="3" ps={{ base: '0', sm: '6' }}>
          <Box role="group" aria-label={T.repeatDays}>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {T.repeatDays}
            </Text>
            <HStack gap="1" flexWrap="wrap">
              {WEEKDAYS.map((d) => {
                const on = value.weekdays.includes(d);
                return (
                  <Button
                    key={d}
                    size="sm"
                    minW="11"
                    minH="10"
                    variant={on ? 'solid' : 'outline'}
                    colorPalette={on ? 'brand' : 'gray'}
                    aria-pressed={on}
                    aria-label={T.weekday[d]}
                    onClick={() => toggle(d)}
                  >
                    {T.weekdayShort[d]}
                  </Button>
                );
              })}
            </HStack>
          </Box>
          <Field.Root invalid={problem !== null} maxW="56">
            <Field.Label>{T.repeatWeeks}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={REPEAT_MAX_WEEKS}
              value={Number.isNaN(value.weeks) ? '' : String(value.weeks)}
              onChange={(e) => onChange({ ...value, weeks: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "16 sessions, Mon 7 Dec – Thu 28 Jan", announced as it changes. */
export function PreviewLine({ preview, each }: { preview: SchedulePreview; each?: boolean }) {
  const T = useAssignTexts();
  const text = preview.count === 0 ? T.previewNone : each ? T.previewEach(preview.count) : T.preview(preview.count, shortDay(preview.first ?? ''), shortDay(preview.last ?? ''));
  return (
    <Text fontSize="sm" color={preview.count === 0 ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="schedule-preview">
      {text}
    </Text>
  );
}

/** Shown when a start date is before today: skip the past sessions (the default) or schedule them today. Radios stacked, so a phone never clips them. */
export function PastChoice({ past, each, value, onChange }: { past: number; each?: boolean; value: PastSessions; onChange: (v: PastSessions) => void }) {
  const T = useAssignTexts();
  return (
    <Alert.Root status="warning" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{T.pastTitle}</Alert.Title>
        <Alert.Description>{each ? T.pastBodyEach : T.pastBody(past)}</Alert.Description>
        <Stack gap="2" role="radiogroup" aria-label={T.pastChoice} align="flex-start">
          {(['SKIP', 'SCHEDULE'] as const).map((v) => (
            <Button key={v} size="sm" role="radio" aria-checked={value === v} variant={value === v ? 'solid' : 'outline'} colorPalette={value === v ? 'brand' : 'gray'} onClick={() => onChange(v)}>
              {v === 'SKIP' ? T.pastSkip : T.pastSchedule}
            </Button>
          ))}
        </Stack>
        <Text fontSize="sm">{value === 'SKIP' ? T.pastSkipHelp : T.pastScheduleHelp}</Text>
      </Stack>
    </Alert.Root>
  );
}
