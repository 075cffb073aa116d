/** The texts of the staff product list, its bulk changes and its CSV import, by key (spread into the domain's tables). */
export const productAdminMessages = {
  es: {
    'productAdmin.stock.invalid': 'El nivel de stock debe ser out, low o in',
    'productAdmin.sort.invalid':
      'El orden debe ser newest, oldest, name, name_desc, price, price_desc, stock o stock_desc',
    'productAdmin.flag.invalid': 'missingEnglish debe ser true o false',
    'productAdmin.bulk.value.invalid':
      'El cambio debe ser un número con signo opcional y hasta 2 decimales (entero para el stock)',
    'productAdmin.bulk.products.invalid': 'Elige entre 1 y 100 productos distintos, cada uno con su versión',
    'productAdmin.bulk.outOfRange': 'El resultado ({{value}}) queda fuera de lo permitido: ni negativo ni enorme',
    'productAdmin.csv.invalid': 'La fila {{row}} tiene un valor no válido en «{{field}}»',
    'productAdmin.csv.header': 'La primera fila debe ser: {{columns}}',
  },
  en: {
    'productAdmin.stock.invalid': 'The stock level must be out, low or in',
    'productAdmin.sort.invalid':
      'The sort order must be newest, oldest, name, name_desc, price, price_desc, stock or stock_desc',
    'productAdmin.flag.invalid': 'missingEnglish must be true or false',
    'productAdmin.bulk.value.invalid':
      'The change must be a number with an optional sign and up to 2 decimals (whole for stock)',
    'productAdmin.bulk.products.invalid': 'Choose 1 to 100 different products, each with its version',
    'productAdmin.bulk.outOfRange': 'The result ({{value}}) is out of range: neither negative nor huge',
    'productAdmin.csv.invalid': 'Row {{row}} has an invalid value in “{{field}}”',
    'productAdmin.csv.header': 'The first row must be: {{columns}}',
  },
} as const;
