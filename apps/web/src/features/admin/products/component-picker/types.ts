import type { Currency, ProductFeatures } from '@shop/domain';
import type { ProductDeviceType } from '@shop/domain/catalogues';

export interface ComponentPickerProps {
  /** The product's `features` map as the form holds it. */
  value: ProductFeatures;
  /** Called with the whole next `features` map on every change (the form only ever replaces it). */
  onChange: (next: ProductFeatures) => void;
  /** The device the product is (`productDeviceType(product)`): which sections and catalogue entries apply. */
  deviceType: ProductDeviceType;
  /** The product's currency: the shoppers' price increments are in it. */
  currency: Currency;
  /** A CONFIGURABLE product: staff may also offer shoppers alternatives per category. */
  configurable: boolean;
}
