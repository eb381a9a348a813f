// The one picker of a language (docs/translations.md): the client's Dashboard, the coach's Profile
// and the coach's default for a client. Each language is named in itself.
import { Field, NativeSelect } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/locale';

export function LanguageSelect({ label, value, disabled, onChange }: { label: string; value: Locale; disabled?: boolean; onChange: (locale: Locale) => void }) {
  return (
    <Field.Root flex="1" minW="10rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as Locale)} data-testid="language-select">
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
