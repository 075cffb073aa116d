/** One step of a breadcrumb trail: its name and its page (a path of this shop). */
export interface Crumb {
  label: string;
  href: string;
  /** The language of the label when it is not the page's (a product name only in Spanish). */
  lang?: string;
}

/**
 * The trail as schema.org `BreadcrumbList` structured data (JSON-LD), positions from 1. The
 * pages are paths: a rendered page is kept for every host that asks for it, so it names none, and
 * readers resolve them against the page's own address.
 */
export function breadcrumbList(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no '<' can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
