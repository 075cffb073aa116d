import { SHOP_NAME } from '@shop/domain';
import { ALL_COMPONENTS } from '@shop/domain/catalogues';
import type { Component, FeatureSelection, SeedProduct, ShopperOption } from './catalogue';

/**
 * The seeded desktop: a computer built to order (how Argentine shops sell desktops), filed under
 * Laptops with the device type 'desktop' (docs/spec-deviations.md). Every part is an entry of
 * the component catalogues (@shop/domain/catalogues, whose rows name the maker's page), with
 * every fact the compatibility rules read: the processors' power and memory kinds, the GPUs'
 * power, the supplies' wattage. Each alternative costs the difference of the catalogue's
 * suggested US-dollar prices at AR$2,000 per dollar (the ratio of the other seeded goods).
 *
 * So the rules fire on the shop's own goods: with the 550 W supply it ships with, the RTX 4070
 * SUPER, the RX 7800 XT and the RTX 4080 SUPER are refused until a 750 W supply is chosen (or,
 * for the 4070 SUPER, the 65 W Core i5-14400); the Core Ultra 7 265K takes DDR5 only, so it
 * and the DDR4 kit exclude each other.
 */

const ARS_PER_DOLLAR = 2000;

/** A catalogue entry with its texts as the seed writes them (`description`, `description_en`). */
function entry(id: string) {
  const found = ALL_COMPONENTS.find((component) => component.id === id);
  if (!found) throw new Error(`seed desktop: no catalogue entry ${id}`);
  const { description, ...facts } = found;
  return {
    ...facts,
    name_en: found.name_en ?? found.name,
    description: description.es,
    description_en: description.en,
  };
}

const component = (category: string, id: string): Component => {
  return { ...entry(id), category };
};

/** A part with every catalogue fact, as the staff picker stores one, priced against the shipped part. */
function part(category: string, shipped: string, ids: string[]): FeatureSelection {
  const base = entry(shipped);
  const options: ShopperOption[] = ids.map((id) => {
    const alternative = entry(id);
    return {
      ...alternative,
      category,
      priceIncrement: (alternative.priceIncrement - base.priceIncrement) * ARS_PER_DOLLAR,
    };
  });
  return { selectedComponent: component(category, shipped), options };
}

export const SEED_DESKTOP: SeedProduct = {
  slug: 'pc-armada-core-i5-14600k-rtx-4060',
  ageDays: 9,
  art: { kind: 'monitor', body: '#1f2937', accent: '#22c55e' },
  name: 'PC armada Core i5-14600K RTX 4060',
  name_en: 'Custom-built PC Core i5-14600K RTX 4060',
  // Built by the shop itself: its maker is the shop.
  brand: SHOP_NAME,
  category: 'Laptops',
  deviceType: 'desktop',
  description:
    'Una PC de escritorio que armamos a pedido: eliges el procesador, la placa de video, la memoria, el disco, la fuente y el gabinete, y el configurador avisa cuando una pieza no es compatible con otra.',
  description_en:
    'A desktop PC we build to order: choose the processor, graphics card, memory, drive, power supply and case, and the configurator warns when one part does not go with another.',
  basePrice: 2_399_999,
  currency: 'ARS',
  stock: 5,
  variantType: 'CONFIGURABLE',
  specifications: {
    processor: 'Intel Core i5-14600K (14 núcleos, hasta 5,3 GHz)',
    graphics: 'NVIDIA GeForce RTX 4060 de 8 GB',
    ram: '16 GB DDR5 5600 MHz',
    storage: 'SSD NVMe PCIe 4.0 de 1 TB',
    power: 'Fuente Corsair CX550 de 550 W 80 Plus Bronze',
    case: 'Corsair 4000D Airflow',
    os: 'Sin sistema operativo',
  },
  specifications_en: {
    processor: 'Intel Core i5-14600K (14 cores, up to 5.3 GHz)',
    graphics: 'NVIDIA GeForce RTX 4060 8 GB',
    ram: '16 GB DDR5 5600 MHz',
    storage: '1 TB NVMe PCIe 4.0 SSD',
    power: 'Corsair CX550 550 W 80 Plus Bronze power supply',
    case: 'Corsair 4000D Airflow',
    os: 'No operating system',
  },
  advantages: ['Cada pieza se elige', 'Compatibilidad revisada al elegir', 'Ampliable con el tiempo'],
  advantages_en: ['Every part can be chosen', 'Compatibility checked as you choose', 'Upgradeable over time'],
  features: {
    processor: part('processor', 'core-i5-14600k', ['core-i7-14700k', 'core-ultra-7-265k', 'core-i5-14400']),
    gpu: part('gpu', 'geforce-rtx-4060', ['geforce-rtx-4070-super', 'radeon-rx-7800-xt', 'geforce-rtx-4080-super']),
    ram: part('ram', 'desktop-ddr5-5600-16gb', [
      'desktop-ddr5-6000-32gb',
      'desktop-ddr5-6000-64gb',
      'desktop-ddr4-3200-16gb',
    ]),
    storage: part('storage', 'nvme-pcie4-1tb', ['nvme-pcie4-2tb', 'nvme-pcie4-512gb']),
    powerSupply: part('powerSupply', 'corsair-cx550', ['corsair-rm750e', 'corsair-rm850x']),
    desktopCase: part('desktopCase', 'corsair-4000d-airflow', [
      'nzxt-h5-flow',
      'fractal-north',
      'lian-li-o11-dynamic-evo',
    ]),
  },
};
