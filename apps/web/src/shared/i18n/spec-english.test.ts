import { describe, expect, it } from 'vitest';
import { domainMessages } from '@shop/domain';
import en from './en.json';

/**
 * Every English text the specification quotes (the cart's quantity rules, the payment failure and
 * its list of other English texts), word for word. Each must be one of our English texts, the web app's (en.json and
 * every feature's texts.en.json) or the API's (the domain's message table),
 * so a text renamed or reworded away from the spec fails here. Placeholders are written as the
 * spec writes them, `{stock}`; ours are i18next's `{{stock}}`.
 */
const SPEC_ENGLISH = [
  // The cart's quantity rules.
  'Only {stock} units available',
  'Minimum quantity is 1',
  // The payment failure.
  'There was an error processing your payment. Please try again.',
  // The other English texts the specification lists.
  'Invalid credentials',
  'Error loading product. Please try again.',
  "Product not found (the product doesn't exist or has been removed)",
  'Error loading products',
  'Error loading video',
] as const;

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

const featureTexts = import.meta.glob<Tree>('../../**/texts.en.json', { eager: true, import: 'default' });

const ours = {
  web: new Set([en, ...Object.values(featureTexts)].flatMap((tree) => texts(tree as Tree))),
  api: new Set(Object.values(domainMessages.en)),
};
const asTheSpecWritesIt = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');
const all = new Set([...ours.web, ...ours.api].map(asTheSpecWritesIt));

describe("the specification's English texts", () => {
  it("reads the features' own texts too", () => {
    expect(Object.keys(featureTexts)).toContain('../../features/admin/dashboard/texts.en.json');
  });

  it.each(SPEC_ENGLISH)('"%s" is one of our texts', (text) => {
    expect(all.has(text)).toBe(true);
  });

  it("include the API's answers to a refused sign-in and to an order line below 1", () => {
    expect(domainMessages.en['auth.wrongCredentials']).toBe('Invalid credentials');
    expect(domainMessages.en['cart.minQuantity']).toBe('Minimum quantity is 1');
  });
});
