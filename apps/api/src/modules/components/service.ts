import { createHash } from 'node:crypto';
import { type Language, foldForSearch } from '@shop/domain';
import { type ComponentList, type ComponentQuery, entryInLanguage, findComponents } from '@shop/domain/catalogues';
import { EncodedBody } from '../../encoded-body';

/** One answer of GET /api/components, serialized once with its strong ETag. */
export interface ComponentAnswer {
  /** Compressed once per encoding, on first use, and kept: compressing the whole catalogue costs tens of ms. */
  body: EncodedBody;
  etag: string;
  total: number;
}

export interface ComponentCatalogue {
  /** The entries matching the query, each named in `language` (the caller's). */
  answer(query: ComponentQuery, language: Language): ComponentAnswer;
  /** The bytes of searched answers kept now (never above the budget). */
  keptSearchBytes(): number;
}

/**
 * Searches people type are few and repeat, so their answers are kept too, but within a byte
 * budget (the oldest go first): a caller sending endless distinct searches that match half the
 * catalogue must not be able to grow the server's memory.
 */
const MAX_KEPT_SEARCH_BYTES = 8 * 1024 * 1024;

function serialize(query: ComponentQuery, language: Language): ComponentAnswer {
  const items = findComponents(query).map((entry) => entryInLanguage(entry, language));
  const list: ComponentList = { items, total: items.length };
  const body = Buffer.from(JSON.stringify(list));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body: new EncodedBody(body), etag, total: items.length };
}

const keyOf = ({ deviceType, group, search }: ComponentQuery, language: Language) =>
  `${language}|${deviceType ?? ''}|${group ?? ''}|${search === undefined ? '' : foldForSearch(search)}`;

/**
 * The catalogues never change while the server runs, so every answer without a search (each
 * language × device type × group, 146 at most) is serialized and hashed once, on first use, and
 * kept; answers to a search are kept within a byte budget. A request then costs a map lookup.
 */
export function createComponentCatalogue({ maxKeptSearchBytes = MAX_KEPT_SEARCH_BYTES } = {}): ComponentCatalogue {
  const fixed = new Map<string, ComponentAnswer>();
  /** Insertion order is age: the first key is the oldest. */
  const searched = new Map<string, ComponentAnswer>();
  let searchedBytes = 0;

  return {
    answer(query, language) {
      const normalized = {
        deviceType: query.deviceType,
        group: query.group,
        search: query.search?.trim() ? query.search : undefined,
      };
      const key = keyOf(normalized, language);
      const kept = fixed.get(key) ?? searched.get(key);
      if (kept) return kept;
      const made = serialize(normalized, language);
      if (normalized.search === undefined) {
        fixed.set(key, made);
        return made;
      }
      searched.set(key, made);
      searchedBytes += made.body.identity.length;
      for (const [oldKey, old] of searched) {
        if (searchedBytes <= maxKeptSearchBytes) break;
        searched.delete(oldKey);
        searchedBytes -= old.body.identity.length;
      }
      return made;
    },
    keptSearchBytes: () => searchedBytes,
  };
}
