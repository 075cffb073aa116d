import type { Category } from '../catalog';

/**
 * Words that mean the same thing to a shopper, in Spanish and English, written folded
 * (lower case, no accents: what `foldForSearch` makes of them). A search word found in a
 * group also matches every other word of the group; a group with a `category` also finds
 * every product of that category ('laptop' finds the notebooks whose texts never say
 * laptop). Plural forms are listed because a short word's plural is not a typo of it.
 */
export interface SynonymGroup {
  readonly words: readonly string[];
  readonly category?: Category;
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    category: 'Laptops',
    words: ['laptop', 'laptops', 'notebook', 'notebooks', 'portatil', 'portatiles', 'ultrabook', 'ultrabooks'],
  },
  {
    category: 'Smartphones',
    words: [
      'smartphone',
      'smartphones',
      'celular',
      'celulares',
      'telefono',
      'telefonos',
      'movil',
      'moviles',
      'phone',
      'phones',
      'cellphone',
      'cellphones',
    ],
  },
  { category: 'Tablets', words: ['tablet', 'tablets', 'tableta', 'tabletas'] },
  {
    category: 'Monitores',
    words: ['monitor', 'monitores', 'monitors', 'pantalla', 'pantallas', 'screen', 'screens', 'display', 'displays'],
  },
  { category: 'Accesorios', words: ['accesorio', 'accesorios', 'accessory', 'accessories'] },
  {
    words: [
      'auriculares',
      'auricular',
      'headphones',
      'headphone',
      'earbuds',
      'earbud',
      'audifonos',
      'audifono',
      'headset',
      'headsets',
      'cascos',
    ],
  },
  { words: ['reloj', 'relojes', 'smartwatch', 'smartwatches', 'watch', 'watches'] },
  { words: ['cargador', 'cargadores', 'charger', 'chargers'] },
  { words: ['teclado', 'teclados', 'keyboard', 'keyboards'] },
  { words: ['mouse', 'mice', 'raton', 'ratones'] },
  { words: ['parlante', 'parlantes', 'altavoz', 'altavoces', 'speaker', 'speakers'] },
  { words: ['camara', 'camaras', 'camera', 'cameras', 'webcam', 'webcams'] },
  { words: ['bateria', 'baterias', 'battery', 'batteries'] },
  { words: ['inalambrico', 'inalambricos', 'inalambrica', 'inalambricas', 'wireless'] },
  { words: ['memoria', 'memory'] },
  { words: ['procesador', 'procesadores', 'processor', 'processors', 'cpu'] },
];

const groupsByWord = new Map<string, SynonymGroup[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group.words) groupsByWord.set(word, [...(groupsByWord.get(word) ?? []), group]);
}

/** The groups a folded word belongs to (none for most words). */
export function synonymGroupsOf(word: string): readonly SynonymGroup[] {
  return groupsByWord.get(word) ?? [];
}

/** Every word the synonym groups know: corrections may lead to them too ('portatl' → 'portatil'). */
export const SYNONYM_WORDS: readonly string[] = [...groupsByWord.keys()];
