/**
 * Texts of the rules that live in this package. Schemas carry the keys; the API
 * answers in Spanish (the shop's first language) and the web app merges both
 * languages into its i18n resources, so every rule's message is written once.
 */
export const domainMessages = {
  es: {
    'product.name.required': 'El nombre es requerido',
    'product.name.tooLong': 'El nombre no puede superar los 200 caracteres',
    'product.text.tooLong': 'El texto es demasiado largo',
    'product.basePrice.invalid': 'El precio debe ser un número mayor o igual a 0',
    'product.stock.invalid': 'El stock debe ser un número entero mayor o igual a 0',
    'product.currency.invalid': 'La moneda debe ser ARS, USD, BRL o EUR',
    'product.category.invalid': 'La categoría debe ser Laptops, Smartphones, Tablets, Monitores o Accesorios',
    'product.images.required': 'Se requiere al menos una imagen del producto',
    'product.images.tooMany': 'Máximo 7 imágenes por producto',
    'product.images.invalidUrl': 'URL inválida',
    'product.video.invalid': 'El video debe ser null o { url, type: "url" | "file" }',
    'product.variantType.invalid': 'El tipo de variante debe ser CONFIGURABLE o MODEL',
    'product.features.tooManyAdditional': 'Máximo 5 características adicionales',
    'product.component.categoryRequired': 'Cada componente debe indicar su categoría',
    'product.specifications.invalid': 'Las especificaciones deben ser pares clave/valor de texto, número o booleano',
    'product.list.tooLong': 'La lista es demasiado larga',
    'product.id.invalid': 'ID de producto no válido',
    'query.page.invalid': 'La página debe ser un número entero entre 1 y 100000',
    'query.limit.invalid': 'El límite debe ser un número entero entre 1 y 100',
    'query.sort.invalid': 'El orden debe ser price_asc, price_desc, newest o name',
    'query.search.tooLong': 'La búsqueda no puede superar los 200 caracteres',
    'query.category.tooLong': 'La categoría no puede superar los 50 caracteres',
    'validation.invalidType': 'Tipo de dato no válido',
    'validation.unknown': 'Dato no válido',
  },
  en: {
    'product.name.required': 'Name is required',
    'product.name.tooLong': 'The name cannot be longer than 200 characters',
    'product.text.tooLong': 'The text is too long',
    'product.basePrice.invalid': 'The price must be a number greater than or equal to 0',
    'product.stock.invalid': 'Stock must be a whole number greater than or equal to 0',
    'product.currency.invalid': 'The currency must be ARS, USD, BRL or EUR',
    'product.category.invalid': 'The category must be Laptops, Smartphones, Tablets, Monitores or Accesorios',
    'product.images.required': 'At least one product image is required',
    'product.images.tooMany': 'At most 7 images per product',
    'product.images.invalidUrl': 'Invalid URL',
    'product.video.invalid': 'The video must be null or { url, type: "url" | "file" }',
    'product.variantType.invalid': 'The variant type must be CONFIGURABLE or MODEL',
    'product.features.tooManyAdditional': 'At most 5 additional features',
    'product.component.categoryRequired': 'Every component must state its category',
    'product.specifications.invalid': 'Specifications must be key/value pairs of text, number or boolean',
    'product.list.tooLong': 'The list is too long',
    'product.id.invalid': 'Invalid product ID',
    'query.page.invalid': 'The page must be a whole number between 1 and 100000',
    'query.limit.invalid': 'The limit must be a whole number between 1 and 100',
    'query.sort.invalid': 'The sort order must be price_asc, price_desc, newest or name',
    'query.search.tooLong': 'The search cannot be longer than 200 characters',
    'query.category.tooLong': 'The category cannot be longer than 50 characters',
    'validation.invalidType': 'Invalid data type',
    'validation.unknown': 'Invalid value',
  },
} as const;

export type DomainMessageKey = keyof (typeof domainMessages)['es'];

/** Resolves a key to its text; a text that is not a key (a library's own message) passes through. */
export function domainMessage(key: string, language: 'es' | 'en' = 'es'): string {
  const table: Record<string, string> = domainMessages[language];
  return table[key] ?? key;
}
