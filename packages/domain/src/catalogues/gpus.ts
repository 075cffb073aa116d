import { type GpuSeries, rankedGpus } from './build';

/**
 * Graphics for laptops and desktops, dedicated and integrated, each list strongest first
 * (ranking 0 the strongest). Desktop power is the card's total board power; laptop power
 * the top of the maker's range including any boost. Integrated graphics draw from the
 * processor's power, so they have none of their own.
 */

const nvidia50 = 'https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/';
const nvidia40 = 'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/';
const nvidia30 = 'https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/';
const nvidiaLaptops50 = 'https://www.nvidia.com/en-us/geforce/laptops/50-series/';
const nvidiaLaptops40 = 'https://www.nvidia.com/en-us/geforce/laptops/40-series/';
const radeonDesktop = 'https://www.amd.com/en/products/graphics/desktops/radeon.html';
const radeonLaptop = 'https://www.amd.com/en/products/graphics/laptops/radeon.html';
const amdLaptopChips = 'https://www.amd.com/en/products/processors/laptop/ryzen.html';
const amdDesktopChips = 'https://www.amd.com/en/products/processors/desktops/ryzen.html';
const intelArc = 'https://www.intel.com/content/www/us/en/products/details/discrete-gpus/arc.html';
const intelUltra = 'https://www.intel.com/content/www/us/en/products/details/processors/core-ultra.html';
const intelCore = 'https://www.intel.com/content/www/us/en/products/details/processors/core.html';
const qualcommLaptops = 'https://www.qualcomm.com/laptops/products/snapdragon-x-series';

const geforceDesktop: GpuSeries = {
  brand: 'NVIDIA',
  kind: 'dedicated',
  deviceTypes: ['desktop'],
  about: {
    es: 'Tarjeta gráfica GeForce RTX con trazado de rayos y DLSS',
    en: 'GeForce RTX graphics card with ray tracing and DLSS',
  },
};
const radeonDesktopCards: GpuSeries = {
  brand: 'AMD',
  kind: 'dedicated',
  deviceTypes: ['desktop'],
  about: {
    es: 'Tarjeta gráfica Radeon RX con FidelityFX y mucha memoria',
    en: 'Radeon RX graphics card with FidelityFX and plenty of memory',
  },
};
const arcDesktop: GpuSeries = {
  brand: 'Intel',
  kind: 'dedicated',
  deviceTypes: ['desktop'],
  about: {
    es: 'Tarjeta gráfica Intel Arc con XeSS y buen precio por rendimiento',
    en: 'Intel Arc graphics card with XeSS and good value for its speed',
  },
};
const geforceLaptop: GpuSeries = {
  brand: 'NVIDIA',
  kind: 'dedicated',
  deviceTypes: ['laptop'],
  about: {
    es: 'Gráfica GeForce RTX para portátiles, con trazado de rayos y DLSS',
    en: 'GeForce RTX laptop graphics with ray tracing and DLSS',
  },
};
const radeonLaptopChips: GpuSeries = {
  brand: 'AMD',
  kind: 'dedicated',
  deviceTypes: ['laptop'],
  about: { es: 'Gráfica Radeon RX para portátiles', en: 'Radeon RX laptop graphics' },
};
const radeonIntegratedLaptop: GpuSeries = {
  brand: 'AMD',
  kind: 'integrated',
  deviceTypes: ['laptop'],
  about: {
    es: 'Gráficos Radeon integrados en el procesador Ryzen',
    en: 'Radeon graphics built into the Ryzen processor',
  },
};
const intelIntegratedLaptop: GpuSeries = {
  brand: 'Intel',
  kind: 'integrated',
  deviceTypes: ['laptop'],
  about: { es: 'Gráficos Intel integrados en el procesador Core', en: 'Intel graphics built into the Core processor' },
};
const adrenoLaptop: GpuSeries = {
  brand: 'Qualcomm',
  kind: 'integrated',
  deviceTypes: ['laptop'],
  about: { es: 'Gráficos Adreno integrados en el Snapdragon X', en: 'Adreno graphics built into the Snapdragon X' },
};
const radeonIntegratedDesktop: GpuSeries = { ...radeonIntegratedLaptop, deviceTypes: ['desktop'] };
const intelIntegratedDesktop: GpuSeries = { ...intelIntegratedLaptop, deviceTypes: ['desktop'] };

// prettier-ignore
export const DESKTOP_GPUS = rankedGpus([
  [geforceDesktop, 'geforce-rtx-5090', 'NVIDIA GeForce RTX 5090', 32, 'GDDR7', 575, 2000, `${nvidia50}rtx-5090/`],
  [geforceDesktop, 'geforce-rtx-4090', 'NVIDIA GeForce RTX 4090', 24, 'GDDR6X', 450, 1600, `${nvidia40}rtx-4090/`],
  [geforceDesktop, 'geforce-rtx-5080', 'NVIDIA GeForce RTX 5080', 16, 'GDDR7', 360, 1000, `${nvidia50}rtx-5080/`],
  [geforceDesktop, 'geforce-rtx-4080-super', 'NVIDIA GeForce RTX 4080 SUPER', 16, 'GDDR6X', 320, 950, `${nvidia40}rtx-4080-family/`],
  [radeonDesktopCards, 'radeon-rx-7900-xtx', 'AMD Radeon RX 7900 XTX', 24, 'GDDR6', 355, 850, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-5070-ti', 'NVIDIA GeForce RTX 5070 Ti', 16, 'GDDR7', 300, 750, `${nvidia50}rtx-5070-family/`],
  [radeonDesktopCards, 'radeon-rx-9070-xt', 'AMD Radeon RX 9070 XT', 16, 'GDDR6', 304, 650, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-4070-ti-super', 'NVIDIA GeForce RTX 4070 Ti SUPER', 16, 'GDDR6X', 285, 750, `${nvidia40}rtx-4070-family/`],
  [radeonDesktopCards, 'radeon-rx-7900-xt', 'AMD Radeon RX 7900 XT', 20, 'GDDR6', 315, 650, radeonDesktop],
  [radeonDesktopCards, 'radeon-rx-9070', 'AMD Radeon RX 9070', 16, 'GDDR6', 220, 560, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-5070', 'NVIDIA GeForce RTX 5070', 12, 'GDDR7', 250, 550, `${nvidia50}rtx-5070-family/`],
  [geforceDesktop, 'geforce-rtx-4070-super', 'NVIDIA GeForce RTX 4070 SUPER', 12, 'GDDR6X', 220, 580, `${nvidia40}rtx-4070-family/`],
  [radeonDesktopCards, 'radeon-rx-7800-xt', 'AMD Radeon RX 7800 XT', 16, 'GDDR6', 263, 480, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-4070', 'NVIDIA GeForce RTX 4070', 12, 'GDDR6X', 200, 520, `${nvidia40}rtx-4070-family/`],
  [geforceDesktop, 'geforce-rtx-5060-ti-16gb', 'NVIDIA GeForce RTX 5060 Ti 16 GB', 16, 'GDDR7', 180, 430, `${nvidia50}rtx-5060-family/`],
  [radeonDesktopCards, 'radeon-rx-7700-xt', 'AMD Radeon RX 7700 XT', 12, 'GDDR6', 245, 400, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-5060-ti-8gb', 'NVIDIA GeForce RTX 5060 Ti 8 GB', 8, 'GDDR7', 180, 380, `${nvidia50}rtx-5060-family/`],
  [radeonDesktopCards, 'radeon-rx-9060-xt-16gb', 'AMD Radeon RX 9060 XT 16 GB', 16, 'GDDR6', 160, 350, radeonDesktop],
  [geforceDesktop, 'geforce-rtx-4060-ti', 'NVIDIA GeForce RTX 4060 Ti', 8, 'GDDR6', 160, 380, `${nvidia40}rtx-4060-4060ti/`],
  [geforceDesktop, 'geforce-rtx-5060', 'NVIDIA GeForce RTX 5060', 8, 'GDDR7', 145, 300, `${nvidia50}rtx-5060-family/`],
  [arcDesktop, 'arc-b580', 'Intel Arc B580', 12, 'GDDR6', 190, 250, intelArc],
  [radeonDesktopCards, 'radeon-rx-7600-xt', 'AMD Radeon RX 7600 XT', 16, 'GDDR6', 190, 300, radeonDesktop],
  [arcDesktop, 'arc-a770', 'Intel Arc A770', 16, 'GDDR6', 225, 280, intelArc],
  [geforceDesktop, 'geforce-rtx-4060', 'NVIDIA GeForce RTX 4060', 8, 'GDDR6', 115, 290, `${nvidia40}rtx-4060-4060ti/`],
  [geforceDesktop, 'geforce-rtx-5050', 'NVIDIA GeForce RTX 5050', 8, 'GDDR6', 130, 250, `${nvidia50}rtx-5050/`],
  [radeonDesktopCards, 'radeon-rx-7600', 'AMD Radeon RX 7600', 8, 'GDDR6', 165, 250, radeonDesktop],
  [arcDesktop, 'arc-b570', 'Intel Arc B570', 10, 'GDDR6', 150, 220, intelArc],
  [arcDesktop, 'arc-a750', 'Intel Arc A750', 8, 'GDDR6', 225, 200, intelArc],
  [geforceDesktop, 'geforce-rtx-3060', 'NVIDIA GeForce RTX 3060', 12, 'GDDR6', 170, 280, `${nvidia30}rtx-3060-3060ti/`],
  [radeonIntegratedDesktop, 'radeon-780m-desktop', 'AMD Radeon 780M (Ryzen 8000G)', 0, null, null, 0, amdDesktopChips],
  [geforceDesktop, 'geforce-rtx-3050-6gb', 'NVIDIA GeForce RTX 3050 6 GB', 6, 'GDDR6', 70, 170, `${nvidia30}rtx-3050/`],
  [arcDesktop, 'arc-a380', 'Intel Arc A380', 6, 'GDDR6', 75, 130, intelArc],
  [radeonIntegratedDesktop, 'radeon-760m-desktop', 'AMD Radeon 760M (Ryzen 8000G)', 0, null, null, 0, amdDesktopChips],
  [radeonIntegratedDesktop, 'radeon-740m-desktop', 'AMD Radeon 740M (Ryzen 8000G)', 0, null, null, 0, amdDesktopChips],
  [radeonIntegratedDesktop, 'radeon-vega-desktop', 'AMD Radeon Graphics (Ryzen 5000G)', 0, null, null, 0, amdDesktopChips],
  [intelIntegratedDesktop, 'intel-graphics-arrow-lake-s', 'Intel Graphics (Core Ultra 200S)', 0, null, null, 0, intelUltra],
  [radeonIntegratedDesktop, 'radeon-graphics-am5', 'AMD Radeon Graphics (Ryzen 7000/9000)', 0, null, null, 0, amdDesktopChips],
  [intelIntegratedDesktop, 'intel-uhd-770', 'Intel UHD Graphics 770', 0, null, null, 0, intelCore],
  [intelIntegratedDesktop, 'intel-uhd-730', 'Intel UHD Graphics 730', 0, null, null, 0, intelCore],
]);

// prettier-ignore
export const LAPTOP_GPUS = rankedGpus([
  [geforceLaptop, 'geforce-rtx-5090-laptop', 'NVIDIA GeForce RTX 5090 Laptop GPU', 24, 'GDDR7', 175, 1500, nvidiaLaptops50],
  [geforceLaptop, 'geforce-rtx-4090-laptop', 'NVIDIA GeForce RTX 4090 Laptop GPU', 16, 'GDDR6', 175, 1200, nvidiaLaptops40],
  [geforceLaptop, 'geforce-rtx-5080-laptop', 'NVIDIA GeForce RTX 5080 Laptop GPU', 16, 'GDDR7', 175, 900, nvidiaLaptops50],
  [geforceLaptop, 'geforce-rtx-4080-laptop', 'NVIDIA GeForce RTX 4080 Laptop GPU', 12, 'GDDR6', 175, 800, nvidiaLaptops40],
  [geforceLaptop, 'geforce-rtx-5070-ti-laptop', 'NVIDIA GeForce RTX 5070 Ti Laptop GPU', 12, 'GDDR7', 140, 600, nvidiaLaptops50],
  [geforceLaptop, 'geforce-rtx-5070-laptop', 'NVIDIA GeForce RTX 5070 Laptop GPU', 8, 'GDDR7', 115, 450, nvidiaLaptops50],
  [geforceLaptop, 'geforce-rtx-4070-laptop', 'NVIDIA GeForce RTX 4070 Laptop GPU', 8, 'GDDR6', 140, 420, nvidiaLaptops40],
  [geforceLaptop, 'geforce-rtx-5060-laptop', 'NVIDIA GeForce RTX 5060 Laptop GPU', 8, 'GDDR7', 115, 350, nvidiaLaptops50],
  [radeonIntegratedLaptop, 'radeon-8060s', 'AMD Radeon 8060S', 0, null, null, 0, amdLaptopChips],
  [geforceLaptop, 'geforce-rtx-4060-laptop', 'NVIDIA GeForce RTX 4060 Laptop GPU', 8, 'GDDR6', 140, 300, nvidiaLaptops40],
  [geforceLaptop, 'geforce-rtx-5050-laptop', 'NVIDIA GeForce RTX 5050 Laptop GPU', 8, 'GDDR7', 100, 250, nvidiaLaptops50],
  [radeonLaptopChips, 'radeon-rx-7600s', 'AMD Radeon RX 7600S', 8, 'GDDR6', 75, 250, radeonLaptop],
  [geforceLaptop, 'geforce-rtx-4050-laptop', 'NVIDIA GeForce RTX 4050 Laptop GPU', 6, 'GDDR6', 140, 220, nvidiaLaptops40],
  [radeonIntegratedLaptop, 'radeon-8050s', 'AMD Radeon 8050S', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'arc-b390', 'Intel Arc B390', 0, null, null, 0, intelUltra],
  [radeonIntegratedLaptop, 'radeon-890m', 'AMD Radeon 890M', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'arc-140v', 'Intel Arc 140V', 0, null, null, 0, intelUltra],
  [radeonIntegratedLaptop, 'radeon-880m', 'AMD Radeon 880M', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'arc-140t', 'Intel Arc 140T', 0, null, null, 0, intelUltra],
  [radeonIntegratedLaptop, 'radeon-780m', 'AMD Radeon 780M', 0, null, null, 0, amdLaptopChips],
  [radeonIntegratedLaptop, 'radeon-860m', 'AMD Radeon 860M', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'arc-graphics-meteor-lake', 'Intel Arc Graphics (Core Ultra 100H)', 0, null, null, 0, intelUltra],
  [adrenoLaptop, 'adreno-x1-85', 'Qualcomm Adreno X1-85', 0, null, null, 0, qualcommLaptops],
  [radeonIntegratedLaptop, 'radeon-680m', 'AMD Radeon 680M', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'arc-130v', 'Intel Arc 130V', 0, null, null, 0, intelUltra],
  [intelIntegratedLaptop, 'arc-130t', 'Intel Arc 130T', 0, null, null, 0, intelUltra],
  [radeonIntegratedLaptop, 'radeon-760m', 'AMD Radeon 760M', 0, null, null, 0, amdLaptopChips],
  [radeonIntegratedLaptop, 'radeon-840m', 'AMD Radeon 840M', 0, null, null, 0, amdLaptopChips],
  [radeonIntegratedLaptop, 'radeon-660m', 'AMD Radeon 660M', 0, null, null, 0, amdLaptopChips],
  [radeonIntegratedLaptop, 'radeon-740m', 'AMD Radeon 740M', 0, null, null, 0, amdLaptopChips],
  [adrenoLaptop, 'adreno-x1-45', 'Qualcomm Adreno X1-45', 0, null, null, 0, qualcommLaptops],
  [intelIntegratedLaptop, 'iris-xe', 'Intel Iris Xe Graphics', 0, null, null, 0, intelCore],
  [radeonIntegratedLaptop, 'radeon-graphics-zen3-laptop', 'AMD Radeon Graphics (Ryzen 5000/7030)', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'intel-graphics-laptop', 'Intel Graphics (Core Ultra 100U, Core 5/7)', 0, null, null, 0, intelCore],
  [radeonIntegratedLaptop, 'radeon-610m', 'AMD Radeon 610M', 0, null, null, 0, amdLaptopChips],
  [intelIntegratedLaptop, 'intel-uhd-laptop', 'Intel UHD Graphics', 0, null, null, 0, intelCore],
]);
