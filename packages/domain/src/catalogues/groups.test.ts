import { describe, expect, it } from 'vitest';
import { groupsForDevice, isMultiChoice } from './groups';

describe('the groups a device is made of', () => {
  it('lists each device type’s groups in catalogue order', () => {
    expect(groupsForDevice('laptop')).toEqual([
      'processors',
      'ram',
      'storage',
      'screens',
      'batteries',
      'operatingSystems',
      'gpu',
      'security',
      'additionalFeatures',
    ]);
    expect(groupsForDevice('desktop')).toEqual([
      'processors',
      'ram',
      'storage',
      'operatingSystems',
      'desktopCases',
      'powerSupplies',
      'gpu',
      'additionalFeatures',
    ]);
  });

  it('holds several storage drives and additional features on every device, several RAM modules only on computers', () => {
    expect(isMultiChoice('storage', 'mobile')).toBe(true);
    expect(isMultiChoice('additionalFeatures', 'tablet')).toBe(true);
    expect(isMultiChoice('ram', 'laptop')).toBe(true);
    expect(isMultiChoice('ram', 'desktop')).toBe(true);
    expect(isMultiChoice('ram', 'mobile')).toBe(false);
    expect(isMultiChoice('processors', 'desktop')).toBe(false);
    expect(isMultiChoice('screens', 'laptop')).toBe(false);
  });
});
