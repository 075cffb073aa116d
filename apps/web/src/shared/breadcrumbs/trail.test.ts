import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonForScript } from './trail';

describe('breadcrumbList', () => {
  it('numbers the trail from 1 as schema.org ListItems', () => {
    expect(
      breadcrumbList([
        { label: 'Inicio', href: '/' },
        { label: 'Laptops', href: '/productos?category=laptops' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Laptops', item: '/productos?category=laptops' },
      ],
    });
  });
});

describe('jsonForScript', () => {
  it('never lets a name close the script element', () => {
    const json = jsonForScript({ name: 'a</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'a</script><script>alert(1)</script>' });
  });
});
