import type { DeviceType, LocalizedText } from './groups';
import type { Gpu, MemoryKind, Processor } from './schemas';

/**
 * Compact writers for the long ranked lists. A list is written strongest first, so its
 * order is its ranking (one place to get it right); what a whole series shares (maker,
 * device types, memory, page, a sentence about it) is written once per series.
 */

/** A number as Spanish writes it: a decimal comma (4,05 GHz). */
export const spanishDecimal = (value: number | string) => String(value).replace('.', ',');

export interface ProcessorSeries {
  brand: string;
  deviceTypes: DeviceType[];
  memoryKinds: MemoryKind[];
  source: string;
  /** What the series is for, in a sentence without a final stop. */
  about: LocalizedText;
}

/** id, name, cores, threads, base GHz, boost GHz, cache MB, TDP W, process nm, integrated GPU, suggested increment. */
export type ProcessorRow = [
  id: string,
  name: string,
  cores: number,
  threads: number,
  baseClockGHz: number,
  boostClockGHz: number,
  cacheMB: number | null,
  tdpW: number | null,
  processNm: number,
  integratedGpu: string | null,
  priceIncrement: number,
  extra?: Partial<Pick<Processor, 'gpuCores' | 'neuralEngineCores' | 'memoryKinds' | 'deviceTypes' | 'source'>>,
];

function processorDescription(row: ProcessorRow, series: ProcessorSeries): LocalizedText {
  const [, , cores, threads, , boost, , , nm, gpu, , extra] = row;
  const gpuCores = extra?.gpuCores;
  // 'Apple GPU' and 'Intel Graphics' already say what they are; 'Adreno 750' needs the word.
  const named = gpu !== null && /\b(?:GPU|Graphics)\b/.test(gpu);
  const gpuEs = gpu
    ? `, ${named ? '' : 'gráficos '}${gpu}${gpuCores ? ` de ${gpuCores} núcleos` : ''}`
    : ', sin gráficos integrados';
  const gpuEn = gpu
    ? `, ${gpuCores ? `${gpuCores}-core ` : ''}${gpu}${named ? '' : ' graphics'}`
    : ', no integrated graphics';
  const es = `${series.about.es}. ${cores} núcleos y ${threads} hilos, hasta ${spanishDecimal(boost)} GHz, ${spanishDecimal(nm)} nm${gpuEs}.`;
  const en = `${series.about.en}. ${cores} cores and ${threads} threads, up to ${boost} GHz, ${nm} nm${gpuEn}.`;
  return { es, en };
}

/**
 * A ranked list of processors from rows written strongest first, each row led by its series:
 * the position is the ranking.
 */
export function rankedProcessors(rows: [ProcessorSeries, ...ProcessorRow][]): Processor[] {
  return rows.map(([series, ...row], ranking) => {
    const [
      id,
      name,
      cores,
      threads,
      baseClockGHz,
      boostClockGHz,
      cacheMB,
      tdpW,
      processNm,
      integratedGpu,
      priceIncrement,
      extra,
    ] = row;
    return {
      group: 'processors',
      id,
      name,
      brand: series.brand,
      cores,
      threads,
      baseClockGHz,
      boostClockGHz,
      ...(cacheMB === null ? {} : { cacheMB }),
      ...(tdpW === null ? {} : { tdpW }),
      processNm,
      integratedGpu,
      memoryKinds: series.memoryKinds,
      deviceTypes: series.deviceTypes,
      description: processorDescription(row, series),
      priceIncrement,
      ranking,
      source: series.source,
      ...extra,
    };
  });
}

export interface GpuSeries {
  brand: string;
  kind: Gpu['kind'];
  deviceTypes: DeviceType[];
  about: LocalizedText;
}

/** id, name, memory GB (0 for integrated), memory type, TDP W, suggested increment, page. */
export type GpuRow = [
  id: string,
  name: string,
  memoryGB: number,
  memoryType: string | null,
  tdpW: number | null,
  priceIncrement: number,
  source: string,
];

/** A ranked list of GPUs from rows written strongest first, each row led by its series. */
export function rankedGpus(rows: [GpuSeries, ...GpuRow][]): Gpu[] {
  return rows.map(([series, id, name, memoryGB, memoryType, tdpW, priceIncrement, source], ranking) => {
    const memoryEs = memoryGB ? `${memoryGB} GB de ${memoryType}` : 'Memoria compartida con el sistema';
    const memoryEn = memoryGB ? `${memoryGB} GB of ${memoryType}` : 'Memory shared with the system';
    return {
      group: 'gpu',
      id,
      name,
      brand: series.brand,
      kind: series.kind,
      ...(memoryGB ? { memoryGB, memoryType: memoryType ?? undefined } : {}),
      ...(tdpW === null ? {} : { tdpW }),
      deviceTypes: series.deviceTypes,
      description: {
        es: `${series.about.es}. ${memoryEs}${tdpW === null ? '' : `, hasta ${tdpW} W`}.`,
        en: `${series.about.en}. ${memoryEn}${tdpW === null ? '' : `, up to ${tdpW} W`}.`,
      },
      priceIncrement,
      ranking,
      source,
    };
  });
}
