import { type Language } from '../language';
import { formatDecimal } from '../number-format';

/**
 * Labels of the specification keys the shop uses (the seed, the admin form's suggestions, the
 * component catalogues' facts), Spanish then English. Defined once here; the product page,
 * the comparison page and the admin read them through `specificationLabel`. Kept as compact
 * pairs: the table travels with the product page's chunk.
 */
export const SPECIFICATION_LABELS: Readonly<Record<string, readonly [es: string, en: string]>> = {
  processor: ['Procesador', 'Processor'],
  chip: ['Chip', 'Chip'],
  ram: ['RAM', 'RAM'],
  memory: ['Memoria', 'Memory'],
  storage: ['Almacenamiento', 'Storage'],
  screen: ['Pantalla', 'Screen'],
  resolution: ['Resolución', 'Resolution'],
  refreshRate: ['Frecuencia de actualización', 'Refresh rate'],
  responseTime: ['Tiempo de respuesta', 'Response time'],
  hdr: ['HDR', 'HDR'],
  sync: ['Sincronización adaptativa', 'Adaptive sync'],
  color: ['Color', 'Colour'],
  contrast: ['Contraste', 'Contrast'],
  brightness: ['Brillo', 'Brightness'],
  stand: ['Soporte', 'Stand'],
  mount: ['Montaje', 'Mount'],
  graphics: ['Gráficos', 'Graphics'],
  gpu: ['Gráficos', 'Graphics'],
  battery: ['Batería', 'Battery'],
  charging: ['Carga', 'Charging'],
  power: ['Potencia', 'Power'],
  camera: ['Cámara', 'Camera'],
  os: ['Sistema operativo', 'Operating system'],
  weight: ['Peso', 'Weight'],
  weights: ['Pesas', 'Weights'],
  thickness: ['Grosor', 'Thickness'],
  material: ['Material', 'Material'],
  build: ['Construcción', 'Build'],
  ports: ['Puertos', 'Ports'],
  connector: ['Conector', 'Connector'],
  connection: ['Conexión', 'Connection'],
  connectivity: ['Conectividad', 'Connectivity'],
  protocols: ['Protocolos', 'Protocols'],
  cable: ['Cable', 'Cable'],
  protection: ['Protección', 'Protection'],
  unlock: ['Desbloqueo', 'Unlocking'],
  audio: ['Audio', 'Audio'],
  codecs: ['Códecs', 'Codecs'],
  noiseCancelling: ['Cancelación de ruido', 'Noise cancelling'],
  microphones: ['Micrófonos', 'Microphones'],
  focus: ['Enfoque', 'Focus'],
  fieldOfView: ['Campo de visión', 'Field of view'],
  sensor: ['Sensor', 'Sensor'],
  sensors: ['Sensores', 'Sensors'],
  buttons: ['Botones', 'Buttons'],
  devices: ['Dispositivos', 'Devices'],
  layout: ['Distribución', 'Layout'],
  backlight: ['Retroiluminación', 'Backlight'],
  lighting: ['Iluminación', 'Lighting'],
  switches: ['Interruptores', 'Switches'],
  type: ['Tipo', 'Type'],
  technology: ['Tecnología', 'Technology'],
  extra: ['Extras', 'Extras'],
  // The component catalogues' facts (the configurator and the comparison page show them).
  cores: ['Núcleos', 'Cores'],
  threads: ['Hilos', 'Threads'],
  baseClockGHz: ['Frecuencia base (GHz)', 'Base clock (GHz)'],
  boostClockGHz: ['Frecuencia máxima (GHz)', 'Boost clock (GHz)'],
  maxSpeed: ['Frecuencia máxima', 'Maximum speed'],
  cache: ['Caché', 'Cache'],
  cacheMB: ['Caché (MB)', 'Cache (MB)'],
  tdp: ['TDP', 'TDP'],
  tdpW: ['TDP (W)', 'TDP (W)'],
  process: ['Proceso de fabricación', 'Process node'],
  processNm: ['Proceso de fabricación (nm)', 'Process node (nm)'],
  integratedGpu: ['GPU integrada', 'Integrated GPU'],
  gpuCores: ['Núcleos de GPU', 'GPU cores'],
  neuralEngineCores: ['Núcleos del Neural Engine', 'Neural Engine cores'],
  capacity: ['Capacidad', 'Capacity'],
  capacityGB: ['Capacidad (GB)', 'Capacity (GB)'],
  capacityMAh: ['Capacidad (mAh)', 'Capacity (mAh)'],
  capacityWh: ['Capacidad (Wh)', 'Capacity (Wh)'],
  size: ['Tamaño', 'Size'],
  sizeInches: ['Tamaño (pulgadas)', 'Size (inches)'],
  speed: ['Velocidad', 'Speed'],
  speedMHz: ['Velocidad (MHz)', 'Speed (MHz)'],
  speedMTs: ['Velocidad (MT/s)', 'Speed (MT/s)'],
  kind: ['Tipo', 'Kind'],
  modules: ['Módulos', 'Modules'],
  formFactor: ['Formato', 'Form factor'],
  bandwidthGBs: ['Ancho de banda (GB/s)', 'Bandwidth (GB/s)'],
  readSpeed: ['Velocidad de lectura', 'Read speed'],
  readMBs: ['Lectura (MB/s)', 'Read (MB/s)'],
  writeSpeed: ['Velocidad de escritura', 'Write speed'],
  writeMBs: ['Escritura (MB/s)', 'Write (MB/s)'],
  refreshRateHz: ['Frecuencia de actualización (Hz)', 'Refresh rate (Hz)'],
  brightnessNits: ['Brillo (nits)', 'Brightness (nits)'],
  fastCharging: ['Carga rápida', 'Fast charging'],
  fastChargingW: ['Carga rápida (W)', 'Fast charging (W)'],
  wattage: ['Potencia (W)', 'Wattage (W)'],
  efficiency: ['Eficiencia', 'Efficiency'],
  modular: ['Modular', 'Modular'],
  motherboard: ['Placa madre', 'Motherboard'],
  case: ['Gabinete', 'Case'],
  maxGpuLengthMm: ['Largo máximo de GPU (mm)', 'Maximum GPU length (mm)'],
  memoryGB: ['Memoria (GB)', 'Memory (GB)'],
  memoryType: ['Tipo de memoria', 'Memory type'],
  version: ['Versión', 'Version'],
  brand: ['Marca', 'Brand'],
  model: ['Modelo', 'Model'],
  dimensions: ['Dimensiones', 'Dimensions'],
  warranty: ['Garantía', 'Warranty'],
};

/**
 * A key nobody labelled, as readable words: 'fieldOfView' → 'Field of view',
 * 'usb_c-ports' → 'Usb c ports', 'maxGpuLengthMm' → 'Max gpu length mm'. An all-capitals
 * word stays as it is ('HDMIPorts' → 'HDMI ports').
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z\d]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The label of a specification key in a language: the table's, else the key as words. */
export function specificationLabel(key: string, language: Language): string {
  const labels = Object.hasOwn(SPECIFICATION_LABELS, key) ? SPECIFICATION_LABELS[key] : undefined;
  if (labels) return labels[language === 'en' ? 1 : 0];
  return humanizeKey(key);
}

/** A number the shop writes itself, in the language's format: 2,5 in Spanish, 2.5 in English. */
export function formatNumber(value: number, language: Language): string {
  return formatDecimal(value, language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
