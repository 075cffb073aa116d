import type { DesktopCase } from './schemas';

/** Desktop cases: size class, largest motherboard, colour and the longest graphics card they hold. */

type CaseRow = [
  id: string,
  name: string,
  brand: string,
  formFactor: DesktopCase['formFactor'],
  motherboard: DesktopCase['motherboard'],
  color: 'black' | 'white',
  maxGpuLengthMm: number,
  priceIncrement: number,
  about: [es: string, en: string],
];

const COLORS = { black: { es: 'Negro', en: 'Black' }, white: { es: 'Blanco', en: 'White' } };

// prettier-ignore
const rows: CaseRow[] = [
  ['corsair-7000d-airflow', 'Corsair 7000D Airflow', 'Corsair', 'full tower', 'E-ATX', 'black', 450, 250, ['Torre completa con frente perforado y lugar para radiadores de 420 mm', 'Full tower with a mesh front and room for 420 mm radiators']],
  ['fractal-torrent', 'Fractal Design Torrent', 'Fractal Design', 'mid tower', 'E-ATX', 'black', 461, 220, ['Dos ventiladores de 180 mm al frente para un flujo de aire excepcional', 'Two 180 mm front fans for exceptional airflow']],
  ['lian-li-o11-dynamic-evo', 'Lian Li O11 Dynamic EVO', 'Lian Li', 'mid tower', 'E-ATX', 'white', 426, 180, ['Vidrio en dos caras para lucir los componentes; se puede invertir', 'Glass on two sides to show off the parts; can be mounted reversed']],
  ['nzxt-h9-flow', 'NZXT H9 Flow', 'NZXT', 'mid tower', 'ATX', 'white', 435, 170, ['Doble cámara con vidrio panorámico y hasta diez ventiladores', 'Dual chamber with panoramic glass and up to ten fans']],
  ['hyte-y60', 'HYTE Y60', 'HYTE', 'mid tower', 'ATX', 'white', 375, 200, ['Vidrio panorámico de tres paneles y la gráfica montada en vertical', 'Three-panel panoramic glass with the graphics card mounted upright']],
  ['montech-air-903-max', 'Montech AIR 903 MAX', 'Montech', 'mid tower', 'E-ATX', 'black', 400, 90, ['Frente de malla con tres ventiladores de 140 mm incluidos', 'Mesh front with three 140 mm fans included']],
  ['lian-li-lancool-216', 'Lian Li Lancool 216', 'Lian Li', 'mid tower', 'E-ATX', 'black', 392, 100, ['Dos ventiladores de 160 mm al frente y buen espacio para cables', 'Two 160 mm front fans and good room for cables']],
  ['phanteks-eclipse-g360a', 'Phanteks Eclipse G360A', 'Phanteks', 'mid tower', 'ATX', 'black', 400, 90, ['Malla al frente y tres ventiladores con iluminación incluidos', 'Mesh front with three lit fans included']],
  ['be-quiet-pure-base-500dx', 'be quiet! Pure Base 500DX', 'be quiet!', 'mid tower', 'ATX', 'black', 369, 100, ['Silenciosa, con frente de malla y tres ventiladores Pure Wings 2', 'Quiet, with a mesh front and three Pure Wings 2 fans']],
  ['corsair-4000d-airflow', 'Corsair 4000D Airflow', 'Corsair', 'mid tower', 'ATX', 'black', 360, 90, ['Un clásico de buen flujo de aire y armado sencillo', 'A classic with good airflow and an easy build']],
  ['nzxt-h5-flow', 'NZXT H5 Flow', 'NZXT', 'mid tower', 'ATX', 'black', 365, 90, ['Compacta para ser ATX, con un ventilador que enfría la gráfica desde abajo', 'Compact for an ATX case, with a fan that cools the graphics card from below']],
  ['fractal-north', 'Fractal Design North', 'Fractal Design', 'mid tower', 'ATX', 'black', 355, 130, ['Frente de madera de nogal: un gabinete que queda bien en el living', 'A walnut front: a case that looks at home in the living room']],
  ['thermaltake-versa-h18', 'Thermaltake Versa H18', 'Thermaltake', 'mini tower', 'Micro-ATX', 'black', 350, 40, ['Minitorre económica con ventana lateral', 'An affordable mini tower with a side window']],
  ['cooler-master-q300l', 'Cooler Master MasterBox Q300L', 'Cooler Master', 'mini tower', 'Micro-ATX', 'black', 360, 45, ['Minitorre con filtros magnéticos y panel de puertos reubicable', 'Mini tower with magnetic filters and a movable port panel']],
  ['cooler-master-nr200p', 'Cooler Master NR200P', 'Cooler Master', 'mini ITX', 'Mini-ITX', 'black', 330, 100, ['Formato Mini-ITX de unos 18 litros que aun así admite gráficas grandes', 'A Mini-ITX case of about 18 litres that still takes large graphics cards']],
  ['fractal-terra', 'Fractal Design Terra', 'Fractal Design', 'small form factor', 'Mini-ITX', 'black', 322, 180, ['Apenas 10,4 litros, con paneles de aluminio y frente de madera', 'Only 10.4 litres, with aluminium panels and a wooden front']],
];

export const DESKTOP_CASES: DesktopCase[] = rows.map(
  ([id, name, brand, formFactor, motherboard, color, maxGpuLengthMm, priceIncrement, [es, en]]) => ({
    group: 'desktopCases',
    id,
    name,
    brand,
    formFactor,
    motherboard,
    color: COLORS[color],
    maxGpuLengthMm,
    deviceTypes: ['desktop'],
    description: {
      es: `${es}. Admite placas hasta ${motherboard} y gráficas de hasta ${maxGpuLengthMm} mm.`,
      en: `${en}. Takes boards up to ${motherboard} and graphics cards up to ${maxGpuLengthMm} mm long.`,
    },
    priceIncrement,
  }),
);
