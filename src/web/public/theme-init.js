// Runs before the first paint so a saved dark theme never flashes light (see theme/color-mode.tsx,
// which owns the same storage key and classes once React has started). It also sets up the
// browser's date formatting for the signed-in areas (below).
(function () {
  var mode;
  try {
    mode = localStorage.getItem('spotter-theme');
  } catch (e) {
    mode = null;
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();

// The signed-in areas draw dates in the user's time zone. The first Intl.DateTimeFormat of a page
// costs Chromium 40-50 ms (ICU loading its calendar and zone data; about 200 ms on Lighthouse's
// slowed-down phone), later ones well under 1 ms. Made here, that happens while the app's scripts
// are still downloading instead of inside the first screen's render (docs/performance.md,
// "Web delivery").
(function () {
  if (!/^\/(app|coach)(\/|$)/.test(location.pathname)) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
  } catch (e) {
    // No Intl time zones: the app falls back to UTC by itself.
  }
})();
