import { addToCart, unitsInCart, type CartCheckLine, type CartItem, type Currency, type OrderLine } from '@shop/domain';

/** Why a line went back with fewer units than bought, or not at all. */
export type RefillProblem = 'reduced' | 'noRoom' | 'outOfStock' | 'gone' | 'optionsNotOffered' | 'incompatible';

/** What happened to one of the order's lines when it was put back in the cart. */
export interface RefillReport {
  line: OrderLine;
  /** Units put in the cart (0: not added). */
  added: number;
  problem?: RefillProblem;
  /** Today's unit price, when it is not the one paid. */
  price?: { was: number; wasCurrency: Currency; now: number; currency: Currency };
}

/**
 * Puts an order's lines back in the cart as they can be bought now (the server's check of each
 * line, in the order's order): today's price, name and stock, the same configuration, and at
 * most the stock less what the cart already holds of that product. A line that cannot be sold is
 * left out. Each line's report says what changed, so the shopper is told rather than surprised.
 */
export function refillCart(
  cart: readonly CartItem[],
  lines: readonly OrderLine[],
  checked: readonly CartCheckLine[],
): { items: CartItem[]; reports: RefillReport[] } {
  let items = [...cart];
  const reports = lines.map((line, index): RefillReport => {
    const check = checked[index];
    if (!check || check.state === 'gone') return { line, added: 0, problem: 'gone' };
    if (check.state !== 'ok' && check.state !== 'reduced') return { line, added: 0, problem: check.state };
    const quantity = Math.min(check.quantity, check.stock - unitsInCart(items, line.productId));
    const product = {
      id: line.productId,
      name: check.name ?? line.name,
      name_en: check.name_en ?? line.name_en,
      basePrice: check.unitPrice ?? line.unitPrice,
      currency: check.currency ?? line.currency,
      image: check.image ?? line.image,
      stock: check.stock,
      category: '',
      selectedOptions: line.selectedOptions,
      optionNames: check.optionNames ?? line.optionNames,
    };
    const outcome = quantity >= 1 ? addToCart(items, product, quantity) : undefined;
    if (!outcome?.ok) return { line, added: 0, problem: 'noRoom' };
    items = outcome.items;
    const report: RefillReport = { line, added: quantity };
    if (quantity < line.quantity) report.problem = 'reduced';
    const now = check.unitPriceCents ?? line.unitPriceCents;
    if (now !== line.unitPriceCents || product.currency !== line.currency) {
      report.price = {
        was: line.unitPriceCents / 100,
        wasCurrency: line.currency,
        now: now / 100,
        currency: product.currency,
      };
    }
    return report;
  });
  return { items, reports };
}
