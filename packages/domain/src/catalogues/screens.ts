import { spanishDecimal } from './build';
import type { DeviceType } from './groups';
import type { Screen } from './schemas';

/** Screens for phones, tablets and laptops: size, resolution, panel, refresh rate and peak brightness. */

type ScreenRow = [
  id: string,
  sizeInches: number,
  resolution: string,
  technology: string,
  refreshRateHz: number,
  brightnessNits: number,
  priceIncrement: number,
];

/** The panel words Spanish says otherwise; every other technology is a name ('LTPO AMOLED', 'IPS'). */
const TECHNOLOGY_ES: Record<string, string> = { 'Foldable AMOLED': 'AMOLED plegable', 'OLED touch': 'OLED táctil' };

/** A screen's name in each language: '6,9" ...' with a decimal comma in Spanish, '6.9" ...' in English. */
function screenNames(sizeInches: number, technology: string, resolution: string, refreshRateHz: number) {
  const rest = `${resolution.replace('x', ' × ')} ${refreshRateHz} Hz`;
  const name = `${spanishDecimal(sizeInches)}" ${TECHNOLOGY_ES[technology] ?? technology} ${rest}`;
  const nameEn = `${sizeInches}" ${technology} ${rest}`;
  return nameEn === name ? { name } : { name, name_en: nameEn };
}

function screens(deviceTypes: DeviceType[], rows: ScreenRow[]): Screen[] {
  return rows.map(([id, sizeInches, resolution, technology, refreshRateHz, brightnessNits, priceIncrement]) => ({
    group: 'screens',
    id,
    ...screenNames(sizeInches, technology, resolution, refreshRateHz),
    sizeInches,
    resolution,
    technology,
    refreshRateHz,
    brightnessNits,
    deviceTypes,
    description: {
      es: `Pantalla ${TECHNOLOGY_ES[technology] ?? technology} de ${spanishDecimal(sizeInches)}" con ${resolution.replace('x', ' × ')} píxeles, ${refreshRateHz} Hz${refreshRateHz >= 120 ? ' para un movimiento muy fluido' : ''} y hasta ${brightnessNits} nits${brightnessNits >= 1500 ? ', legible a pleno sol' : ''}.`,
      en: `${sizeInches}" ${technology} screen with ${resolution.replace('x', ' × ')} pixels, ${refreshRateHz} Hz${refreshRateHz >= 120 ? ' for very smooth motion' : ''} and up to ${brightnessNits} nits${brightnessNits >= 1500 ? ', readable in full sun' : ''}.`,
    },
    priceIncrement,
  }));
}

// prettier-ignore
export const SCREENS: Screen[] = [
  ...screens(['mobile'], [
    ['mobile-6-9-ltpo-amoled-qhd', 6.9, '3120x1440', 'LTPO AMOLED', 120, 2600, 180],
    ['mobile-6-9-ltpo-oled', 6.9, '2868x1320', 'LTPO OLED', 120, 3000, 170],
    ['mobile-6-8-amoled-144', 6.8, '2800x1260', 'AMOLED', 144, 3000, 140],
    ['mobile-6-3-ltpo-oled', 6.3, '2622x1206', 'LTPO OLED', 120, 3000, 150],
    ['mobile-6-7-amoled-fhd-120', 6.7, '2400x1080', 'AMOLED', 120, 1900, 90],
    ['mobile-6-2-amoled-fhd-120', 6.2, '2340x1080', 'AMOLED', 120, 2600, 100],
    ['mobile-6-1-oled-60', 6.1, '2556x1179', 'OLED', 60, 2000, 80],
    ['mobile-6-6-amoled-fhd-120', 6.6, '2340x1080', 'Super AMOLED', 120, 1000, 50],
    ['mobile-6-7-lcd-hd-90', 6.7, '1600x720', 'IPS LCD', 90, 500, 10],
    ['mobile-6-5-lcd-hd-60', 6.5, '1600x720', 'IPS LCD', 60, 400, 0],
    ['mobile-7-6-foldable-amoled', 7.6, '2184x1968', 'Foldable AMOLED', 120, 2600, 600],
  ]),
  ...screens(['tablet'], [
    ['tablet-13-tandem-oled', 13, '2752x2064', 'Tandem OLED', 120, 1000, 400],
    ['tablet-11-tandem-oled', 11, '2420x1668', 'Tandem OLED', 120, 1000, 300],
    ['tablet-14-6-amoled', 14.6, '2960x1848', 'Dynamic AMOLED 2X', 120, 930, 350],
    ['tablet-12-4-amoled', 12.4, '2800x1752', 'Dynamic AMOLED 2X', 120, 650, 250],
    ['tablet-13-ips', 13, '2732x2048', 'IPS LCD', 60, 600, 200],
    ['tablet-11-ips-90', 11, '2560x1600', 'IPS LCD', 90, 600, 80],
    ['tablet-11-ips', 11, '2360x1640', 'IPS LCD', 60, 500, 60],
    ['tablet-11-ips-fhd-90', 11, '1920x1200', 'IPS LCD', 90, 480, 20],
    ['tablet-8-3-ips', 8.3, '2266x1488', 'IPS LCD', 60, 500, 50],
    ['tablet-8-7-tft', 8.7, '1340x800', 'TFT LCD', 60, 400, 0],
  ]),
  ...screens(['laptop'], [
    ['laptop-16-2-mini-led', 16.2, '3456x2234', 'Mini LED', 120, 1000, 400],
    ['laptop-14-2-mini-led', 14.2, '3024x1964', 'Mini LED', 120, 1000, 350],
    ['laptop-16-mini-led-240', 16, '2560x1600', 'Mini LED', 240, 1100, 350],
    ['laptop-16-oled-120', 16, '3200x2000', 'OLED', 120, 500, 250],
    ['laptop-14-oled-120', 14, '2880x1800', 'OLED', 120, 500, 200],
    ['laptop-18-ips-240', 18, '2560x1600', 'IPS', 240, 500, 220],
    ['laptop-16-ips-240', 16, '2560x1600', 'IPS', 240, 500, 180],
    ['laptop-15-3-ips', 15.3, '2880x1864', 'IPS', 60, 500, 150],
    ['laptop-13-6-ips', 13.6, '2560x1664', 'IPS', 60, 500, 120],
    ['laptop-13-3-oled-touch', 13.3, '2880x1800', 'OLED touch', 60, 400, 150],
    ['laptop-15-6-ips-144', 15.6, '1920x1080', 'IPS', 144, 300, 60],
    ['laptop-14-ips-wuxga', 14, '1920x1200', 'IPS', 60, 300, 30],
    ['laptop-15-6-ips-fhd', 15.6, '1920x1080', 'IPS', 60, 250, 0],
    ['laptop-15-6-tn-hd', 15.6, '1366x768', 'TN', 60, 220, 0],
  ]),
];
