import type { Address, AddressInput, ShippingQuote, ShippingQuoteRequest } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { callApi } from '../api/client';
import { withBearer } from '../api/http';

/** The account's addresses in the query cache: 'Mi cuenta', the checkout and the delivery line share them. */
export const addressesQueryKey = ['account', 'addresses'] as const;

export function fetchAddresses(): Promise<Address[]> {
  return callApi(accountEndpoints.listAddresses);
}

/** Adds an address, or replaces the one of `id`. */
export function saveAddress(address: AddressInput, id?: string): Promise<Address> {
  return id
    ? callApi(accountEndpoints.updateAddress, { params: { id }, body: address })
    : callApi(accountEndpoints.createAddress, { body: address });
}

export function deleteAddress(id: string): Promise<{ message: string }> {
  return callApi(accountEndpoints.deleteAddress, { params: { id } });
}

/**
 * The delivery options for some lines. The endpoint is public (a province and postal code need
 * no session); a saved address is the caller's, so then the session's token goes along.
 */
export function quoteDelivery(request: ShippingQuoteRequest, signal?: AbortSignal): Promise<ShippingQuote> {
  const headers = request.addressId === undefined ? undefined : withBearer(undefined, true);
  return callApi(accountEndpoints.shippingQuote, { body: request }, { headers, signal });
}
