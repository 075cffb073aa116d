import { describe, expect, it } from 'vitest';
import { choiceValue, parseChoice } from './choice';
import { configuredProduct, shopperConfiguration } from './configured';

/** A laptop that ships with 8 GB and 512 GB; amounts with cents, to be added exactly. */
const laptop = {
  basePrice: 1_000_000.1,
  variantType: 'CONFIGURABLE',
  features: {
    ram: {
      selectedComponent: { category: 'ram', id: 'ram-8', name: '8 GB DDR4' },
      options: [
        { id: 'ram-16', name: '16 GB DDR4', priceIncrement: 140_000.1 },
        { id: 'ram-32', name: '32 GB DDR4', priceIncrement: 290_000.2 },
      ],
    },
    storage: {
      selectedComponent: { category: 'storage', id: 'ssd-512', name: 'SSD de 512 GB' },
      options: [
        { id: 'ssd-256', name: 'SSD de 256 GB', priceIncrement: -80_000 },
        { id: 'ssd-1tb', name: 'SSD de 1 TB', priceIncrement: 150_000 },
      ],
    },
  },
};

const changes = (wanted: Record<string, string>, category: string) => {
  const group = shopperConfiguration(laptop, wanted).categories.find((choice) => choice.category === category)!;
  return {
    included: group.includedChangeCents,
    ...Object.fromEntries(group.options.map((option) => [option.id, option.changeCents])),
  };
};

describe('what changing an option costs', () => {
  it('is each option’s increment as it ships, in whole cents', () => {
    expect(changes({}, 'storage')).toEqual({ included: 0, 'ssd-256': -8_000_000, 'ssd-1tb': 15_000_000 });
  });

  it('is counted from the current choice, not from the product as it ships', () => {
    expect(changes({ ram: 'ram-16' }, 'ram')).toEqual({ included: -14_000_010, 'ram-16': 0, 'ram-32': 15_000_010 });
    expect(changes({ storage: 'ssd-1tb' }, 'storage')).toEqual({
      included: -15_000_000,
      'ssd-256': -23_000_000,
      'ssd-1tb': 0,
    });
    // Another group's choice does not move this group's changes.
    expect(changes({ storage: 'ssd-1tb' }, 'ram')).toEqual(changes({}, 'ram'));
  });

  it('adds up to the price the new choice has', () => {
    const current = shopperConfiguration(laptop, { ram: 'ram-16' });
    const next = shopperConfiguration(laptop, { ram: 'ram-32' });
    const change = current.categories[0]!.options.find((option) => option.id === 'ram-32')!.changeCents;
    expect(Math.round(current.unitPrice * 100) + change).toBe(Math.round(next.unitPrice * 100));
  });

  it('is not part of the configured product’s components', () => {
    const product = configuredProduct(laptop, { ram: 'ram-16' });
    expect(product.features.ram).toEqual({
      selectedComponent: { category: 'ram', id: 'ram-16', name: '16 GB DDR4' },
    });
  });
});

describe('the choice in an address', () => {
  it('reads and writes category:optionId pairs, categories in a fixed order', () => {
    expect(parseChoice('storage:ssd-1tb,ram:ram-16,bad,:x,y:')).toEqual({ storage: 'ssd-1tb', ram: 'ram-16' });
    expect(choiceValue({ storage: 'ssd-1tb', ram: 'ram-16' })).toBe('ram:ram-16,storage:ssd-1tb');
  });
});
