import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLine } from '@shop/domain';
import i18n from '../../shared/i18n';
import { OrderLineRow } from './order-parts';

const line: OrderLine = {
  productId: 'p1',
  name: 'Apple MacBook Air 13,6" M2',
  name_en: '',
  image: '',
  selectedOptions: { ram: 'ram-16gb-unified', storage: 'storage-1tb-ssd' },
  optionNames: {
    ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' },
    storage: { es: 'SSD de 1 TB', en: '1 TB SSD' },
  },
  quantity: 1,
  currency: 'ARS',
  unitPriceCents: 309999900,
  unitPrice: 3099999,
  lineTotalCents: 309999900,
};

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('an order line', () => {
  it('names its configuration’s options in the shopper’s language, never by id', async () => {
    await i18n.changeLanguage('es');
    render(<OrderLineRow line={line} />);
    const row = screen.getByTestId('order-line');
    expect(row.textContent).toContain('Memoria RAM: 16 GB de memoria unificada · Almacenamiento: SSD de 1 TB');
    expect(row.textContent).not.toContain('ram-16gb-unified');
    await act(() => i18n.changeLanguage('en'));
    expect(row.textContent).toContain('RAM: 16 GB unified memory · Storage: 1 TB SSD');
  });

  it('names the product in English when it was sold with an English name, else in Spanish marked lang="es"', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(<OrderLineRow line={{ ...line, name: 'Auriculares', name_en: 'Headphones' }} />);
    const english = screen.getByText('Headphones');
    expect(english.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Auriculares')).toBeNull();
    unmount();

    render(<OrderLineRow line={{ ...line, name: 'Auriculares', name_en: '' }} />);
    expect(screen.getByText('Auriculares').getAttribute('lang')).toBe('es');
  });

  it('marks an option without an English name as Spanish on the English page, and nothing in Spanish', async () => {
    const untranslated: OrderLine = {
      ...line,
      optionNames: { ...line.optionNames, storage: { es: 'SSD de 1 TB', en: '' } },
    };
    await i18n.changeLanguage('en');
    render(<OrderLineRow line={untranslated} />);
    const configuration = screen.getByTestId('line-configuration');
    expect(configuration.textContent).toBe('RAM: 16 GB unified memory · Storage: SSD de 1 TB');
    expect([...configuration.querySelectorAll('[lang="es"]')].map((element) => element.textContent)).toEqual([
      'SSD de 1 TB',
    ]);
    await act(() => i18n.changeLanguage('es'));
    expect(configuration.textContent).toBe('Memoria RAM: 16 GB de memoria unificada · Almacenamiento: SSD de 1 TB');
    expect(configuration.querySelector('[lang]')).toBeNull();
  });
});
