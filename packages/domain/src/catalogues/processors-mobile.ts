import { type ProcessorSeries, rankedProcessors } from './build';

/**
 * Phone and tablet chips, strongest first (ranking 0 is the strongest). The order weighs the
 * CPU and the GPU together. Base clock: the slowest core cluster's clock (phone makers publish
 * no base clock); boost: the fastest core's. Phone makers publish no TDP, so none is given.
 */

const phone = ['mobile', 'tablet'] as const satisfies ProcessorSeries['deviceTypes'];

const appleA: ProcessorSeries = {
  brand: 'Apple',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5X'],
  source: 'https://www.apple.com/iphone/compare/',
  about: {
    es: 'Chip de Apple para iPhone y iPad, con CPU, GPU y motor neuronal propios',
    en: "Apple's chip for iPhone and iPad, with its own CPU, GPU and Neural Engine",
  },
};
const appleAOlder: ProcessorSeries = { ...appleA, memoryKinds: ['LPDDR4X'] };
const appleA5: ProcessorSeries = { ...appleA, memoryKinds: ['LPDDR5'] };
const appleM: ProcessorSeries = {
  brand: 'Apple',
  deviceTypes: ['tablet'],
  memoryKinds: ['unified'],
  source: 'https://www.apple.com/ipad/compare/',
  about: {
    es: 'Chip de la serie M de Apple en el iPad, con memoria unificada',
    en: "Apple's M-series chip in the iPad, with unified memory",
  },
};
const snapdragon8: ProcessorSeries = {
  brand: 'Qualcomm',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5X'],
  source: 'https://www.qualcomm.com/snapdragon/products/smartphones/8-series',
  about: {
    es: 'Plataforma insignia de Qualcomm para teléfonos de gama alta',
    en: "Qualcomm's flagship platform for high-end phones",
  },
};
const snapdragon8Lp5: ProcessorSeries = { ...snapdragon8, memoryKinds: ['LPDDR5'] };
const snapdragon8Lp4: ProcessorSeries = { ...snapdragon8, memoryKinds: ['LPDDR5', 'LPDDR4X'] };
const snapdragon8Older: ProcessorSeries = { ...snapdragon8, memoryKinds: ['LPDDR4X'] };
const snapdragon7: ProcessorSeries = {
  brand: 'Qualcomm',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5X', 'LPDDR5'],
  source: 'https://www.qualcomm.com/snapdragon/products/smartphones/7-series',
  about: { es: 'Plataforma de Qualcomm para la gama media alta', en: "Qualcomm's platform for the upper mid-range" },
};
const snapdragon7Lp5: ProcessorSeries = { ...snapdragon7, memoryKinds: ['LPDDR5', 'LPDDR4X'] };
const snapdragon7Lp4: ProcessorSeries = { ...snapdragon7, memoryKinds: ['LPDDR4X'] };
const snapdragon6: ProcessorSeries = {
  brand: 'Qualcomm',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5', 'LPDDR4X'],
  source: 'https://www.qualcomm.com/snapdragon/products/smartphones/6-series',
  about: { es: 'Plataforma de Qualcomm para la gama media', en: "Qualcomm's platform for the mid-range" },
};
const snapdragon6Lp4: ProcessorSeries = { ...snapdragon6, memoryKinds: ['LPDDR4X'] };
const snapdragon4: ProcessorSeries = {
  brand: 'Qualcomm',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR4X'],
  source: 'https://www.qualcomm.com/snapdragon/products/smartphones/4-series',
  about: { es: 'Plataforma de Qualcomm para teléfonos de entrada', en: "Qualcomm's platform for entry-level phones" },
};
const snapdragon4Lp5: ProcessorSeries = { ...snapdragon4, memoryKinds: ['LPDDR5', 'LPDDR4X'] };
const dimensityFlagship: ProcessorSeries = {
  brand: 'MediaTek',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5X'],
  source: 'https://www.mediatek.com/products/smartphones',
  about: { es: 'Chip insignia Dimensity de MediaTek con 5G', en: "MediaTek's flagship Dimensity chip with 5G" },
};
const dimensityUpper: ProcessorSeries = {
  ...dimensityFlagship,
  memoryKinds: ['LPDDR5X', 'LPDDR5'],
  about: {
    es: 'Chip Dimensity de MediaTek para la gama media alta, con 5G',
    en: "MediaTek's Dimensity chip for the upper mid-range, with 5G",
  },
};
const dimensityUpperLp4: ProcessorSeries = { ...dimensityUpper, memoryKinds: ['LPDDR4X'] };
const dimensityMid: ProcessorSeries = {
  ...dimensityFlagship,
  memoryKinds: ['LPDDR5', 'LPDDR4X'],
  about: {
    es: 'Chip Dimensity de MediaTek para la gama media, con 5G',
    en: "MediaTek's Dimensity chip for the mid-range, with 5G",
  },
};
const dimensityMidLp4: ProcessorSeries = { ...dimensityMid, memoryKinds: ['LPDDR4X'] };
const helio: ProcessorSeries = {
  brand: 'MediaTek',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR4X'],
  source: 'https://www.mediatek.com/products/smartphones',
  about: {
    es: 'Chip Helio de MediaTek para teléfonos 4G económicos',
    en: "MediaTek's Helio chip for affordable 4G phones",
  },
};
const exynos: ProcessorSeries = {
  brand: 'Samsung',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5X'],
  source: 'https://semiconductor.samsung.com/processor/mobile-processor/',
  about: {
    es: 'Chip Exynos de Samsung para sus teléfonos Galaxy de gama alta',
    en: "Samsung's Exynos chip for its high-end Galaxy phones",
  },
};
const exynosLp5: ProcessorSeries = { ...exynos, memoryKinds: ['LPDDR5'] };
const exynosMid: ProcessorSeries = {
  ...exynos,
  memoryKinds: ['LPDDR5', 'LPDDR4X'],
  about: {
    es: 'Chip Exynos de Samsung para los Galaxy de gama media',
    en: "Samsung's Exynos chip for mid-range Galaxy phones",
  },
};
const exynosMidLp4: ProcessorSeries = { ...exynosMid, memoryKinds: ['LPDDR4X'] };
const tensor: ProcessorSeries = {
  brand: 'Google',
  deviceTypes: ['mobile'],
  memoryKinds: ['LPDDR5X'],
  source: 'https://store.google.com/magazine/compare_pixel',
  about: {
    es: 'Chip Tensor de Google para los Pixel, pensado para la IA en el teléfono',
    en: "Google's Tensor chip for Pixel phones, built for on-device AI",
  },
};
const tensorLp5: ProcessorSeries = { ...tensor, memoryKinds: ['LPDDR5'] };
const kirin: ProcessorSeries = {
  brand: 'HiSilicon',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR5'],
  source: 'https://www.hisilicon.com/en/products/Kirin',
  about: {
    es: 'Chip Kirin de HiSilicon (Huawei) para sus teléfonos',
    en: "HiSilicon's (Huawei) Kirin chip for its phones",
  },
};
const kirinLp4: ProcessorSeries = { ...kirin, memoryKinds: ['LPDDR4X'] };
const unisoc: ProcessorSeries = {
  brand: 'Unisoc',
  deviceTypes: [...phone],
  memoryKinds: ['LPDDR4X'],
  source: 'https://www.unisoc.com/en/',
  about: {
    es: 'Chip de Unisoc para teléfonos y tablets económicos',
    en: "Unisoc's chip for affordable phones and tablets",
  },
};

// prettier-ignore
export const MOBILE_PROCESSORS = rankedProcessors([
  [appleA, 'apple-a19-pro', 'Apple A19 Pro', 6, 6, 2.6, 4.26, null, null, 3, 'Apple GPU', 450, { gpuCores: 6, neuralEngineCores: 16 }],
  [snapdragon8, 'snapdragon-8-elite-gen-5', 'Qualcomm Snapdragon 8 Elite Gen 5', 8, 8, 3.62, 4.6, null, null, 3, 'Adreno 840', 430],
  [dimensityFlagship, 'dimensity-9500', 'MediaTek Dimensity 9500', 8, 8, 2.7, 4.21, null, null, 3, 'Mali-G1-Ultra MC12', 400],
  [appleA, 'apple-a19', 'Apple A19', 6, 6, 2.6, 4.26, null, null, 3, 'Apple GPU', 380, { gpuCores: 5, neuralEngineCores: 16 }],
  [appleA, 'apple-a18-pro', 'Apple A18 Pro', 6, 6, 2.42, 4.05, null, null, 3, 'Apple GPU', 380, { gpuCores: 6, neuralEngineCores: 16 }],
  [snapdragon8, 'snapdragon-8-elite-for-galaxy', 'Qualcomm Snapdragon 8 Elite for Galaxy', 8, 8, 3.53, 4.47, null, null, 3, 'Adreno 830', 380],
  [snapdragon8, 'snapdragon-8-elite', 'Qualcomm Snapdragon 8 Elite', 8, 8, 3.53, 4.32, null, null, 3, 'Adreno 830', 370],
  [dimensityFlagship, 'dimensity-9400-plus', 'MediaTek Dimensity 9400+', 8, 8, 2.4, 3.73, null, null, 3, 'Immortalis-G925 MC12', 350],
  [dimensityFlagship, 'dimensity-9400', 'MediaTek Dimensity 9400', 8, 8, 2.4, 3.63, null, null, 3, 'Immortalis-G925 MC12', 340],
  [appleA, 'apple-a18', 'Apple A18', 6, 6, 2.42, 4.04, null, null, 3, 'Apple GPU', 330, { gpuCores: 5, neuralEngineCores: 16 }],
  [appleM, 'apple-m5-ipad', 'Apple M5 (iPad)', 10, 10, 3.0, 4.61, null, null, 3, 'Apple GPU', 500, { gpuCores: 10, neuralEngineCores: 16 }],
  [appleM, 'apple-m4-ipad', 'Apple M4 (iPad)', 10, 10, 2.85, 4.4, null, null, 3, 'Apple GPU', 450, { gpuCores: 10, neuralEngineCores: 16 }],
  [exynos, 'exynos-2500', 'Samsung Exynos 2500', 10, 10, 1.8, 3.3, null, null, 3, 'Xclipse 950', 320],
  [snapdragon8, 'snapdragon-8-gen-3-for-galaxy', 'Qualcomm Snapdragon 8 Gen 3 for Galaxy', 8, 8, 2.27, 3.39, 12, null, 4, 'Adreno 750', 300],
  [snapdragon8, 'snapdragon-8-gen-3', 'Qualcomm Snapdragon 8 Gen 3', 8, 8, 2.27, 3.3, 12, null, 4, 'Adreno 750', 290],
  [dimensityFlagship, 'dimensity-9300-plus', 'MediaTek Dimensity 9300+', 8, 8, 2.0, 3.4, null, null, 4, 'Immortalis-G720 MC12', 280],
  [appleM, 'apple-m3-ipad', 'Apple M3 (iPad)', 8, 8, 2.75, 4.05, null, null, 3, 'Apple GPU', 380, { gpuCores: 9, neuralEngineCores: 16 }],
  [tensor, 'google-tensor-g5', 'Google Tensor G5', 8, 8, 2.25, 3.78, null, null, 3, 'PowerVR DXT-48-1536', 280],
  [dimensityFlagship, 'dimensity-9300', 'MediaTek Dimensity 9300', 8, 8, 2.0, 3.25, null, null, 4, 'Immortalis-G720 MC12', 270],
  [appleA5, 'apple-a17-pro', 'Apple A17 Pro', 6, 6, 2.11, 3.78, null, null, 3, 'Apple GPU', 280, { gpuCores: 6, neuralEngineCores: 16 }],
  [exynos, 'exynos-2400', 'Samsung Exynos 2400', 10, 10, 1.95, 3.2, null, null, 4, 'Xclipse 940', 260],
  [snapdragon8, 'snapdragon-8s-gen-4', 'Qualcomm Snapdragon 8s Gen 4', 8, 8, 2.0, 3.21, null, null, 4, 'Adreno 825', 250],
  [dimensityUpper, 'dimensity-8450', 'MediaTek Dimensity 8450', 8, 8, 2.1, 3.25, null, null, 4, 'Mali-G720 MC7', 230],
  [dimensityUpper, 'dimensity-8400', 'MediaTek Dimensity 8400', 8, 8, 2.1, 3.25, null, null, 4, 'Mali-G720 MC7', 220],
  [appleM, 'apple-m2-ipad', 'Apple M2 (iPad)', 8, 8, 2.42, 3.49, null, null, 5, 'Apple GPU', 320, { gpuCores: 10, neuralEngineCores: 16 }],
  [snapdragon8, 'snapdragon-8-gen-2', 'Qualcomm Snapdragon 8 Gen 2', 8, 8, 2.0, 3.19, 8, null, 4, 'Adreno 740', 230],
  [dimensityFlagship, 'dimensity-9200-plus', 'MediaTek Dimensity 9200+', 8, 8, 2.0, 3.35, null, null, 4, 'Immortalis-G715 MC11', 220],
  [snapdragon8, 'snapdragon-8s-gen-3', 'Qualcomm Snapdragon 8s Gen 3', 8, 8, 2.0, 3.0, null, null, 4, 'Adreno 735', 210],
  [appleA5, 'apple-a16-bionic', 'Apple A16 Bionic', 6, 6, 2.02, 3.46, null, null, 4, 'Apple GPU', 220, { gpuCores: 5, neuralEngineCores: 16 }],
  [tensor, 'google-tensor-g4', 'Google Tensor G4', 8, 8, 1.92, 3.1, null, null, 4, 'Mali-G715 MC7', 220],
  [dimensityFlagship, 'dimensity-9200', 'MediaTek Dimensity 9200', 8, 8, 1.8, 3.05, null, null, 4, 'Immortalis-G715 MC11', 200],
  [snapdragon7, 'snapdragon-7-plus-gen-3', 'Qualcomm Snapdragon 7+ Gen 3', 8, 8, 1.9, 2.8, null, null, 4, 'Adreno 732', 190],
  [snapdragon8Lp5, 'snapdragon-8-plus-gen-1', 'Qualcomm Snapdragon 8+ Gen 1', 8, 8, 2.0, 3.2, 6, null, 4, 'Adreno 730', 190],
  [dimensityUpper, 'dimensity-8350', 'MediaTek Dimensity 8350', 8, 8, 2.2, 3.35, null, null, 4, 'Mali-G615 MC6', 180],
  [dimensityUpper, 'dimensity-8300', 'MediaTek Dimensity 8300', 8, 8, 2.2, 3.35, null, null, 4, 'Mali-G615 MC6', 175],
  [tensor, 'google-tensor-g3', 'Google Tensor G3', 9, 9, 1.7, 2.91, null, null, 4, 'Mali-G715 MC10', 180],
  [dimensityFlagship, 'dimensity-9000-plus', 'MediaTek Dimensity 9000+', 8, 8, 1.8, 3.2, 8, null, 4, 'Mali-G710 MC10', 170],
  [dimensityFlagship, 'dimensity-9000', 'MediaTek Dimensity 9000', 8, 8, 1.8, 3.05, 8, null, 4, 'Mali-G710 MC10', 160],
  [appleAOlder, 'apple-a15-bionic', 'Apple A15 Bionic', 6, 6, 2.02, 3.23, null, null, 5, 'Apple GPU', 170, { gpuCores: 5, neuralEngineCores: 16 }],
  [snapdragon8Lp5, 'snapdragon-8-gen-1', 'Qualcomm Snapdragon 8 Gen 1', 8, 8, 1.8, 3.0, 6, null, 4, 'Adreno 730', 160],
  [exynosLp5, 'exynos-2200', 'Samsung Exynos 2200', 8, 8, 1.82, 2.8, null, null, 4, 'Xclipse 920', 150],
  [snapdragon7, 'snapdragon-7-gen-4', 'Qualcomm Snapdragon 7 Gen 4', 8, 8, 1.8, 2.8, null, null, 4, 'Adreno 722', 150],
  [appleM, 'apple-m1-ipad', 'Apple M1 (iPad)', 8, 8, 2.06, 3.2, null, null, 5, 'Apple GPU', 250, { gpuCores: 8, neuralEngineCores: 16 }],
  [dimensityUpperLp4, 'dimensity-8200', 'MediaTek Dimensity 8200', 8, 8, 2.0, 3.1, null, null, 4, 'Mali-G610 MC6', 150, { memoryKinds: ['LPDDR5'] }],
  [tensorLp5, 'google-tensor-g2', 'Google Tensor G2', 8, 8, 1.8, 2.85, null, null, 5, 'Mali-G710 MP7', 150],
  [snapdragon7Lp5, 'snapdragon-7-plus-gen-2', 'Qualcomm Snapdragon 7+ Gen 2', 8, 8, 1.8, 2.91, null, null, 4, 'Adreno 725', 150, { memoryKinds: ['LPDDR5'] }],
  [snapdragon8Lp5, 'snapdragon-888-plus', 'Qualcomm Snapdragon 888+', 8, 8, 1.8, 3.0, 4, null, 5, 'Adreno 660', 140],
  [snapdragon8Lp5, 'snapdragon-888', 'Qualcomm Snapdragon 888', 8, 8, 1.8, 2.84, 4, null, 5, 'Adreno 660', 135],
  [dimensityUpperLp4, 'dimensity-8100', 'MediaTek Dimensity 8100', 8, 8, 2.0, 2.85, null, null, 5, 'Mali-G610 MC6', 130, { memoryKinds: ['LPDDR5'] }],
  [exynosLp5, 'exynos-2100', 'Samsung Exynos 2100', 8, 8, 2.2, 2.9, null, null, 5, 'Mali-G78 MP14', 130],
  [tensorLp5, 'google-tensor', 'Google Tensor', 8, 8, 1.8, 2.8, null, null, 5, 'Mali-G78 MP20', 130],
  [exynosMid, 'exynos-1580', 'Samsung Exynos 1580', 8, 8, 1.95, 2.9, null, null, 4, 'Xclipse 540', 125],
  [appleAOlder, 'apple-a14-bionic', 'Apple A14 Bionic', 6, 6, 1.82, 3.0, null, null, 5, 'Apple GPU', 130, { gpuCores: 4, neuralEngineCores: 16 }],
  [snapdragon8Lp4, 'snapdragon-870', 'Qualcomm Snapdragon 870', 8, 8, 1.8, 3.2, 4, null, 7, 'Adreno 650', 125],
  [kirin, 'kirin-9000', 'HiSilicon Kirin 9000', 8, 8, 2.05, 3.13, null, null, 5, 'Mali-G78 MP24', 125, { memoryKinds: ['LPDDR5', 'LPDDR4X'] }],
  [snapdragon7, 'snapdragon-7s-gen-3', 'Qualcomm Snapdragon 7s Gen 3', 8, 8, 1.8, 2.5, null, null, 4, 'Adreno 710', 120, { memoryKinds: ['LPDDR5', 'LPDDR4X'] }],
  [snapdragon7Lp5, 'snapdragon-7-gen-3', 'Qualcomm Snapdragon 7 Gen 3', 8, 8, 1.8, 2.63, null, null, 4, 'Adreno 720', 120, { memoryKinds: ['LPDDR5'] }],
  [snapdragon8Lp4, 'snapdragon-865-plus', 'Qualcomm Snapdragon 865+', 8, 8, 1.8, 3.1, 4, null, 7, 'Adreno 650', 115],
  [snapdragon8Lp4, 'snapdragon-865', 'Qualcomm Snapdragon 865', 8, 8, 1.8, 2.84, 4, null, 7, 'Adreno 650', 110],
  [dimensityUpperLp4, 'dimensity-8050', 'MediaTek Dimensity 8050', 8, 8, 2.0, 3.0, null, null, 6, 'Mali-G77 MC9', 110],
  [dimensityUpperLp4, 'dimensity-1300', 'MediaTek Dimensity 1300', 8, 8, 2.0, 3.0, null, null, 6, 'Mali-G77 MC9', 105],
  [dimensityUpperLp4, 'dimensity-1200', 'MediaTek Dimensity 1200', 8, 8, 2.0, 3.0, null, null, 6, 'Mali-G77 MC9', 100],
  [dimensityUpperLp4, 'dimensity-8020', 'MediaTek Dimensity 8020', 8, 8, 2.0, 2.6, null, null, 6, 'Mali-G77 MC9', 100],
  [dimensityUpperLp4, 'dimensity-1100', 'MediaTek Dimensity 1100', 8, 8, 2.0, 2.6, null, null, 6, 'Mali-G77 MC9', 95],
  [exynosLp5, 'exynos-990', 'Samsung Exynos 990', 8, 8, 2.0, 2.73, null, null, 7, 'Mali-G77 MP11', 95, { memoryKinds: ['LPDDR5', 'LPDDR4X'] }],
  [kirin, 'kirin-9000s', 'HiSilicon Kirin 9000S', 8, 12, 1.53, 2.62, null, null, 7, 'Maleoon 910', 110],
  [kirinLp4, 'kirin-990-5g', 'HiSilicon Kirin 990 5G', 8, 8, 1.95, 2.86, null, null, 7, 'Mali-G76 MP16', 90],
  [snapdragon8Older, 'snapdragon-860', 'Qualcomm Snapdragon 860', 8, 8, 1.8, 2.96, 2, null, 7, 'Adreno 640', 90],
  [snapdragon8Older, 'snapdragon-855-plus', 'Qualcomm Snapdragon 855+', 8, 8, 1.8, 2.96, 2, null, 7, 'Adreno 640', 90],
  [snapdragon8Older, 'snapdragon-855', 'Qualcomm Snapdragon 855', 8, 8, 1.78, 2.84, 2, null, 7, 'Adreno 640', 85],
  [appleAOlder, 'apple-a13-bionic', 'Apple A13 Bionic', 6, 6, 1.73, 2.65, null, null, 7, 'Apple GPU', 90, { gpuCores: 4, neuralEngineCores: 8 }],
  [dimensityMid, 'dimensity-7400', 'MediaTek Dimensity 7400', 8, 8, 2.0, 2.6, null, null, 4, 'Mali-G615 MC2', 90],
  [exynosMid, 'exynos-1480', 'Samsung Exynos 1480', 8, 8, 2.0, 2.75, null, null, 4, 'Xclipse 530', 90],
  [dimensityMid, 'dimensity-7300', 'MediaTek Dimensity 7300', 8, 8, 2.0, 2.5, null, null, 4, 'Mali-G615 MC2', 85],
  [snapdragon7Lp5, 'snapdragon-7-gen-1', 'Qualcomm Snapdragon 7 Gen 1', 8, 8, 1.8, 2.4, null, null, 4, 'Adreno 662', 85, { memoryKinds: ['LPDDR5'] }],
  [snapdragon6, 'snapdragon-6-gen-4', 'Qualcomm Snapdragon 6 Gen 4', 8, 8, 1.8, 2.3, null, null, 4, 'Adreno 810', 85],
  [dimensityMid, 'dimensity-7200', 'MediaTek Dimensity 7200', 8, 8, 2.0, 2.8, null, null, 4, 'Mali-G610 MC4', 85, { memoryKinds: ['LPDDR5'] }],
  [snapdragon7Lp5, 'snapdragon-782g', 'Qualcomm Snapdragon 782G', 8, 8, 1.9, 2.7, null, null, 6, 'Adreno 642L', 80],
  [snapdragon7Lp5, 'snapdragon-778g-plus', 'Qualcomm Snapdragon 778G+', 8, 8, 1.9, 2.5, null, null, 6, 'Adreno 642L', 80],
  [snapdragon7Lp5, 'snapdragon-778g', 'Qualcomm Snapdragon 778G', 8, 8, 1.9, 2.4, null, null, 6, 'Adreno 642L', 75],
  [snapdragon7Lp5, 'snapdragon-780g', 'Qualcomm Snapdragon 780G', 8, 8, 1.9, 2.4, null, null, 5, 'Adreno 642', 75],
  [snapdragon8Older, 'snapdragon-845', 'Qualcomm Snapdragon 845', 8, 8, 1.77, 2.8, 2, null, 10, 'Adreno 630', 70],
  [appleAOlder, 'apple-a12-bionic', 'Apple A12 Bionic', 6, 6, 1.59, 2.49, null, null, 7, 'Apple GPU', 70, { gpuCores: 4, neuralEngineCores: 8 }],
  [exynosMid, 'exynos-1380', 'Samsung Exynos 1380', 8, 8, 2.0, 2.4, null, null, 5, 'Mali-G68 MP5', 70],
  [dimensityMid, 'dimensity-7050', 'MediaTek Dimensity 7050', 8, 8, 2.0, 2.6, null, null, 6, 'Mali-G68 MC4', 70],
  [dimensityMidLp4, 'dimensity-1080', 'MediaTek Dimensity 1080', 8, 8, 2.0, 2.6, null, null, 6, 'Mali-G68 MC4', 65],
  [snapdragon6, 'snapdragon-7s-gen-2', 'Qualcomm Snapdragon 7s Gen 2', 8, 8, 1.95, 2.4, null, null, 4, 'Adreno 710', 65, { source: 'https://www.qualcomm.com/snapdragon/products/smartphones/7-series' }],
  [snapdragon6, 'snapdragon-6-gen-3', 'Qualcomm Snapdragon 6 Gen 3', 8, 8, 1.8, 2.4, null, null, 4, 'Adreno 710', 60],
  [dimensityMid, 'dimensity-920', 'MediaTek Dimensity 920', 8, 8, 2.0, 2.5, null, null, 6, 'Mali-G68 MC4', 60],
  [dimensityMid, 'dimensity-900', 'MediaTek Dimensity 900', 8, 8, 2.0, 2.4, null, null, 6, 'Mali-G68 MC4', 55],
  [snapdragon6, 'snapdragon-6-gen-1', 'Qualcomm Snapdragon 6 Gen 1', 8, 8, 1.8, 2.2, null, null, 4, 'Adreno 710', 55],
  [exynosMid, 'exynos-1330', 'Samsung Exynos 1330', 8, 8, 2.0, 2.4, null, null, 5, 'Mali-G68 MP2', 50],
  [exynosMidLp4, 'exynos-1280', 'Samsung Exynos 1280', 8, 8, 2.0, 2.4, null, null, 5, 'Mali-G68 MP4', 50],
  [dimensityMidLp4, 'dimensity-7025', 'MediaTek Dimensity 7025', 8, 8, 2.0, 2.5, null, null, 6, 'IMG BXM-8-256', 50],
  [dimensityMidLp4, 'dimensity-930', 'MediaTek Dimensity 930', 8, 8, 2.0, 2.2, null, null, 6, 'IMG BXM-8-256', 45, { memoryKinds: ['LPDDR5', 'LPDDR4X'] }],
  [snapdragon7Lp4, 'snapdragon-765g', 'Qualcomm Snapdragon 765G', 8, 8, 1.8, 2.4, null, null, 7, 'Adreno 620', 45],
  [exynosMidLp4, 'exynos-9825', 'Samsung Exynos 9825', 8, 8, 1.95, 2.73, null, null, 7, 'Mali-G76 MP12', 45],
  [snapdragon7Lp4, 'snapdragon-750g', 'Qualcomm Snapdragon 750G', 8, 8, 1.8, 2.2, null, null, 8, 'Adreno 619', 40],
  [dimensityMid, 'dimensity-6300', 'MediaTek Dimensity 6300', 8, 8, 2.0, 2.4, null, null, 6, 'Mali-G57 MC2', 40, { memoryKinds: ['LPDDR4X'] }],
  [dimensityMidLp4, 'dimensity-6100-plus', 'MediaTek Dimensity 6100+', 8, 8, 2.0, 2.2, null, null, 6, 'Mali-G57 MC2', 35],
  [dimensityMidLp4, 'dimensity-6080', 'MediaTek Dimensity 6080', 8, 8, 2.0, 2.4, null, null, 6, 'Mali-G57 MC2', 35],
  [dimensityMidLp4, 'dimensity-6020', 'MediaTek Dimensity 6020', 8, 8, 2.0, 2.2, null, null, 7, 'Mali-G57 MC2', 30],
  [dimensityMidLp4, 'dimensity-810', 'MediaTek Dimensity 810', 8, 8, 2.0, 2.4, null, null, 6, 'Mali-G57 MC2', 35],
  [dimensityMidLp4, 'dimensity-800u', 'MediaTek Dimensity 800U', 8, 8, 2.0, 2.4, null, null, 7, 'Mali-G57 MC3', 35],
  [snapdragon7Lp4, 'snapdragon-732g', 'Qualcomm Snapdragon 732G', 8, 8, 1.8, 2.3, null, null, 8, 'Adreno 618', 35],
  [snapdragon7Lp4, 'snapdragon-730g', 'Qualcomm Snapdragon 730G', 8, 8, 1.8, 2.2, null, null, 8, 'Adreno 618', 30],
  [snapdragon7Lp4, 'snapdragon-720g', 'Qualcomm Snapdragon 720G', 8, 8, 1.8, 2.3, null, null, 8, 'Adreno 618', 30],
  [dimensityMidLp4, 'dimensity-720', 'MediaTek Dimensity 720', 8, 8, 2.0, 2.0, null, null, 7, 'Mali-G57 MC3', 30],
  [dimensityMidLp4, 'dimensity-700', 'MediaTek Dimensity 700', 8, 8, 2.0, 2.2, null, null, 7, 'Mali-G57 MC2', 30],
  [snapdragon6Lp4, 'snapdragon-695', 'Qualcomm Snapdragon 695', 8, 8, 1.7, 2.2, null, null, 6, 'Adreno 619', 30],
  [snapdragon6Lp4, 'snapdragon-6s-gen-3', 'Qualcomm Snapdragon 6s Gen 3', 8, 8, 2.0, 2.3, null, null, 6, 'Adreno 619', 30],
  [snapdragon4Lp5, 'snapdragon-4-gen-2', 'Qualcomm Snapdragon 4 Gen 2', 8, 8, 2.0, 2.2, null, null, 4, 'Adreno 613', 25],
  [helio, 'helio-g100', 'MediaTek Helio G100', 8, 8, 2.0, 2.2, null, null, 6, 'Mali-G57 MC2', 25],
  [helio, 'helio-g99', 'MediaTek Helio G99', 8, 8, 2.0, 2.2, null, null, 6, 'Mali-G57 MC2', 25],
  [snapdragon6Lp4, 'snapdragon-690', 'Qualcomm Snapdragon 690', 8, 8, 1.7, 2.0, null, null, 8, 'Adreno 619L', 25],
  [unisoc, 'unisoc-t820', 'Unisoc T820', 8, 8, 2.1, 2.7, null, null, 6, 'Mali-G57 MC4', 25],
  [snapdragon4, 'snapdragon-4-gen-1', 'Qualcomm Snapdragon 4 Gen 1', 8, 8, 1.8, 2.0, null, null, 6, 'Adreno 619', 20],
  [snapdragon4, 'snapdragon-4s-gen-2', 'Qualcomm Snapdragon 4s Gen 2', 8, 8, 1.8, 2.0, null, null, 4, 'Adreno 611', 20],
  [snapdragon4, 'snapdragon-480-plus', 'Qualcomm Snapdragon 480+', 8, 8, 1.9, 2.2, null, null, 8, 'Adreno 619', 20],
  [snapdragon4, 'snapdragon-480', 'Qualcomm Snapdragon 480', 8, 8, 1.8, 2.0, null, null, 8, 'Adreno 619', 20],
  [unisoc, 'unisoc-t760', 'Unisoc T760', 8, 8, 2.0, 2.2, null, null, 6, 'Mali-G57 MC4', 20],
  [helio, 'helio-g96', 'MediaTek Helio G96', 8, 8, 2.0, 2.05, null, null, 12, 'Mali-G57 MC2', 20],
  [helio, 'helio-g95', 'MediaTek Helio G95', 8, 8, 2.0, 2.05, null, null, 12, 'Mali-G76 MC4', 20],
  [helio, 'helio-g90t', 'MediaTek Helio G90T', 8, 8, 2.0, 2.05, null, null, 12, 'Mali-G76 MC4', 20],
  [snapdragon7Lp4, 'snapdragon-712', 'Qualcomm Snapdragon 712', 8, 8, 1.7, 2.3, null, null, 10, 'Adreno 616', 20],
  [snapdragon7Lp4, 'snapdragon-710', 'Qualcomm Snapdragon 710', 8, 8, 1.7, 2.2, null, null, 10, 'Adreno 616', 15],
  [snapdragon6Lp4, 'snapdragon-685', 'Qualcomm Snapdragon 685', 8, 8, 1.9, 2.8, null, null, 6, 'Adreno 610', 15],
  [snapdragon6Lp4, 'snapdragon-680', 'Qualcomm Snapdragon 680', 8, 8, 1.9, 2.4, null, null, 6, 'Adreno 610', 15],
  [snapdragon6Lp4, 'snapdragon-675', 'Qualcomm Snapdragon 675', 8, 8, 1.7, 2.0, null, null, 11, 'Adreno 612', 15],
  [snapdragon8Older, 'snapdragon-835', 'Qualcomm Snapdragon 835', 8, 8, 1.9, 2.45, 2, null, 10, 'Adreno 540', 15],
  [exynosMidLp4, 'exynos-9810', 'Samsung Exynos 9810', 8, 8, 1.79, 2.7, null, null, 10, 'Mali-G72 MP18', 15],
  [helio, 'helio-g88', 'MediaTek Helio G88', 8, 8, 1.8, 2.0, null, null, 12, 'Mali-G52 MC2', 15],
  [helio, 'helio-g85', 'MediaTek Helio G85', 8, 8, 1.8, 2.0, null, null, 12, 'Mali-G52 MC2', 15],
  [helio, 'helio-g80', 'MediaTek Helio G80', 8, 8, 1.8, 2.0, null, null, 12, 'Mali-G52 MC2', 10],
  [helio, 'helio-g81', 'MediaTek Helio G81', 8, 8, 1.7, 2.0, null, null, 12, 'Mali-G52 MC2', 10],
  [helio, 'helio-g70', 'MediaTek Helio G70', 8, 8, 1.7, 2.0, null, null, 12, 'Mali-G52 MC2', 10],
  [helio, 'helio-p95', 'MediaTek Helio P95', 8, 8, 2.0, 2.2, null, null, 12, 'PowerVR GM9446', 10],
  [unisoc, 'unisoc-t616', 'Unisoc T616', 8, 8, 1.8, 2.0, null, null, 12, 'Mali-G57 MP1', 10],
  [unisoc, 'unisoc-t612', 'Unisoc T612', 8, 8, 1.8, 1.8, null, null, 12, 'Mali-G57 MP1', 10],
  [unisoc, 'unisoc-t610', 'Unisoc T610', 8, 8, 1.8, 1.8, null, null, 12, 'Mali-G52 MP2', 10],
  [unisoc, 'unisoc-t700', 'Unisoc T700', 8, 8, 1.8, 1.8, null, null, 12, 'Mali-G52 MP2', 10],
  [snapdragon6Lp4, 'snapdragon-665', 'Qualcomm Snapdragon 665', 8, 8, 1.8, 2.0, null, null, 11, 'Adreno 610', 10],
  [snapdragon6Lp4, 'snapdragon-662', 'Qualcomm Snapdragon 662', 8, 8, 1.8, 2.0, null, null, 11, 'Adreno 610', 10],
  [snapdragon6Lp4, 'snapdragon-660', 'Qualcomm Snapdragon 660', 8, 8, 1.8, 2.2, 1, null, 14, 'Adreno 512', 10],
  [exynosMidLp4, 'exynos-9611', 'Samsung Exynos 9611', 8, 8, 1.7, 2.3, null, null, 10, 'Mali-G72 MP3', 10],
  [helio, 'helio-p70', 'MediaTek Helio P70', 8, 8, 2.0, 2.1, null, null, 12, 'Mali-G72 MP3', 5],
  [helio, 'helio-p60', 'MediaTek Helio P60', 8, 8, 2.0, 2.0, null, null, 12, 'Mali-G72 MP3', 5],
  [unisoc, 'unisoc-t606', 'Unisoc T606', 8, 8, 1.6, 1.6, null, null, 12, 'Mali-G57 MP1', 5],
  [kirinLp4, 'kirin-710', 'HiSilicon Kirin 710', 8, 8, 1.7, 2.2, null, null, 12, 'Mali-G51 MP4', 5],
  [snapdragon4, 'snapdragon-460', 'Qualcomm Snapdragon 460', 8, 8, 1.6, 1.8, null, null, 11, 'Adreno 610', 5],
  [snapdragon6Lp4, 'snapdragon-636', 'Qualcomm Snapdragon 636', 8, 8, 1.6, 1.8, 1, null, 14, 'Adreno 509', 5],
  [exynosMidLp4, 'exynos-850', 'Samsung Exynos 850', 8, 8, 2.0, 2.0, null, null, 8, 'Mali-G52 MP1', 5],
  [helio, 'helio-g37', 'MediaTek Helio G37', 8, 8, 1.8, 2.3, null, null, 12, 'PowerVR GE8320', 0],
  [helio, 'helio-g36', 'MediaTek Helio G36', 8, 8, 1.6, 2.2, null, null, 12, 'PowerVR GE8320', 0],
  [helio, 'helio-g35', 'MediaTek Helio G35', 8, 8, 1.8, 2.3, null, null, 12, 'PowerVR GE8320', 0],
  [helio, 'helio-p35', 'MediaTek Helio P35', 8, 8, 1.8, 2.3, null, null, 12, 'PowerVR GE8320', 0],
  [snapdragon4, 'snapdragon-450', 'Qualcomm Snapdragon 450', 8, 8, 1.8, 1.8, null, null, 14, 'Adreno 506', 0],
  [exynosMidLp4, 'exynos-7904', 'Samsung Exynos 7904', 8, 8, 1.6, 1.8, null, null, 14, 'Mali-G71 MP2', 0],
  [snapdragon4, 'snapdragon-439', 'Qualcomm Snapdragon 439', 8, 8, 1.45, 1.95, null, null, 12, 'Adreno 505', 0],
  [helio, 'helio-p22', 'MediaTek Helio P22', 8, 8, 2.0, 2.0, null, null, 12, 'PowerVR GE8320', 0],
  [unisoc, 'unisoc-sc9863a', 'Unisoc SC9863A', 8, 8, 1.2, 1.6, null, null, 28, 'PowerVR IMG8322', 0],
  [helio, 'helio-a22', 'MediaTek Helio A22', 4, 4, 2.0, 2.0, null, null, 12, 'PowerVR GE8320', 0],
]);
