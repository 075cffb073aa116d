/** The texts of the search and filter API, by key (spread into the domain's tables). */
export const searchMessages = {
  es: {
    'query.sort.invalid': 'El orden debe ser relevance, newest, price_asc, price_desc, name o rating',
    'query.brand.invalid':
      'Cada marca debe tener entre 1 y 60 caracteres, sin caracteres de control, y no más de 20 marcas',
    'query.inStock.invalid': 'inStock debe ser true o false',
    'query.configurable.invalid': 'configurable debe ser true o false',
    'query.asTyped.invalid': 'asTyped debe ser true o false',
    'query.currency.invalid': 'La moneda debe ser ARS, USD, BRL o EUR',
    'query.price.invalid': 'El precio debe ser un número mayor o igual a 0 con hasta 2 decimales',
    'query.price.range': 'El precio mínimo no puede superar al máximo',
    'query.q.invalid': 'La búsqueda debe tener entre 1 y 200 caracteres, sin caracteres de control',
  },
  en: {
    'query.sort.invalid': 'The sort order must be relevance, newest, price_asc, price_desc, name or rating',
    'query.brand.invalid':
      'Each brand must have 1 to 60 characters, without control characters, and no more than 20 brands',
    'query.inStock.invalid': 'inStock must be true or false',
    'query.configurable.invalid': 'configurable must be true or false',
    'query.asTyped.invalid': 'asTyped must be true or false',
    'query.currency.invalid': 'The currency must be ARS, USD, BRL or EUR',
    'query.price.invalid': 'The price must be a number of at least 0 with up to 2 decimals',
    'query.price.range': 'The minimum price cannot exceed the maximum',
    'query.q.invalid': 'The search must have 1 to 200 characters, without control characters',
  },
} as const;
