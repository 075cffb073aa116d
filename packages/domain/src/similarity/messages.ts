/** Why two products are alike, in words (spread into the domain's tables; the rule is `similarityReasons`). */
export const similarityMessages = {
  es: {
    'similarity.sameCategory': 'Misma categoría',
    'similarity.samePrice': 'Mismo precio',
    'similarity.closePrice': 'Precio parecido',
    'similarity.sameProcessor': 'Mismo procesador',
    'similarity.closeProcessor': 'Procesador de gama parecida',
    'similarity.sameBrand': 'Misma marca ({{brand}})',
  },
  en: {
    'similarity.sameCategory': 'Same category',
    'similarity.samePrice': 'Same price',
    'similarity.closePrice': 'Close price',
    'similarity.sameProcessor': 'Same processor',
    'similarity.closeProcessor': 'Processor of a similar class',
    'similarity.sameBrand': 'Same brand ({{brand}})',
  },
} as const;
