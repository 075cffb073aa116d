import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/domain';
import { productKeys } from '../../shared/api/query-keys';
import { useServerStatus } from '../../shared/server-status/server-status';
import { fetchProducts, type CorrectionReader, type ProductListRequest } from './api';

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

/**
 * Server-side search, filter and paging, one page per "load more". While the server
 * is known to be down, or when loading failed after the HTTP client's retries, the
 * two fallback smartphones take the place of results not received, so the page is never empty.
 */
export function useProductList(options: ProductListOptions, readCorrection?: CorrectionReader): ProductList {
  const serverStatus = useServerStatus();
  const query = useInfiniteQuery({
    queryKey: [...productKeys.all, 'list', options],
    queryFn: ({ pageParam, signal }) => fetchProducts({ ...options, page: pageParam }, signal, readCorrection),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      return loaded < last.total && last.products.length > 0 ? last.page + 1 : undefined;
    },
    enabled: serverStatus !== 'unavailable',
  });

  // Only in place of products never received: a page showing real products keeps them.
  const fallback: FallbackReason | null = query.data
    ? null
    : serverStatus === 'unavailable'
      ? 'serverUnavailable'
      : query.isError
        ? 'loadError'
        : null;
  // Needed only when the server fails: its own chunk, out of the first load.
  const fallbackProducts = useQuery({
    queryKey: ['fallback-products'],
    queryFn: () => import('../../shared/lib/fallback-products').then((module) => module.FALLBACK_PRODUCTS),
    enabled: fallback !== null,
    staleTime: Infinity,
  }).data;
  if (fallback) {
    return {
      products: fallbackProducts ?? [],
      total: fallbackProducts?.length ?? 0,
      isLoading: !fallbackProducts,
      fallback,
      hasMore: false,
      isLoadingMore: false,
      loadMoreFailed: false,
      loadMore: () => undefined,
    };
  }

  const pages = query.data?.pages ?? [];
  return {
    products: pages.flatMap((page) => page.products),
    total: pages[0]?.total ?? 0,
    isLoading: query.isPending,
    fallback: null,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    correction: pages[0]?.correction,
  };
}
