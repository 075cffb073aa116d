/**
 * Texts of the limits every request meets (nesting depth of a JSON body, size of the
 * free-form maps of a product), in both languages. Spread into the tables of ../messages.ts.
 * The map limits' numbers are written out: a refused field's text is shown without parameters
 * (they are FREE_FORM_LIMITS in ../product.ts; a test checks the two agree).
 */
const es = {
  'request.jsonTooDeep': 'El JSON de la solicitud está anidado a demasiada profundidad (máximo {{count}} niveles)',
  'product.map.tooManyKeys': 'Demasiadas claves (máximo 50)',
  'product.map.keyTooLong': 'La clave es demasiado larga (máximo 100 caracteres)',
  'product.map.textTooLong': 'El texto es demasiado largo (máximo 1000 caracteres)',
  'product.map.listTooLong': 'La lista es demasiado larga (máximo 50 elementos)',
  'product.map.invalidValue': 'Valor no válido: se admiten texto, número, booleano, null, listas y objetos',
} as const;

const en: Record<keyof typeof es, string> = {
  'request.jsonTooDeep': 'The request JSON is nested too deeply (at most {{count}} levels)',
  'product.map.tooManyKeys': 'Too many keys (at most 50)',
  'product.map.keyTooLong': 'The key is too long (at most 100 characters)',
  'product.map.textTooLong': 'The text is too long (at most 1000 characters)',
  'product.map.listTooLong': 'The list is too long (at most 50 items)',
  'product.map.invalidValue': 'Invalid value: text, numbers, booleans, null, lists and objects are accepted',
};

export const requestLimitsMessages = { es, en } as const;
