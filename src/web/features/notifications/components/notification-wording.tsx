// A notification's title and message in the coach's language, for the dashboard's Recent Activity
// (a first screen): in English they are the server's stored ones word for word, so the wording
// module (event-texts.ts, 1.5 KB gzip with its texts) loads only for another language, with that
// language's catalogue (docs/translations.md, docs/performance.md).
import { lazy, Suspense, type ReactNode } from 'react';
import { locale, useStore } from '#web/i18n/i18n.ts';
import type { Worded } from '../event-texts.ts';

export type Wording = { title: string; message: string };

const Worded = lazy(() =>
  import('../event-texts.ts').then(({ useNotificationWording }) => ({
    default: function WordedNotification({ n, children }: { n: Worded; children: (w: Wording) => ReactNode }) {
      return children(useNotificationWording()(n));
    },
  })),
);

/** Renders `children` with `n`'s title and message in the coach's language (the stored English meanwhile). */
export function NotificationWording({ n, children }: { n: Worded; children: (w: Wording) => ReactNode }) {
  const stored = children({ title: n.title, message: n.message });
  if (useStore(locale) === 'en') return stored;
  return (
    <Suspense fallback={stored}>
      <Worded n={n}>{children}</Worded>
    </Suspense>
  );
}
