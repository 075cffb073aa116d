import { staffProductListQuerySchema, type StaffProductListQuery } from '@shop/domain/product-admin';
import { staffQueryParams } from './api';

export const PRODUCTS_PATH = '/admin/productos';
const REMEMBERED_LIST = 'admin.products.list';

/**
 * The staff list's query read from its URL. A parameter the schema refuses (an old link, a
 * typed URL) is dropped rather than failing the page: the rest still applies.
 */
export function listQueryOf(search: string): StaffProductListQuery {
  const raw: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (let attempt = 0; attempt < 10; attempt++) {
    const parsed = staffProductListQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return staffProductListQuerySchema.parse({});
}

/** The list's URL for a query: what the filters, the sort and the page write. */
export function listUrlOf(query: StaffProductListQuery): string {
  const search = new URLSearchParams(staffQueryParams(query)).toString();
  return search ? `${PRODUCTS_PATH}?${search}` : PRODUCTS_PATH;
}

/** Where the list was (its filters, sort and page), so the edit page goes back there after a save. */
export function rememberListUrl(url: string): void {
  try {
    sessionStorage.setItem(REMEMBERED_LIST, url);
  } catch {
    // Storage refused (private mode): going back to the first page is the fallback.
  }
}

export function rememberedListUrl(): string {
  try {
    const url = sessionStorage.getItem(REMEMBERED_LIST);
    return url?.startsWith(PRODUCTS_PATH) ? url : PRODUCTS_PATH;
  } catch {
    return PRODUCTS_PATH;
  }
}
