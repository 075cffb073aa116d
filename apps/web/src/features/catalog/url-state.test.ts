import { describe, expect, it } from 'vitest';
import { readCatalogFilters, writeCatalogFilters } from './url-state';

const read = (query: string) => readCatalogFilters(new URLSearchParams(query));
const write = (query: string, patch: Parameters<typeof writeCatalogFilters>[1]) =>
  writeCatalogFilters(new URLSearchParams(query), patch).toString();

describe('readCatalogFilters', () => {
  it('defaults to all categories and no search', () => {
    expect(read('')).toEqual({ search: '', category: '' });
  });

  it('reads category in lower case and trims the search', () => {
    expect(read('category=Laptops&search=%20mac%20')).toEqual({ search: 'mac', category: 'laptops' });
  });

  it('honours the home links spelling categoria', () => {
    expect(read('categoria=Accesorios')).toEqual({ search: '', category: 'accesorios' });
  });

  it('prefers category over categoria when both are present', () => {
    expect(read('categoria=Tablets&category=monitores').category).toBe('monitores');
  });

  it('clips values the API would reject', () => {
    expect(read(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
    expect(read(`category=${'b'.repeat(80)}`).category).toHaveLength(50);
  });
});

describe('writeCatalogFilters', () => {
  it('sets the search and keeps the category and unrelated parameters', () => {
    expect(write('category=laptops&lng=en', { search: 'asus' })).toBe('category=laptops&lng=en&search=asus');
  });

  it('removes empty values instead of writing category=&search=', () => {
    expect(write('category=laptops&search=asus', { category: '', search: '  ' })).toBe('');
  });

  it('rewrites categoria as category', () => {
    expect(write('categoria=Laptops', { search: 'pro' })).toBe('category=laptops&search=pro');
  });

  it('round-trips through read', () => {
    const query = write('', { category: 'Smartphones', search: 'galaxy s25' });
    expect(read(query)).toEqual({ category: 'smartphones', search: 'galaxy s25' });
  });
});
