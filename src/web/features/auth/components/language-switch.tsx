// The language of the public screens (docs/translations.md): nobody is signed in yet, so the
// choice is this device's, remembered like the theme; a signed-in user's saved language still
// wins once they sign in. A plain select: Chakra's NativeSelect and Field cost /login 2 KB gzip.
import { chakra } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/locale';
import { locale, setLocale, useStore } from '#web/i18n/i18n.ts';

export function LanguageSwitch({ label }: { label: string }) {
  const current = useStore(locale);
  return (
    <chakra.select
      aria-label={label}
      value={current}
      onChange={(e) => setLocale(e.currentTarget.value as Locale)}
      data-testid="auth-language"
      minH="11"
      px="2"
      fontSize="sm"
      color="fg"
      bg="transparent"
      borderRadius="l2"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </chakra.select>
  );
}
