/* global window, document, location, addEventListener */
// Runs in the page's head, before the first paint and before the app's scripts. An external file
// rather than inline code, so that a strict Content-Security-Policy allows it.

// The theme: mirrors src/shared/lib/theme.ts: stored 'theme' wins, otherwise the system preference.
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

// A page whose scripts are gone: a new release replaced them between the page and its scripts (a
// shop of several processes, mid-update, answers the page from one release and the scripts from
// the other; a page opened before an update asks for them after it). The page would stay the
// server's HTML, its buttons waiting for ever. Reloaded, it comes with the scripts of the release
// that answers it: at most twice a minute, so a file missing for good cannot reload it in a loop,
// and only when the shop answers (a connection lost meanwhile keeps the page readable as it is,
// rather than trading it for the browser's error page).
(function () {
  var KEY = 'shop.asset-reloads';
  var WINDOW_MS = 60000;
  var MAX_RELOADS = 2;

  function reloadWithinLimit() {
    var now = Date.now();
    try {
      var reloads = JSON.parse(sessionStorage.getItem(KEY) || '[]').filter(function (at) {
        return typeof at === 'number' && now - at < WINDOW_MS;
      });
      if (reloads.length >= MAX_RELOADS) return;
      reloads.push(now);
      sessionStorage.setItem(KEY, JSON.stringify(reloads));
    } catch {
      // Without storage the reloads could not be counted: leave the page as it is.
      return;
    }
    location.reload();
  }

  addEventListener(
    'error',
    function (event) {
      var element = event.target;
      // Only the app's own scripts failing to load (an error in running code is not an element's).
      if (!element || element.tagName !== 'SCRIPT' || !/\/assets\//.test(element.src || '')) return;
      // Any answer (404 from the other release, or the file after all) means the shop is there.
      fetch(element.src, { method: 'HEAD', cache: 'no-store' }).then(reloadWithinLimit, function () {
        // No answer: offline, the page stays.
      });
    },
    // Loading errors do not bubble: they reach the window only while capturing.
    true,
  );
})();
