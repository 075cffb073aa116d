import { spanishDecimal } from './build';
import type { DeviceType, LocalizedText } from './groups';
import type { Storage } from './schemas';

/**
 * Storage options. Speeds are typical sequential figures for the class (MB/s), not one
 * drive's: what a buyer can expect from any good drive of that kind.
 */

type Technology = Storage['technology'];
type StorageRow = [
  capacityGB: number,
  technology: Technology,
  readMBs: number,
  writeMBs: number,
  deviceTypes: DeviceType[],
  priceIncrement: number,
];

const mobile: DeviceType[] = ['mobile', 'tablet'];
const computer: DeviceType[] = ['laptop', 'desktop'];

const ABOUT: Record<Technology, LocalizedText> = {
  eMMC: {
    es: 'Memoria eMMC soldada, suficiente para equipos de entrada',
    en: 'Soldered eMMC storage, enough for entry-level devices',
  },
  'UFS 2.2': { es: 'Almacenamiento UFS 2.2 de gama de entrada', en: 'Entry-level UFS 2.2 storage' },
  'UFS 3.1': {
    es: 'Almacenamiento UFS 3.1, rápido para apps y fotos',
    en: 'UFS 3.1 storage, quick for apps and photos',
  },
  'UFS 4.0': {
    es: 'Almacenamiento UFS 4.0, el más rápido de los teléfonos actuales',
    en: "UFS 4.0 storage, the fastest in today's phones",
  },
  microSD: {
    es: 'Tarjeta microSD UHS-I (A2, V30) para ampliar el espacio',
    en: 'UHS-I microSD card (A2, V30) to add space',
  },
  'NVMe PCIe 3.0': { es: 'SSD NVMe PCIe 3.0 M.2', en: 'NVMe PCIe 3.0 M.2 SSD' },
  'NVMe PCIe 4.0': {
    es: 'SSD NVMe PCIe 4.0 M.2, arranques y cargas casi instantáneos',
    en: 'NVMe PCIe 4.0 M.2 SSD: near-instant boots and loads',
  },
  'NVMe PCIe 5.0': {
    es: 'SSD NVMe PCIe 5.0 M.2, para mover archivos enormes',
    en: 'NVMe PCIe 5.0 M.2 SSD, for moving huge files',
  },
  'SATA SSD': {
    es: 'SSD SATA de 2,5", mucho más rápido que un disco duro',
    en: '2.5" SATA SSD, far quicker than a hard drive',
  },
  HDD: {
    es: 'Disco duro de 3,5" a 7200 rpm, mucho espacio a bajo costo',
    en: '3.5" 7200 rpm hard drive: plenty of space for little money',
  },
};

const ID_PART: Record<Technology, string> = {
  eMMC: 'emmc',
  'UFS 2.2': 'ufs-2-2',
  'UFS 3.1': 'ufs-3-1',
  'UFS 4.0': 'ufs-4-0',
  microSD: 'microsd',
  'NVMe PCIe 3.0': 'nvme-pcie3',
  'NVMe PCIe 4.0': 'nvme-pcie4',
  'NVMe PCIe 5.0': 'nvme-pcie5',
  'SATA SSD': 'sata-ssd',
  HDD: 'hdd',
};

const size = (capacityGB: number) => (capacityGB >= 1000 ? `${capacityGB / 1000} TB` : `${capacityGB} GB`);

// prettier-ignore
const rows: StorageRow[] = [
  [1000, 'UFS 4.0', 4200, 2800, mobile, 350],
  [512, 'UFS 4.0', 4200, 2800, mobile, 200],
  [256, 'UFS 4.0', 4200, 2800, mobile, 100],
  [128, 'UFS 4.0', 4200, 1800, mobile, 0],
  [512, 'UFS 3.1', 2100, 1200, mobile, 150],
  [256, 'UFS 3.1', 2100, 1200, mobile, 70],
  [128, 'UFS 3.1', 2100, 1000, mobile, 0],
  [256, 'UFS 2.2', 1000, 500, mobile, 40],
  [128, 'UFS 2.2', 1000, 500, mobile, 20],
  [64, 'UFS 2.2', 1000, 250, mobile, 0],
  [128, 'eMMC', 300, 150, [...mobile, 'laptop'], 20],
  [64, 'eMMC', 300, 120, [...mobile, 'laptop'], 0],
  [32, 'eMMC', 250, 100, mobile, 0],
  [1000, 'microSD', 160, 90, [...mobile, 'laptop'], 110],
  [512, 'microSD', 160, 90, [...mobile, 'laptop'], 50],
  [256, 'microSD', 160, 90, [...mobile, 'laptop'], 25],
  [128, 'microSD', 160, 90, [...mobile, 'laptop'], 15],
  [64, 'microSD', 140, 60, [...mobile, 'laptop'], 10],
  [4000, 'NVMe PCIe 5.0', 14000, 12000, computer, 600],
  [2000, 'NVMe PCIe 5.0', 14000, 12000, computer, 300],
  [1000, 'NVMe PCIe 5.0', 12000, 10000, computer, 170],
  [4000, 'NVMe PCIe 4.0', 7400, 6800, computer, 320],
  [2000, 'NVMe PCIe 4.0', 7400, 6800, computer, 160],
  [1000, 'NVMe PCIe 4.0', 7000, 6000, computer, 80],
  [512, 'NVMe PCIe 4.0', 6800, 4900, computer, 30],
  [256, 'NVMe PCIe 4.0', 5000, 2500, computer, 0],
  [1000, 'NVMe PCIe 3.0', 3500, 3000, computer, 60],
  [512, 'NVMe PCIe 3.0', 3500, 2300, computer, 20],
  [256, 'NVMe PCIe 3.0', 3000, 1300, computer, 0],
  [4000, 'SATA SSD', 560, 530, computer, 280],
  [2000, 'SATA SSD', 560, 530, computer, 130],
  [1000, 'SATA SSD', 560, 520, computer, 60],
  [512, 'SATA SSD', 550, 500, computer, 30],
  [8000, 'HDD', 250, 250, ['desktop'], 170],
  [4000, 'HDD', 200, 200, ['desktop'], 100],
  [2000, 'HDD', 200, 200, ['desktop'], 60],
  [1000, 'HDD', 180, 180, ['desktop'], 40],
];

export const STORAGE: Storage[] = rows.map(
  ([capacityGB, technology, readMBs, writeMBs, deviceTypes, priceIncrement]) => ({
    group: 'storage',
    id: `${ID_PART[technology]}-${capacityGB >= 1000 ? `${capacityGB / 1000}tb` : `${capacityGB}gb`}`,
    name: `${size(capacityGB)} ${technology}`,
    capacityGB,
    technology,
    readMBs,
    writeMBs,
    deviceTypes,
    description: {
      es: `${ABOUT[technology].es}. ${spanishDecimal(size(capacityGB))}, lectura hasta ${readMBs} MB/s y escritura hasta ${writeMBs} MB/s.`,
      en: `${ABOUT[technology].en}. ${size(capacityGB)}, reads up to ${readMBs} MB/s and writes up to ${writeMBs} MB/s.`,
    },
    priceIncrement,
  }),
);
