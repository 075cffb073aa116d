import { useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import {
  CATEGORIES,
  CURRENCIES,
  CURRENCY_CODES,
  priceInputText,
  translatePriceText,
  type Category,
  type Currency,
} from '@shop/domain';
import { PRODUCT_DEVICE_TYPES, type ProductDeviceType } from '@shop/domain/catalogues';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useAlerts } from '../../../shared/ui/alerts';
import { buttonClass } from '../../../shared/ui/button';
import { FormField, inputClass } from '../../../shared/ui/form-field';
import { deleteMedia } from './api';
import { BilingualField } from './bilingual-field';
import {
  EMPTY_PRODUCT_FORM,
  FORM_SECTIONS,
  unsavedSections,
  type FormSection,
  categoryDeviceType,
  formErrors,
  missingEnglishCount,
  typedPriceText,
  typingErrors,
  withCategory,
  type Features,
  type FormErrors,
  type FormMessage,
  type ProductFormValues,
} from './form-logic';
import { AdvantagesEditor, SpecificationsEditor } from './list-editors';
import { MediaEditor, type MediaSession } from './media-editor';
import { adminProductsTexts } from './texts';
import { useLeaveGuard } from './use-leave-guard';

/**
 * What the component picker receives in the form's "Componentes" section: the product's
 * `features` and a setter, plus what it needs to offer the right components.
 * The form keeps `value` in its state and sends it when it changed.
 */
export interface FeaturesEditorProps {
  value: Features;
  onChange: (features: Features) => void;
  category: Category;
  /** The device type staff chose (a desktop filed under Laptops); undefined: the category's. */
  deviceType?: ProductDeviceType;
  currency: Currency;
}

export interface ProductFormProps {
  idPrefix: string;
  mode: 'create' | 'edit';
  initial?: ProductFormValues;
  /** Saves; resolves true when stored (the form then deletes the media the admin removed), false or throws to stay open. */
  onSave: (values: ProductFormValues) => Promise<boolean>;
  onCancel?: () => void;
  /** The component picker, when the app provides one; without it the section shows the components and keeps them. */
  FeaturesEditor?: ComponentType<FeaturesEditorProps>;
}

const selectClass = inputClass;

/** The errors the form words itself (its texts' `form.…`); the others are the domain's messages. */
const FORM_MESSAGES: readonly FormMessage[] = [
  'priceRequired',
  'priceNegative',
  'priceDecimals',
  'priceFormat',
  'stockNegative',
  'stockWhole',
  'stockFormat',
];
const isFormMessage = (key: string): key is FormMessage => (FORM_MESSAGES as readonly string[]).includes(key);

/** The product form, its fields checked in order, for creating and for the inline edit. */
export function ProductForm({
  idPrefix,
  mode,
  initial = EMPTY_PRODUCT_FORM,
  onSave,
  onCancel,
  FeaturesEditor,
}: ProductFormProps) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const domainText = useDomainMessage();
  const [language] = useLanguage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const session = useRef<MediaSession>({ uploaded: new Set(), removedStored: new Set() });
  const { confirm } = useAlerts();
  // Saved: nothing is left to lose until the next change.
  const [savedValues, setSavedValues] = useState<ProductFormValues | undefined>(undefined);
  const dirty = !saving && values !== savedValues && unsavedSections(initial, values).length > 0;
  const askToLeave = () => confirm({ title: t('adminProducts:leave.title'), message: t('adminProducts:leave.text') });
  useLeaveGuard(dirty, askToLeave);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const id = (field: string) => `${idPrefix}-${field}`;
  // What was typed into the price and stock fields is checked as it is typed (and kept as typed):
  // its error shows at once and goes once corrected; the other errors are the last sending's.
  const typing = typingErrors(values);
  const shownErrors: FormErrors = {
    ...errors,
    price: typing.price ?? (errors.price === 'priceRequired' ? errors.price : undefined),
    stock: typing.stock,
  };
  const errorOf = (field: keyof FormErrors) => {
    const key = shownErrors[field];
    if (!key) return undefined;
    return isFormMessage(key) ? t(`adminProducts:form.${key}`) : domainText(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(id(Object.keys(found)[0]!))?.focus();
      return;
    }
    setSaving(true);
    try {
      if (!(await onSave(values))) return;
      setSavedValues(values);
      // Saved: the media the admin took off the product can go now (the product no longer shows them).
      for (const url of session.current.removedStored) void deleteMedia(url).catch(() => undefined);
      session.current = { uploaded: new Set(), removedStored: new Set() };
    } finally {
      setSaving(false);
    }
  }

  async function cancel() {
    if (dirty && !(await askToLeave())) return;
    // Media uploaded for a form that is abandoned would belong to nothing.
    for (const url of session.current.uploaded) void deleteMedia(url).catch(() => undefined);
    session.current = { uploaded: new Set(), removedStored: new Set() };
    onCancel?.();
  }

  const featureGroups = Object.keys(values.features).length;
  const unsaved = unsavedSections(initial, values);
  const missingEnglish = missingEnglishCount(values);

  const sectionTitle = (section: FormSection) => t(`adminProducts:sections.${section}`);
  const section = (name: FormSection, children: ReactNode, hint?: string) => (
    <section
      id={id(`section-${name}`)}
      aria-labelledby={id(`section-${name}-title`)}
      className="scroll-mt-20 space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
      data-testid={`form-section-${name}`}
    >
      <div>
        <h2 id={id(`section-${name}-title`)} className="text-base font-semibold">
          {sectionTitle(name)}
          {unsaved.includes(name) && (
            <span className="ml-2 align-middle text-xs font-medium text-amber-700 dark:text-amber-300">
              ● {t('adminProducts:saveBar.changed')}
            </span>
          )}
        </h2>
        {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </section>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      aria-label={t('adminProducts:form.title')}
    >
      <nav aria-label={t('adminProducts:sections.nav')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {FORM_SECTIONS.map((name) => (
          <a
            key={name}
            href={`#${id(`section-${name}`)}`}
            className="shrink-0 rounded-full border border-slate-300 px-3 py-1 text-sm whitespace-nowrap hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {sectionTitle(name)}
          </a>
        ))}
      </nav>

      <p
        role="status"
        data-testid="missing-english-count"
        className={`rounded-lg px-3 py-2 text-sm ${
          missingEnglish > 0
            ? 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100'
            : 'bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
        }`}
      >
        {missingEnglish > 0
          ? t('adminProducts:form.missingEnglishCount', { count: missingEnglish })
          : t('adminProducts:form.noMissingEnglish')}
      </p>

      {section(
        'texts',
        <>
          {/* Each Spanish text with its English twin beside it. */}
          <BilingualField
            id={id('name')}
            label={t('adminProducts:form.name')}
            es={values.name}
            en={values.name_en}
            onEsChange={(name) => set('name', name)}
            onEnChange={(nameEn) => set('name_en', nameEn)}
            maxLength={200}
            required
            error={errorOf('name')}
          />
          <BilingualField
            id={id('description')}
            label={t('adminProducts:form.description')}
            es={values.description}
            en={values.description_en}
            onEsChange={(description) => set('description', description)}
            onEnChange={(descriptionEn) => set('description_en', descriptionEn)}
            maxLength={5000}
            rows={4}
          />
          <FormField id={id('brand')} label={t('adminProducts:form.brand')}>
            {(describedBy) => (
              <input
                id={id('brand')}
                className={`${inputClass} sm:max-w-xs`}
                value={values.brand}
                maxLength={100}
                aria-describedby={describedBy}
                onChange={(event) => set('brand', event.target.value)}
              />
            )}
          </FormField>
          <AdvantagesEditor
            idPrefix={idPrefix}
            items={values.advantages}
            onChange={(items) => set('advantages', items)}
          />
        </>,
      )}

      {section(
        'prices',
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id={id('price')}
            label={t('adminProducts:form.price')}
            hint={t('adminProducts:form.priceHint')}
            error={errorOf('price')}
          >
            {(describedBy) => (
              <input
                id={id('price')}
                inputMode="decimal"
                autoComplete="off"
                className={inputClass}
                // The form keeps the price the spec's Spanish way; the field writes it the page's way.
                value={translatePriceText(values.price, 'es', language)}
                placeholder={priceInputText(0, language)}
                aria-invalid={shownErrors.price ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const typed = event.target.value;
                  setValues((current) => ({ ...current, price: typedPriceText(typed, current.price, language) }));
                }}
              />
            )}
          </FormField>
          <FormField id={id('currency')} label={t('adminProducts:form.currency')}>
            {(describedBy) => (
              <select
                id={id('currency')}
                className={selectClass}
                value={values.currency}
                aria-describedby={describedBy}
                onChange={(event) => set('currency', event.target.value as Currency)}
              >
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {CURRENCIES[code].symbol} · {CURRENCIES[code].name[language]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={id('stock')}
            label={t('adminProducts:form.stock')}
            hint={t('adminProducts:form.stockHint')}
            error={errorOf('stock')}
          >
            {(describedBy) => (
              <input
                id={id('stock')}
                inputMode="numeric"
                autoComplete="off"
                className={inputClass}
                value={values.stock}
                placeholder="0"
                aria-invalid={shownErrors.stock ? true : undefined}
                aria-describedby={describedBy}
                // Kept as typed: a "2,5" is shown with its error, never saved as 25.
                onChange={(event) => set('stock', event.target.value)}
              />
            )}
          </FormField>
        </div>,
      )}

      {section(
        'media',
        <MediaEditor
          idPrefix={idPrefix}
          images={values.images}
          video={values.video}
          setImages={(update) => setValues((current) => ({ ...current, images: update(current.images) }))}
          setVideo={(video) => set('video', video)}
          session={session}
          onBusyChange={setUploading}
          imagesError={errorOf('images')}
        />,
      )}

      {section(
        'components',
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={id('category')} label={t('adminProducts:form.category')}>
              {(describedBy) => (
                <select
                  id={id('category')}
                  className={selectClass}
                  value={values.category}
                  aria-describedby={describedBy}
                  onChange={(event) => setValues((current) => withCategory(current, event.target.value as Category))}
                >
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`categories.${category}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={id('deviceType')}
              label={t('adminProducts:form.deviceType')}
              hint={t('adminProducts:form.deviceTypeHint')}
            >
              {(describedBy) => (
                <select
                  id={id('deviceType')}
                  className={selectClass}
                  value={values.deviceType}
                  aria-describedby={describedBy}
                  onChange={(event) => set('deviceType', event.target.value as ProductDeviceType | '')}
                >
                  {/* "None" only where the category has no device of its own (monitors, accessories). */}
                  {!categoryDeviceType(values.category) && (
                    <option value="">{t('adminProducts:form.deviceTypeNone')}</option>
                  )}
                  {PRODUCT_DEVICE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`adminProducts:form.deviceTypes.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div data-testid="components-section">
            <h3 className="text-sm font-semibold">{t('adminProducts:form.components')}</h3>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('adminProducts:form.componentsHint')}</p>
            <div className="mt-3">
              {FeaturesEditor ? (
                <FeaturesEditor
                  value={values.features}
                  onChange={(features) => set('features', features)}
                  category={values.category}
                  deviceType={values.deviceType || undefined}
                  currency={values.currency}
                />
              ) : (
                <p className="text-sm">
                  {featureGroups > 0
                    ? t('adminProducts:form.componentGroups', { count: featureGroups })
                    : t('adminProducts:form.noComponents')}
                </p>
              )}
            </div>
          </div>
        </>,
      )}

      {section(
        'specifications',
        <SpecificationsEditor
          idPrefix={idPrefix}
          rows={values.specifications}
          onChange={(rows) => set('specifications', rows)}
        />,
      )}

      {/* The save bar stays in view (above the phone's bottom bar) and says what is not saved yet. */}
      <div
        className="sticky bottom-16 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-2 dark:border-slate-700 dark:bg-slate-900/95"
        data-testid="save-bar"
      >
        <p className="mr-auto min-w-0 text-sm" role="status" data-testid="save-bar-status">
          {uploading ? (
            <span className="text-slate-600 dark:text-slate-400">{t('adminProducts:form.busy')}</span>
          ) : unsaved.length > 0 ? (
            <span className="text-amber-800 dark:text-amber-200">
              {t('adminProducts:saveBar.unsaved', { sections: unsaved.map(sectionTitle).join(', ') })}
            </span>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">{t('adminProducts:saveBar.clean')}</span>
          )}
        </p>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={() => void cancel()}>
            {t('adminProducts:form.cancel')}
          </button>
        )}
        <button type="submit" className={buttonClass('primary')} disabled={saving || uploading}>
          {saving
            ? t('adminProducts:form.saving')
            : mode === 'create'
              ? t('adminProducts:form.create')
              : t('adminProducts:form.save')}
        </button>
      </div>
    </form>
  );
}
