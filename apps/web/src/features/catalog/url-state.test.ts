import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  clearedFilters,
  effectiveSort,
  readCatalogFilters,
  writeCatalogFilters,
} from './url-state';

const read = (query: string) => readCatalogFilters(new URLSearchParams(query));
const write = (query: string, patch: Parameters<typeof writeCatalogFilters>[1]) =>
  writeCatalogFilters(new URLSearchParams(query), patch).toString();

describe('readCatalogFilters', () => {
  it('defaults to all categories, no search and no filter', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it('reads category in lower case and trims the search', () => {
    expect(read('category=Laptops&search=%20mac%20')).toMatchObject({ search: 'mac', category: 'laptops' });
  });

  it('honours the home links spelling categoria', () => {
    expect(read('categoria=Accesorios').category).toBe('accesorios');
  });

  it('prefers category over categoria when both are present', () => {
    expect(read('categoria=Tablets&category=monitores').category).toBe('monitores');
  });

  it('clips values the API would reject', () => {
    expect(read(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
    expect(read(`category=${'b'.repeat(80)}`).category).toHaveLength(50);
  });

  it('reads every filter', () => {
    expect(
      read(
        'search=galaxy&sort=price_asc&brand=Samsung&brand=Apple&inStock=true&configurable=true&currency=usd&minPrice=100&maxPrice=999.5&asTyped=true',
      ),
    ).toEqual({
      search: 'galaxy',
      category: '',
      sort: 'price_asc',
      brands: ['Samsung', 'Apple'],
      inStock: true,
      configurable: true,
      currency: 'USD',
      minPrice: 100,
      maxPrice: 999.5,
      asTyped: true,
    });
  });

  it('ignores what the API would refuse instead of failing', () => {
    expect(read('sort=cheapest&inStock=maybe&currency=XYZ&brand=&brand=%20')).toEqual(EMPTY_FILTERS);
    expect(read('currency=USD&minPrice=abc&maxPrice=-5')).toMatchObject({
      currency: '',
      minPrice: null,
      maxPrice: null,
    });
    // At most two decimals, as the API's price bound.
    expect(read('currency=USD&minPrice=1.999').minPrice).toBeNull();
  });

  it('reads a bound without a currency as pesos (the API default), and a currency alone as nothing', () => {
    expect(read('minPrice=10&maxPrice=20')).toMatchObject({ currency: 'ARS', minPrice: 10, maxPrice: 20 });
    expect(read('currency=USD')).toMatchObject({ currency: '', minPrice: null, maxPrice: null });
  });

  it('turns a range upside down the right way up (the API refuses it)', () => {
    expect(read('currency=USD&minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('drops repeated brands', () => {
    expect(read('brand=Apple&brand=Apple&brand=%20Apple%20').brands).toEqual(['Apple']);
  });

  it('has relevance only while searching, and asTyped only with a search', () => {
    expect(read('sort=relevance').sort).toBe('');
    expect(read('sort=relevance&search=tv').sort).toBe('relevance');
    expect(read('asTyped=true').asTyped).toBe(false);
  });
});

describe('effectiveSort', () => {
  it('is relevance while searching and newest otherwise, unless chosen', () => {
    expect(effectiveSort({ sort: '', search: 'mac' })).toBe('relevance');
    expect(effectiveSort({ sort: '', search: '' })).toBe('newest');
    expect(effectiveSort({ sort: 'relevance', search: '' })).toBe('newest');
    expect(effectiveSort({ sort: 'name', search: 'mac' })).toBe('name');
  });
});

describe('writeCatalogFilters', () => {
  it('sets the search and keeps the category and unrelated parameters', () => {
    expect(write('category=laptops&lng=en', { search: 'asus' })).toBe('lng=en&category=laptops&search=asus');
  });

  it('removes empty values instead of writing category=&search=', () => {
    expect(write('category=laptops&search=asus', { category: '', search: '  ' })).toBe('');
  });

  it('rewrites categoria as category', () => {
    expect(write('categoria=Laptops', { search: 'pro' })).toBe('category=laptops&search=pro');
  });

  it('writes brands as a repeated parameter and the price range with its currency', () => {
    expect(
      write('', {
        brands: ['Samsung', 'Apple', 'Samsung'],
        inStock: true,
        currency: 'USD',
        minPrice: 0,
        maxPrice: 500,
      }),
    ).toBe('brand=Samsung&brand=Apple&inStock=true&currency=USD&minPrice=0&maxPrice=500');
    expect(write('currency=USD&minPrice=5', { minPrice: null })).toBe('');
    expect(write('', { currency: 'USD' })).toBe('');
  });

  it('drops asTyped when the words change, keeps it otherwise', () => {
    expect(write('search=samsumg&asTyped=true', { search: 'iphone' })).toBe('search=iphone');
    expect(write('search=samsumg&asTyped=true', { sort: 'name' })).toBe('search=samsumg&sort=name&asTyped=true');
    expect(write('search=samsumg', { asTyped: true })).toBe('search=samsumg&asTyped=true');
  });

  it('does not write relevance without a search', () => {
    expect(write('search=tv&sort=relevance', { search: '' })).toBe('');
  });

  it('round-trips through read', () => {
    const filters = {
      ...EMPTY_FILTERS,
      category: 'smartphones',
      search: 'galaxy s25',
      sort: 'price_desc' as const,
      brands: ['Samsung'],
      inStock: true,
      currency: 'ARS' as const,
      minPrice: 1000,
      maxPrice: null,
    };
    expect(read(write('', filters))).toEqual(filters);
  });
});

describe('clearedFilters and activeFilterCount', () => {
  it('clears every filter but keeps the search and its sort', () => {
    const filters = read('search=mac&sort=name&category=laptops&brand=Apple&inStock=true&currency=USD&maxPrice=10');
    expect(activeFilterCount(filters)).toBe(4);
    const cleared = clearedFilters(filters);
    expect(cleared).toEqual({ ...EMPTY_FILTERS, search: 'mac', sort: 'name' });
    expect(activeFilterCount(cleared)).toBe(0);
  });
});
