/**
 * Detail-page quantity rule: an integer above 0 and not above stock is
 * accepted; anything else returns null and the input keeps its previous value.
 */
export function acceptQuantity(raw: string, stock: number): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const quantity = Number(raw);
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= stock ? quantity : null;
}
