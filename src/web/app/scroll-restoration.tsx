// Scroll like a multi-page site: a new screen opens at the top (or at its #hash), Back and Forward
// return to where the screen was left, and a reload keeps the position. React Router's own
// <ScrollRestoration> needs its data router, which the app does not load (docs/performance.md,
// "Web delivery").
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'spotter-scroll-positions';

/** Scroll position by history entry (location.key), kept for the tab's life in sessionStorage. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the address
  }
}

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  // The browser's own restoration would scroll before the restored screen has rendered.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are still kept for this page's life.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Remember where this entry is scrolled to, for Back and Forward.
  useEffect(() => {
    const remember = () => {
      savedPositions()[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? savedPositions()[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? elementOfHash(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
