import { describe, expect, it } from 'vitest';
import { ALL_COMPONENTS, componentQuerySchema, findComponents, fitsDeviceType, productDeviceType } from './index';

const ids = (query: Parameters<typeof findComponents>[0]) => findComponents(query).map((entry) => entry.id);

describe('finding components', () => {
  it('answers everything without a filter', () => {
    expect(findComponents({})).toHaveLength(ALL_COMPONENTS.length);
  });

  it('narrows by group and device type together', () => {
    const desktopChips = findComponents({ group: 'processors', deviceType: 'desktop' });
    expect(desktopChips.length).toBeGreaterThan(40);
    expect(desktopChips.every((entry) => entry.group === 'processors' && entry.deviceTypes.includes('desktop'))).toBe(
      true,
    );
    expect(ids({ group: 'powerSupplies', deviceType: 'mobile' })).toEqual([]);
  });

  it('lets computer entries fit laptops and desktops, and asking for computers find both', () => {
    expect(fitsDeviceType(['computer'], 'desktop')).toBe(true);
    expect(fitsDeviceType(['computer'], 'laptop')).toBe(true);
    expect(fitsDeviceType(['computer'], 'mobile')).toBe(false);
    expect(fitsDeviceType(['laptop'], 'computer')).toBe(true);
    expect(fitsDeviceType(['tablet'], 'computer')).toBe(false);
    expect(ids({ group: 'operatingSystems', deviceType: 'desktop' })).toContain('windows-11-home');
    expect(ids({ group: 'operatingSystems', deviceType: 'desktop' })).not.toContain('ios-26');
  });

  it('searches names, brands and both descriptions without regard to case or accents, every word required', () => {
    expect(ids({ search: 'RTX 5090' })).toEqual(['geforce-rtx-5090-laptop', 'geforce-rtx-5090']);
    expect(ids({ search: 'batería 5000 mAh' })).toEqual(expect.arrayContaining(['mobile-5000mah-45w']));
    expect(ids({ search: 'BATERIA' }).length).toBeGreaterThan(10);
    expect(ids({ search: 'nogal' })).toEqual(['fractal-north']);
    expect(ids({ search: 'walnut' })).toEqual(['fractal-north']);
    expect(ids({ search: 'ryzen zzz' })).toEqual([]);
  });

  it('refuses an unknown device type or group with the key of a clear text', () => {
    const issue = (input: unknown) => componentQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ deviceType: 'fridge' })).toBe('components.deviceType.invalid');
    expect(issue({ group: 'cpus' })).toBe('components.group.invalid');
    expect(issue({ search: 'x'.repeat(201) })).toBe('query.search.tooLong');
    expect(componentQuerySchema.parse({ deviceType: 'desktop', group: 'gpu' })).toEqual({
      deviceType: 'desktop',
      group: 'gpu',
    });
  });
});

describe("a product's device type", () => {
  it('comes from its category unless the product declares one, as a desktop does', () => {
    expect(productDeviceType({ category: 'Smartphones' })).toBe('mobile');
    expect(productDeviceType({ category: 'Tablets' })).toBe('tablet');
    expect(productDeviceType({ category: 'Laptops' })).toBe('laptop');
    expect(productDeviceType({ category: 'Laptops', deviceType: 'desktop' })).toBe('desktop');
    expect(productDeviceType({ category: 'Accesorios' })).toBeUndefined();
    expect(
      findComponents({ deviceType: productDeviceType({ category: 'Laptops', deviceType: 'desktop' }) }).some(
        (entry) => entry.group === 'powerSupplies',
      ),
    ).toBe(true);
  });
});
