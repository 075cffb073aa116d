import { type ProcessorSeries, rankedProcessors } from './build';

/**
 * Desktop chips on sale in 2026, strongest first (ranking 0 is the strongest), weighing
 * multi-core speed most, then gaming and single-core speed. Base clock: the performance
 * cores' base clock; TDP: the maker's base power or default TDP, which a power supply must
 * cover (with the GPU's) in the configurator.
 */

const desktop = ['desktop'] as const satisfies ProcessorSeries['deviceTypes'];
const intelUltra = 'https://www.intel.com/content/www/us/en/products/details/processors/core-ultra.html';
const intelCore = 'https://www.intel.com/content/www/us/en/products/details/processors/core.html';
const amdDesktop = 'https://www.amd.com/en/products/processors/desktops/ryzen.html';

const arrowLakeS: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...desktop],
  memoryKinds: ['DDR5'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra 200S para escritorio (zócalo LGA1851), con NPU',
    en: 'Intel Core Ultra 200S for desktops (LGA1851 socket), with an NPU',
  },
};
const raptorLakeS: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...desktop],
  memoryKinds: ['DDR4', 'DDR5'],
  source: intelCore,
  about: {
    es: 'Intel Core de 13.ª o 14.ª generación para escritorio (zócalo LGA1700)',
    en: 'Intel Core 13th or 14th gen for desktops (LGA1700 socket)',
  },
};
const alderLakeS: ProcessorSeries = {
  ...raptorLakeS,
  about: {
    es: 'Intel Core de 12.ª generación para escritorio (zócalo LGA1700)',
    en: 'Intel Core 12th gen for desktops (LGA1700 socket)',
  },
};
const threadripper: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...desktop],
  memoryKinds: ['DDR5'],
  source: 'https://www.amd.com/en/products/processors/workstations/ryzen-threadripper.html',
  about: {
    es: 'AMD Ryzen Threadripper para estaciones de trabajo (zócalo sTR5, memoria registrada)',
    en: 'AMD Ryzen Threadripper for workstations (sTR5 socket, registered memory)',
  },
};
const zen5: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...desktop],
  memoryKinds: ['DDR5'],
  source: amdDesktop,
  about: { es: 'AMD Ryzen 9000 con núcleos Zen 5 (zócalo AM5)', en: 'AMD Ryzen 9000 with Zen 5 cores (AM5 socket)' },
};
const zen5X3d: ProcessorSeries = {
  ...zen5,
  about: {
    es: 'AMD Ryzen 9000 X3D con caché 3D V-Cache, de lo mejor para jugar (zócalo AM5)',
    en: 'AMD Ryzen 9000 X3D with 3D V-Cache, among the best for gaming (AM5 socket)',
  },
};
const zen4: ProcessorSeries = {
  ...zen5,
  about: { es: 'AMD Ryzen 7000 con núcleos Zen 4 (zócalo AM5)', en: 'AMD Ryzen 7000 with Zen 4 cores (AM5 socket)' },
};
const zen4X3d: ProcessorSeries = {
  ...zen5,
  about: {
    es: 'AMD Ryzen 7000 X3D con caché 3D V-Cache para juegos (zócalo AM5)',
    en: 'AMD Ryzen 7000 X3D with 3D V-Cache for gaming (AM5 socket)',
  },
};
const zen4Apu: ProcessorSeries = {
  ...zen5,
  about: {
    es: 'AMD Ryzen 8000G con gráficos Radeon capaces de jugar sin tarjeta (zócalo AM5)',
    en: 'AMD Ryzen 8000G with Radeon graphics that game without a card (AM5 socket)',
  },
};
const zen3: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...desktop],
  memoryKinds: ['DDR4'],
  source: amdDesktop,
  about: {
    es: 'AMD Ryzen 5000 con núcleos Zen 3 (zócalo AM4), para equipos económicos',
    en: 'AMD Ryzen 5000 with Zen 3 cores (AM4 socket), for budget builds',
  },
};

// prettier-ignore
export const DESKTOP_PROCESSORS = rankedProcessors([
  [threadripper, 'threadripper-9980x', 'AMD Ryzen Threadripper 9980X', 64, 128, 3.2, 5.4, 256, 350, 4, null, 4500],
  [threadripper, 'threadripper-7980x', 'AMD Ryzen Threadripper 7980X', 64, 128, 3.2, 5.1, 256, 350, 5, null, 4000],
  [threadripper, 'threadripper-9970x', 'AMD Ryzen Threadripper 9970X', 32, 64, 4.0, 5.4, 128, 350, 4, null, 2300],
  [threadripper, 'threadripper-7970x', 'AMD Ryzen Threadripper 7970X', 32, 64, 4.0, 5.3, 128, 350, 5, null, 2000],
  [zen5X3d, 'ryzen-9-9950x3d', 'AMD Ryzen 9 9950X3D', 16, 32, 4.3, 5.7, 128, 170, 4, 'AMD Radeon Graphics', 650],
  [zen5, 'ryzen-9-9950x', 'AMD Ryzen 9 9950X', 16, 32, 4.3, 5.7, 64, 170, 4, 'AMD Radeon Graphics', 550],
  [arrowLakeS, 'core-ultra-9-285k', 'Intel Core Ultra 9 285K', 24, 24, 3.7, 5.7, 36, 125, 3, 'Intel Graphics', 550],
  [raptorLakeS, 'core-i9-14900ks', 'Intel Core i9-14900KS', 24, 32, 3.2, 6.2, 36, 150, 10, 'Intel UHD Graphics 770', 600],
  [zen4, 'ryzen-9-7950x', 'AMD Ryzen 9 7950X', 16, 32, 4.5, 5.7, 64, 170, 5, 'AMD Radeon Graphics', 480],
  [zen4X3d, 'ryzen-9-7950x3d', 'AMD Ryzen 9 7950X3D', 16, 32, 4.2, 5.7, 128, 120, 5, 'AMD Radeon Graphics', 550],
  [raptorLakeS, 'core-i9-14900k', 'Intel Core i9-14900K', 24, 32, 3.2, 6.0, 36, 125, 10, 'Intel UHD Graphics 770', 500],
  [raptorLakeS, 'core-i9-14900kf', 'Intel Core i9-14900KF', 24, 32, 3.2, 6.0, 36, 125, 10, null, 480],
  [raptorLakeS, 'core-i9-13900k', 'Intel Core i9-13900K', 24, 32, 3.0, 5.8, 36, 125, 10, 'Intel UHD Graphics 770', 450],
  [arrowLakeS, 'core-ultra-9-285', 'Intel Core Ultra 9 285', 24, 24, 2.5, 5.6, 36, 65, 3, 'Intel Graphics', 500],
  [zen5, 'ryzen-9-9900x', 'AMD Ryzen 9 9900X', 12, 24, 4.4, 5.6, 64, 120, 4, 'AMD Radeon Graphics', 420],
  [zen5X3d, 'ryzen-9-9900x3d', 'AMD Ryzen 9 9900X3D', 12, 24, 4.4, 5.5, 128, 120, 4, 'AMD Radeon Graphics', 520],
  [zen4, 'ryzen-9-7900x', 'AMD Ryzen 9 7900X', 12, 24, 4.7, 5.6, 64, 170, 5, 'AMD Radeon Graphics', 380],
  [raptorLakeS, 'core-i7-14700k', 'Intel Core i7-14700K', 20, 28, 3.4, 5.6, 33, 125, 10, 'Intel UHD Graphics 770', 380],
  [raptorLakeS, 'core-i7-14700kf', 'Intel Core i7-14700KF', 20, 28, 3.4, 5.6, 33, 125, 10, null, 360],
  [arrowLakeS, 'core-ultra-7-265k', 'Intel Core Ultra 7 265K', 20, 20, 3.9, 5.5, 30, 125, 3, 'Intel Graphics', 360],
  [arrowLakeS, 'core-ultra-7-265kf', 'Intel Core Ultra 7 265KF', 20, 20, 3.9, 5.5, 30, 125, 3, null, 340],
  [zen4X3d, 'ryzen-9-7900x3d', 'AMD Ryzen 9 7900X3D', 12, 24, 4.4, 5.6, 128, 120, 5, 'AMD Radeon Graphics', 420],
  [raptorLakeS, 'core-i9-14900', 'Intel Core i9-14900', 24, 32, 2.0, 5.8, 36, 65, 10, 'Intel UHD Graphics 770', 450],
  [zen4, 'ryzen-9-7900', 'AMD Ryzen 9 7900', 12, 24, 3.7, 5.4, 64, 65, 5, 'AMD Radeon Graphics', 350],
  [arrowLakeS, 'core-ultra-7-265', 'Intel Core Ultra 7 265', 20, 20, 2.4, 5.3, 30, 65, 3, 'Intel Graphics', 340],
  [raptorLakeS, 'core-i7-14700', 'Intel Core i7-14700', 20, 28, 2.1, 5.4, 33, 65, 10, 'Intel UHD Graphics 770', 340],
  [alderLakeS, 'core-i9-12900k', 'Intel Core i9-12900K', 16, 24, 3.2, 5.2, 30, 125, 10, 'Intel UHD Graphics 770', 320],
  [zen3, 'ryzen-9-5950x', 'AMD Ryzen 9 5950X', 16, 32, 3.4, 4.9, 64, 105, 7, null, 350],
  [raptorLakeS, 'core-i7-13700k', 'Intel Core i7-13700K', 16, 24, 3.4, 5.4, 30, 125, 10, 'Intel UHD Graphics 770', 320],
  [zen5X3d, 'ryzen-7-9850x3d', 'AMD Ryzen 7 9850X3D', 8, 16, 4.7, 5.6, 96, 120, 4, 'AMD Radeon Graphics', 500],
  [zen5X3d, 'ryzen-7-9800x3d', 'AMD Ryzen 7 9800X3D', 8, 16, 4.7, 5.2, 96, 120, 4, 'AMD Radeon Graphics', 470],
  [arrowLakeS, 'core-ultra-5-245k', 'Intel Core Ultra 5 245K', 14, 14, 4.2, 5.2, 24, 125, 3, 'Intel Graphics', 300],
  [arrowLakeS, 'core-ultra-5-245kf', 'Intel Core Ultra 5 245KF', 14, 14, 4.2, 5.2, 24, 125, 3, null, 280],
  [raptorLakeS, 'core-i5-14600k', 'Intel Core i5-14600K', 14, 20, 3.5, 5.3, 24, 125, 10, 'Intel UHD Graphics 770', 290],
  [raptorLakeS, 'core-i5-14600kf', 'Intel Core i5-14600KF', 14, 20, 3.5, 5.3, 24, 125, 10, null, 270],
  [zen5, 'ryzen-7-9700x', 'AMD Ryzen 7 9700X', 8, 16, 3.8, 5.5, 32, 65, 4, 'AMD Radeon Graphics', 330],
  [raptorLakeS, 'core-i5-13600k', 'Intel Core i5-13600K', 14, 20, 3.5, 5.1, 24, 125, 10, 'Intel UHD Graphics 770', 260],
  [zen4X3d, 'ryzen-7-7800x3d', 'AMD Ryzen 7 7800X3D', 8, 16, 4.2, 5.0, 96, 120, 5, 'AMD Radeon Graphics', 400],
  [zen4, 'ryzen-7-7700x', 'AMD Ryzen 7 7700X', 8, 16, 4.5, 5.4, 32, 105, 5, 'AMD Radeon Graphics', 280],
  [zen3, 'ryzen-9-5900x', 'AMD Ryzen 9 5900X', 12, 24, 3.7, 4.8, 64, 105, 7, null, 260],
  [zen4, 'ryzen-7-7700', 'AMD Ryzen 7 7700', 8, 16, 3.8, 5.3, 32, 65, 5, 'AMD Radeon Graphics', 260],
  [alderLakeS, 'core-i7-12700k', 'Intel Core i7-12700K', 12, 20, 3.6, 5.0, 25, 125, 10, 'Intel UHD Graphics 770', 250],
  [arrowLakeS, 'core-ultra-5-235', 'Intel Core Ultra 5 235', 14, 14, 3.4, 5.0, 24, 65, 3, 'Intel Graphics', 240],
  [zen5, 'ryzen-5-9600x', 'AMD Ryzen 5 9600X', 6, 12, 3.9, 5.4, 32, 65, 4, 'AMD Radeon Graphics', 240],
  [raptorLakeS, 'core-i5-14500', 'Intel Core i5-14500', 14, 20, 2.6, 5.0, 24, 65, 10, 'Intel UHD Graphics 770', 230],
  [zen4Apu, 'ryzen-7-8700g', 'AMD Ryzen 7 8700G', 8, 16, 4.2, 5.1, 16, 65, 4, 'AMD Radeon 780M', 280],
  [zen4Apu, 'ryzen-7-8700f', 'AMD Ryzen 7 8700F', 8, 16, 4.1, 5.0, 16, 65, 4, null, 230],
  [zen5, 'ryzen-5-9600', 'AMD Ryzen 5 9600', 6, 12, 3.8, 5.2, 32, 65, 4, 'AMD Radeon Graphics', 220],
  [zen4, 'ryzen-5-7600x', 'AMD Ryzen 5 7600X', 6, 12, 4.7, 5.3, 32, 105, 5, 'AMD Radeon Graphics', 210],
  [zen4, 'ryzen-5-7600', 'AMD Ryzen 5 7600', 6, 12, 3.8, 5.1, 32, 65, 5, 'AMD Radeon Graphics', 190],
  [arrowLakeS, 'core-ultra-5-225', 'Intel Core Ultra 5 225', 10, 10, 3.3, 4.9, 20, 65, 3, 'Intel Graphics', 200],
  [zen4, 'ryzen-5-7500f', 'AMD Ryzen 5 7500F', 6, 12, 3.7, 5.0, 32, 65, 5, null, 160],
  [alderLakeS, 'core-i5-12600k', 'Intel Core i5-12600K', 10, 16, 3.7, 4.9, 20, 125, 10, 'Intel UHD Graphics 770', 180],
  [zen3, 'ryzen-7-5800x3d', 'AMD Ryzen 7 5800X3D', 8, 16, 3.4, 4.5, 96, 105, 7, null, 250],
  [zen3, 'ryzen-7-5800x', 'AMD Ryzen 7 5800X', 8, 16, 3.8, 4.7, 32, 105, 7, null, 180],
  [zen3, 'ryzen-7-5700x3d', 'AMD Ryzen 7 5700X3D', 8, 16, 3.0, 4.1, 96, 105, 7, null, 200],
  [zen3, 'ryzen-7-5700x', 'AMD Ryzen 7 5700X', 8, 16, 3.4, 4.6, 32, 65, 7, null, 150],
  [zen4Apu, 'ryzen-5-8600g', 'AMD Ryzen 5 8600G', 6, 12, 4.3, 5.0, 16, 65, 4, 'AMD Radeon 760M', 200],
  [raptorLakeS, 'core-i5-14400', 'Intel Core i5-14400', 10, 16, 2.5, 4.7, 20, 65, 10, 'Intel UHD Graphics 730', 180],
  [raptorLakeS, 'core-i5-14400f', 'Intel Core i5-14400F', 10, 16, 2.5, 4.7, 20, 65, 10, null, 160],
  [raptorLakeS, 'core-i5-13400', 'Intel Core i5-13400', 10, 16, 2.5, 4.6, 20, 65, 10, 'Intel UHD Graphics 730', 160],
  [raptorLakeS, 'core-i5-13400f', 'Intel Core i5-13400F', 10, 16, 2.5, 4.6, 20, 65, 10, null, 140],
  [zen3, 'ryzen-7-5700g', 'AMD Ryzen 7 5700G', 8, 16, 3.8, 4.6, 16, 65, 7, 'AMD Radeon Graphics', 150],
  [zen3, 'ryzen-5-5600x', 'AMD Ryzen 5 5600X', 6, 12, 3.7, 4.6, 32, 65, 7, null, 120],
  [zen4Apu, 'ryzen-5-8500g', 'AMD Ryzen 5 8500G', 6, 12, 3.5, 5.0, 16, 65, 4, 'AMD Radeon 740M', 150],
  [zen3, 'ryzen-5-5600', 'AMD Ryzen 5 5600', 6, 12, 3.5, 4.4, 32, 65, 7, null, 100],
  [alderLakeS, 'core-i5-12400', 'Intel Core i5-12400', 6, 12, 2.5, 4.4, 18, 65, 10, 'Intel UHD Graphics 730', 120],
  [alderLakeS, 'core-i5-12400f', 'Intel Core i5-12400F', 6, 12, 2.5, 4.4, 18, 65, 10, null, 100],
  [zen3, 'ryzen-5-5600g', 'AMD Ryzen 5 5600G', 6, 12, 3.9, 4.4, 16, 65, 7, 'AMD Radeon Graphics', 110],
  [zen3, 'ryzen-5-5500', 'AMD Ryzen 5 5500', 6, 12, 3.6, 4.2, 16, 65, 7, null, 80],
  [raptorLakeS, 'core-i3-14100', 'Intel Core i3-14100', 4, 8, 3.5, 4.7, 12, 60, 10, 'Intel UHD Graphics 730', 90],
  [raptorLakeS, 'core-i3-14100f', 'Intel Core i3-14100F', 4, 8, 3.5, 4.7, 12, 58, 10, null, 70],
  [alderLakeS, 'core-i3-12100', 'Intel Core i3-12100', 4, 8, 3.3, 4.3, 12, 60, 10, 'Intel UHD Graphics 730', 60],
  [alderLakeS, 'core-i3-12100f', 'Intel Core i3-12100F', 4, 8, 3.3, 4.3, 12, 58, 10, null, 40],
]);
