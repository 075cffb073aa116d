import {
  addressInLanguage,
  CATALOGUE_PATH,
  type Category,
  canonicalCategory,
  categoryPath,
  FALLBACK_LANGUAGE,
  HOME_PATH,
  LANGUAGES,
  productPath,
} from '@shop/domain';

/** A public page of the shop and when what it shows last changed. */
export interface IndexablePage {
  path: string;
  lastChanged: string | undefined;
}

export interface ProductChange {
  id: string;
  category: string;
  updatedAt: string;
}

/**
 * Every page worth finding: the home, the catalogue, each category that has products, and each
 * product, newest change first for the product pages. A list page changes when one of its
 * products does.
 */
export function indexablePages(products: readonly ProductChange[]): IndexablePage[] {
  const latest = (changes: readonly ProductChange[]) => latestOf(changes.map((change) => change.updatedAt));
  const byCategory = new Map<Category, ProductChange[]>();
  for (const product of products) {
    const category = canonicalCategory(product.category);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), product]);
  }
  const shopChanged = latest(products);
  return [
    { path: HOME_PATH, lastChanged: shopChanged },
    { path: CATALOGUE_PATH, lastChanged: shopChanged },
    ...[...byCategory].map(([category, changes]) => ({ path: categoryPath(category), lastChanged: latest(changes) })),
    ...products.map((product) => ({ path: productPath(product.id), lastChanged: product.updatedAt })),
  ];
}

/**
 * The pages cut into sitemap files of at most `maxAddresses` addresses each. A page has one
 * address per language and both go in the same file, beside each other.
 */
export function sitemapFiles(pages: readonly IndexablePage[], maxAddresses: number): IndexablePage[][] {
  const pagesPerFile = Math.max(1, Math.floor(maxAddresses / LANGUAGES.length));
  const files: IndexablePage[][] = [];
  for (let start = 0; start < pages.length; start += pagesPerFile) files.push(pages.slice(start, start + pagesPerFile));
  return files.length > 0 ? files : [[]];
}

/** One sitemap file: each page in each language, with its alternates (hreflang) and last change. */
export function urlSet(pages: readonly IndexablePage[], origin: string): string {
  const entries = pages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = [...LANGUAGES, 'x-default' as const].map((hreflang) => {
        const href = origin + addressInLanguage(page.path, hreflang === 'x-default' ? FALLBACK_LANGUAGE : hreflang);
        return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`;
      });
      const lastmod = page.lastChanged ? `<lastmod>${xml(page.lastChanged)}</lastmod>` : '';
      return `<url><loc>${xml(origin + addressInLanguage(page.path, language))}</loc>${lastmod}${alternates.join('')}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** The index of several sitemap files (`/sitemaps/1.xml` …), each with its latest change. */
export function sitemapIndex(files: readonly IndexablePage[][], origin: string): string {
  const entries = files.map((pages, index) => {
    const changed = latestOf(pages.map((page) => page.lastChanged));
    const lastmod = changed ? `<lastmod>${xml(changed)}</lastmod>` : '';
    return `<sitemap><loc>${xml(`${origin}/sitemaps/${index + 1}.xml`)}</loc>${lastmod}</sitemap>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** The latest of ISO timestamps (they sort as text); undefined when none is known. */
function latestOf(timestamps: readonly (string | undefined)[]): string | undefined {
  return timestamps.reduce<string | undefined>((max, at) => (at && (!max || at > max) ? at : max), undefined);
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
