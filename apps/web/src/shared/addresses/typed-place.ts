import { isProvinceCode, type ProvinceCode } from '@shop/domain';

/** Where a delivery is worked out for: a province and one of its postal codes. */
export interface Place {
  province: ProvinceCode;
  postalCode: string;
}

/** The place a shopper typed last on a product page's delivery line, kept in this browser. */
const PLACE_KEY = 'shop.delivery-place';

/** The place this browser keeps, if any (storage can be refused, or hold a stale value). */
export function typedPlace(): Place | undefined {
  try {
    const place = JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null') as Partial<Place> | null;
    if (place && isProvinceCode(place.province) && typeof place.postalCode === 'string') {
      return { province: place.province, postalCode: place.postalCode };
    }
  } catch {
    // Storage refused or a stale value: no typed place.
  }
  return undefined;
}

/** Keeps the place for every later product page and for the next new address. */
export function keepTypedPlace(place: Place): void {
  try {
    localStorage.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    // Not kept for the next page; this one still uses it.
  }
}
