import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/domain';
import { productKeys } from '../../../shared/api/query-keys';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useServerStatus } from '../../../shared/server-status/server-status';
import { toast } from '../../../shared/ui/toast';
import { createProduct, deleteProduct, isProductChanged, updateProduct } from './api';
import { changedFields, productPayload, type ProductFormValues } from './form-logic';
import { useFailureText } from '../shared/use-failure-text';
import { adminProductsTexts } from './texts';

/** How a save ended: stored, refused because the product changed meanwhile (412), or failed. */
export type SaveOutcome = 'saved' | 'changed' | 'failed';

/**
 * The product writes with their toasts (success or the reason it failed). Every write needs the
 * server to be available: while it is not, nothing is sent and the admin is told why.
 */
export function useProductWrites() {
  const { t } = useFeatureTexts(adminProductsTexts);
  const failureText = useFailureText();
  const status = useServerStatus();
  const queryClient = useQueryClient();

  const serverReady = () => {
    if (status === 'available') return true;
    toast.error(t('adminProducts:serverUnavailable'));
    return false;
  };
  // Every product list and detail (storefront's too) may show what changed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.all });

  return {
    async create(values: ProductFormValues): Promise<Product | undefined> {
      if (!serverReady()) return undefined;
      try {
        const product = await createProduct(productPayload(values));
        toast.success(t('adminProducts:added'));
        void refresh();
        return product;
      } catch (error) {
        toast.error(failureText(error, t('adminProducts:addError')));
        return undefined;
      }
    },

    /** Sends only what the admin changed, from the version the form was loaded at. */
    async update(product: Product, loaded: ProductFormValues, values: ProductFormValues): Promise<SaveOutcome> {
      if (!serverReady()) return 'failed';
      try {
        await updateProduct(product.id, changedFields(productPayload(loaded), productPayload(values)), product.version);
        toast.success(t('adminProducts:updated'));
        void refresh();
        return 'saved';
      } catch (error) {
        if (isProductChanged(error)) return 'changed';
        toast.error(failureText(error, t('adminProducts:updateError')));
        return 'failed';
      }
    },

    async remove(id: string): Promise<boolean> {
      if (!serverReady()) return false;
      try {
        await deleteProduct(id);
        toast.success(t('adminProducts:deleted'));
        void refresh();
        return true;
      } catch (error) {
        toast.error(failureText(error, t('adminProducts:deleteError')));
        return false;
      }
    },
  };
}
