import { RATED_CURRENCIES } from '@shop/domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A settings entry's field ('zones.amba.standard.cost', 'exchangeRates.USD', 'pickup.hours.en';
 * 'pickup.address' in entries from before the address had an English twin)
 * named as the settings page names it, in the staff's language ('AMBA (CABA y Gran Buenos Aires)
 * · Estándar · Costo (AR$)'); undefined for a field it does not know (shown as recorded).
 * `t` reads the settings page's texts (adminSettings); the record's own names (exchangeRatesSetOn)
 * stay with the audit page's texts.
 */
export function settingsFieldLabel(key: string, t: Translate): string | undefined {
  const parts = key.split('.');
  const [head, second, third, fourth] = parts;
  const delivery: Record<string, string> = {
    cost: 'adminSettings:delivery.cost',
    minDays: 'adminSettings:delivery.minDays',
    maxDays: 'adminSettings:delivery.maxDays',
  };
  switch (head) {
    case 'exchangeRates':
      return parts.length === 2 && (RATED_CURRENCIES as readonly string[]).includes(second!)
        ? t('adminSettings:rates.perUnit', { currency: second })
        : undefined;
    case 'cutOff':
      return parts.length === 1 ? t('adminSettings:delivery.cutOff') : undefined;
    case 'freeDeliveryThreshold':
      return parts.length === 1 ? t('adminSettings:delivery.threshold') : undefined;
    case 'lowStockThreshold':
      return parts.length === 1 ? t('adminSettings:stock.lowStock') : undefined;
    case 'zones':
      if (parts.length !== 4 || !delivery[fourth!] || !['standard', 'express'].includes(third!)) return undefined;
      return [t(`adminSettings:zones.${second}`), t(`adminSettings:options.${third}`), t(delivery[fourth!]!)].join(
        ' · ',
      );
    case 'pickup': {
      const field =
        (second === 'hours' || second === 'address') && (third === 'es' || third === 'en')
          ? `adminSettings:pickup.${second}${third === 'es' ? 'Es' : 'En'}`
          : parts.length === 2 && ['address', 'minDays', 'maxDays'].includes(second!)
            ? `adminSettings:pickup.${second}`
            : undefined;
      return field && `${t('adminSettings:pickup.title')} · ${t(field)}`;
    }
    default:
      return undefined;
  }
}
