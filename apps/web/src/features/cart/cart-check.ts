import { itemKey, lineKey, type CartCheckLine, type CartItem } from '@shop/domain';

/** Why a line needs the shopper's attention after the server's check. */
export type LineNotice =
  { kind: 'reduced'; from: number; to: number } | { kind: 'outOfStock' | 'gone' | 'optionsNotOffered' };

export type LineNotices = Record<string, LineNotice>;

/**
 * Brings the cart up to date with the server's check: current price, currency, name, image,
 * stock and option names; a quantity above the stock is lowered to it (and said so). A line the server
 * cannot sell (gone, sold out, a configuration no longer offered) is kept, so the shopper
 * sees what happened, and flagged: it cannot be paid for until it is removed.
 * Lines are matched by identity, not position: the shopper may have changed the cart while
 * the check was on its way. A line the check leaves as it was is the same object, and a cart it
 * leaves as it was the same array, so that the usual answer (nothing changed) neither writes the
 * storage nor renders the cart's readers again.
 */
export function applyCartCheck(
  items: readonly CartItem[],
  lines: readonly CartCheckLine[],
): { items: CartItem[]; notices: LineNotices } {
  const byKey = new Map(lines.map((line) => [lineKey(line.productId, line.selectedOptions), line]));
  const notices: LineNotices = {};
  const updated = items.map((item) => {
    const key = itemKey(item);
    const line = byKey.get(key);
    if (!line) return item;
    if (line.state === 'gone') {
      notices[key] = { kind: 'gone' };
      return item;
    }
    const current = unlessUnchanged(item, {
      ...item,
      price: line.unitPrice ?? item.price,
      currency: line.currency ?? item.currency,
      name: line.name ?? item.name,
      name_en: line.name_en ?? item.name_en,
      image: line.image ?? item.image,
      stock: line.stock,
      // The options' current names (a cart saved before lines kept names learns them here).
      ...(line.optionNames && Object.keys(line.optionNames).length > 0 ? { optionNames: line.optionNames } : {}),
    });
    if (line.state === 'outOfStock' || line.state === 'optionsNotOffered') {
      notices[key] = { kind: line.state };
      return current;
    }
    const buyable = line.state === 'reduced' ? line.quantity : line.stock;
    if (buyable >= 1 && item.quantity > buyable) {
      notices[key] = { kind: 'reduced', from: item.quantity, to: buyable };
      return { ...current, quantity: buyable };
    }
    return current;
  });
  return { items: updated.every((item, index) => item === items[index]) ? (items as CartItem[]) : updated, notices };
}

/** `item` itself when `checked` says the same of it (a field left out is one left undefined; option names compared by content). */
function unlessUnchanged(item: CartItem, checked: CartItem): CartItem {
  const keys = new Set([...Object.keys(item), ...Object.keys(checked)] as (keyof CartItem)[]);
  const same = [...keys].every((key) =>
    key === 'optionNames'
      ? JSON.stringify(checked.optionNames) === JSON.stringify(item.optionNames)
      : Object.is(checked[key], item[key]),
  );
  return same ? item : checked;
}

/** Whether a flagged line stops the checkout (a lowered quantity does not). */
export function blocksCheckout(notice: LineNotice | undefined): boolean {
  return notice !== undefined && notice.kind !== 'reduced';
}
