// "5 minutes ago", "Yesterday", "Mar 4" in the user's language: how the coach's lists (the
// dashboard, roster, inbox, notifications, API keys, webhook deliveries) show a time.
import { dateFormat } from './format.ts';
import { i18n, plural, useStore } from './i18n.ts';

export const relativeTimeMessages = i18n('common/relative-time', {
  justNow: 'Just now',
  minutesAgo: plural('n')({ one: '{n} minute ago', other: '{n} minutes ago' }),
  hoursAgo: plural('n')({ one: '{n} hour ago', other: '{n} hours ago' }),
  yesterday: 'Yesterday',
  daysAgo: plural('n')({ one: '{n} day ago', other: '{n} days ago' }),
});

type RelativeTimeTexts = ReturnType<typeof relativeTimeMessages.get>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const thisYear = dateFormat({ month: 'short', day: 'numeric' });
const otherYear = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

export function relativeTimeText(t: RelativeTimeTexts, date: Date, now: Date): string {
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return t.justNow;
  if (diff < HOUR) return t.minutesAgo(Math.floor(diff / MINUTE));
  if (diff < DAY) return t.hoursAgo(Math.floor(diff / HOUR));
  const days = Math.floor(diff / DAY);
  if (days === 1) return t.yesterday;
  if (days < 7) return t.daysAgo(days);
  return date.getUTCFullYear() === now.getUTCFullYear() ? thisYear(date) : otherYear(date);
}

/** `relativeTime(date, now)` in the current language; re-renders when it changes. */
export function useRelativeTime(): (date: Date, now: Date) => string {
  const t = useStore(relativeTimeMessages);
  return (date, now) => relativeTimeText(t, date, now);
}
