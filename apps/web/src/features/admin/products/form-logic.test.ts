import { describe, expect, it } from 'vitest';
import { productInputSchema, productPatchSchema, type Product } from '@shop/domain';
import { storedProduct } from '../../../test/product';
import {
  EMPTY_PRODUCT_FORM,
  changedFields,
  formErrors,
  formValuesOf,
  imageTooLarge,
  missingEnglishCount,
  moved,
  parseStockInput,
  pickImages,
  priceProblem,
  productPayload,
  stockProblem,
  typedPriceText,
  videoProblem,
  withCategory,
} from './form-logic';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

const stored = storedProduct({
  name: 'Portátil',
  description: 'Uno',
  description_en: 'One',
  features: { processor: { selectedComponent: { category: 'processor', name: 'M2' } } },
  specifications: { ram: '16 GB', peso: 1.2, touch: false },
  advantages: ['Ligero'],
});

describe('stock field', () => {
  it('saves a whole number, 0 when empty', () => {
    expect(parseStockInput('')).toBe(0);
    expect(parseStockInput('007')).toBe(7);
    expect(parseStockInput(' 12 ')).toBe(12);
    expect(stockProblem('')).toBeUndefined();
    expect(stockProblem('25')).toBeUndefined();
  });

  // It used to keep the digits only: "2,5" became 25 and "-5" became 5, with no error.
  it.each([
    ['2,5', 'stockWhole'],
    ['1.000', 'stockWhole'],
    ['-5', 'stockNegative'],
    ['\u22125', 'stockNegative'],
    ['1a2', 'stockFormat'],
  ])('names what is wrong with %j instead of dropping it', (typed, problem) => {
    expect(stockProblem(typed)).toBe(problem);
    expect(formErrors({ ...formValuesOf(stored), stock: typed })).toEqual({ stock: problem });
  });
});

describe('price field', () => {
  it('regroups an amount written the documented way, the same amount', () => {
    expect(typedPriceText('1234567,8', '')).toBe('1.234.567,8');
    expect(typedPriceText('1.234.567,89', '')).toBe('1.234.567,89');
    expect(typedPriceText('1234567.8', '', 'en')).toBe('1.234.567,8');
    expect(typedPriceText(',5', '')).toBe('0,5');
    // One digit typed into or deleted from a regrouped amount moves its thousands dots.
    expect(typedPriceText('1.2345', '1.234')).toBe('12.345');
    expect(typedPriceText('12.34', '12.345')).toBe('1.234');
    expect(typedPriceText('1,234.5', '', 'en')).toBe('1.234,5');
  });

  // It used to drop these marks: "-5" became 5, "2.5" 25 and "1,999" 1,99, with no error.
  it.each([
    ['-5', '', 'priceNegative'],
    ['\u22125', '', 'priceNegative'],
    ['1,999', '', 'priceDecimals'],
    ['2.5', '', 'priceFormat'],
    ['2.5', '1.234', 'priceFormat'],
    ['1.234.', '1.234', 'priceFormat'],
    ['1,2,3', '', 'priceFormat'],
    ['5 €', '', 'priceFormat'],
    ['abc', '', 'priceFormat'],
  ])('keeps %j as typed over %j and names what is wrong with it', (typed, previous, problem) => {
    expect(typedPriceText(typed, previous)).toBe(typed);
    expect(priceProblem(typed)).toBe(problem);
    expect(formErrors({ ...formValuesOf(stored), price: typed })).toEqual({ price: problem });
  });

  it('keeps an English "2,5" as typed: a comma is no decimal mark in English', () => {
    const kept = typedPriceText('2,5', '', 'en');
    expect(kept).toBe('2.5');
    expect(priceProblem(kept)).toBe('priceFormat');
  });
});

describe('images', () => {
  it('takes jpeg, png, webp and gif up to 7 in all, and says what it refused', () => {
    const picked = pickImages(5, [
      file('a.jpg', 'image/jpeg'),
      file('b.svg', 'image/svg+xml'),
      file('c.png', 'image/png'),
      file('d.gif', 'image/gif'),
    ]);
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(picked.wrongType.map((f) => f.name)).toEqual(['b.svg']);
    expect(picked.overLimit).toBe(true);
    expect(pickImages(0, [file('w.webp', 'image/webp')])).toEqual({
      accepted: [file('w.webp', 'image/webp')],
      wrongType: [],
      overLimit: false,
    });
    expect(pickImages(7, [file('a.jpg', 'image/jpeg')]).accepted).toEqual([]);
  });

  it('refuses a compressed image above 5 MB, not at 5 MB', () => {
    expect(imageTooLarge({ size: 5 * MB })).toBe(false);
    expect(imageTooLarge({ size: 5 * MB + 1 })).toBe(true);
  });

  it('moves an image one place and leaves the list alone at its ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('video', () => {
  it('takes an mp4 up to 100 MB only', () => {
    expect(videoProblem(file('v.mp4', 'video/mp4', 100 * MB))).toBeUndefined();
    expect(videoProblem(file('v.mp4', 'video/mp4', 100 * MB + 1))).toBe('upload.videoTooLarge');
    expect(videoProblem(file('v.mov', 'video/quicktime'))).toBe('upload.videoType');
  });
});

describe('the form and the product', () => {
  it('asks for a name, a price and an image', () => {
    expect(formErrors(EMPTY_PRODUCT_FORM)).toEqual({
      name: 'product.name.required',
      price: 'priceRequired',
      images: 'product.images.required',
    });
    expect(formErrors(formValuesOf(stored))).toEqual({});
  });

  it('shows the stored price the Spanish way and saves it as a number, with the variant type its choices make it', () => {
    const values = formValuesOf(stored);
    expect(values.price).toBe('1.234,50');
    const payload = productPayload({ ...values, price: '1.234.567,89', stock: '' });
    expect(payload).toMatchObject({ basePrice: 1234567.89, stock: 0, variantType: 'MODEL' });
    const ram = { selectedComponent: { category: 'ram', name: '8 GB' } };
    const offered = { ram: { ...ram, options: [{ id: '16', name: '16 GB', priceIncrement: 10 }] } };
    expect(productPayload({ ...values, features: { ram } }).variantType).toBe('MODEL');
    expect(productPayload({ ...values, features: offered }).variantType).toBe('CONFIGURABLE');
  });

  it('keeps untouched specifications with their types and the features as they are', () => {
    const payload = productPayload(formValuesOf(stored));
    expect(payload.specifications).toEqual(stored.specifications);
    expect(payload.features).toBe(stored.features);
  });

  it('sends only the fields an edit changed', () => {
    const loaded = formValuesOf(stored);
    const changes = changedFields(
      productPayload(loaded),
      productPayload({ ...loaded, price: '1.234,50 ', stock: '9' }),
    );
    expect(changes).toEqual({ stock: 9 });
    const priced = changedFields(productPayload(loaded), productPayload({ ...loaded, price: '99,9' }));
    expect(priced).toEqual({ basePrice: 99.9 });
  });
});

describe('the English twins', () => {
  const translated: Product = {
    ...stored,
    name_en: 'Laptop',
    advantages: ['Ligero', 'Silencioso'],
    advantages_en: ['Light', ''],
    specifications_en: { ram: '16 GB' },
  };

  it('pairs each advantage and specification value with its English and counts what is missing', () => {
    const values = formValuesOf(translated);
    expect(values.name_en).toBe('Laptop');
    expect(values.advantages).toEqual([
      { es: 'Ligero', en: 'Light' },
      { es: 'Silencioso', en: '' },
    ]);
    expect(values.specifications.find((row) => row.key === 'ram')?.value_en).toBe('16 GB');
    // 'Silencioso' has no English; 1.2 and false are no words to translate; the description has its twin.
    expect(missingEnglishCount(values)).toBe(1);
    expect(missingEnglishCount({ ...values, name_en: ' ', description_en: '' })).toBe(3);
    expect(
      missingEnglishCount({ ...values, specifications: [{ key: 'material', value: 'Aluminio', value_en: '' }] }),
    ).toBe(2);
    expect(missingEnglishCount({ ...values, specifications: [{ key: 'peso', value: '1,2', value_en: '' }] })).toBe(1);
    expect(missingEnglishCount(EMPTY_PRODUCT_FORM)).toBe(0);
  });

  it('sends the twins in the shape the domain validates, advantages in the same places as the Spanish ones', () => {
    const values = formValuesOf(translated);
    const payload = productPayload({
      ...values,
      name_en: ' Laptop Pro ',
      advantages: [...values.advantages, { es: '', en: 'Dropped with its empty Spanish' }, { es: 'Barata', en: '' }],
      specifications: [
        ...values.specifications,
        { key: ' material ', value: 'Aluminio', value_en: ' Aluminium ' },
        { key: '', value: '', value_en: 'No key' },
      ],
    });
    expect(payload).toMatchObject({
      name_en: 'Laptop Pro',
      advantages: ['Ligero', 'Silencioso', 'Barata'],
      advantages_en: ['Light', '', ''],
      specifications_en: { ram: '16 GB', material: 'Aluminium' },
    });
    // The domain's schema (what the API validates with) takes it as it is: no field refused.
    const parsed = productInputSchema.safeParse(payload);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ name_en: 'Laptop Pro', advantages_en: ['Light', '', ''] });
    expect(productPatchSchema.safeParse({ specifications_en: payload.specifications_en }).success).toBe(true);
    const untranslated = productPayload({ ...values, advantages: [{ es: 'Ligero', en: ' ' }] });
    expect(untranslated.advantages_en).toEqual([]);
    // An edit that only adds an English value sends only the English.
    const loaded = formValuesOf(stored);
    const changes = changedFields(
      productPayload(loaded),
      productPayload({ ...loaded, specifications: loaded.specifications.map((row) => ({ ...row, value_en: 'x' })) }),
    );
    expect(changes).toEqual({ specifications_en: { ram: 'x', peso: 'x', touch: 'x' } });
  });

  it('follows the category with the device type until staff choose another one', () => {
    expect(EMPTY_PRODUCT_FORM).toMatchObject({ category: 'Laptops', deviceType: 'laptop' });
    expect(withCategory(EMPTY_PRODUCT_FORM, 'Smartphones').deviceType).toBe('mobile');
    expect(withCategory(EMPTY_PRODUCT_FORM, 'Monitores').deviceType).toBe('');
    const desktop = { ...EMPTY_PRODUCT_FORM, deviceType: 'desktop' as const };
    expect(withCategory(desktop, 'Accesorios').deviceType).toBe('desktop');
    expect(productPayload(desktop).deviceType).toBe('desktop');
    expect(productPayload({ ...EMPTY_PRODUCT_FORM, category: 'Monitores', deviceType: '' }).deviceType).toBeNull();
    // An edit from a declared device type to None sends null, which clears the stored one.
    const monitor = { ...EMPTY_PRODUCT_FORM, category: 'Monitores' as const, deviceType: '' as const };
    expect(changedFields(productPayload({ ...monitor, deviceType: 'desktop' }), productPayload(monitor))).toEqual({
      deviceType: null,
    });
    expect(formValuesOf({ ...stored, deviceType: 'desktop' } as Product).deviceType).toBe('desktop');
    expect(formValuesOf(stored).deviceType).toBe('laptop');
  });
});
