import { act, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain';
import i18n from '../i18n';
import { AlertProvider } from '../ui/alerts';
import { ProductImage } from '../ui/product-image';
import { useListedPrice } from './listed-price';
import { ProductCard } from './product-card';
import { ProductTile, type ProductTileProps } from './product-tile';

function renderTile(props: Partial<ProductTileProps> = {}) {
  return render(
    <Router hook={memoryLocation().hook}>
      <ProductTile
        Image={ProductImage}
        image="/uploads/zenbook.webp"
        name="Zenbook 14"
        price="US$ 1.234,50"
        size="small"
        {...props}
      />
    </Router>,
  );
}

const thumbnail = (container: HTMLElement) => container.querySelector('img')!;

describe('ProductTile', () => {
  it('shows the thumbnail, the name and the price', () => {
    const { container } = renderTile();
    expect(screen.getByText('Zenbook 14')).toBeTruthy();
    expect(screen.getByText('US$ 1.234,50')).toBeTruthy();
    expect(thumbnail(container).getAttribute('srcset')).toContain('/uploads/zenbook');
  });

  it('is a card linking to the given page, its extra lines inside the link', () => {
    renderTile({ size: 'large', href: '/producto/p%201', children: <span>En común: Misma categoría</span> });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/producto/p%201');
    expect(link.textContent).toBe('Zenbook 14US$ 1.234,50En común: Misma categoría');
  });

  it('without a page to link to is no link, so it can sit in a list-box option or beside a button', () => {
    renderTile({ children: <span>En stock</span> });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('En stock')).toBeTruthy();
  });

  it.each([
    ['small', 48, 'size-12'],
    ['medium', 80, 'size-16'],
    ['large', 96, 'size-24'],
  ] as const)('a %s tile asks for a %i px thumbnail', (size, pixels, sizeClass) => {
    const image = thumbnail(renderTile({ size }).container);
    expect(image.getAttribute('width')).toBe(String(pixels));
    expect(image.getAttribute('sizes')).toBe(`${pixels}px`);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.classList.contains(sizeClass)).toBe(true);
  });

  it('keeps a small tile’s name on one line and its price quiet; a card’s price is bold', () => {
    renderTile({ size: 'small' });
    expect(screen.getByText('Zenbook 14').classList.contains('truncate')).toBe(true);
    expect(screen.getByText('US$ 1.234,50').classList.contains('font-bold')).toBe(false);
    renderTile({ size: 'medium', name: 'Surface Pro', price: '€ 999', href: '/producto/s' });
    expect(screen.getByText('Surface Pro').classList.contains('truncate')).toBe(false);
    expect(screen.getByText('€ 999').classList.contains('font-bold')).toBe(true);
  });

  it('marks a name shown in the other language with its language, and only then', () => {
    renderTile({ name: { text: 'Portátil Acme', lang: 'es', fellBack: true } });
    expect(screen.getByText('Portátil Acme').getAttribute('lang')).toBe('es');
    renderTile({ name: { text: 'Acme laptop', lang: 'en', fellBack: false } });
    expect(screen.getByText('Acme laptop').hasAttribute('lang')).toBe(false);
  });
});

describe('a tile of a product listed among others (similar products, alternatives)', () => {
  const product: ProductSummary = {
    _id: 'pc1',
    id: 'pc1',
    name: 'PC Gamer Ryzen',
    name_en: '',
    description: 'Armala a tu gusto',
    description_en: 'Build it your way',
    brand: 'TechStore',
    basePrice: 3_199_999,
    currency: 'ARS',
    stock: 4,
    category: 'Laptops',
    images: ['/uploads/pc.webp'],
    image: '/uploads/pc.webp',
    variantType: 'CONFIGURABLE',
    fromPrice: 2_599_999,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  // As the product page's sections build their tiles.
  function ListedTile({ of }: { of: ProductSummary }) {
    const { price, label } = useListedPrice()(of);
    return (
      <ProductTile
        Image={ProductImage}
        image={of.image}
        name={of.name}
        price={price}
        priceLabel={label}
        size="large"
        href="/producto/pc1"
      />
    );
  }

  function renderBoth(of: ProductSummary) {
    render(
      <Router hook={memoryLocation().hook}>
        <AlertProvider>
          <ListedTile of={of} />
          <ProductCard product={of} />
        </AlertProvider>
      </Router>,
    );
    const text = (element: HTMLElement) => element.textContent!.replace(/\s+/g, ' ').trim();
    return {
      tile: () => text(screen.getByTestId('tile-price')),
      card: () => text(screen.getByTestId('card-price')),
    };
  }

  it('shows a configurable product’s lowest configured price with “Desde”, as its card does, in both languages', async () => {
    await i18n.changeLanguage('es');
    const { tile, card } = renderBoth(product);
    expect(tile()).toBe('Desde AR$ 2.599.999,00');
    expect(tile()).toBe(card());
    await act(() => i18n.changeLanguage('en'));
    expect(tile()).toBe('From AR$ 2,599,999.00');
    expect(tile()).toBe(card());
    await act(() => i18n.changeLanguage('es'));
  });

  it('shows any other product’s price alone, as its card does', async () => {
    await i18n.changeLanguage('es');
    const { tile, card } = renderBoth({ ...product, variantType: 'MODEL', fromPrice: undefined });
    expect(tile()).toBe('AR$ 3.199.999,00');
    expect(tile()).toBe(card());
  });
});
