import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADDRESS_LIMITS, type Address } from '@shop/domain';
import { apiFailureOf, type Shown } from '../api/error-message';
import { isApiError } from '../api/http';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useDomainMessage } from '../i18n/use-domain-message';
import { useShownText } from '../i18n/use-shown-text';
import { useSession } from '../session/session';
import { buttonClass } from '../ui/button';
import { FormField, inputClass } from '../ui/form-field';
import { addressesQueryKey, saveAddress } from './api';
import {
  type AddressField,
  type AddressFormValues,
  type AddressProblems,
  checkAddress,
  firstRefused,
  problemsOf,
} from './form-logic';
import { ProvinceOptions } from './province-options';
import { addressTexts } from './texts';
import { typedPlace } from './typed-place';

export interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  /** Whether 'default address' starts ticked for a new address (the account's first one, say). */
  startAsDefault?: boolean;
  /** Called with the stored address once the API has saved it (the list in the cache is refreshed). */
  onSaved(address: Address): void;
  onCancel?(): void;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * A delivery address form, for 'Mi cuenta' and the checkout alike: the domain's rules checked on
 * submit (each refused field says why under itself, the first one focused, nothing sent), then
 * the address added or replaced; a field the API refuses is shown the same way.
 */
export function AddressForm({ address, startAsDefault = false, onSaved, onCancel }: AddressFormProps) {
  const { t } = useFeatureTexts(addressTexts);
  const domainText = useDomainMessage();
  const render = useShownText();
  const { user } = useSession();
  // A new address is most often the shopper's own: who receives it starts as the account's name,
  // and its province and postal code as the place typed on a product page's delivery line.
  const [initial] = useState<Partial<Pick<Address, AddressField>>>(
    () => address ?? { recipient: user?.name ?? '', ...typedPlace() },
  );
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [failure, setFailure] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = (field: string) => `${id}${field}`;
  const boxId = `${id}status`;

  const refuse = (refused: AddressProblems) => {
    setProblems(refused);
    const first = firstRefused(refused);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: AddressFormValues = {
      recipient: text(data, 'recipient'),
      phone: text(data, 'phone'),
      street: text(data, 'street'),
      number: text(data, 'number'),
      floorFlat: text(data, 'floorFlat'),
      city: text(data, 'city'),
      province: text(data, 'province'),
      postalCode: text(data, 'postalCode'),
      notes: text(data, 'notes'),
      isDefault: data.get('isDefault') === 'on',
    };
    setFailure(null);
    const checked = checkAddress(values);
    if (!checked.ok) return refuse(checked.problems);
    setProblems({});
    setPending(true);
    try {
      const saved = await saveAddress(checked.data, address?.id);
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      onSaved(saved);
    } catch (caught) {
      const refused = isApiError(caught, 400) ? problemsOf(caught.details ?? []) : {};
      if (firstRefused(refused)) refuse(refused);
      else setFailure(apiFailureOf(caught) ?? { key: 'addresses:form.saveFailed' });
    } finally {
      setPending(false);
    }
  };

  const field = (
    name: AddressField,
    options: { label: string; hint?: string; autoComplete?: string; maxLength?: number; type?: string },
  ) => (
    <FormField
      id={fieldId(name)}
      label={options.label}
      hint={options.hint}
      error={problems[name] && domainText(problems[name])}
    >
      {(describedBy) => (
        <input
          id={fieldId(name)}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          defaultValue={initial[name] ?? ''}
          className={inputClass}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  const provinceProblem = problems.province;
  const notesProblem = problems.notes;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      data-testid="address-form"
      aria-describedby={failure ? boxId : undefined}
    >
      <div aria-live="polite">
        {(failure || firstRefused(problems)) && (
          <p
            id={boxId}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {failure ? render(failure) : t('addresses:form.problems')}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('recipient', {
          label: t('addresses:form.recipient'),
          autoComplete: 'name',
          maxLength: ADDRESS_LIMITS.recipient,
        })}
        {field('phone', {
          label: t('addresses:form.phone'),
          hint: t('addresses:form.phoneHint'),
          autoComplete: 'tel',
          type: 'tel',
          maxLength: ADDRESS_LIMITS.phone,
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {field('street', {
          label: t('addresses:form.street'),
          autoComplete: 'address-line1',
          maxLength: ADDRESS_LIMITS.street,
        })}
        {field('number', { label: t('addresses:form.number'), maxLength: ADDRESS_LIMITS.number })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('floorFlat', {
          label: t('addresses:form.floorFlat'),
          autoComplete: 'address-line2',
          maxLength: ADDRESS_LIMITS.floorFlat,
        })}
        {field('city', {
          label: t('addresses:form.city'),
          autoComplete: 'address-level2',
          maxLength: ADDRESS_LIMITS.city,
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('province')}
          label={t('addresses:form.province')}
          error={provinceProblem && domainText(provinceProblem)}
        >
          {(describedBy) => (
            <select
              id={fieldId('province')}
              name="province"
              autoComplete="address-level1"
              defaultValue={initial.province ?? ''}
              className={inputClass}
              aria-invalid={provinceProblem ? true : undefined}
              aria-describedby={describedBy}
            >
              <ProvinceOptions />
            </select>
          )}
        </FormField>
        {field('postalCode', {
          label: t('addresses:form.postalCode'),
          hint: t('addresses:form.postalCodeHint'),
          autoComplete: 'postal-code',
          maxLength: 20,
        })}
      </div>
      <FormField
        id={fieldId('notes')}
        label={t('addresses:form.notes')}
        hint={t('addresses:form.notesHint')}
        error={notesProblem && domainText(notesProblem)}
      >
        {(describedBy) => (
          <textarea
            id={fieldId('notes')}
            name="notes"
            rows={2}
            maxLength={ADDRESS_LIMITS.notes}
            defaultValue={address?.notes ?? ''}
            className={inputClass}
            aria-invalid={notesProblem ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={address?.isDefault ?? startAsDefault}
          className="size-4 rounded border-slate-300 accent-indigo-600"
        />
        {t('addresses:form.isDefault')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
          {pending ? t('addresses:form.saving') : t('addresses:form.save')}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            {t('addresses:form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
