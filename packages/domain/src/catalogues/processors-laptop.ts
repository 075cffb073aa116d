import { type ProcessorSeries, rankedProcessors } from './build';

/**
 * Laptop chips, strongest first (ranking 0 is the strongest), weighing multi-core speed most,
 * then single-core speed and graphics. Base clock: the performance cores' base clock (for
 * Apple silicon, which publishes none, the efficiency cores' clock); TDP: the maker's base or
 * default power.
 */

const laptop = ['laptop'] as const satisfies ProcessorSeries['deviceTypes'];
const intelUltra = 'https://www.intel.com/content/www/us/en/products/details/processors/core-ultra.html';
const intelCore = 'https://www.intel.com/content/www/us/en/products/details/processors/core.html';
const amdLaptop = 'https://www.amd.com/en/products/processors/laptop/ryzen.html';

const appleM: ProcessorSeries = {
  brand: 'Apple',
  deviceTypes: [...laptop],
  memoryKinds: ['unified'],
  source: 'https://www.apple.com/mac/compare/',
  about: {
    es: 'Chip de Apple para MacBook, con memoria unificada y muy buena autonomía',
    en: "Apple's MacBook chip, with unified memory and long battery life",
  },
};
const arrowLakeHx: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra 200HX para portátiles gamer y estaciones de trabajo móviles',
    en: 'Intel Core Ultra 200HX for gaming laptops and mobile workstations',
  },
};
const arrowLakeH: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5X'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra 200H para portátiles de alto rendimiento con NPU',
    en: 'Intel Core Ultra 200H for performance laptops, with an NPU',
  },
};
const pantherLake: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5X'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra serie 3, fabricado en Intel 18A, con gráficos Xe3',
    en: 'Intel Core Ultra series 3, made on Intel 18A, with Xe3 graphics',
  },
};
const lunarLake: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['LPDDR5X'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra 200V para ultraportátiles, con la memoria en el mismo encapsulado',
    en: 'Intel Core Ultra 200V for thin laptops, with memory on the package',
  },
};
const meteorLake: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5', 'LPDDR5X'],
  source: intelUltra,
  about: {
    es: 'Intel Core Ultra serie 1, el primer Core con NPU integrada',
    en: 'Intel Core Ultra series 1, the first Core chip with a built-in NPU',
  },
};
const raptorLakeHx: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR4', 'DDR5'],
  source: intelCore,
  about: {
    es: 'Intel Core HX de 13.ª o 14.ª generación, rendimiento de escritorio en portátiles gamer',
    en: 'Intel Core HX, 13th or 14th gen: desktop-class speed in gaming laptops',
  },
};
const raptorLake: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR4', 'DDR5', 'LPDDR4X', 'LPDDR5'],
  source: intelCore,
  about: {
    es: 'Intel Core de 12.ª o 13.ª generación con núcleos de rendimiento y de eficiencia',
    en: 'Intel Core, 12th or 13th gen, with performance and efficient cores',
  },
};
const intelCoreSeries2: ProcessorSeries = {
  ...raptorLake,
  about: {
    es: 'Intel Core serie 1 o 2 (sin Ultra), con núcleos de rendimiento y de eficiencia',
    en: 'Intel Core series 1 or 2 (not Ultra), with performance and efficient cores',
  },
};
const tigerLake: ProcessorSeries = {
  brand: 'Intel',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR4', 'LPDDR4X'],
  source: intelCore,
  about: { es: 'Intel Core de 11.ª generación', en: 'Intel Core 11th gen' },
};
const strixHalo: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['LPDDR5X'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen AI Max, con una gráfica integrada del nivel de una dedicada',
    en: 'AMD Ryzen AI Max, with integrated graphics on a par with a dedicated card',
  },
};
const ryzenHx: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen HX para portátiles gamer, con hasta 16 núcleos Zen',
    en: 'AMD Ryzen HX for gaming laptops, with up to 16 Zen cores',
  },
};
const strixPoint: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5X'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen AI 300 con núcleos Zen 5 y NPU para Copilot+',
    en: 'AMD Ryzen AI 300 with Zen 5 cores and an NPU for Copilot+',
  },
};
const ryzenZen4: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5X'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen 7040/8040 con núcleos Zen 4 y gráficos RDNA 3',
    en: 'AMD Ryzen 7040/8040 with Zen 4 cores and RDNA 3 graphics',
  },
};
const rembrandt: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR5', 'LPDDR5'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen 6000/7035 con núcleos Zen 3+ y gráficos RDNA 2',
    en: 'AMD Ryzen 6000/7035 with Zen 3+ cores and RDNA 2 graphics',
  },
};
const ryzenZen3: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['DDR4', 'LPDDR4X'],
  source: amdLaptop,
  about: {
    es: 'AMD Ryzen con núcleos Zen 3 o Zen 2, una opción equilibrada y económica',
    en: 'AMD Ryzen with Zen 3 or Zen 2 cores, a balanced and affordable choice',
  },
};
const mendocino: ProcessorSeries = {
  brand: 'AMD',
  deviceTypes: [...laptop],
  memoryKinds: ['LPDDR5'],
  source: amdLaptop,
  about: { es: 'AMD Ryzen 7020 para portátiles de entrada', en: 'AMD Ryzen 7020 for entry-level laptops' },
};
const snapdragonX: ProcessorSeries = {
  brand: 'Qualcomm',
  deviceTypes: [...laptop],
  memoryKinds: ['LPDDR5X'],
  source: 'https://www.qualcomm.com/laptops/products/snapdragon-x-series',
  about: {
    es: 'Qualcomm Snapdragon X para portátiles Windows en Arm con gran autonomía',
    en: 'Qualcomm Snapdragon X for Windows on Arm laptops with long battery life',
  },
};

// prettier-ignore
export const LAPTOP_PROCESSORS = rankedProcessors([
  [ryzenHx, 'ryzen-9-9955hx3d', 'AMD Ryzen 9 9955HX3D', 16, 32, 2.3, 5.4, 128, 55, 4, 'AMD Radeon 610M', 650],
  [ryzenHx, 'ryzen-9-9955hx', 'AMD Ryzen 9 9955HX', 16, 32, 2.5, 5.4, 64, 55, 4, 'AMD Radeon 610M', 600],
  [arrowLakeHx, 'core-ultra-9-285hx', 'Intel Core Ultra 9 285HX', 24, 24, 2.8, 5.5, 36, 55, 3, 'Intel Graphics', 620],
  [strixHalo, 'ryzen-ai-max-plus-395', 'AMD Ryzen AI Max+ 395', 16, 32, 3.0, 5.1, 64, 55, 4, 'AMD Radeon 8060S', 700],
  [appleM, 'apple-m4-max-16c', 'Apple M4 Max 16C CPU / 40C GPU', 16, 16, 2.89, 4.51, null, null, 3, 'Apple GPU', 900, { gpuCores: 40, neuralEngineCores: 16 }],
  [arrowLakeHx, 'core-ultra-9-275hx', 'Intel Core Ultra 9 275HX', 24, 24, 2.7, 5.4, 36, 55, 3, 'Intel Graphics', 560],
  [raptorLakeHx, 'core-i9-14900hx', 'Intel Core i9-14900HX', 24, 32, 2.2, 5.8, 36, 55, 10, 'Intel UHD Graphics', 520],
  [ryzenHx, 'ryzen-9-7945hx3d', 'AMD Ryzen 9 7945HX3D', 16, 32, 2.3, 5.4, 128, 55, 5, 'AMD Radeon 610M', 540],
  [ryzenHx, 'ryzen-9-7945hx', 'AMD Ryzen 9 7945HX', 16, 32, 2.5, 5.4, 64, 55, 5, 'AMD Radeon 610M', 480],
  [raptorLakeHx, 'core-i9-13980hx', 'Intel Core i9-13980HX', 24, 32, 2.2, 5.6, 36, 55, 10, 'Intel UHD Graphics', 480],
  [raptorLakeHx, 'core-i9-13950hx', 'Intel Core i9-13950HX', 24, 32, 2.2, 5.5, 36, 55, 10, 'Intel UHD Graphics', 460],
  [ryzenHx, 'ryzen-9-9850hx', 'AMD Ryzen 9 9850HX', 12, 24, 3.0, 5.2, 64, 55, 4, 'AMD Radeon 610M', 450],
  [arrowLakeHx, 'core-ultra-7-265hx', 'Intel Core Ultra 7 265HX', 20, 20, 2.6, 5.3, 30, 55, 3, 'Intel Graphics', 430],
  [appleM, 'apple-m4-max-14c', 'Apple M4 Max 14C CPU / 32C GPU', 14, 14, 2.89, 4.51, null, null, 3, 'Apple GPU', 750, { gpuCores: 32, neuralEngineCores: 16 }],
  [appleM, 'apple-m3-max-16c', 'Apple M3 Max 16C CPU / 40C GPU', 16, 16, 2.75, 4.05, null, null, 3, 'Apple GPU', 700, { gpuCores: 40, neuralEngineCores: 16 }],
  [raptorLakeHx, 'core-i9-13900hx', 'Intel Core i9-13900HX', 24, 32, 2.2, 5.4, 36, 55, 10, 'Intel UHD Graphics', 420],
  [strixHalo, 'ryzen-ai-max-390', 'AMD Ryzen AI Max 390', 12, 24, 3.2, 5.0, 64, 55, 4, 'AMD Radeon 8050S', 550],
  [arrowLakeHx, 'core-ultra-7-255hx', 'Intel Core Ultra 7 255HX', 20, 20, 2.4, 5.2, 30, 55, 3, 'Intel Graphics', 400],
  [raptorLakeHx, 'core-i7-14700hx', 'Intel Core i7-14700HX', 20, 28, 2.1, 5.5, 33, 55, 10, 'Intel UHD Graphics', 380],
  [appleM, 'apple-m4-pro-14c', 'Apple M4 Pro 14C CPU / 20C GPU', 14, 14, 2.89, 4.51, null, null, 3, 'Apple GPU', 550, { gpuCores: 20, neuralEngineCores: 16 }],
  [snapdragonX, 'snapdragon-x2-elite-extreme', 'Qualcomm Snapdragon X2 Elite Extreme', 18, 18, 4.4, 5.0, 53, null, 3, 'Adreno X2-90', 500],
  [ryzenHx, 'ryzen-9-7845hx', 'AMD Ryzen 9 7845HX', 12, 24, 3.0, 5.2, 64, 55, 5, 'AMD Radeon 610M', 380],
  [appleM, 'apple-m3-max-14c', 'Apple M3 Max 14C CPU / 30C GPU', 14, 14, 2.75, 4.05, null, null, 3, 'Apple GPU', 600, { gpuCores: 30, neuralEngineCores: 16 }],
  [appleM, 'apple-m4-pro-12c', 'Apple M4 Pro 12C CPU / 16C GPU', 12, 12, 2.89, 4.51, null, null, 3, 'Apple GPU', 450, { gpuCores: 16, neuralEngineCores: 16 }],
  [strixPoint, 'ryzen-ai-9-hx-375', 'AMD Ryzen AI 9 HX 375', 12, 24, 2.0, 5.1, 24, 28, 4, 'AMD Radeon 890M', 400],
  [strixPoint, 'ryzen-ai-9-hx-370', 'AMD Ryzen AI 9 HX 370', 12, 24, 2.0, 5.1, 24, 28, 4, 'AMD Radeon 890M', 380],
  [arrowLakeH, 'core-ultra-9-285h', 'Intel Core Ultra 9 285H', 16, 16, 2.9, 5.4, 24, 28, 3, 'Intel Arc 140T', 380],
  [pantherLake, 'core-ultra-x9-388h', 'Intel Core Ultra X9 388H', 16, 16, 2.0, 5.1, 18, 25, 1.8, 'Intel Arc B390', 420],
  [appleM, 'apple-m2-max', 'Apple M2 Max', 12, 12, 2.42, 3.69, null, null, 5, 'Apple GPU', 500, { gpuCores: 38, neuralEngineCores: 16 }],
  [raptorLakeHx, 'core-i7-14650hx', 'Intel Core i7-14650HX', 16, 24, 2.2, 5.2, 30, 55, 10, 'Intel UHD Graphics', 330],
  [raptorLakeHx, 'core-i7-13700hx', 'Intel Core i7-13700HX', 16, 24, 2.1, 5.0, 30, 55, 10, 'Intel UHD Graphics', 320],
  [strixHalo, 'ryzen-ai-max-385', 'AMD Ryzen AI Max 385', 8, 16, 3.6, 5.0, 32, 55, 4, 'AMD Radeon 8050S', 420],
  [arrowLakeHx, 'core-ultra-5-245hx', 'Intel Core Ultra 5 245HX', 14, 14, 3.1, 5.1, 24, 55, 3, 'Intel Graphics', 300],
  [arrowLakeH, 'core-ultra-7-265h', 'Intel Core Ultra 7 265H', 16, 16, 2.2, 5.3, 24, 28, 3, 'Intel Arc 140T', 320],
  [pantherLake, 'core-ultra-x7-358h', 'Intel Core Ultra X7 358H', 16, 16, 1.9, 4.8, 18, 25, 1.8, 'Intel Arc B390', 350],
  [strixPoint, 'ryzen-ai-9-365', 'AMD Ryzen AI 9 365', 10, 20, 2.0, 5.0, 24, 28, 4, 'AMD Radeon 880M', 320],
  [appleM, 'apple-m5', 'Apple M5', 10, 10, 3.0, 4.61, null, null, 3, 'Apple GPU', 350, { gpuCores: 10, neuralEngineCores: 16 }],
  [appleM, 'apple-m3-pro-12c', 'Apple M3 Pro 12C CPU / 18C GPU', 12, 12, 2.75, 4.05, null, null, 3, 'Apple GPU', 400, { gpuCores: 18, neuralEngineCores: 16 }],
  [arrowLakeHx, 'core-ultra-5-235hx', 'Intel Core Ultra 5 235HX', 14, 14, 2.9, 5.1, 24, 55, 3, 'Intel Graphics', 270],
  [arrowLakeH, 'core-ultra-7-255h', 'Intel Core Ultra 7 255H', 16, 16, 2.0, 5.1, 24, 28, 3, 'Intel Arc 140T', 280],
  [appleM, 'apple-m2-pro', 'Apple M2 Pro', 12, 12, 2.42, 3.49, null, null, 5, 'Apple GPU', 380, { gpuCores: 19, neuralEngineCores: 16 }],
  [meteorLake, 'core-ultra-9-185h', 'Intel Core Ultra 9 185H', 16, 22, 2.3, 5.1, 24, 45, 7, 'Intel Arc', 300],
  [raptorLakeHx, 'core-i5-14500hx', 'Intel Core i5-14500HX', 14, 20, 2.6, 4.9, 24, 55, 10, 'Intel UHD Graphics', 250],
  [raptorLakeHx, 'core-i7-13650hx', 'Intel Core i7-13650HX', 14, 20, 2.6, 4.9, 24, 55, 10, 'Intel UHD Graphics', 250],
  [raptorLakeHx, 'core-i9-12900hx', 'Intel Core i9-12900HX', 16, 24, 2.3, 5.0, 30, 55, 10, 'Intel UHD Graphics', 260],
  [appleM, 'apple-m4', 'Apple M4', 10, 10, 2.89, 4.4, null, null, 3, 'Apple GPU', 280, { gpuCores: 10, neuralEngineCores: 16 }],
  [appleM, 'apple-m3-pro-11c', 'Apple M3 Pro 11C CPU / 14C GPU', 11, 11, 2.75, 4.05, null, null, 3, 'Apple GPU', 320, { gpuCores: 14, neuralEngineCores: 16 }],
  [ryzenHx, 'ryzen-7-7745hx', 'AMD Ryzen 7 7745HX', 8, 16, 3.6, 5.1, 32, 55, 5, 'AMD Radeon 610M', 260],
  [raptorLakeHx, 'core-i5-13500hx', 'Intel Core i5-13500HX', 14, 20, 2.5, 4.7, 24, 55, 10, 'Intel UHD Graphics', 230],
  [snapdragonX, 'snapdragon-x-elite-x1e-84-100', 'Qualcomm Snapdragon X Elite X1E-84-100', 12, 12, 3.8, 4.2, 42, null, 4, 'Adreno X1-85', 320],
  [arrowLakeH, 'core-ultra-5-235h', 'Intel Core Ultra 5 235H', 14, 14, 2.4, 5.0, 18, 28, 3, 'Intel Arc 130T', 230],
  [meteorLake, 'core-ultra-7-165h', 'Intel Core Ultra 7 165H', 16, 22, 1.4, 5.0, 24, 28, 7, 'Intel Arc', 250],
  [snapdragonX, 'snapdragon-x-elite-x1e-80-100', 'Qualcomm Snapdragon X Elite X1E-80-100', 12, 12, 3.4, 4.0, 42, null, 4, 'Adreno X1-85', 280],
  [raptorLake, 'core-i9-13900h', 'Intel Core i9-13900H', 14, 20, 2.6, 5.4, 24, 45, 10, 'Intel Iris Xe Graphics', 260],
  [raptorLake, 'core-i7-13800h', 'Intel Core i7-13800H', 14, 20, 2.5, 5.2, 24, 45, 10, 'Intel Iris Xe Graphics', 230],
  [meteorLake, 'core-ultra-7-155h', 'Intel Core Ultra 7 155H', 16, 22, 1.4, 4.8, 24, 28, 7, 'Intel Arc', 220],
  [strixPoint, 'ryzen-ai-7-350', 'AMD Ryzen AI 7 350', 8, 16, 2.0, 5.0, 16, 28, 4, 'AMD Radeon 860M', 240],
  [arrowLakeH, 'core-ultra-5-225h', 'Intel Core Ultra 5 225H', 14, 14, 1.7, 4.9, 18, 28, 3, 'Intel Arc 130T', 200],
  [ryzenZen4, 'ryzen-9-8945hs', 'AMD Ryzen 9 8945HS', 8, 16, 4.0, 5.2, 16, 45, 4, 'AMD Radeon 780M', 230],
  [ryzenZen4, 'ryzen-7-8845hs', 'AMD Ryzen 7 8845HS', 8, 16, 3.8, 5.1, 16, 45, 4, 'AMD Radeon 780M', 210],
  [ryzenZen4, 'ryzen-9-7940hs', 'AMD Ryzen 9 7940HS', 8, 16, 4.0, 5.2, 16, 45, 4, 'AMD Radeon 780M', 210],
  [raptorLake, 'core-i7-13700h', 'Intel Core i7-13700H', 14, 20, 2.4, 5.0, 24, 45, 10, 'Intel Iris Xe Graphics', 210],
  [ryzenZen4, 'ryzen-7-7840hs', 'AMD Ryzen 7 7840HS', 8, 16, 3.8, 5.1, 16, 45, 4, 'AMD Radeon 780M', 200],
  [appleM, 'apple-m3', 'Apple M3', 8, 8, 2.75, 4.05, null, null, 3, 'Apple GPU', 220, { gpuCores: 10, neuralEngineCores: 16 }],
  [lunarLake, 'core-ultra-9-288v', 'Intel Core Ultra 9 288V', 8, 8, 3.3, 5.1, 12, 30, 3, 'Intel Arc 140V', 260],
  [raptorLake, 'core-i9-12900h', 'Intel Core i9-12900H', 14, 20, 2.5, 5.0, 24, 45, 10, 'Intel Iris Xe Graphics', 200],
  [raptorLake, 'core-i7-12800h', 'Intel Core i7-12800H', 14, 20, 2.4, 4.8, 24, 45, 10, 'Intel Iris Xe Graphics', 190],
  [snapdragonX, 'snapdragon-x-elite-x1e-78-100', 'Qualcomm Snapdragon X Elite X1E-78-100', 12, 12, 3.4, 3.4, 42, null, 4, 'Adreno X1-85', 240],
  [ryzenHx, 'ryzen-5-7645hx', 'AMD Ryzen 5 7645HX', 6, 12, 4.0, 5.0, 32, 55, 5, 'AMD Radeon 610M', 190],
  [meteorLake, 'core-ultra-5-135h', 'Intel Core Ultra 5 135H', 14, 18, 1.7, 4.6, 18, 28, 7, 'Intel Arc', 180],
  [raptorLake, 'core-i7-12700h', 'Intel Core i7-12700H', 14, 20, 2.3, 4.7, 24, 45, 10, 'Intel Iris Xe Graphics', 180],
  [raptorLakeHx, 'core-i5-14450hx', 'Intel Core i5-14450HX', 10, 16, 2.4, 4.8, 20, 55, 10, 'Intel UHD Graphics', 180],
  [raptorLakeHx, 'core-i5-13450hx', 'Intel Core i5-13450HX', 10, 16, 2.4, 4.6, 20, 55, 10, 'Intel UHD Graphics', 170],
  [lunarLake, 'core-ultra-7-268v', 'Intel Core Ultra 7 268V', 8, 8, 2.2, 5.0, 12, 17, 3, 'Intel Arc 140V', 220],
  [lunarLake, 'core-ultra-7-258v', 'Intel Core Ultra 7 258V', 8, 8, 2.2, 4.8, 12, 17, 3, 'Intel Arc 140V', 200],
  [lunarLake, 'core-ultra-7-256v', 'Intel Core Ultra 7 256V', 8, 8, 2.2, 4.8, 12, 17, 3, 'Intel Arc 140V', 190],
  [ryzenZen4, 'ryzen-7-8840hs', 'AMD Ryzen 7 8840HS', 8, 16, 3.3, 5.1, 16, 28, 4, 'AMD Radeon 780M', 180],
  [ryzenZen4, 'ryzen-7-8840u', 'AMD Ryzen 7 8840U', 8, 16, 3.3, 5.1, 16, 28, 4, 'AMD Radeon 780M', 170],
  [ryzenZen4, 'ryzen-7-7840u', 'AMD Ryzen 7 7840U', 8, 16, 3.3, 5.1, 16, 28, 4, 'AMD Radeon 780M', 160],
  [meteorLake, 'core-ultra-5-125h', 'Intel Core Ultra 5 125H', 14, 18, 1.2, 4.5, 18, 28, 7, 'Intel Arc', 160],
  [strixPoint, 'ryzen-ai-5-340', 'AMD Ryzen AI 5 340', 6, 12, 2.0, 4.8, 16, 28, 4, 'AMD Radeon 840M', 170],
  [strixPoint, 'ryzen-ai-5-330', 'AMD Ryzen AI 5 330', 4, 8, 2.0, 4.5, 8, 28, 4, 'AMD Radeon 820M', 110],
  [snapdragonX, 'snapdragon-x-plus-x1p-64-100', 'Qualcomm Snapdragon X Plus X1P-64-100', 10, 10, 3.4, 3.4, 42, null, 4, 'Adreno X1-85', 190],
  [raptorLake, 'core-i5-13500h', 'Intel Core i5-13500H', 12, 16, 2.6, 4.7, 18, 45, 10, 'Intel Iris Xe Graphics', 160],
  [raptorLake, 'core-i7-1360p', 'Intel Core i7-1360P', 12, 16, 2.2, 5.0, 18, 28, 10, 'Intel Iris Xe Graphics', 150],
  [appleM, 'apple-m2', 'Apple M2', 8, 8, 2.42, 3.49, null, null, 5, 'Apple GPU', 170, { gpuCores: 10, neuralEngineCores: 16 }],
  [rembrandt, 'ryzen-9-6900hx', 'AMD Ryzen 9 6900HX', 8, 16, 3.3, 4.9, 16, 45, 6, 'AMD Radeon 680M', 160],
  [rembrandt, 'ryzen-9-6900hs', 'AMD Ryzen 9 6900HS', 8, 16, 3.3, 4.9, 16, 35, 6, 'AMD Radeon 680M', 150],
  [raptorLake, 'core-i7-13620h', 'Intel Core i7-13620H', 10, 16, 2.4, 4.9, 24, 45, 10, 'Intel UHD Graphics', 160],
  [ryzenZen4, 'ryzen-5-8645hs', 'AMD Ryzen 5 8645HS', 6, 12, 4.3, 5.0, 16, 45, 4, 'AMD Radeon 760M', 150],
  [ryzenZen4, 'ryzen-5-7640hs', 'AMD Ryzen 5 7640HS', 6, 12, 4.3, 5.0, 16, 45, 4, 'AMD Radeon 760M', 140],
  [lunarLake, 'core-ultra-5-238v', 'Intel Core Ultra 5 238V', 8, 8, 2.1, 4.7, 8, 17, 3, 'Intel Arc 130V', 160],
  [lunarLake, 'core-ultra-5-236v', 'Intel Core Ultra 5 236V', 8, 8, 2.1, 4.7, 8, 17, 3, 'Intel Arc 130V', 150],
  [lunarLake, 'core-ultra-5-228v', 'Intel Core Ultra 5 228V', 8, 8, 2.1, 4.5, 8, 17, 3, 'Intel Arc 130V', 140],
  [lunarLake, 'core-ultra-5-226v', 'Intel Core Ultra 5 226V', 8, 8, 2.1, 4.5, 8, 17, 3, 'Intel Arc 130V', 130],
  [rembrandt, 'ryzen-7-7735hs', 'AMD Ryzen 7 7735HS', 8, 16, 3.2, 4.75, 16, 45, 6, 'AMD Radeon 680M', 140],
  [rembrandt, 'ryzen-7-6800h', 'AMD Ryzen 7 6800H', 8, 16, 3.2, 4.7, 16, 45, 6, 'AMD Radeon 680M', 130],
  [raptorLake, 'core-i7-12650h', 'Intel Core i7-12650H', 10, 16, 2.3, 4.7, 24, 45, 10, 'Intel UHD Graphics', 130],
  [intelCoreSeries2, 'core-7-240h', 'Intel Core 7 240H', 10, 16, 2.5, 5.2, 24, 45, 10, 'Intel Graphics', 140],
  [ryzenZen4, 'ryzen-5-8640hs', 'AMD Ryzen 5 8640HS', 6, 12, 3.5, 4.9, 16, 28, 4, 'AMD Radeon 760M', 130],
  [ryzenZen4, 'ryzen-5-7640u', 'AMD Ryzen 5 7640U', 6, 12, 3.5, 4.9, 16, 28, 4, 'AMD Radeon 760M', 120],
  [meteorLake, 'core-ultra-7-165u', 'Intel Core Ultra 7 165U', 12, 14, 1.7, 4.9, 12, 15, 7, 'Intel Graphics', 150],
  [raptorLake, 'core-i5-12500h', 'Intel Core i5-12500H', 12, 16, 2.5, 4.5, 18, 45, 10, 'Intel Iris Xe Graphics', 120],
  [raptorLake, 'core-i7-1260p', 'Intel Core i7-1260P', 12, 16, 2.1, 4.7, 18, 28, 10, 'Intel Iris Xe Graphics', 115],
  [meteorLake, 'core-ultra-7-155u', 'Intel Core Ultra 7 155U', 12, 14, 1.7, 4.8, 12, 15, 7, 'Intel Graphics', 130],
  [appleM, 'apple-m1-max', 'Apple M1 Max', 10, 10, 2.06, 3.23, null, null, 5, 'Apple GPU', 300, { gpuCores: 32, neuralEngineCores: 16 }],
  [appleM, 'apple-m1-pro', 'Apple M1 Pro', 10, 10, 2.06, 3.23, null, null, 5, 'Apple GPU', 220, { gpuCores: 16, neuralEngineCores: 16 }],
  [snapdragonX, 'snapdragon-x-plus-x1p-42-100', 'Qualcomm Snapdragon X Plus X1P-42-100', 8, 8, 3.2, 3.4, 30, null, 4, 'Adreno X1-45', 150],
  [rembrandt, 'ryzen-5-7535hs', 'AMD Ryzen 5 7535HS', 6, 12, 3.3, 4.55, 16, 45, 6, 'AMD Radeon 660M', 110],
  [rembrandt, 'ryzen-5-6600h', 'AMD Ryzen 5 6600H', 6, 12, 3.3, 4.5, 16, 45, 6, 'AMD Radeon 660M', 100],
  [rembrandt, 'ryzen-7-6800u', 'AMD Ryzen 7 6800U', 8, 16, 2.7, 4.7, 16, 28, 6, 'AMD Radeon 680M', 120],
  [ryzenZen4, 'ryzen-5-8540u', 'AMD Ryzen 5 8540U', 6, 12, 3.2, 4.9, 16, 28, 4, 'AMD Radeon 740M', 100],
  [ryzenZen4, 'ryzen-5-7540u', 'AMD Ryzen 5 7540U', 6, 12, 3.2, 4.9, 16, 28, 4, 'AMD Radeon 740M', 95],
  [intelCoreSeries2, 'core-7-150u', 'Intel Core 7 150U', 10, 12, 1.8, 5.4, 12, 15, 10, 'Intel Graphics', 120],
  [raptorLake, 'core-i7-1355u', 'Intel Core i7-1355U', 10, 12, 1.7, 5.0, 12, 15, 10, 'Intel Iris Xe Graphics', 110],
  [raptorLake, 'core-i5-1340p', 'Intel Core i5-1340P', 12, 16, 1.9, 4.6, 12, 28, 10, 'Intel Iris Xe Graphics', 105],
  [meteorLake, 'core-ultra-5-125u', 'Intel Core Ultra 5 125U', 12, 14, 1.3, 4.3, 12, 15, 7, 'Intel Graphics', 100],
  [intelCoreSeries2, 'core-5-210h', 'Intel Core 5 210H', 8, 12, 2.2, 4.8, 12, 45, 10, 'Intel Graphics', 100],
  [raptorLake, 'core-i5-13420h', 'Intel Core i5-13420H', 8, 12, 2.1, 4.6, 12, 45, 10, 'Intel UHD Graphics', 100],
  [ryzenZen3, 'ryzen-9-5900hx', 'AMD Ryzen 9 5900HX', 8, 16, 3.3, 4.6, 16, 45, 7, 'AMD Radeon Graphics', 100],
  [ryzenZen3, 'ryzen-7-5800h', 'AMD Ryzen 7 5800H', 8, 16, 3.2, 4.4, 16, 45, 7, 'AMD Radeon Graphics', 90],
  [raptorLake, 'core-i5-12450h', 'Intel Core i5-12450H', 8, 12, 2.0, 4.4, 12, 45, 10, 'Intel UHD Graphics', 90],
  [appleM, 'apple-m1', 'Apple M1', 8, 8, 2.06, 3.2, null, null, 5, 'Apple GPU', 100, { gpuCores: 8, neuralEngineCores: 16 }],
  [rembrandt, 'ryzen-5-6600u', 'AMD Ryzen 5 6600U', 6, 12, 2.9, 4.5, 16, 28, 6, 'AMD Radeon 660M', 85],
  [raptorLake, 'core-i7-1255u', 'Intel Core i7-1255U', 10, 12, 1.7, 4.7, 12, 15, 10, 'Intel Iris Xe Graphics', 90],
  [raptorLake, 'core-i5-1240p', 'Intel Core i5-1240P', 12, 16, 1.7, 4.4, 12, 28, 10, 'Intel Iris Xe Graphics', 85],
  [intelCoreSeries2, 'core-5-120u', 'Intel Core 5 120U', 10, 12, 1.4, 5.0, 12, 15, 10, 'Intel Graphics', 90],
  [raptorLake, 'core-i5-1335u', 'Intel Core i5-1335U', 10, 12, 1.3, 4.6, 12, 15, 10, 'Intel Iris Xe Graphics', 80],
  [ryzenZen3, 'ryzen-7-7730u', 'AMD Ryzen 7 7730U', 8, 16, 2.0, 4.5, 16, 15, 7, 'AMD Radeon Graphics', 80],
  [ryzenZen3, 'ryzen-7-5825u', 'AMD Ryzen 7 5825U', 8, 16, 2.0, 4.5, 16, 15, 7, 'AMD Radeon Graphics', 75],
  [ryzenZen3, 'ryzen-7-5800u', 'AMD Ryzen 7 5800U', 8, 16, 1.9, 4.4, 16, 15, 7, 'AMD Radeon Graphics', 70],
  [ryzenZen3, 'ryzen-5-5600h', 'AMD Ryzen 5 5600H', 6, 12, 3.3, 4.2, 16, 45, 7, 'AMD Radeon Graphics', 70],
  [tigerLake, 'core-i7-11800h', 'Intel Core i7-11800H', 8, 16, 2.3, 4.6, 24, 45, 10, 'Intel UHD Graphics', 80],
  [raptorLake, 'core-i5-1235u', 'Intel Core i5-1235U', 10, 12, 1.3, 4.4, 12, 15, 10, 'Intel Iris Xe Graphics', 70],
  [ryzenZen3, 'ryzen-7-4800h', 'AMD Ryzen 7 4800H', 8, 16, 2.9, 4.2, 8, 45, 7, 'AMD Radeon Graphics', 60],
  [ryzenZen3, 'ryzen-5-7530u', 'AMD Ryzen 5 7530U', 6, 12, 2.0, 4.5, 16, 15, 7, 'AMD Radeon Graphics', 60],
  [ryzenZen3, 'ryzen-5-5625u', 'AMD Ryzen 5 5625U', 6, 12, 2.3, 4.3, 16, 15, 7, 'AMD Radeon Graphics', 55],
  [ryzenZen3, 'ryzen-5-5600u', 'AMD Ryzen 5 5600U', 6, 12, 2.3, 4.2, 16, 15, 7, 'AMD Radeon Graphics', 50],
  [ryzenZen3, 'ryzen-7-5700u', 'AMD Ryzen 7 5700U', 8, 16, 1.8, 4.3, 8, 15, 7, 'AMD Radeon Graphics', 55],
  [snapdragonX, 'snapdragon-x-x1-26-100', 'Qualcomm Snapdragon X X1-26-100', 8, 8, 3.0, 3.0, 30, null, 4, 'Adreno X1-45', 90],
  [tigerLake, 'core-i5-11400h', 'Intel Core i5-11400H', 6, 12, 2.7, 4.5, 12, 45, 10, 'Intel UHD Graphics', 55],
  [ryzenZen3, 'ryzen-5-4600h', 'AMD Ryzen 5 4600H', 6, 12, 3.0, 4.0, 8, 45, 7, 'AMD Radeon Graphics', 50],
  [ryzenZen3, 'ryzen-5-5500u', 'AMD Ryzen 5 5500U', 6, 12, 2.1, 4.0, 8, 15, 7, 'AMD Radeon Graphics', 45],
  [tigerLake, 'core-i7-1165g7', 'Intel Core i7-1165G7', 4, 8, 2.8, 4.7, 12, 28, 10, 'Intel Iris Xe Graphics', 50],
  [raptorLake, 'core-i3-1315u', 'Intel Core i3-1315U', 6, 8, 1.2, 4.5, 10, 15, 10, 'Intel UHD Graphics', 40],
  [mendocino, 'ryzen-5-7520u', 'AMD Ryzen 5 7520U', 4, 8, 2.8, 4.3, 4, 15, 6, 'AMD Radeon 610M', 40],
  [tigerLake, 'core-i5-1135g7', 'Intel Core i5-1135G7', 4, 8, 2.4, 4.2, 8, 28, 10, 'Intel Iris Xe Graphics', 40],
  [raptorLake, 'core-i3-1215u', 'Intel Core i3-1215U', 6, 8, 1.2, 4.4, 10, 15, 10, 'Intel UHD Graphics', 35],
  [ryzenZen3, 'ryzen-5-4500u', 'AMD Ryzen 5 4500U', 6, 6, 2.3, 4.0, 8, 15, 7, 'AMD Radeon Graphics', 35],
  [ryzenZen3, 'ryzen-3-7330u', 'AMD Ryzen 3 7330U', 4, 8, 2.3, 4.3, 8, 15, 7, 'AMD Radeon Graphics', 30],
  [mendocino, 'ryzen-3-7320u', 'AMD Ryzen 3 7320U', 4, 8, 2.4, 4.1, 4, 15, 6, 'AMD Radeon 610M', 25],
  [tigerLake, 'core-i3-1115g4', 'Intel Core i3-1115G4', 2, 4, 3.0, 4.1, 6, 28, 10, 'Intel UHD Graphics', 20],
  [mendocino, 'athlon-gold-7220u', 'AMD Athlon Gold 7220U', 2, 4, 2.4, 3.7, 4, 15, 6, 'AMD Radeon 610M', 10],
]);
