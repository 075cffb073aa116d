import { type Category, categorySlug } from '../catalog';
import { FALLBACK_LANGUAGE, type Language, LANGUAGE_QUERY_PARAMETER } from '../language';

/**
 * The shop's public addresses, as search engines and shared links know them. Each page has one
 * address per language: Spanish, the shop's first language, is the bare address; English adds
 * `?lng=en` (the parameter every page already reads), so both stay stable and need no routes.
 */
export const HOME_PATH = '/';
export const CATALOGUE_PATH = '/productos';

export function productPath(id: string): string {
  return `/producto/${encodeURIComponent(id)}`;
}

export function categoryPath(category: Category): string {
  return `${CATALOGUE_PATH}?category=${categorySlug(category)}`;
}

/** A page's address in one language: `/productos?category=laptops` → `/productos?category=laptops&lng=en`. */
export function addressInLanguage(path: string, language: Language): string {
  if (language === FALLBACK_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAMETER}=${language}`;
}

/**
 * Every page of the web app, as its router names them (`apps/web/src/app/router.tsx` and
 * `admin-routes.tsx`; a test holds the two lists equal). Any other address answers 404, so
 * search engines drop it, while the app itself still leads the visitor home.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/productos',
  '/producto/:id',
  '/comparar',
  '/compare',
  '/auth',
  '/restablecer',
  '/carrito',
  '/cart',
  '/mis-pedidos',
  '/mis-pedidos/:id',
  '/mi-cuenta',
  '/favoritos',
  '/admin',
  '/admin/productos',
  '/admin/create-product',
  '/admin/pedidos',
  '/admin/pedidos/:id',
  '/admin/productos/:id',
  '/admin/resenas',
  '/admin/ajustes',
  '/admin/registro',
  '/admin/correos',
  '/admin/users',
] as const;

const APP_PAGE_PATTERNS = APP_PAGE_PATHS.map(
  (path) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}${path === '/' ? '' : '/?'}$`),
);

/** Whether an address (its path, without the query) is one of the app's pages. */
export function isAppPagePath(path: string): boolean {
  return APP_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * Pages that are a person's own or the staff's: never worth indexing (robots.txt keeps crawlers
 * out). Prefixes of the web app's routes.
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/admin',
  '/auth',
  '/carrito',
  '/cart',
  '/favoritos',
  '/mi-cuenta',
  '/mis-pedidos',
  '/restablecer',
] as const;

/** The sitemap protocol's ceiling: past this many addresses a sitemap is split into several files. */
export const SITEMAP_MAX_ADDRESSES = 50_000;

/** A link preview picture's size: Open Graph's recommended 1.91:1, shown whole by WhatsApp, Facebook, X and LinkedIn. */
export const PREVIEW_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** A product's link preview picture, made by the API from its first image. */
export function productPreviewPath(id: string): string {
  return `/og/product/${encodeURIComponent(id)}.jpg`;
}

/** The shop's own link preview picture, for the pages that show no one product. */
export const SHOP_PREVIEW_PATH = '/og/shop.jpg';
