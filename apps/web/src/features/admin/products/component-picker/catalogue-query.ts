import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@shop/domain';
import type { ComponentGroup, DeviceType } from '@shop/domain/catalogues';
import { callApi } from '../../../../shared/api/client';
import { staffEndpoints } from '@shop/domain/staff-api';

/**
 * One section's entries from the API's component catalogues (device type, group, search): the catalogues
 * stay on the server, out of every bundle. The answers change only with a release (the API
 * caches them for a day), so they never go stale here; the previous answer stays on screen
 * while a new search loads. Entries come named in the staff member's language (the server names
 * saved ones in both languages by their id).
 */
export function componentsQuery(deviceType: DeviceType, group: ComponentGroup, search: string, language: Language) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: ['components', deviceType, group, trimmed, language],
    queryFn: async ({ signal }) => {
      const searchParams: Record<string, string> = { deviceType, group, lng: language };
      if (trimmed) searchParams.search = trimmed;
      return callApi(staffEndpoints.components, { query: searchParams }, { signal });
    },
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
