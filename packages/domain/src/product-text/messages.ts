/** The texts of the English twins' validation (spread into the domain's tables). */
export const productTextMessages = {
  es: {
    'product.specificationsEn.invalid': 'Las especificaciones en inglés deben ser pares clave/valor de texto',
    'product.specificationsEn.unknownKey':
      'Cada especificación en inglés debe traducir una especificación del producto',
    'product.englishList.invalid': 'Las ventajas en inglés deben ser una lista de textos',
  },
  en: {
    'product.specificationsEn.invalid': 'English specifications must be key/value pairs of text',
    'product.specificationsEn.unknownKey':
      "Each English specification must translate one of the product's specifications",
    'product.englishList.invalid': 'English advantages must be a list of texts',
  },
} as const;
