import { Field, NativeSelect } from '@chakra-ui/react';
// The one picker of an IANA time zone, used by the coach's client card and the client's own
// setting (docs/time-zones.md): every zone this browser knows, UTC first, plus the current one
// should the browser not list it.

function zoneNames(current: string | null | undefined): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = ['UTC', ...all.filter((z) => z !== 'UTC')];
  if (current && !names.includes(current)) names.push(current);
  return names;
}

export function TimeZoneSelect({ label, value, current, disabled, onChange }: { label: string; value: string; current?: string | null; disabled?: boolean; onChange: (zone: string) => void }) {
  return (
    <Field.Root flex="1" minW="12rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {zoneNames(current).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
