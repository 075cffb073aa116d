import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../../shared/ui/button';

export interface PagerProps {
  page: number;
  pages: number;
  /** The address of a page (links, so a page can be opened in a new tab and the back button works). */
  hrefOf: (page: number) => string;
  /** The navigation's accessible name ('Páginas del registro'). */
  label: string;
  previous: ReactNode;
  next: ReactNode;
  /** 'Página 2 de 5'. */
  pageOf: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * The admin lists' pager: previous and next as links (shown disabled at either end, never
 * removed, so the row does not jump), the page of pages between them. Nothing for one page.
 */
export function Pager({ page, pages, hrefOf, label, previous, next, pageOf, className, testId }: PagerProps) {
  if (pages <= 1) return null;
  const step = (target: number, children: ReactNode, rel: string) =>
    target < 1 || target > pages ? (
      <span className={buttonClass('secondary', 'sm', 'pointer-events-none opacity-50')} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link to={hrefOf(target)} rel={rel} className={buttonClass('secondary', 'sm')}>
        {children}
      </Link>
    );
  return (
    <nav
      aria-label={label}
      className={`flex items-center gap-3 ${className ?? 'justify-between'}`}
      data-testid={testId}
    >
      {step(page - 1, previous, 'prev')}
      <p className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300" aria-current="page">
        {pageOf}
      </p>
      {step(page + 1, next, 'next')}
    </nav>
  );
}
