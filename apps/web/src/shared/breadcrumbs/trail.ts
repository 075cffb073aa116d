/** One step of a breadcrumb trail: its name and its page (a path of this shop). */
export interface Crumb {
  label: string;
  href: string;
  /** The language of the label when it is not the page's (a product name only in Spanish). */
  lang?: string;
}
