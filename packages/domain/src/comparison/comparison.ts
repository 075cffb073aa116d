import { ADDITIONAL_FEATURES_KEY } from '../product-core';
import type { DomainMessageKey } from '../messages';
import type { MessageParams } from '../message-tables';
import type { Language } from '../language';
import { componentName } from '../product-text/pick';
import { featureComponent } from '../similarity/similarity';

/**
 * The comparison texts, made in the browser from named fields of two
 * products: the one on the page and a comparable one. Each text is a message key with its
 * values, so both languages come from one rule. The rules are written down in
 * docs/similarity-and-comparison.md.
 */

export interface ComparedProduct {
  basePrice: number;
  features: Record<string, unknown>;
  specifications?: Record<string, string | number | boolean>;
}

export interface ComparisonText {
  key: DomainMessageKey;
  params: MessageParams;
  /** Whether the point speaks for the comparable product (shown as an advantage) or against it. */
  favourable: boolean;
}

function text(field: string | number | boolean | undefined): string {
  return field === undefined ? '' : String(field);
}

/** The first number in a text, reading a decimal comma as a point ('15,6"' is 15.6). */
function firstNumber(value: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)/.exec(value);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

/** The processor's ranking when the product has a ranked one (lower is stronger). */
export function rankingOf(product: ComparedProduct): number | undefined {
  const ranking = featureComponent(product.features, 'processor')?.ranking;
  return typeof ranking === 'number' && Number.isFinite(ranking) ? ranking : undefined;
}

/** RAM in GB: the component's capacityGB, else the number before 'GB' in its name or the ram specification. */
export function ramGigabytes(product: ComparedProduct): number | undefined {
  const component = featureComponent(product.features, 'ram');
  const specs = component?.specs as Record<string, unknown> | undefined;
  if (typeof specs?.capacityGB === 'number') return specs.capacityGB;
  for (const source of [text(component?.name as string | undefined), text(product.specifications?.ram)]) {
    const match = /(\d+(?:[.,]\d+)?)\s*GB/i.exec(source);
    if (match) return Number(match[1]!.replace(',', '.'));
  }
  return undefined;
}

const SOLID_STATE = /\b(ssd|nvme|ufs|emmc|flash)\b/i;
const HARD_DISK = /\b(hdd|disco duro|hard (disk|drive)|rpm)\b/i;

/** 'ssd' or 'hdd' from the storage component's name or technology, else the storage specification. */
export function storageKind(product: ComparedProduct): 'ssd' | 'hdd' | undefined {
  const component = featureComponent(product.features, 'storage');
  const specs = component?.specs as Record<string, unknown> | undefined;
  const source = [
    text(component?.name as string | undefined),
    text(specs?.technology as string | undefined),
    text(product.specifications?.storage),
  ].join(' ');
  if (HARD_DISK.test(source)) return 'hdd';
  if (SOLID_STATE.test(source)) return 'ssd';
  return undefined;
}

/** Storage capacity in GB (1 TB = 1,000 GB, as makers count): the component's capacityGB, else its name or the storage specification. */
export function storageGigabytes(product: ComparedProduct): number | undefined {
  const component = featureComponent(product.features, 'storage');
  const specs = component?.specs as Record<string, unknown> | undefined;
  if (typeof specs?.capacityGB === 'number') return specs.capacityGB;
  for (const source of [text(component?.name as string | undefined), text(product.specifications?.storage)]) {
    const match = /(\d+(?:[.,]\d+)?)\s*(TB|GB)\b/i.exec(source);
    if (match) return Number(match[1]!.replace(',', '.')) * (match[2]!.toUpperCase() === 'TB' ? 1000 : 1);
  }
  return undefined;
}

/** Screen diagonal in inches: the screen component's size, else the number before '"' or 'pulgadas' in the screen specification. */
export function screenInches(product: ComparedProduct): number | undefined {
  const specs = featureComponent(product.features, 'screen')?.specs as Record<string, unknown> | undefined;
  if (typeof specs?.size === 'number') return specs.size;
  if (typeof specs?.size === 'string') return firstNumber(specs.size);
  const match = /(\d+(?:[.,]\d+)?)\s*("|″|''|pulgadas|inch)/i.exec(text(product.specifications?.screen));
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

const DEDICATED_GPU = /\b(geforce|rtx|gtx|radeon rx|rx \d{3,4}m?|arc a\d{3}|quadro)\b/i;

/**
 * 'dedicated' or 'integrated': the graphics component's `kind` (or `type`) when it says, else its name
 * (GeForce, Radeon RX, Arc A… are dedicated); a product with a processor but no graphics
 * component uses the processor's integrated graphics.
 */
export function gpuKind(product: ComparedProduct): 'dedicated' | 'integrated' | undefined {
  const component = featureComponent(product.features, 'graphics') ?? featureComponent(product.features, 'gpu');
  if (component) {
    const declared = component.kind ?? component.type;
    if (declared === 'dedicated' || declared === 'integrated') return declared;
    return DEDICATED_GPU.test(text(component.name as string | undefined)) ? 'dedicated' : 'integrated';
  }
  return featureComponent(product.features, 'processor') ? 'integrated' : undefined;
}

/** Names of the additional features a product has, in a language (the English twin where there is one). */
export function additionalFeatureNames(product: ComparedProduct, language: Language = 'es'): string[] {
  const feature = product.features[ADDITIONAL_FEATURES_KEY] as
    { selectedComponents?: Record<string, unknown>[] } | undefined;
  return (feature?.selectedComponents ?? [])
    .map((component) => text(componentName(component, language)?.text))
    .filter(Boolean);
}

/** 15.6 as '15,6' in Spanish and '15.6' in English; whole numbers as they are. */
function formatNumber(value: number, language: Language): string {
  const written = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return language === 'es' ? written.replace('.', ',') : written;
}

/** What `other` has or lacks against `current`, in a fixed order: performance, RAM, storage, screen... (docs/similarity-and-comparison.md). */
export function comparisonTexts(
  current: ComparedProduct,
  other: ComparedProduct,
  language: Language = 'es',
): ComparisonText[] {
  const texts: ComparisonText[] = [];
  const [ranking, otherRanking] = [rankingOf(current), rankingOf(other)];
  if (ranking !== undefined && otherRanking !== undefined && ranking !== otherRanking) {
    const better = otherRanking < ranking;
    texts.push({
      key: better ? 'comparison.betterPerformance' : 'comparison.lowerPerformance',
      params: {},
      favourable: better,
    });
  }
  const [ram, otherRam] = [ramGigabytes(current), ramGigabytes(other)];
  if (ram !== undefined && otherRam !== undefined && ram !== otherRam) {
    const more = otherRam > ram;
    texts.push({
      key: more ? 'comparison.moreRam' : 'comparison.lessRam',
      params: { other: formatNumber(otherRam, language), current: formatNumber(ram, language) },
      favourable: more,
    });
  }
  const [storage, otherStorage] = [storageKind(current), storageKind(other)];
  if (storage && otherStorage && storage !== otherStorage) {
    const ssd = otherStorage === 'ssd';
    texts.push({ key: ssd ? 'comparison.ssdVsHdd' : 'comparison.hddVsSsd', params: {}, favourable: ssd });
  }
  const [screen, otherScreen] = [screenInches(current), screenInches(other)];
  if (screen !== undefined && otherScreen !== undefined && screen !== otherScreen) {
    const larger = otherScreen > screen;
    texts.push({
      key: larger ? 'comparison.largerScreen' : 'comparison.smallerScreen',
      params: { other: formatNumber(otherScreen, language), current: formatNumber(screen, language) },
      favourable: larger,
    });
  }
  const [gpu, otherGpu] = [gpuKind(current), gpuKind(other)];
  if (gpu && otherGpu && gpu !== otherGpu) {
    const dedicated = otherGpu === 'dedicated';
    texts.push({
      key: dedicated ? 'comparison.dedicatedGpu' : 'comparison.integratedGpu',
      params: {},
      favourable: dedicated,
    });
  }
  if (current.basePrice > 0 && other.basePrice !== current.basePrice) {
    const percent = Math.round((Math.abs(other.basePrice - current.basePrice) / current.basePrice) * 100);
    if (percent > 0) {
      const cheaper = other.basePrice < current.basePrice;
      texts.push({
        key: cheaper ? 'comparison.cheaper' : 'comparison.moreExpensive',
        params: { percent },
        favourable: cheaper,
      });
    }
  }
  const own = new Set(additionalFeatureNames(current, language).map((name) => name.toLowerCase()));
  const unique = additionalFeatureNames(other, language).filter((name) => !own.has(name.toLowerCase()));
  if (unique.length > 0)
    texts.push({ key: 'comparison.uniqueFeatures', params: { features: unique.join(', ') }, favourable: true });
  return texts;
}
