// What a server-rendered page tells search engines and link previews, in its <head>: its canonical
// address and language alternates (decision 0008), Open Graph and Twitter card tags, and schema.org
// structured data (JSON-LD). Only the server entry uses this module: none of it reaches the browser's
// first load, and a page the browser renders alone has nothing here to keep current.
import {
  addressInLanguage,
  CATALOGUE_PATH,
  canonicalCategory,
  categoryPath,
  type Currency,
  FALLBACK_LANGUAGE,
  HOME_PATH,
  LANGUAGE_LOCALES,
  type Language,
  LANGUAGES,
  PREVIEW_PICTURE_SIZE,
  productPath,
  productPreviewPath,
  SHOP_PREVIEW_PATH,
} from '@shop/domain';
import type { Crumb } from '../shared/breadcrumbs/trail';
import { escapeHtml } from './page-document';

/** What a product page says about its product, in the page's language. */
export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  /** As the API answers them: paths of this shop (`/uploads/…`) or absolute addresses. */
  images: readonly string[];
  brand: string;
  /** The category's name in the page's language. */
  category: string | undefined;
  /** The price the page shows on arrival (a configurable product's default configuration). */
  price: number;
  currency: Currency;
  inStock: boolean;
  /**
   * The approved reviews' average (1 to 5) and count. Written as `aggregateRating` when there is
   * at least one review; the API supplies it with the page request (PageRequest.rating).
   */
  rating?: { average: number; count: number };
}

export interface PageFacts {
  origin: string;
  /** The language the page is written in (its texts, og:locale). */
  language: Language;
  /**
   * The language its address stands for (decision 0008: `?lng=en` English, else Spanish), which
   * names the canonical and every other address. The two differ when a visitor's cookie or browser
   * chose English on a bare address: the page is still that address, not the English one, or a
   * search engine would be told the address it fetched is a copy of its twin.
   */
  addressLanguage: Language;
  /** The page's address without its language (`/producto/abc`); undefined for a page that is not one (a 404). */
  path: string | undefined;
  title: string;
  description: string;
  /** The breadcrumb trail the page shows, home first. */
  breadcrumbs: readonly Crumb[] | undefined;
  product: ProductFacts | undefined;
  shopName: string;
}

/**
 * The page's canonical address, without its language: the page a search engine should index for
 * this address. A product's configuration choices and the catalogue's search, sort and filters
 * are views of the same page, so only the category (a page of its own in the sitemap) is kept.
 * Undefined for an address that is not a server-rendered page.
 */
export function canonicalPath(path: string, search: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === HOME_PATH) return HOME_PATH;
  if (trimmed === CATALOGUE_PATH) {
    const parameters = new URLSearchParams(search);
    const category = canonicalCategory(parameters.get('category') || parameters.get('categoria') || '');
    return category ? categoryPath(category) : CATALOGUE_PATH;
  }
  const product = /^\/producto\/([^/]+)$/.exec(trimmed)?.[1];
  if (product) return productPath(safeDecode(product));
  return undefined;
}

/** The tags the page's head carries besides its title and description. */
export function headTags(facts: PageFacts): string {
  const { origin, language, addressLanguage, path, product } = facts;
  if (!path) return '';
  const address = (language: Language) => origin + addressInLanguage(path, language);
  const absolute = (href: string) => new URL(href, `${origin}/`).href;
  const image = absolute(product ? productPreviewPath(product.id) : SHOP_PREVIEW_PATH);
  const tags: string[] = [
    link('canonical', address(addressLanguage)),
    ...LANGUAGES.map((other) => link('alternate', address(other), other)),
    link('alternate', address(FALLBACK_LANGUAGE), 'x-default'),
    meta('property', 'og:site_name', facts.shopName),
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:title', facts.title),
    meta('property', 'og:description', facts.description),
    meta('property', 'og:url', address(addressLanguage)),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_PICTURE_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_PICTURE_SIZE.height)),
    meta('property', 'og:image:alt', product?.name ?? facts.shopName),
    meta('property', 'og:locale', openGraphLocale(language)),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', openGraphLocale(other)),
    ),
    ...(product
      ? [
          meta('property', 'product:price:amount', priceText(product.price)),
          meta('property', 'product:price:currency', product.currency),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', facts.title),
    meta('name', 'twitter:description', facts.description),
    meta('name', 'twitter:image', image),
  ];
  const data: unknown[] = [];
  if (path === HOME_PATH) data.push(organization(facts), webSite(facts));
  if (product) data.push(productData(product, facts));
  if (facts.breadcrumbs)
    data.push(breadcrumbList(facts.breadcrumbs, (href) => origin + addressInLanguage(href, addressLanguage)));
  for (const entry of data) tags.push(`<script type="application/ld+json">${jsonForScript(entry)}</script>`);
  return tags.join('');
}

/** The shop as schema.org `Organization`: the home page's subject and every offer's seller. */
export function organization({ origin, shopName }: Pick<PageFacts, 'origin' | 'shopName'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: shopName,
    url: `${origin}/`,
  };
}

function webSite({ origin, shopName, language }: PageFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: shopName,
    url: `${origin}/`,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${CATALOGUE_PATH}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The product as schema.org `Product` with its one `Offer`, sold by the shop, new. */
export function productData(product: ProductFacts, { origin, addressLanguage, shopName }: PageFacts) {
  const url = origin + addressInLanguage(productPath(product.id), addressLanguage);
  const images = product.images.map((href) => new URL(href, `${origin}/`).href);
  const { '@context': _context, ...seller } = organization({ origin, shopName });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: images.length > 0 ? images : [new URL(productPreviewPath(product.id), `${origin}/`).href],
    sku: product.id,
    productID: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(product.price),
      priceCurrency: product.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller,
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The trail as schema.org `BreadcrumbList`, positions from 1, each page by its absolute address. */
export function breadcrumbList(trail: readonly Crumb[], address: (href: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: address(crumb.href),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no '<' can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A price as schema.org and Open Graph write it: a dot and two decimals, no grouping. */
function priceText(amount: number): string {
  return amount.toFixed(2);
}

/** Open Graph's form of a locale: `es_ES`. */
function openGraphLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace('-', '_');
}

function link(rel: string, href: string, hreflang?: string): string {
  return `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
