import { createHash } from 'node:crypto';
import { foldForSearch } from '@shop/domain';
import {
  COMPONENT_GROUP_NAMES,
  type ComponentList,
  type ComponentQuery,
  DEVICE_TYPES,
  findComponents,
} from '@shop/domain/catalogues';

/** One answer of GET /api/components, serialized once with its strong ETag. */
export interface ComponentAnswer {
  body: string;
  etag: string;
  total: number;
}

export interface ComponentCatalogue {
  answer(query: ComponentQuery): ComponentAnswer;
}

/** Searches people type are few and repeat; beyond this many distinct ones the oldest are dropped. */
const MAX_KEPT_SEARCHES = 500;

function serialize(query: ComponentQuery): ComponentAnswer {
  const items = findComponents(query);
  const list: ComponentList = { items, total: items.length };
  const body = JSON.stringify(list);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, total: items.length };
}

const keyOf = ({ deviceType, group, search }: ComponentQuery) =>
  `${deviceType ?? ''}|${group ?? ''}|${search === undefined ? '' : foldForSearch(search)}`;

/**
 * The catalogues never change while the server runs, so every answer without a search (each
 * device type × group, 72 of them) is serialized and hashed once at start; answers to a search
 * are made on first use and kept (the most recent MAX_KEPT_SEARCHES). A request then costs a
 * map lookup.
 */
export function createComponentCatalogue(): ComponentCatalogue {
  const answers = new Map<string, ComponentAnswer>();
  for (const deviceType of [undefined, ...DEVICE_TYPES]) {
    for (const group of [undefined, ...COMPONENT_GROUP_NAMES]) {
      const query = { deviceType, group };
      answers.set(keyOf(query), serialize(query));
    }
  }
  const fixed = answers.size;

  return {
    answer(query) {
      const normalized = { ...query, search: query.search?.trim() ? query.search : undefined };
      const key = keyOf(normalized);
      const kept = answers.get(key);
      if (kept) return kept;
      const made = serialize(normalized);
      if (answers.size >= fixed + MAX_KEPT_SEARCHES) {
        const oldestSearch = [...answers.keys()][fixed];
        if (oldestSearch !== undefined) answers.delete(oldestSearch);
      }
      answers.set(key, made);
      return made;
    },
  };
}
