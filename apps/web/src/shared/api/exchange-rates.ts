import { type ExchangeRates, endpoints } from '@shop/domain';
import { callApi } from './client';

/** Staff's exchange rates to AR$ (null: none set): a mixed cart's one total is converted at them. */
export function fetchExchangeRates(signal?: AbortSignal): Promise<ExchangeRates | null> {
  return callApi(endpoints.exchangeRates, {}, { signal });
}
