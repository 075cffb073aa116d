/**
 * Detail-page quantity rule: an integer above 0 and not above stock is
 * accepted; anything else returns null and the input keeps its previous value.
 */
export function acceptQuantity(raw: string, stock: number): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const quantity = Number(raw);
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= stock ? quantity : null;
}

/** What a typed quantity becomes: taken as it is, capped at the stock, or refused (below 1 or not a whole number). */
export type TypedQuantity = { quantity: number; capped: boolean } | { quantity: null; refused: 'min' | 'invalid' };

/**
 * The detail page's field: a whole number above the stock is capped at the stock (the shopper
 * is told 'Solo hay N unidades disponibles'), 0 or less is refused with the minimum, anything
 * else (empty, decimals, letters) is refused quietly while the shopper types.
 */
export function typedQuantity(raw: string, stock: number): TypedQuantity {
  const text = raw.trim();
  if (/^-\d+$/.test(text) || /^0+$/.test(text)) return { quantity: null, refused: 'min' };
  if (!/^\d+$/.test(text) || stock < 1) return { quantity: null, refused: 'invalid' };
  const quantity = Number(text);
  if (!Number.isSafeInteger(quantity) || quantity > stock) return { quantity: stock, capped: true };
  return { quantity, capped: false };
}
