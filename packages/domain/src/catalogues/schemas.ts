import { z } from 'zod';
import { ADDITIONAL_FEATURE_KINDS, DEVICE_TYPES } from './groups';

/**
 * The shape of every catalogue entry, checked by the integrity tests and usable by the
 * configurator. Entries are plain data; these schemas are the one definition of their fields.
 */

const text = z.string().trim().min(1);

/** A text a shopper reads, in both languages; neither may be empty. */
export const localizedTextSchema = z.object({ es: text, en: text });

/** Lower-case words joined by hyphens: stable in URLs, in a product's `features` and in carts. */
export const COMPONENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const httpsUrl = z.url({ protocol: /^https$/ });

const entryBase = z.object({
  id: z.string().regex(COMPONENT_ID),
  name: text,
  /** The English name where it differs from `name`. */
  name_en: text.optional(),
  brand: text.optional(),
  /** The device types the entry fits; `computer` stands for laptops and desktops alike. */
  deviceTypes: z.array(z.enum(DEVICE_TYPES)).min(1),
  description: localizedTextSchema,
  /**
   * A suggested price increment in whole US dollars over the option a product would have
   * without it. Only a suggestion: staff set each product's increments in its own currency.
   */
  priceIncrement: z.number().int().min(0),
});

/** Memory technologies; `unified` is memory shared by CPU and GPU on the chip's package (Apple silicon). */
export const MEMORY_KINDS = ['LPDDR4X', 'LPDDR5', 'LPDDR5X', 'DDR4', 'DDR5', 'unified'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

export const processorSchema = entryBase.extend({
  group: z.literal('processors'),
  brand: text,
  cores: z.number().int().positive(),
  threads: z.number().int().positive(),
  /** The guaranteed clock; for phone chips, which publish none, the clock of the slowest core cluster. */
  baseClockGHz: z.number().positive(),
  boostClockGHz: z.number().positive(),
  /** Last-level cache (L3, or L2 where the chip has no L3), in MB; absent where the maker does not publish it. */
  cacheMB: z.number().positive().optional(),
  /** Thermal design power or base power in W; absent for phone chips, whose makers do not publish one. */
  tdpW: z.number().positive().optional(),
  processNm: z.number().positive(),
  /** The graphics on the chip, or null for chips without one. */
  integratedGpu: text.nullable(),
  gpuCores: z.number().int().positive().optional(),
  neuralEngineCores: z.number().int().positive().optional(),
  memoryKinds: z.array(z.enum(MEMORY_KINDS)).min(1),
  /** Position in its list (mobile, laptop, desktop), 0 the strongest; each list counts 0, 1, 2... */
  ranking: z.number().int().min(0),
  /** The manufacturer's page for the chip or its series. */
  source: httpsUrl,
});
export type Processor = z.infer<typeof processorSchema>;

export const MEMORY_FORM_FACTORS = ['DIMM', 'SODIMM', 'soldered', 'on-package'] as const;

export const ramSchema = entryBase.extend({
  group: z.literal('ram'),
  capacityGB: z.number().int().positive(),
  kind: z.enum(MEMORY_KINDS),
  speedMTs: z.number().int().positive(),
  formFactor: z.enum(MEMORY_FORM_FACTORS),
  modules: z.number().int().positive(),
  bandwidthGBs: z.number().positive().optional(),
  /** Position among the memory options, 0 the best. */
  ranking: z.number().int().min(0),
});
export type Ram = z.infer<typeof ramSchema>;

export const STORAGE_TECHNOLOGIES = [
  'eMMC',
  'UFS 2.2',
  'UFS 3.1',
  'UFS 4.0',
  'microSD',
  'NVMe PCIe 3.0',
  'NVMe PCIe 4.0',
  'NVMe PCIe 5.0',
  'SATA SSD',
  'HDD',
] as const;

export const storageSchema = entryBase.extend({
  group: z.literal('storage'),
  capacityGB: z.number().int().positive(),
  technology: z.enum(STORAGE_TECHNOLOGIES),
  /** Sequential read and write in MB/s, typical for the class. */
  readMBs: z.number().int().positive(),
  writeMBs: z.number().int().positive(),
});
export type Storage = z.infer<typeof storageSchema>;

export const screenSchema = entryBase.extend({
  group: z.literal('screens'),
  sizeInches: z.number().positive(),
  resolution: z.string().regex(/^\d+x\d+$/),
  technology: text,
  refreshRateHz: z.number().int().positive(),
  brightnessNits: z.number().int().positive(),
});
export type Screen = z.infer<typeof screenSchema>;

export const batterySchema = entryBase.extend({
  group: z.literal('batteries'),
  capacityMAh: z.number().int().positive().optional(),
  capacityWh: z.number().positive(),
  fastChargingW: z.number().positive(),
});
export type Battery = z.infer<typeof batterySchema>;

export const operatingSystemSchema = entryBase.extend({
  group: z.literal('operatingSystems'),
  brand: text,
  version: text,
});
export type OperatingSystem = z.infer<typeof operatingSystemSchema>;

export const desktopCaseSchema = entryBase.extend({
  group: z.literal('desktopCases'),
  brand: text,
  formFactor: z.enum(['full tower', 'mid tower', 'mini tower', 'small form factor', 'mini ITX']),
  /** The largest motherboard it takes. */
  motherboard: z.enum(['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX']),
  color: localizedTextSchema,
  maxGpuLengthMm: z.number().int().positive(),
});
export type DesktopCase = z.infer<typeof desktopCaseSchema>;

export const powerSupplySchema = entryBase.extend({
  group: z.literal('powerSupplies'),
  brand: text,
  wattage: z.number().int().positive(),
  efficiency: z.enum(['80 Plus Bronze', '80 Plus Gold', '80 Plus Platinum', '80 Plus Titanium']),
  modular: z.enum(['full', 'semi', 'no']),
  formFactor: z.enum(['ATX', 'SFX']),
});
export type PowerSupply = z.infer<typeof powerSupplySchema>;

export const gpuSchema = entryBase.extend({
  group: z.literal('gpu'),
  brand: text,
  kind: z.enum(['integrated', 'dedicated']),
  /** Dedicated video memory; absent for integrated graphics, which share the system's memory. */
  memoryGB: z.number().int().positive().optional(),
  memoryType: text.optional(),
  /**
   * Board power (desktop) or the top of the maker's power range (laptop), in W; absent for
   * integrated graphics, whose power is part of the processor's.
   */
  tdpW: z.number().positive().optional(),
  /** Position in its list (laptop, desktop), 0 the strongest. */
  ranking: z.number().int().min(0),
  /** The manufacturer's page for the card or its series. */
  source: httpsUrl,
});
export type Gpu = z.infer<typeof gpuSchema>;

export const securityComponentSchema = entryBase.extend({
  group: z.literal('security'),
});
export type SecurityComponent = z.infer<typeof securityComponentSchema>;

export const additionalFeatureSchema = entryBase.extend({
  group: z.literal('additionalFeatures'),
  featureType: z.enum(ADDITIONAL_FEATURE_KINDS),
});
export type AdditionalFeature = z.infer<typeof additionalFeatureSchema>;

export const catalogueEntrySchema = z.discriminatedUnion('group', [
  processorSchema,
  ramSchema,
  storageSchema,
  screenSchema,
  batterySchema,
  operatingSystemSchema,
  desktopCaseSchema,
  powerSupplySchema,
  gpuSchema,
  securityComponentSchema,
  additionalFeatureSchema,
]);
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
