import { describe, expect, it } from 'vitest';
import { configuredProduct, parseConfiguration, shopperConfiguration, writeConfiguration } from './configuration';

const product = {
  basePrice: 1000,
  features: {
    processor: {
      selectedComponent: { category: 'processor', name: 'Ryzen 5 9600X', tdpW: 65 },
      options: [{ id: 'r9', name: 'Ryzen 9 9950X', tdpW: 170, priceIncrement: 400 }],
    },
    gpu: {
      selectedComponent: { category: 'gpu', name: 'Radeon Graphics', kind: 'integrated' },
      options: [{ id: 'rtx', name: 'GeForce RTX 4070 SUPER', kind: 'dedicated', tdpW: 220, priceIncrement: 600 }],
    },
    powerSupply: { selectedComponent: { category: 'powerSupply', name: '550 W', wattage: 550 } },
  },
};

describe('the configuration in the URL', () => {
  it('reads and writes ?opciones=category:id,… keeping other parameters', () => {
    expect(parseConfiguration('?opciones=ram:ddr5-32,processor:r9&lng=en')).toEqual({
      ram: 'ddr5-32',
      processor: 'r9',
    });
    expect(writeConfiguration('?lng=en', { ram: 'ddr5-32', processor: 'r9' })).toBe(
      '?lng=en&opciones=processor:r9,ram:ddr5-32',
    );
    expect(writeConfiguration('?opciones=ram:x', {})).toBe('');
    expect(parseConfiguration('?opciones=broken,:x,y:')).toEqual({});
  });
});

describe('the shopper’s configuration', () => {
  it('prices the choice and blocks the option that would not fit, with its reason', () => {
    const configured = shopperConfiguration(product, { gpu: 'rtx' });
    expect(configured.unitPrice).toBe(1600);
    expect(configured.selectedOptions).toEqual({ gpu: 'rtx' });
    const processor = configured.categories.find((c) => c.category === 'processor')!;
    expect(processor.included.name).toBe('Ryzen 5 9600X');
    expect(processor.options[0]!.blocker).toEqual({
      key: 'configurator.incompatible.power',
      params: { wattage: 550, required: 657 },
    });
  });

  it('drops from a shared link what the product does not offer or what does not fit', () => {
    const configured = shopperConfiguration(product, { gpu: 'rtx', processor: 'r9', screen: 'x' });
    expect(configured.selectedOptions).toEqual({ gpu: 'rtx' });
    expect(configured.unitPrice).toBe(1600);
  });

  it('keeps a shared choice whose parts fit only together, whatever their order in the address', () => {
    const withSupplies = {
      ...product,
      features: {
        ...product.features,
        powerSupply: {
          selectedComponent: { category: 'powerSupply', name: '550 W', wattage: 550 },
          options: [{ id: 'psu-850', name: '850 W', wattage: 850, priceIncrement: 100 }],
        },
      },
    };
    // 'gpu' comes before 'powerSupply' in the address, and fits only with the 850 W supply.
    const configured = shopperConfiguration(
      withSupplies,
      parseConfiguration('?opciones=gpu:rtx,powerSupply:psu-850,processor:r9'),
    );
    expect(configured.selectedOptions).toEqual({ gpu: 'rtx', powerSupply: 'psu-850', processor: 'r9' });
    expect(configured.unitPrice).toBe(2100);
  });
});

describe('the configured product', () => {
  const laptop = {
    basePrice: 1000,
    variantType: 'CONFIGURABLE',
    features: {
      storage: {
        selectedComponent: { category: 'storage', name: 'SSD de 256 GB' },
        options: [{ id: 'ssd-512', name: 'SSD de 512 GB', name_en: '512 GB SSD', priceIncrement: 150 }],
      },
    },
    specifications: { storage: 'SSD de 256 GB', weight: '1,2 kg' },
    specifications_en: { storage: '256 GB SSD' },
  };

  it('carries the chosen component, its name in the specifications of the same name and the configuration’s price', () => {
    const configured = configuredProduct(laptop, { storage: 'ssd-512' });
    expect(configured.basePrice).toBe(1150);
    expect(configured.selectedOptions).toEqual({ storage: 'ssd-512' });
    expect(configured.features.storage).toEqual({
      selectedComponent: { id: 'ssd-512', name: 'SSD de 512 GB', name_en: '512 GB SSD', category: 'storage' },
    });
    expect(configured.specifications).toEqual({ storage: 'SSD de 512 GB', weight: '1,2 kg' });
    expect(configured.specifications_en).toEqual({ storage: '512 GB SSD' });
  });

  it('leaves a product as it is when nothing is chosen, or when it offers no choice', () => {
    expect(configuredProduct(laptop, {})).toMatchObject({ basePrice: 1000, specifications: laptop.specifications });
    const model = { ...laptop, variantType: 'SIMPLE' };
    expect(configuredProduct(model, { storage: 'ssd-512' })).toEqual({ ...model, selectedOptions: {} });
  });
});
