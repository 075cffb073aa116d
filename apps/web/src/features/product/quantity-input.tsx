import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { acceptQuantity } from '@shop/domain';

interface Props {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

export function QuantityInput({ value, stock, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const step = (delta: number) => {
    const next = acceptQuantity(String(value + delta), stock);
    if (next !== null) onChange(next);
  };
  const stepper =
    'size-11 rounded-lg border border-slate-300 text-lg font-bold hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('productDetail.quantity')}
      </label>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepper}
          onClick={() => step(-1)}
          disabled={value <= 1}
          aria-label={t('productDetail.decrease')}
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
          onChange={(event) => {
            const next = acceptQuantity(event.target.value, stock);
            if (next !== null) onChange(next);
          }}
          className="h-11 w-16 rounded-lg border border-slate-300 bg-white text-center dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="button"
          className={stepper}
          onClick={() => step(1)}
          disabled={value >= stock}
          aria-label={t('productDetail.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
