import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLine } from '@shop/domain';
import i18n from '../../shared/i18n';
import { OrderLineRow } from './order-parts';

const line: OrderLine = {
  productId: 'p1',
  name: 'Apple MacBook Air 13,6" M2',
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
});
