import { useEffect } from 'react';

export const PRODUCT_NAME = 'Spotter';

/** Sets the browser tab title to "<title> · Spotter" while the screen is shown. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
