import { createContext, use, useEffect } from 'react';
import { SHOP_NAME } from '@shop/domain';
import { useTranslation } from '../i18n/react';

export const BRAND = SHOP_NAME;

/** What a page puts in the document's head: the tab title and the meta description. */
export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * Set only while rendering on the server: there are no effects there, so the page's
 * head is collected during render and written into the HTML by the renderer.
 */
export const DocumentHeadSink = createContext<((head: DocumentHead) => void) | null>(null);

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
