import type { ProductSummary } from '@shop/domain';
import { Skeleton } from '../ui/skeleton';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

// Two cards per row from 360 px: a phone shows two products at once, as the shops people like do.
const gridClass = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** How many cards the first screen shows at the widest layout; those load eagerly. */
const ABOVE_THE_FOLD = 4;

export function ProductGrid({
  products,
  belowPrice,
}: {
  products: ProductSummary[];
  /** What a card shows under its price (the catalogue's '≈ AR$ …' when exchange rates are set). */
  belowPrice?: (product: ProductSummary) => ReactNode;
}) {
  const lines = products.map((product) => belowPrice?.(product));
  // One card with a line under its price: every card keeps that line, so the prices of a row line up.
  const keepLine = lines.some((line) => line !== undefined && line !== null);
  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            belowPrice={keepLine ? (lines[index] ?? null) : undefined}
            imageLoading={index === 0 ? 'high' : index < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

/** Same footprint as the cards, so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={gridClass} aria-hidden data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
