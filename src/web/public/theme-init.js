// Runs before the first paint so a saved dark theme never flashes light (see theme/color-mode.tsx,
// which owns the same storage key and classes once React has started).
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
