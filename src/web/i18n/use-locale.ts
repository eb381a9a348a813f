// The signed-in user's language (docs/translations.md): the app follows the saved one; a client with
// none yet (a first visit) gets the browser's, saved once, as the time zone is. A coach with none
// gets the language chosen on this device (the sign-in screen's switch), saved once; English when
// the device has no choice. Either may change it later (Dashboard, Profile).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Locale } from '#shared/locale';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { trpcKey, useTrpcClient } from '#web/lib/trpc-query.ts';
import { browserLocale, locale, setLocale, storedLocale, useStore } from './i18n.ts';

export const useLocale = (): Locale => useStore(locale);

/** Saves the signed-in user's language (PUT /api/auth/locale) and switches the app to it. */
export function useSetOwnLocale() {
  const { user, setUser } = useAuth();
  const client = useTrpcClient();
  return useMutation({
    mutationKey: trpcKey('auth.setLocale', undefined, 'any'),
    mutationFn: (input: { locale: Locale }) => client.auth.setLocale.mutate(input),
    // The app switches at once; a refused save switches it back.
    onMutate: (input) => {
      const previous = locale.get();
      setLocale(input.locale);
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context) setLocale(context.previous);
    },
    onSuccess: (r) => {
      if (user) setUser({ ...user, locale: r.locale });
    },
  });
}

/**
 * Follows the signed-in user's saved language; with none, a client's browser's, or a coach's
 * choice on this device, is saved on first use.
 */
export function useApplyUserLocale(): void {
  const { user, preview } = useAuth();
  const { mutate: save } = useSetOwnLocale();
  const tried = useRef(false);
  useEffect(() => {
    if (!user) return;
    if (user.locale) {
      setLocale(user.locale);
      return;
    }
    // A coach signed in on the sign-in screen: only an explicit choice there is theirs to keep.
    const detected = user.role === 'CLIENT' ? browserLocale() : storedLocale();
    if (!detected) {
      setLocale('en', { remember: false });
      return;
    }
    setLocale(detected);
    // A coach's read-only preview of a client never saves (every write is refused there).
    if (preview || tried.current) return;
    tried.current = true;
    save({ locale: detected });
  }, [user, preview, save]);
}
