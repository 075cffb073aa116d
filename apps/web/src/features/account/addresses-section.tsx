import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Address, MAX_ADDRESSES, addressLines } from '@shop/domain';
import { AddressForm } from '../../shared/addresses/address-form';
import { addressesQueryKey, deleteAddress, fetchAddresses, saveAddress } from '../../shared/addresses/api';
import { addressTexts } from '../../shared/addresses/texts';
import { apiFailureOf } from '../../shared/api/error-message';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { useAlerts } from '../../shared/ui/alerts';
import { buttonClass } from '../../shared/ui/button';
import { toast } from '../../shared/ui/toast';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Which form is open: none, a new address, or the address of that id. */
type Editing = null | 'new' | string;

/**
 * 'Mi cuenta' → delivery addresses: the account's addresses (the default first, marked), each
 * editable, deletable and choosable as the default, and the form to add one while fewer than
 * MAX_ADDRESSES are kept. Fetched with its own chunk when the account page shows it.
 */
export default function AddressesSection() {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const render = useShownText();
  const { confirm } = useAlerts();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = useQuery({ queryKey: addressesQueryKey, queryFn: fetchAddresses, retry: false });
  const list = addresses.data ?? [];
  const full = list.length >= MAX_ADDRESSES;

  const failed = (caught: unknown, fallback: string) => toast.error(render(apiFailureOf(caught) ?? { key: fallback }));
  const saved = (message: string) => {
    setEditing(null);
    toast.success(message);
  };

  const remove = async (address: Address) => {
    const confirmed = await confirm({
      title: t('addresses:list.deleteConfirmTitle'),
      message: t('addresses:list.deleteConfirmText', { address: addressLines(address, language)[0] }),
      confirmLabel: t('addresses:list.delete'),
    });
    if (!confirmed) return;
    try {
      const answer = await deleteAddress(address.id);
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      toast.success(answer.message);
    } catch (caught) {
      failed(caught, 'addresses:form.saveFailed');
    }
  };

  const makeDefault = async (address: Address) => {
    try {
      await saveAddress({ ...address, isDefault: true }, address.id);
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      toast.success(t('addresses:list.defaultChanged'));
    } catch (caught) {
      failed(caught, 'addresses:form.saveFailed');
    }
  };

  return (
    <section className={card} aria-labelledby={headingId} data-testid="addresses-section">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('addresses:list.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('addresses:list.subtitle')}</p>
      {addresses.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {t('addresses:list.loadFailed')}
        </p>
      )}
      {addresses.isSuccess && list.length === 0 && editing !== 'new' && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('addresses:list.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="mt-4 space-y-3" data-testid="address-list">
          {list.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="rounded-xl border border-indigo-300 p-4 dark:border-indigo-700">
                <h3 className="mb-3 font-medium">{t('addresses:list.editTitle')}</h3>
                <AddressForm
                  address={address}
                  onSaved={() => saved(t('addresses:list.saved'))}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing(address.id)}
                onDelete={() => void remove(address)}
                onMakeDefault={() => void makeDefault(address)}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <div className="mt-4 rounded-xl border border-indigo-300 p-4 dark:border-indigo-700">
          <h3 className="mb-3 font-medium">{t('addresses:list.newTitle')}</h3>
          <AddressForm
            startAsDefault={list.length === 0}
            onSaved={() => saved(t('addresses:list.saved'))}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        addresses.isSuccess && (
          <div className="mt-4">
            {full ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('addresses:list.limitReached')}</p>
            ) : (
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setEditing('new')}>
                {t('addresses:list.add')}
              </button>
            )}
          </div>
        )
      )}
    </section>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}) {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const [street, place] = addressLines(address, language);
  const named = { street };
  return (
    <li
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="address-card"
      data-default={address.isDefault || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-medium break-words">{address.recipient}</p>
          <p className="break-words">{street}</p>
          <p className="break-words">{place}</p>
          <p className="text-slate-600 dark:text-slate-400">{t('addresses:list.phone', { phone: address.phone })}</p>
          {address.notes && (
            <p className="mt-1 break-words text-slate-600 italic dark:text-slate-400">{address.notes}</p>
          )}
        </div>
        {address.isDefault && (
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
            {t('addresses:list.default')}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onEdit}
          aria-label={t('addresses:list.editLabel', named)}
        >
          {t('addresses:list.edit')}
        </button>
        {!address.isDefault && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={onMakeDefault}
            aria-label={t('addresses:list.makeDefaultLabel', named)}
          >
            {t('addresses:list.makeDefault')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-400')}
          onClick={onDelete}
          aria-label={t('addresses:list.deleteLabel', named)}
        >
          {t('addresses:list.delete')}
        </button>
      </div>
    </li>
  );
}
