import { COMPONENT_GROUPS, type DeviceType, fitsDeviceType } from './groups';
import { type CatalogueEntry, catalogueEntrySchema } from './schemas';

/**
 * The catalogues' integrity rules, each answering the list of what breaks it (empty when
 * the data is sound). The tests run them over the real data and over broken samples, so a
 * rule that stopped finding anything would be noticed.
 */

/** Entries whose shape breaks the schema (empty names, a bad id, a non-https source...). */
export function shapeProblems(entries: readonly unknown[]): string[] {
  return entries.flatMap((entry, index) => {
    const parsed = catalogueEntrySchema.safeParse(entry);
    if (parsed.success) return [];
    const id = (entry as { id?: unknown }).id ?? `#${index}`;
    return parsed.error.issues.map((issue) => `${String(id)}: ${issue.path.join('.')} ${issue.message}`);
  });
}

/** Ids used more than once, across every group: a product's features name components by id. */
export function duplicateIds(entries: readonly Pick<CatalogueEntry, 'id'>[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { id } of entries) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

/** A ranked list must hold each of 0..n-1 exactly once: no gap, no tie. */
export function rankingProblems(entries: readonly { id: string; ranking: number }[]): string[] {
  const holders = new Map<number, string[]>();
  for (const { id, ranking } of entries) holders.set(ranking, [...(holders.get(ranking) ?? []), id]);
  const problems: string[] = [];
  for (const [ranking, ids] of holders) {
    if (ids.length > 1) problems.push(`tie at ${ranking}: ${ids.join(', ')}`);
    if (!Number.isInteger(ranking) || ranking < 0 || ranking >= entries.length)
      problems.push(`ranking ${ranking} outside 0..${entries.length - 1}: ${ids.join(', ')}`);
  }
  for (let ranking = 0; ranking < entries.length; ranking++) {
    if (!holders.has(ranking)) problems.push(`gap at ${ranking}`);
  }
  return problems;
}

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** Texts a shopper reads that lack one of the two languages. */
export function missingTranslations(
  entries: readonly { id: string; description?: { es?: string; en?: string }; color?: { es?: string; en?: string } }[],
): string[] {
  return entries.flatMap(({ id, description, color }) => [
    ...(blank(description?.es) ? [`${id}: description.es`] : []),
    ...(blank(description?.en) ? [`${id}: description.en`] : []),
    ...(color && blank(color.es) ? [`${id}: color.es`] : []),
    ...(color && blank(color.en) ? [`${id}: color.en`] : []),
  ]);
}

/** Entries without a device type, or with one their group is not kept for. */
export function deviceTypeProblems(entries: readonly Pick<CatalogueEntry, 'id' | 'group' | 'deviceTypes'>[]): string[] {
  return entries.flatMap(({ id, group, deviceTypes }) => {
    if (!deviceTypes || deviceTypes.length === 0) return [`${id}: no device type`];
    const kept: readonly DeviceType[] = COMPONENT_GROUPS[group];
    return deviceTypes
      .filter((type) => !fitsDeviceType(kept, type))
      .map((type) => `${id}: ${group} is not kept for ${type}`);
  });
}

interface ProcessorFacts {
  id: string;
  cores: number;
  threads: number;
  baseClockGHz: number;
  boostClockGHz: number;
}

/** Processors with fewer threads than cores, or a boost clock below the base clock. */
export function processorProblems(processors: readonly ProcessorFacts[]): string[] {
  return processors.flatMap(({ id, cores, threads, baseClockGHz, boostClockGHz }) => [
    ...(threads < cores ? [`${id}: ${threads} threads < ${cores} cores`] : []),
    ...(boostClockGHz < baseClockGHz ? [`${id}: boost ${boostClockGHz} GHz < base ${baseClockGHz} GHz`] : []),
  ]);
}

/** Processors and GPUs must name the maker's page, over https. */
export function sourceProblems(entries: readonly { id: string; source?: unknown }[]): string[] {
  return entries.flatMap(({ id, source }) => {
    if (typeof source !== 'string') return [`${id}: no source`];
    if (!/^[a-z][a-z0-9+.-]*:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/i.test(source)) return [`${id}: source is not a URL`];
    return source.toLowerCase().startsWith('https://') ? [] : [`${id}: source is not https`];
  });
}
