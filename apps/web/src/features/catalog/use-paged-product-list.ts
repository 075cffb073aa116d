import { useInfiniteQuery } from '@tanstack/react-query';
import { productKeys } from '../../shared/api/query-keys';
import { useServerStatus } from '../../shared/server-status/server-status';
import { fetchProducts, type CorrectionReader } from './api';
import { type ProductList, type ProductListOptions, useFallbackList } from './use-product-list';

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

  const fallback = useFallbackList(serverStatus, query.data !== undefined, query.isError);
  if (fallback) return fallback;

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
