import { useId, useState } from 'react';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productTexts } from './texts';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { acceptQuantity, typedQuantity } from '@shop/domain';

interface Props {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

export function QuantityInput({ value, stock, onChange }: Props) {
  const { t } = useFeatureTexts(productTexts);
  const domainText = useDomainMessage();
  const id = useId();
  // Why a typed quantity was not taken as typed, said beside it: below 1 (the field keeps its
  // value) or above the stock (the field shows the stock instead).
  const [refused, setRefused] = useState<'min' | 'max' | null>(null);
  const step = (delta: number) => {
    const next = acceptQuantity(String(value + delta), stock);
    if (next !== null) {
      setRefused(null);
      onChange(next);
    }
  };
  const stepper =
    'size-11 rounded-lg border border-slate-300 text-lg font-bold hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <div>
      {/* The label's row, and the reason beside the label: the row takes no width and the reason
          runs over the empty space above the add button, so nothing moves when it appears. */}
      <div className="mb-1 w-0 whitespace-nowrap text-sm">
        <label htmlFor={id} className="font-medium">
          {t('product:detail.quantity')}
        </label>
        {refused && (
          <span id={`${id}r`} role="alert" className="ml-2 text-amber-800 dark:text-amber-300">
            {refused === 'min' ? domainText('cart.minQuantity') : t('cart.onlyUnits', { count: stock, stock })}
          </span>
        )}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepper}
          onClick={() => step(-1)}
          disabled={value <= 1}
          aria-label={t('product:detail.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={stock}
          value={value}
          aria-describedby={refused ? `${id}r` : undefined}
          onChange={(event) => {
            const typed = typedQuantity(event.target.value, stock);
            if (typed.quantity === null) {
              setRefused(typed.refused === 'min' ? 'min' : null);
              return;
            }
            setRefused(typed.capped ? 'max' : null);
            onChange(typed.quantity);
          }}
          className="h-11 w-16 rounded-lg border border-slate-300 bg-white text-center dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="button"
          className={stepper}
          onClick={() => step(1)}
          disabled={value >= stock}
          aria-label={t('product:detail.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
