import { useQuery } from '@tanstack/react-query';
import { staffEndpoints } from '@shop/domain/staff-api';
import { callApi } from '../../shared/api/client';

/**
 * Whether the server lists its outbox: only outside production (docs/mail.md). The admin menu
 * links to the outbox page only then; the answer is the outbox page's (admin/mail) own, by the same query key.
 */
export function useOutboxAvailable(): boolean {
  const outbox = useQuery({
    queryKey: ['admin', 'mail-outbox'],
    queryFn: () => callApi(staffEndpoints.mailOutbox),
    staleTime: Infinity,
    retry: false,
  });
  return outbox.isSuccess;
}
