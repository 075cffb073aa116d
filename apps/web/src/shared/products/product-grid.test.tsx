import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain';
import i18n from '../i18n';
import { AlertProvider } from '../ui/alerts';
import { ProductGrid } from './product-grid';

const product = (id: string, currency: ProductSummary['currency']): ProductSummary => ({
  _id: id,
  id,
  name: `Producto ${id}`,
  name_en: '',
  description: 'Descripción',
  description_en: 'Description',
  brand: 'ASUS',
  basePrice: 1000,
  currency,
  stock: 3,
  category: 'Laptops',
  images: [],
  image: '',
  variantType: 'MODEL',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderGrid(belowPrice?: (product: ProductSummary) => React.ReactNode) {
  render(
    <Router hook={memoryLocation().hook}>
      <AlertProvider>
        <ProductGrid products={[product('a', 'USD'), product('b', 'ARS')]} belowPrice={belowPrice} />
      </AlertProvider>
    </Router>,
  );
}

describe('ProductGrid', () => {
  beforeEach(() => i18n.changeLanguage('es'));

  it('keeps the line under the price on every card once one card has it, so a row’s prices line up', () => {
    renderGrid((shown) => (shown.currency === 'USD' ? <span>≈ AR$ 1.490.000,00</span> : undefined));
    const lines = screen.getAllByTestId('below-price');
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.textContent)).toEqual(['≈ AR$ 1.490.000,00', '']);
    // Each inside its card's price block, the same fixed height with or without text.
    for (const line of lines) {
      expect(line.parentElement!.querySelector('[data-testid="card-price"]')).not.toBeNull();
      expect(line.className).toContain('h-4');
    }
  });

  it('gives no card the line when none has one (no rates set, or only AR$ prices)', () => {
    renderGrid(() => undefined);
    expect(screen.queryAllByTestId('below-price')).toHaveLength(0);
    renderGrid();
    expect(screen.queryAllByTestId('below-price')).toHaveLength(0);
  });
});
