import type { ShopperOption } from './catalogue';

/**
 * What a shopper may choose on each configurable seeded laptop, phone and tablet: the memory,
 * storage, processor and graphics variants its maker sells for that model, each with the
 * maker's list-price difference between the variants (facts, from the maker's store or spec
 * sheet named beside each product). Amounts in pesos are the maker's US-dollar (or euro)
 * difference at AR$2,000 per unit, the ratio the shop already applies to the MacBook Air
 * (Apple: +US$200 per step, AR$400,000 here); US-dollar products keep the dollar amounts.
 *
 * Where a maker sells the model in one memory size only (iPhone, Pixel, iPads by storage
 * tier), only the storage is offered: the configurator invents no variant. A variant the
 * maker sells only as a pair (the iPad Pro's 1 TB comes with 16 GB and the 10-core M4) is
 * offered as one option that names both.
 */

const ARS_PER_UNIT = 2000;
const ars = (difference: number) => difference * ARS_PER_UNIT;

const option = (id: string, name: string, name_en: string, priceIncrement: number): ShopperOption => ({
  id,
  name,
  name_en,
  priceIncrement,
});
const ramOption = (gb: number, kind: string, priceIncrement: number) =>
  option(
    `ram-${gb}gb${kind ? `-${kind.toLowerCase()}` : ''}`,
    `${gb} GB ${kind}`.trim(),
    `${gb} GB ${kind}`.trim(),
    priceIncrement,
  );
const unified = (gb: number, priceIncrement: number) =>
  option(`ram-${gb}gb-unified`, `${gb} GB de memoria unificada`, `${gb} GB unified memory`, priceIncrement);
const ssd = (size: string, priceIncrement: number) =>
  option(`storage-${size.replace(/\s+/g, '').toLowerCase()}-ssd`, `SSD de ${size}`, `${size} SSD`, priceIncrement);
// Named by its size alone, as the included flash storage is (catalogue.ts's storage()).
const flash = (size: string, priceIncrement: number) =>
  option(`storage-${size.replace(/\s+/g, '').toLowerCase()}-almacenamiento`, size, size, priceIncrement);
const cpu = (id: string, name: string, priceIncrement: number, name_en = name) =>
  option(`cpu-${id}`, name, name_en, priceIncrement);
const gpu = (id: string, name: string, priceIncrement: number) => option(`gpu-${id}`, name, name, priceIncrement);

export const SEED_OPTIONS: Record<string, Record<string, ShopperOption[]>> = {
  // apple.com/shop/buy-mac/macbook-pro (14", M3 Pro, Nov 2023): 12-core M3 Pro +US$200,
  // 36 GB +US$400, 1 TB +US$200, 2 TB +US$600, 4 TB +US$1,200.
  'apple-macbook-pro-14-m3-pro': {
    processor: [
      cpu(
        'apple-m3-pro-12c',
        'Apple M3 Pro (12 núcleos, GPU de 18 núcleos)',
        200,
        'Apple M3 Pro (12-core, 18-core GPU)',
      ),
    ],
    ram: [unified(36, 400)],
    storage: [ssd('1 TB', 200), ssd('2 TB', 600), ssd('4 TB', 1200)],
  },
  // psref.lenovo.com (ThinkPad E14 Gen 5, Intel): i5-1335U or i7-1355U; 8 GB soldered plus one
  // SO-DIMM slot (16, 24 or 40 GB DDR4-3200); 512 GB or 1 TB SSD. Lenovo US: i5 −US$150,
  // 24 GB +US$60, 40 GB +US$150, 1 TB +US$70.
  'lenovo-thinkpad-e14-gen-5-i7': {
    processor: [cpu('intel-core-i5-1335u', 'Intel Core i5-1335U', ars(-150))],
    ram: [ramOption(24, 'DDR4', ars(60)), ramOption(40, 'DDR4', ars(150))],
    storage: [ssd('1 TB', ars(70))],
  },
  // dell.com (Inspiron 15 3520): i3-1215U, i5-1235U or i7-1255U; 8 or 16 GB DDR4; 256 GB, 512 GB
  // or 1 TB SSD. Dell US: i7 +US$150, 16 GB +US$70, 1 TB +US$100, 256 GB −US$50.
  'dell-inspiron-15-3520-i5': {
    processor: [cpu('intel-core-i7-1255u', 'Intel Core i7-1255U', ars(150))],
    ram: [ramOption(16, 'DDR4', ars(70))],
    storage: [ssd('256 GB', ars(-50)), ssd('1 TB', ars(100))],
  },
  // dell.com (XPS 13 9340): Core Ultra 5 125H or Ultra 7 155H; 16, 32 or 64 GB LPDDR5x; 512 GB,
  // 1 TB or 2 TB SSD. Dell US: Ultra 5 −US$200, 32 GB +US$200, 64 GB +US$500, 1 TB +US$100, 2 TB +US$300.
  'dell-xps-13-9340': {
    processor: [cpu('intel-core-ultra-5-125h', 'Intel Core Ultra 5 125H', -200)],
    ram: [ramOption(32, 'LPDDR5x', 200), ramOption(64, 'LPDDR5x', 500)],
    storage: [ssd('1 TB', 100), ssd('2 TB', 300)],
  },
  // hp.com (Pavilion 15-eg2000): i5-1235U or i7-1255U; 8 or 16 GB DDR4; 512 GB or 1 TB SSD.
  // HP US: i5 −US$100, 8 GB −US$40, 1 TB +US$60.
  'hp-pavilion-15-i7': {
    processor: [cpu('intel-core-i5-1235u', 'Intel Core i5-1235U', ars(-100))],
    ram: [ramOption(8, 'DDR4', ars(-40))],
    storage: [ssd('1 TB', ars(60))],
  },
  // hp.com (Victus 15-fb1000): RTX 2050, RTX 3050 6 GB or RTX 4050; 8 or 16 GB DDR5; 512 GB or
  // 1 TB SSD. HP US: RTX 3050 +US$100, RTX 4050 +US$200, 16 GB +US$50, 1 TB +US$60.
  'hp-victus-15-ryzen-5-rtx-2050': {
    graphics: [
      gpu('rtx-3050-6gb-laptop', 'NVIDIA GeForce RTX 3050 6 GB', ars(100)),
      gpu('rtx-4050-laptop', 'NVIDIA GeForce RTX 4050', ars(200)),
    ],
    ram: [ramOption(16, 'DDR5', ars(50))],
    storage: [ssd('1 TB', ars(60))],
  },
  // asus.com (Zenbook 14 OLED UX3405MA): Ultra 5 125H or Ultra 7 155H; 16 or 32 GB LPDDR5X;
  // 512 GB or 1 TB. ASUS US: Ultra 5 −US$200, 32 GB +US$200, 512 GB −US$100.
  'asus-zenbook-14-oled-ux3405': {
    processor: [cpu('intel-core-ultra-5-125h', 'Intel Core Ultra 5 125H', ars(-200))],
    ram: [ramOption(32, 'LPDDR5X', ars(200))],
    storage: [ssd('512 GB', ars(-100))],
  },
  // rog.asus.com (ROG Strix G16 G614J, 2023): i7-13650HX or i9-13980HX; RTX 4050, 4060 or 4070;
  // 16 or 32 GB DDR5; 512 GB or 1 TB. ASUS US: i9 +US$250, RTX 4050 −US$100, RTX 4070 +US$200,
  // 32 GB +US$100, 1 TB +US$80.
  'asus-rog-strix-g16-rtx-4060': {
    processor: [cpu('intel-core-i9-13980hx', 'Intel Core i9-13980HX', ars(250))],
    graphics: [
      gpu('rtx-4050-laptop', 'NVIDIA GeForce RTX 4050', ars(-100)),
      gpu('rtx-4070-laptop', 'NVIDIA GeForce RTX 4070', ars(200)),
    ],
    ram: [ramOption(32, 'DDR5', ars(100))],
    storage: [ssd('1 TB', ars(80))],
  },
  // apple.com/iphone-15 (2023): 128, 256 or 512 GB, US$799 / US$899 / US$1,099; 6 GB of memory only.
  'apple-iphone-15-128': { storage: [flash('256 GB', ars(100)), flash('512 GB', ars(300))] },
  // apple.com/iphone-15-pro (2023): Pro Max in 256 GB, 512 GB or 1 TB, US$1,199 / US$1,399 / US$1,599.
  'apple-iphone-15-pro-max-256': { storage: [flash('512 GB', 200), flash('1 TB', 400)] },
  // samsung.com/us (Galaxy S24 Ultra): 12 GB with 256 GB, 512 GB or 1 TB, US$1,299.99 / US$1,419.99 / US$1,659.99.
  'samsung-galaxy-s24-ultra-256': { storage: [flash('512 GB', ars(120)), flash('1 TB', ars(360))] },
  // samsung.com (Galaxy A55 5G, Europe): 8 GB / 128 GB €479, 8 GB / 256 GB €529, 12 GB / 256 GB €579.
  'samsung-galaxy-a55-5g-256': {
    ram: [ramOption(12, '', ars(50))],
    storage: [flash('128 GB', ars(-50))],
  },
  // mi.com (Redmi Note 13 Pro 5G, Europe): 8/256 GB €399, 12/256 GB €449, 12/512 GB €499.
  'xiaomi-redmi-note-13-pro-5g': {
    ram: [ramOption(12, '', ars(50))],
    storage: [flash('512 GB', ars(50))],
  },
  // mi.com (Xiaomi 14): 12/256 GB €999, 12/512 GB €1,099; 16/512 GB in China (¥4,599 against ¥4,299: about €40).
  'xiaomi-14-512': {
    ram: [ramOption(16, '', ars(40))],
    storage: [flash('256 GB', ars(-100))],
  },
  // motorola.com (Edge 50 Fusion, Europe): 8/128 GB €349, 8/256 GB €399, 12/512 GB €449.
  'motorola-edge-50-fusion': {
    ram: [ramOption(12, '', ars(25))],
    storage: [flash('128 GB', ars(-50)), flash('512 GB', ars(25))],
  },
  // store.google.com (Pixel 8): 8 GB with 128 or 256 GB, US$699 / US$759.
  'google-pixel-8-128': { storage: [flash('256 GB', 60)] },
  // apple.com/ipad-10.9 (10th gen): 64 or 256 GB, US$449 / US$599; 4 GB of memory only.
  'apple-ipad-10-64': { storage: [flash('256 GB', ars(150))] },
  // apple.com/ipad-air (M2, 2024): 128 GB US$599, 256 GB +US$100, 512 GB +US$300, 1 TB +US$500; 8 GB only.
  'apple-ipad-air-11-m2': { storage: [flash('256 GB', ars(100)), flash('512 GB', ars(300)), flash('1 TB', ars(500))] },
  // apple.com/ipad-pro (M4, 11"): 256 GB US$999, 512 GB US$1,199; 1 TB US$1,599 and 2 TB US$1,999
  // come with the 10-core M4 and 16 GB.
  'apple-ipad-pro-11-m4': {
    storage: [
      flash('512 GB', 200),
      option('storage-1tb-m4-10c-16gb', '1 TB (M4 de 10 núcleos y 16 GB)', '1 TB (10-core M4 and 16 GB)', 600),
      option('storage-2tb-m4-10c-16gb', '2 TB (M4 de 10 núcleos y 16 GB)', '2 TB (10-core M4 and 16 GB)', 1000),
    ],
  },
  // samsung.com (Galaxy Tab S9 FE): 6/128 GB €449 and 8/256 GB €529 (the larger storage comes with 8 GB).
  'samsung-galaxy-tab-s9-fe': {
    storage: [option('storage-256gb-8gb', '256 GB (con 8 GB de RAM)', '256 GB (with 8 GB of RAM)', ars(80))],
  },
  // lenovo.com (Tab P12): 8 GB with 128 or 256 GB, €349 / €399.
  'lenovo-tab-p12': { storage: [flash('256 GB', ars(50))] },
  // mi.com (Redmi Pad SE, Europe): 4/128 GB €199, 6/128 GB €229, 8/256 GB €259.
  'xiaomi-redmi-pad-se': {
    ram: [ramOption(6, '', ars(30))],
    storage: [option('storage-256gb-8gb', '256 GB (con 8 GB de RAM)', '256 GB (with 8 GB of RAM)', ars(60))],
  },
  // mi.com (Xiaomi Pad 6, Europe): 6/128 GB €399, 8/128 GB €449, 8/256 GB €499.
  'xiaomi-pad-6-256': {
    storage: [flash('128 GB', ars(-50))],
    ram: [ramOption(6, '', ars(-50))],
  },
};
