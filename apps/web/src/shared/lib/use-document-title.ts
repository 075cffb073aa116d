import { createContext, use, useEffect } from 'react';
import type { Crumb } from '../breadcrumbs/trail';
import { useTranslation } from '../i18n/react';

/** `SHOP_NAME` of @shop/domain, written out: importing it costs the first load bytes (use-document-title.test.ts holds them equal). */
export const BRAND = 'TechStore';

/** What a page puts in the document's head: the tab title and the meta description. */
export interface DocumentHead {
  title: string;
  description: string;
  /** The breadcrumb trail the page shows, home first: structured data for search engines (app/page-head.ts). */
  breadcrumbs?: readonly Crumb[];
}

/**
 * Set only while rendering on the server: there are no effects there, so the page's
 * head is collected during render (each part from where the page knows it) and written
 * into the HTML by the renderer.
 */
export const DocumentHeadSink = createContext<((head: Partial<DocumentHead>) => void) | null>(null);

/**
 * Sets the tab title and the meta description in the current language. `title` is
 * already translated (pages often build it from data, like a product name).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} | ${BRAND}` : BRAND;
  const fullDescription = description ?? t('meta.description');
  use(DocumentHeadSink)?.({ title: fullTitle, description: fullDescription });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', fullDescription);
  }, [fullTitle, fullDescription]);
}
