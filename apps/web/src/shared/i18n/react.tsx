import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import appI18n from './index';

// The React side of i18next in a few lines, in place of react-i18next (2 kB of the first
// load's budget): the app needs a `t` that follows the language and, on the server, a
// per-request instance. Loading is i18next's own business (see the backend in index.ts:
// changeLanguage resolves once the texts are there), so nothing here ever suspends.

const I18nContext = createContext<I18n>(appI18n);

/** Gives the tree another i18next instance: the server renders each request with its own. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const readLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}
