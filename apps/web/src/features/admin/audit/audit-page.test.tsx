import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuditEntry, AuditPage as AuditPageData } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n';
import { AuditPage } from './audit-page';

const actor = { id: 's1', email: 'ana@x.com', name: 'Ana', role: 'admin' };
// A moment in this machine's time zone, as the page shows it.
const at = new Date(2026, 2, 12, 6, 45).toISOString();
const entry = (id: string, fields: Omit<AuditEntry, 'id' | 'at' | 'actor' | 'subjectId'>): AuditEntry => ({
  id,
  at,
  actor,
  subjectId: id,
  ...fields,
});
const log: AuditPageData = {
  entries: [
    entry('edit', {
      kind: 'product.update',
      area: 'product',
      subjectLabel: 'Notebook',
      before: { basePrice: 1899999, fromPrice: 1950000 },
      after: { basePrice: 1849999, fromPrice: 1900000 },
    }),
    entry('create', {
      kind: 'product.create',
      area: 'product',
      subjectLabel: 'Tablet',
      before: null,
      after: { basePrice: 1899999, currency: 'ARS' },
    }),
    entry('ship', {
      kind: 'order.status',
      area: 'order',
      subjectLabel: 'A1B2C3',
      before: { status: 'ready_for_pickup' },
      after: { status: 'shipped' },
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  areas: ['product', 'order'],
  people: [{ id: actor.id, email: actor.email, name: actor.name }],
};

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(log)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuditPage />
    </QueryClientProvider>,
  );
}

/** Each entry's table as rows of text: field, before, after. */
const rowsOf = (index: number) =>
  within(screen.getAllByTestId('audit-entry')[index]!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('AuditPage', () => {
  it.each([
    {
      language: 'es',
      field: 'Campo',
      date: '12 de marzo de 2026 a las 6:45',
      edit: [
        ['Precio', '1.899.999,00', '1.849.999,00'],
        ['Precio desde', '1.950.000,00', '1.900.000,00'],
      ],
      create: [
        ['Precio', '(vacío)', 'AR$ 1.899.999,00'],
        ['Moneda', '(vacío)', 'ARS'],
      ],
      ship: [['Estado', 'Listo para retirar', 'Enviado']],
    },
    {
      language: 'en',
      field: 'Field',
      date: 'March 12, 2026 at 6:45 AM',
      edit: [
        ['Price', '1,899,999.00', '1,849,999.00'],
        ['Lowest configured price', '1,950,000.00', '1,900,000.00'],
      ],
      create: [
        ['Price', '(empty)', 'AR$ 1,899,999.00'],
        ['Currency', '(empty)', 'ARS'],
      ],
      ship: [['Status', 'Ready for pickup', 'Shipped']],
    },
  ])('shows amounts, statuses, field names and dates as the shop does ($language)', async (expected) => {
    await i18n.changeLanguage(expected.language);
    renderPage();
    await screen.findByTestId('audit-list');
    // Money in the product's currency when the entry holds it, a grouped amount without a symbol when not.
    expect(rowsOf(0)).toEqual(expected.edit);
    expect(rowsOf(1)).toEqual(expected.create);
    // Order statuses by the orders desk's names.
    expect(rowsOf(2)).toEqual(expected.ship);
    for (const item of screen.getAllByTestId('audit-entry')) {
      expect(within(item).getByRole('columnheader', { name: expected.field })).toBeTruthy();
      const time = item.querySelector('time')!;
      expect(time.textContent).toBe(expected.date);
      expect(time.getAttribute('dateTime')).toBe(at);
    }
  });
});
