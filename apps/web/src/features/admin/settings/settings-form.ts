import {
  type Language,
  type MessageKey,
  RATED_CURRENCIES,
  type ShopSettings,
  type ShopSettingsInput,
  parsePriceInput,
  priceInputText,
  translatePriceText,
} from '@shop/domain';

/**
 * The settings form's state: every field as the text in its input, keyed by the field's path in
 * the API's shape ('zones.amba.standard.cost'), so a refusal's `path` finds its input.
 */
export type FormTexts = Record<string, string>;

// Told apart by their paths, not by lists of zones: the page takes no constant it could share with
// the storefront's pages, since a module shared by two lazy chunks becomes a chunk of its own
// whose name the storefront's entry must carry.
const isMoney = (path: string) => path === 'freeDeliveryThreshold' || path.endsWith('.cost');
const isRate = (path: string) => path.startsWith('exchangeRates.');
const isWhole = (path: string) => path.endsWith('Days') || path === 'lowStockThreshold';
const isTime = (path: string) => path === 'cutOff';

/**
 * A time of day typed in 24-hour form ('9:30', '09.30', '14:00') as 'HH:MM'; undefined when it is
 * no such time. The field is text, not a time input: a browser's time input shows its own
 * language's clock ('02:00 PM' in an English Chrome) whatever the page's language.
 */
export function timeValue(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[:.h](\d{2})\s*$/.exec(text);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function flatten(value: unknown, prefix: string, into: FormTexts): FormTexts {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value === undefined || value === null ? '' : String(value);
  }
  return into;
}

/** The stored settings as the form's texts: money the way the page's language writes it, rates with its decimal mark. */
export function formTextsOf(settings: ShopSettings, language: Language): FormTexts {
  const { version: _v, updatedAt: _u, exchangeRatesSetOn: _d, ...values } = settings;
  const texts = flatten(values, '', {});
  for (const currency of RATED_CURRENCIES) texts[`exchangeRates.${currency}`] ??= '';
  for (const path of Object.keys(texts)) {
    if (isMoney(path)) texts[path] = priceInputText(Number(texts[path]), language);
    if (isRate(path)) texts[path] = rateText(texts[path]!, language);
  }
  return texts;
}

const rateText = (stored: string, language: Language) => (language === 'es' ? stored.replace('.', ',') : stored);

/** The texts typed in one language's way, written the other's (when staff switch the language mid-edit). */
export function translateFormTexts(texts: FormTexts, from: Language, to: Language): FormTexts {
  if (from === to) return texts;
  return Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [
      path,
      isMoney(path) || isRate(path) ? translatePriceText(text, from, to) : text,
    ]),
  );
}

/** A rate typed with either decimal mark and no thousands ('1050,5' → '1050.5'); left as typed when it is something else. */
function rateValue(text: string): string {
  const trimmed = text.trim();
  return /^\d+[,.]\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

function moneyValue(text: string, language: Language): string {
  const amount = parsePriceInput(text, language);
  // Text that is no amount goes as typed, for the schema to name the field.
  return amount === undefined || /[^\d.,\s]/.test(text) ? text.trim() : amount.toFixed(2);
}

function set(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The form's texts as the API's input: money and rates as exact decimal text, days and units as numbers. */
export function inputOf(texts: FormTexts, language: Language): ShopSettingsInput {
  const input: Record<string, unknown> = { exchangeRates: {} };
  for (const [path, text] of Object.entries(texts)) {
    if (isRate(path)) {
      if (text.trim() !== '') set(input, path, rateValue(text));
    } else if (isMoney(path)) set(input, path, moneyValue(text, language));
    // Text that is no time goes as typed, for the schema to name the field.
    else if (isTime(path)) set(input, path, timeValue(text) ?? text.trim());
    else if (isWhole(path)) set(input, path, /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
    else set(input, path, text);
  }
  return input as unknown as ShopSettingsInput;
}

/** The server's refusal as problems by path ('body.cutOff' → 'cutOff'). */
export function serverProblems(details: unknown[] | undefined): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  for (const detail of details ?? []) {
    const { path, code } = detail as { path?: string; code?: string };
    if (path && code) problems[path.replace(/^body\./, '')] ??= code as MessageKey;
  }
  return problems;
}
