import { useTranslation } from '../../shared/i18n/react';
import { ChevronDownIcon, GridIcon } from '../../shared/ui/icons';

/** Look of the category dropdown's trigger: an icon on phones, the word from 768 px. */
export const categoryTriggerClass =
  'inline-flex h-10 items-center gap-1 rounded-lg px-2 font-medium hover:bg-slate-100 md:px-3 dark:hover:bg-slate-800';

export function CategoryTriggerContent() {
  const { t } = useTranslation();
  return (
    <>
      <GridIcon className="size-5 md:hidden" />
      <span className="sr-only md:not-sr-only">{t('nav.categories')}</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}
