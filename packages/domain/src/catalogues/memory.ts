import type { DeviceType, LocalizedText } from './groups';
import type { MemoryKind, Ram } from './schemas';

/**
 * RAM options: phone and tablet memory (soldered LPDDR), laptop memory (SO-DIMM modules or
 * soldered LPDDR), desktop DIMM kits and Apple's unified memory. Ranked by capacity, then
 * speed: more memory matters more than faster memory for what a buyer notices.
 */

type FormFactor = Ram['formFactor'];
type RamRow = [
  id: string,
  capacityGB: number,
  kind: MemoryKind,
  speedMTs: number,
  formFactor: FormFactor,
  modules: number,
  deviceTypes: DeviceType[],
  priceIncrement: number,
  bandwidthGBs?: number,
];

const mobile: DeviceType[] = ['mobile', 'tablet'];
const laptop: DeviceType[] = ['laptop'];
const desktop: DeviceType[] = ['desktop'];
const apple: DeviceType[] = ['laptop', 'desktop', 'tablet'];

const FORM_FACTOR_TEXT: Record<FormFactor, LocalizedText> = {
  DIMM: { es: 'en módulos DIMM de escritorio, ampliable', en: 'on desktop DIMM modules, upgradeable' },
  SODIMM: { es: 'en módulos SO-DIMM de portátil, ampliable', en: 'on laptop SO-DIMM modules, upgradeable' },
  soldered: {
    es: 'soldada a la placa, rápida y eficiente pero sin ampliación',
    en: 'soldered to the board: fast and efficient, but not upgradeable',
  },
  'on-package': {
    es: 'en el encapsulado del chip, compartida por CPU y GPU',
    en: "on the chip's package, shared by CPU and GPU",
  },
};

/** Two modules or more run in dual channel: 8 bytes per transfer per channel. */
function dualChannelBandwidth(speedMTs: number, formFactor: FormFactor, modules: number): number | undefined {
  if (formFactor !== 'DIMM' && formFactor !== 'SODIMM') return undefined;
  return (speedMTs * 8 * Math.min(modules, 2)) / 1000;
}

function ramEntry([
  id,
  capacityGB,
  kind,
  speedMTs,
  formFactor,
  modules,
  deviceTypes,
  priceIncrement,
  bandwidth,
]: RamRow): Omit<Ram, 'ranking'> {
  const kindName = kind === 'unified' ? 'memoria unificada' : kind;
  const kindNameEn = kind === 'unified' ? 'unified memory' : kind;
  const split =
    modules > 1
      ? { es: ` (${modules} × ${capacityGB / modules} GB)`, en: ` (${modules} × ${capacityGB / modules} GB)` }
      : { es: '', en: '' };
  const place = FORM_FACTOR_TEXT[formFactor];
  const bandwidthGBs = bandwidth ?? dualChannelBandwidth(speedMTs, formFactor, modules);
  return {
    group: 'ram',
    id,
    // Unified memory is named in words, so in each language; a module's name is its codes alone.
    ...(kind === 'unified'
      ? { name: `${capacityGB} GB de memoria unificada`, name_en: `${capacityGB} GB Unified Memory` }
      : { name: `${capacityGB} GB ${kind}-${speedMTs}${formFactor === 'SODIMM' ? ' SO-DIMM' : ''}${split.en}` }),
    capacityGB,
    kind,
    speedMTs,
    formFactor,
    modules,
    ...(bandwidthGBs ? { bandwidthGBs } : {}),
    deviceTypes,
    description: {
      es: `${capacityGB} GB de ${kindName} a ${speedMTs} MT/s${split.es}, ${place.es}.`,
      en: `${capacityGB} GB of ${kindNameEn} at ${speedMTs} MT/s${split.en}, ${place.en}.`,
    },
    priceIncrement,
  };
}

// prettier-ignore
const rows: RamRow[] = [
  ['mobile-lpddr5x-24gb', 24, 'LPDDR5X', 9600, 'soldered', 1, mobile, 180],
  ['mobile-lpddr5x-16gb', 16, 'LPDDR5X', 8533, 'soldered', 1, mobile, 120],
  ['mobile-lpddr5x-12gb', 12, 'LPDDR5X', 8533, 'soldered', 1, mobile, 80],
  ['mobile-lpddr5x-8gb', 8, 'LPDDR5X', 8533, 'soldered', 1, mobile, 40],
  ['mobile-lpddr5-12gb', 12, 'LPDDR5', 6400, 'soldered', 1, mobile, 70],
  ['mobile-lpddr5-8gb', 8, 'LPDDR5', 6400, 'soldered', 1, mobile, 35],
  ['mobile-lpddr4x-8gb', 8, 'LPDDR4X', 4266, 'soldered', 1, mobile, 30],
  ['mobile-lpddr4x-6gb', 6, 'LPDDR4X', 4266, 'soldered', 1, mobile, 15],
  ['mobile-lpddr4x-4gb', 4, 'LPDDR4X', 4266, 'soldered', 1, mobile, 0],
  ['laptop-ddr5-5600-sodimm-64gb', 64, 'DDR5', 5600, 'SODIMM', 2, laptop, 260],
  ['laptop-ddr5-5600-sodimm-32gb', 32, 'DDR5', 5600, 'SODIMM', 2, laptop, 120],
  ['laptop-ddr5-5600-sodimm-16gb', 16, 'DDR5', 5600, 'SODIMM', 2, laptop, 50],
  ['laptop-ddr5-5600-sodimm-8gb', 8, 'DDR5', 5600, 'SODIMM', 1, laptop, 0],
  ['laptop-ddr4-3200-sodimm-32gb', 32, 'DDR4', 3200, 'SODIMM', 2, laptop, 90],
  ['laptop-ddr4-3200-sodimm-16gb', 16, 'DDR4', 3200, 'SODIMM', 2, laptop, 40],
  ['laptop-ddr4-3200-sodimm-8gb', 8, 'DDR4', 3200, 'SODIMM', 1, laptop, 0],
  ['laptop-lpddr5x-8533-64gb', 64, 'LPDDR5X', 8533, 'soldered', 1, laptop, 400],
  ['laptop-lpddr5x-8533-32gb', 32, 'LPDDR5X', 8533, 'soldered', 1, laptop, 200],
  ['laptop-lpddr5x-8533-16gb', 16, 'LPDDR5X', 8533, 'soldered', 1, laptop, 0],
  ['laptop-lpddr5x-7500-32gb', 32, 'LPDDR5X', 7500, 'soldered', 1, laptop, 180],
  ['laptop-lpddr5x-7500-16gb', 16, 'LPDDR5X', 7500, 'soldered', 1, laptop, 0],
  ['laptop-lpddr5-6400-16gb', 16, 'LPDDR5', 6400, 'soldered', 1, laptop, 0],
  ['laptop-lpddr5-6400-8gb', 8, 'LPDDR5', 6400, 'soldered', 1, laptop, 0],
  ['laptop-lpddr4x-4266-16gb', 16, 'LPDDR4X', 4266, 'soldered', 1, laptop, 0],
  ['laptop-lpddr4x-4266-8gb', 8, 'LPDDR4X', 4266, 'soldered', 1, laptop, 0],
  ['unified-128gb', 128, 'unified', 8533, 'on-package', 1, apple, 1200, 546],
  ['unified-64gb', 64, 'unified', 8533, 'on-package', 1, apple, 800, 546],
  ['unified-48gb', 48, 'unified', 8533, 'on-package', 1, apple, 600, 273],
  ['unified-36gb', 36, 'unified', 8533, 'on-package', 1, apple, 400, 410],
  ['unified-32gb', 32, 'unified', 7500, 'on-package', 1, apple, 400, 120],
  ['unified-24gb', 24, 'unified', 7500, 'on-package', 1, apple, 200, 120],
  ['unified-16gb', 16, 'unified', 7500, 'on-package', 1, apple, 0, 120],
  ['unified-8gb', 8, 'unified', 6400, 'on-package', 1, apple, 0, 100],
  ['desktop-ddr5-6000-96gb', 96, 'DDR5', 6000, 'DIMM', 2, desktop, 320],
  ['desktop-ddr5-6000-64gb', 64, 'DDR5', 6000, 'DIMM', 2, desktop, 200],
  ['desktop-ddr5-6400-32gb', 32, 'DDR5', 6400, 'DIMM', 2, desktop, 120],
  ['desktop-ddr5-6000-32gb', 32, 'DDR5', 6000, 'DIMM', 2, desktop, 100],
  ['desktop-ddr5-5600-32gb', 32, 'DDR5', 5600, 'DIMM', 2, desktop, 90],
  ['desktop-ddr5-6000-16gb', 16, 'DDR5', 6000, 'DIMM', 2, desktop, 50],
  ['desktop-ddr5-5600-16gb', 16, 'DDR5', 5600, 'DIMM', 2, desktop, 40],
  ['desktop-ddr5-5600-8gb', 8, 'DDR5', 5600, 'DIMM', 1, desktop, 0],
  ['desktop-ddr4-3600-64gb', 64, 'DDR4', 3600, 'DIMM', 2, desktop, 140],
  ['desktop-ddr4-3600-32gb', 32, 'DDR4', 3600, 'DIMM', 2, desktop, 70],
  ['desktop-ddr4-3200-32gb', 32, 'DDR4', 3200, 'DIMM', 2, desktop, 60],
  ['desktop-ddr4-3200-16gb', 16, 'DDR4', 3200, 'DIMM', 2, desktop, 30],
  ['desktop-ddr4-3200-8gb', 8, 'DDR4', 3200, 'DIMM', 1, desktop, 0],
];

/** Every RAM option, ranked: more capacity first, then the faster transfer rate. */
export const RAM: Ram[] = rows
  .map(ramEntry)
  .sort((a, b) => b.capacityGB - a.capacityGB || b.speedMTs - a.speedMTs)
  .map((entry, ranking) => ({ ...entry, ranking }));
