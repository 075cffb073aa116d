import { type ExchangeRates, endpoints } from '@shop/domain';
import { callApi } from './client';

/** Staff's exchange rates to AR$ (null: none set): a mixed cart's one total is converted at them. */
export function fetchExchangeRates(signal?: AbortSignal): Promise<ExchangeRates | null> {
  return callApi(endpoints.exchangeRates, {}, { signal });
}

/** The rates as one cached query, for every page that weighs a cart or a delivery against them. */
export const exchangeRatesQuery = {
  queryKey: ['exchange-rates'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchExchangeRates(signal),
};
