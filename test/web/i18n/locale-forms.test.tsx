// Plural forms and dates in each language (docs/translations.md): what a Spanish or German user
// reads once their catalogue has loaded, and the English the SPEC quotes untouched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '#web/i18n/i18n.ts';
import { dateFormat, numberFormat } from '#web/i18n/format.ts';
import { todayMessages, upcomingMessages } from '#web/features/client-workouts/texts.ts';
import type { Locale } from '#shared/locale';

/** Switches the language and waits until the mounted stores show its catalogue. */
async function switchTo(code: Locale) {
  const stop = [todayMessages.listen(() => {}), upcomingMessages.listen(() => {})];
  setLocale(code);
  await vi.waitFor(() => expect(i18n.loading.get()).toBe(false));
  return () => stop.forEach((unbind) => unbind());
}

const monday = new Date(Date.UTC(2026, 11, 7));
const fullDate = dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

describe('plural forms and dates by language', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    setLocale('en');
  });

  it('English keeps the SPEC texts and en-US dates', async () => {
    stop = await switchTo('en');
    expect(todayMessages.get().ratingStars(1)).toBe('1 star');
    expect(todayMessages.get().ratingStars(4)).toBe('4 stars');
    expect(upcomingMessages.get().weekCount(0)).toBe('0 workouts in the next 7 days');
    expect(todayMessages.get().progress(2, 5)).toBe('2 of 5 exercises completed');
    expect(fullDate(monday)).toBe('Monday, December 7');
    expect(numberFormat({ maximumFractionDigits: 1 })(1234.5)).toBe('1,234.5');
  });

  it('Spanish picks one or other, and formats dates and numbers the Spanish way', async () => {
    stop = await switchTo('es');
    expect(todayMessages.get().ratingStars(1)).toBe('1 estrella');
    expect(todayMessages.get().ratingStars(3)).toBe('3 estrellas');
    expect(todayMessages.get().daysOverdue(2)).toBe('2 días de retraso');
    expect(upcomingMessages.get().exercises(1)).toBe('1 ejercicio');
    expect(todayMessages.get().progress(2, 5)).toBe('2 de 5 ejercicios completados');
    expect(fullDate(monday)).toBe('lunes, 7 de diciembre');
    expect(numberFormat({ maximumFractionDigits: 1 })(1234.5)).toBe('1234,5');
  });

  it('German picks one or other, and formats dates and numbers the German way', async () => {
    stop = await switchTo('de');
    expect(todayMessages.get().ratingStars(1)).toBe('1 Stern');
    expect(todayMessages.get().ratingStars(5)).toBe('5 Sterne');
    expect(todayMessages.get().daysOverdue(1)).toBe('1 Tag überfällig');
    expect(upcomingMessages.get().weekCount(0)).toBe('0 Trainings in den nächsten 7 Tagen');
    expect(fullDate(monday)).toBe('Montag, 7. Dezember');
    expect(numberFormat({ maximumFractionDigits: 1 })(1234.5)).toBe('1.234,5');
  });
});
