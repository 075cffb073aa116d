/** The texts of the sales dashboard's API, by key (spread into the domain's tables). */
export const statsMessages = {
  es: {
    'stats.days.invalid': 'El período debe ser un número entero de días entre 1 y 366',
    'stats.currency.invalid': 'La moneda debe ser ARS, USD, BRL o EUR',
  },
  en: {
    'stats.days.invalid': 'The period must be a whole number of days between 1 and 366',
    'stats.currency.invalid': 'The currency must be ARS, USD, BRL or EUR',
  },
} as const;
