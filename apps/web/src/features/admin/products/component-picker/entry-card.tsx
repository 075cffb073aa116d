import { type Incompatibility, type Language, componentDescription } from '@shop/domain';
import type { CatalogueEntry } from '@shop/domain/catalogues';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { buttonClass } from '../../../../shared/ui/button';
import { entryName } from './picker-model';

export function EntryCard({
  entry,
  language,
  chosen,
  conflict,
  onChoose,
  offer,
}: {
  entry: CatalogueEntry;
  language: string;
  chosen: boolean;
  conflict: Incompatibility | undefined;
  onChoose: () => void;
  offer: { offered: boolean; disabled: boolean; onToggle: () => void } | undefined;
}) {
  const { t } = useFeatureTexts(pickerTexts);
  const message = useDomainMessage();
  const name = entryName(entry, language);
  return (
    <div
      className={`flex h-full flex-col gap-2 rounded-lg border p-3 ${
        chosen
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
          : 'border-slate-200 dark:border-slate-700'
      }`}
      data-testid="picker-entry"
    >
      <p className="font-semibold">{name}</p>
      {entry.brand && <p className="text-xs text-slate-600 dark:text-slate-300">{entry.brand}</p>}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-200">
        {componentDescription(entry, language as Language)?.text}
      </p>
      {conflict && !chosen && (
        <p className="text-xs font-medium text-amber-800 dark:text-amber-200">
          {t('componentPicker:wouldConflict', { reason: message(conflict.key, conflict.params) })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          aria-pressed={chosen}
          aria-label={t('componentPicker:chooseItem', { name })}
          className={buttonClass(chosen ? 'primary' : 'secondary', 'sm')}
          onClick={onChoose}
        >
          {chosen && <span aria-hidden="true">✓</span>}
          {t('componentPicker:choose')}
        </button>
        {offer && (
          <button
            type="button"
            aria-pressed={offer.offered}
            aria-label={t('componentPicker:offerItem', { name })}
            className={buttonClass(offer.offered ? 'primary' : 'ghost', 'sm')}
            disabled={!offer.offered && offer.disabled}
            onClick={offer.onToggle}
          >
            {offer.offered && <span aria-hidden="true">✓</span>}
            {t('componentPicker:offer')}
          </button>
        )}
      </div>
    </div>
  );
}
