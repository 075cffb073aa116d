import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Asks before leaving a page with unsaved changes. Closing or reloading the tab gets the
 * browser's own question (beforeunload); a link inside the app is held back (the click is
 * caught before the router sees it) until `ask` says yes, then followed. The router has no
 * blocker of its own, so this one listens where every in-app link passes: the document.
 */
export function useLeaveGuard(dirty: boolean, ask: () => Promise<boolean>): void {
  const [, navigate] = useLocation();
  const latest = useRef({ ask, navigate });
  useEffect(() => {
    latest.current = { ask, navigate };
  });

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Same page, another anchor (the form's section links): nothing is lost.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void latest.current.ask().then((leave) => {
        if (leave) latest.current.navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
