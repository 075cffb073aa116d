import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, deskHref, filterFromSearch, filterQuery } from './orders-desk-address';

describe("the orders desk's address", () => {
  it('reads back what it writes', () => {
    const filter = {
      ...EMPTY_FILTER,
      status: ['paid', 'preparing'] as const,
      from: '2026-11-01',
      to: '2026-11-30',
      currency: 'ARS' as const,
      delivery: 'pickup' as const,
      q: 'ana@',
      sort: 'total_desc' as const,
    };
    const href = deskHref({ ...filter, status: [...filter.status] }, 3);
    expect(href).toBe(
      '/admin/pedidos?status=paid%2Cpreparing&from=2026-11-01&to=2026-11-30&currency=ARS&delivery=pickup&q=ana%40&sort=total_desc&page=3',
    );
    expect(filterFromSearch(href.split('?')[1]!)).toEqual({
      filter: { ...filter, status: ['paid', 'preparing'] },
      page: 3,
    });
  });

  it('leaves out what it cannot read, and the defaults', () => {
    expect(filterFromSearch('status=perdido,paid&from=ayer&currency=XYZ&sort=price&page=-2')).toEqual({
      filter: { ...EMPTY_FILTER, status: ['paid'] },
      page: 1,
    });
    expect(filterQuery(EMPTY_FILTER)).toEqual({});
    expect(deskHref({})).toBe('/admin/pedidos');
  });
});
