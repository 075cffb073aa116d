import { PROVINCES } from '@shop/domain';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useLanguage } from '../i18n/use-language';
import { addressTexts } from './texts';

/** A province `<select>`'s choices in the shopper's language, after a placeholder that cannot be chosen. */
export function ProvinceOptions() {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  return (
    <>
      <option value="" disabled>
        {t('addresses:form.provincePlaceholder')}
      </option>
      {PROVINCES.map((province) => (
        <option key={province.code} value={province.code}>
          {province[language]}
        </option>
      ))}
    </>
  );
}
