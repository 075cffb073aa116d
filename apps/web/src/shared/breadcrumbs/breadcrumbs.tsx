import { Fragment, use } from 'react';
import { Link } from 'wouter';
import { useFeatureTexts } from '../i18n/feature-texts';
import { DocumentHeadSink } from '../lib/use-document-title';
import type { Crumb } from './trail';
import { breadcrumbTexts } from './texts';

/**
 * Where the page sits in the shop (Inicio › Laptops › the product): links to the pages above it,
 * the page itself last; the server writes the same trail into the rendered page's head as
 * `BreadcrumbList` structured data for search engines. `trail` starts below the home page, which is always first.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useFeatureTexts(breadcrumbTexts);
  const crumbs: Crumb[] = [{ label: t('breadcrumbs:home'), href: '/' }, ...trail];
  use(DocumentHeadSink)?.({ breadcrumbs: crumbs });
  return (
    <nav aria-label={t('breadcrumbs:label')} className="mb-3 text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex items-center gap-x-1.5">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.href}>
              {index > 0 && (
                <li aria-hidden="true" className="shrink-0 text-slate-400 dark:text-slate-500">
                  ›
                </li>
              )}
              {/* One line: a long product name is cut short (it is the page's heading just below). */}
              <li className={last ? 'min-w-0 truncate' : 'shrink-0'} lang={crumb.lang}>
                <Link
                  to={crumb.href}
                  aria-current={last ? 'page' : undefined}
                  className={
                    last
                      ? 'font-medium text-slate-900 dark:text-slate-100'
                      : 'rounded underline-offset-4 hover:text-indigo-700 hover:underline dark:hover:text-indigo-300'
                  }
                >
                  {crumb.label}
                </Link>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
