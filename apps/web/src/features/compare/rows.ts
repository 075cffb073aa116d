import {
  componentName,
  formatDecimal,
  formatMoney,
  specificationText,
  gpuKind,
  ramGigabytes,
  rankingOf,
  screenInches,
  storageGigabytes,
  storageKind,
  type ComparedProduct,
  type Currency,
  type Language,
  type PickedText,
} from '@shop/domain';
import { selectedComponents } from '../../shared/lib/components';

/**
 * The comparison page's table, built from the products alone: one row for the price, one per
 * component category and one per specification key, each saying which products hold the
 * better value. Pure, so the rules are tested without a browser.
 */

export interface ComparableColumn extends ComparedProduct {
  id: string;
  brand: string;
  currency: Currency;
  specifications: Record<string, string | number | boolean>;
  specifications_en?: Record<string, string>;
}

/** A cell as shown: text, a yes/no flag (translated by the page), or nothing. */
export type Cell = string | boolean | undefined;

/**
 * A text cell made of a product's bilingual texts (component names, text specifications), each
 * with the language it is really in, so the page marks a Spanish fallback on an English page.
 */
export type CellParts = PickedText[] | undefined;

interface BuiltCell {
  cell: Cell;
  parts?: PickedText[];
}

export interface ComparisonRow {
  /** Unique within the table: 'price', 'brand', 'component:ram', 'specification:ram'. */
  id: string;
  kind: 'price' | 'brand' | 'component' | 'specification';
  /** The component group or specification key the row is about (for its label). */
  key: string;
  cells: Cell[];
  /** Per product: the cell's texts with their languages, where the cell is made of bilingual texts. */
  parts: CellParts[];
  /** Per product: whether its value is the row's best (never set when the values are all equal). */
  best: boolean[];
  /** Whether the products' values are not all the same. */
  differs: boolean;
}

/** Component categories in the order a shopper weighs them; any other group follows. */
export const COMPONENT_ORDER = [
  'processor',
  'ram',
  'storage',
  'screen',
  'graphics',
  'battery',
  'operatingSystem',
  'additionalFeatures',
] as const;

/** Feature keys that mean the same category as another ('gpu' is how some products name 'graphics'). */
const SAME_GROUP: Record<string, string> = { gpu: 'graphics' };

interface Metric {
  read: (product: ComparedProduct) => number | undefined;
  better: 'higher' | 'lower';
}

const kindScore =
  <T extends string>(read: (product: ComparedProduct) => T | undefined, good: T) =>
  (product: ComparedProduct): number | undefined => {
    const kind = read(product);
    return kind === undefined ? undefined : kind === good ? 1 : 0;
  };

/** Solid-state first, then the larger capacity: a 512 GB SSD beats a 256 GB one and a 2 TB hard disk. */
function storageScore(product: ComparedProduct): number | undefined {
  const kind = storageKind(product);
  const capacity = storageGigabytes(product);
  if (kind === undefined && capacity === undefined) return undefined;
  return (kind === 'ssd' ? 1_000_000_000 : 0) + (capacity ?? 0);
}

/**
 * How a row's best value is found, by the domain's readers (the same ones the comparison
 * texts use): a stronger processor (lower ranking), more RAM, solid-state and larger storage, a larger
 * screen, a dedicated GPU. Specification rows of the same names follow the same reading.
 */
const METRICS: Record<string, Metric> = {
  processor: { read: rankingOf, better: 'lower' },
  ram: { read: ramGigabytes, better: 'higher' },
  storage: { read: storageScore, better: 'higher' },
  screen: { read: screenInches, better: 'higher' },
  graphics: { read: kindScore(gpuKind, 'dedicated'), better: 'higher' },
  gpu: { read: kindScore(gpuKind, 'dedicated'), better: 'higher' },
};

const normalised = (cell: Cell): string => (cell === undefined ? '' : String(cell).trim().toLowerCase());

function differs(cells: Cell[]): boolean {
  return new Set(cells.map(normalised)).size > 1;
}

/** Marks the products whose value is the best of the row; none when fewer than two can be compared or all tie. */
function bestOf(values: (number | undefined)[], better: 'higher' | 'lower'): boolean[] {
  const known = values.filter((value): value is number => value !== undefined);
  if (known.length < 2 || new Set(known).size < 2) return values.map(() => false);
  const best = better === 'higher' ? Math.max(...known) : Math.min(...known);
  return values.map((value) => value === best);
}

function row(kind: ComparisonRow['kind'], key: string, built: BuiltCell[], best?: boolean[]): ComparisonRow {
  const cells = built.map((cell) => cell.cell);
  const different = differs(cells);
  return {
    id: kind === 'price' || kind === 'brand' ? kind : `${kind}:${key}`,
    kind,
    key,
    cells,
    parts: built.map((cell) => cell.parts),
    best: different && best ? best : cells.map(() => false),
    differs: different,
  };
}

/** Feature groups present in any product, in COMPONENT_ORDER first, then as they appear. */
function componentGroups(products: readonly ComparableColumn[]): string[] {
  const present = new Set(
    products.flatMap((product) => Object.keys(product.features).map((key) => SAME_GROUP[key] ?? key)),
  );
  const ordered: string[] = COMPONENT_ORDER.filter((group) => present.has(group));
  for (const group of present) if (!ordered.includes(group)) ordered.push(group);
  return ordered;
}

function componentCell(product: ComparableColumn, group: string, unnamed: string, language: Language): BuiltCell {
  const keys = [group, ...Object.keys(SAME_GROUP).filter((key) => SAME_GROUP[key] === group)];
  const names = keys.flatMap((key) =>
    selectedComponents(product.features[key]).map(
      (component): PickedText =>
        componentName(component, language) ?? { text: unnamed, lang: language, fellBack: false },
    ),
  );
  if (names.length === 0) return { cell: undefined };
  return { cell: names.map((name) => name.text).join(', '), parts: names };
}

function specificationKeys(products: readonly ComparableColumn[]): string[] {
  return [...new Set(products.flatMap((product) => Object.keys(product.specifications)))];
}

/** As Intl writes a number by default: up to three decimals, thousands grouped as the language groups them. */
const SPECIFICATION_NUMBER = { minimumFractionDigits: 0, maximumFractionDigits: 3 };

/** A number in the language's format (15,6 / 15.6); text in the language when translated; yes/no as they are. */
function specificationCell(product: ComparableColumn, key: string, language: Language): BuiltCell {
  const value = product.specifications[key];
  if (typeof value === 'number') return { cell: formatDecimal(value, language, SPECIFICATION_NUMBER) };
  if (typeof value === 'string') {
    const text = specificationText(product, key, language);
    return text ? { cell: text.text, parts: [text] } : { cell: value };
  }
  return { cell: value };
}

export interface RowOptions {
  language: Language;
  /** Shown for a component without a name. */
  unnamedComponent: string;
}

export function comparisonRows(products: readonly ComparableColumn[], options: RowOptions): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  // Prices in different currencies are never weighed against each other.
  const oneCurrency = new Set(products.map((product) => product.currency)).size === 1;
  rows.push(
    row(
      'price',
      'price',
      products.map((product) => ({ cell: formatMoney(product.basePrice, product.currency, options.language) })),
      oneCurrency
        ? bestOf(
            products.map((product) => product.basePrice),
            'lower',
          )
        : undefined,
    ),
  );
  rows.push(
    row(
      'brand',
      'brand',
      products.map((product) => ({ cell: product.brand || undefined })),
    ),
  );

  const groups = componentGroups(products);
  for (const group of groups) {
    const metric = METRICS[group];
    rows.push(
      row(
        'component',
        group,
        products.map((product) => componentCell(product, group, options.unnamedComponent, options.language)),
        metric && bestOf(products.map(metric.read), metric.better),
      ),
    );
  }

  for (const key of specificationKeys(products)) {
    // A part the component rows already name for every product that states it (processor, RAM,
    // storage): one row, the component's, which follows a configuration where the base model's
    // specification would not (a 512 GB choice beside a '256 GB' specification).
    const named = products.every(
      (product) =>
        product.specifications[key] === undefined ||
        componentCell(product, key, options.unnamedComponent, options.language).cell !== undefined,
    );
    if (groups.includes(key) && named) continue;
    const metric = METRICS[key];
    const cells = products.map((product) => specificationCell(product, key, options.language));
    // A product without this specification takes no part in the row's best.
    const values =
      metric && products.map((product, index) => (cells[index]!.cell === undefined ? undefined : metric.read(product)));
    rows.push(row('specification', key, cells, values && bestOf(values, metric.better)));
  }
  return rows;
}

/** The rows to show: all, or with "differences only" just those whose values are not all the same. */
export function visibleRows(rows: readonly ComparisonRow[], differencesOnly: boolean): ComparisonRow[] {
  return differencesOnly ? rows.filter((candidate) => candidate.differs) : [...rows];
}
