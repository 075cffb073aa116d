/* global window, document */
// Mirrors src/shared/lib/theme.ts: stored 'theme' wins, otherwise the system preference.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (privacy mode); fall back to the system preference.
  }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
