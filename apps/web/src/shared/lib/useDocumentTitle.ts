import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const BRAND = 'TechStore';

/**
 * Sets the tab title and the meta description in the current language. `title` is
 * already translated (pages often build it from data, like a product name).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { t } = useTranslation();
  const fullDescription = description ?? t('meta.description');
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
    document.querySelector('meta[name="description"]')?.setAttribute('content', fullDescription);
  }, [title, fullDescription]);
}
