import { productDeviceType } from '@shop/domain/catalogues';
import type { ProductFeatures } from '@shop/domain';
import type { FeaturesEditorProps } from '../features/admin/products';
import { ComponentPicker } from '../features/admin/products/component-picker';

/**
 * The admin product form's components section is the staff component picker, a sub-feature of
 * the product administration. The two meet here, in the composition layer, so the product pages
 * and the picker stay apart; the router loads this module only with the admin pages.
 */
export default function PickerFeaturesEditor({
  value,
  onChange,
  category,
  deviceType: chosen,
  currency,
}: FeaturesEditorProps) {
  const deviceType = productDeviceType({ category, deviceType: chosen });
  if (!deviceType) return null;
  return (
    <ComponentPicker
      value={value as ProductFeatures}
      onChange={onChange}
      deviceType={deviceType}
      currency={currency}
      // The form saves every product as CONFIGURABLE, so staff may offer alternatives.
      configurable
    />
  );
}
