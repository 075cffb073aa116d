import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/domain';
import { productKeys } from '../../shared/api/query-keys';
import { type ServerStatus, useServerStatus } from '../../shared/server-status/server-status';
import { fetchProducts, type ProductListRequest } from './api';

export type ProductListOptions = Omit<ProductListRequest, 'page'>;

/** Why the list shows the built-in fallback products instead of the catalogue. */
export type FallbackReason = 'serverUnavailable' | 'loadError';

export interface ProductList {
  products: ProductSummary[];
  total: number;
  isLoading: boolean;
  fallback: FallbackReason | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** The corrected words the results are for, when the server corrected the search. */
  correction?: string;
}

/** What a list that loads no further pages answers for its paging. */
export const NO_MORE_PAGES = {
  hasMore: false,
  isLoadingMore: false,
  loadMoreFailed: false,
  loadMore: () => undefined,
} as const satisfies Partial<ProductList>;

/**
 * The list a page shows in place of products never received, and why (null: it has them, or is
 * still asking). `serverStatus` is the caller's, which also decides whether it asks at all.
 */
export function useFallbackList(serverStatus: ServerStatus, received: boolean, failed: boolean): ProductList | null {
  // Only in place of products never received: a page showing real products keeps them.
  const fallback: FallbackReason | null = received
    ? null
    : serverStatus === 'unavailable'
      ? 'serverUnavailable'
      : failed
        ? 'loadError'
        : null;
  // Needed only when the server fails: its own chunk, out of the first load.
  const fallbackProducts = useQuery({
    queryKey: ['fallback-products'],
    queryFn: () => import('../../shared/lib/fallback-products').then((module) => module.FALLBACK_PRODUCTS),
    enabled: fallback !== null,
    staleTime: Infinity,
  }).data;
  if (!fallback) return null;
  return {
    products: fallbackProducts ?? [],
    total: fallbackProducts?.length ?? 0,
    isLoading: !fallbackProducts,
    fallback,
    ...NO_MORE_PAGES,
  };
}

/**
 * The first page of a list and no more (the home page's newest): a plain query, so that the
 * first load carries no paging (the catalogue's "load more" is `useProductList`, in its chunk).
 * The fallback products stand in as for the catalogue.
 */
export function useProductPage(options: ProductListOptions): ProductList {
  const serverStatus = useServerStatus();
  const query = useQuery({
    queryKey: [...productKeys.all, 'list', options, 'one page'],
    queryFn: ({ signal }) => fetchProducts({ ...options, page: 1 }, signal),
    enabled: serverStatus !== 'unavailable',
  });
  const fallback = useFallbackList(serverStatus, query.data !== undefined, query.isError);
  if (fallback) return fallback;
  return {
    products: query.data?.products ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isPending,
    fallback: null,
    ...NO_MORE_PAGES,
  };
}
