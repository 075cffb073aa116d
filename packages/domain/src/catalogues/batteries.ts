import { spanishDecimal } from './build';
import type { DeviceType } from './groups';
import type { Battery } from './schemas';

/**
 * Batteries for phones, tablets and laptops. Phone and tablet capacities in mAh with their
 * energy in Wh (at the usual 3.85 V); laptops are rated in Wh only. Fast charging: the
 * highest charging power the device accepts, in W.
 */

type BatteryRow = [
  id: string,
  capacityMAh: number | null,
  capacityWh: number,
  fastChargingW: number,
  priceIncrement: number,
];

function batteries(deviceTypes: DeviceType[], rows: BatteryRow[]): Battery[] {
  return rows.map(([id, capacityMAh, capacityWh, fastChargingW, priceIncrement]) => ({
    group: 'batteries',
    id,
    // A laptop's capacity may have decimals: a comma in Spanish ('99,9 Wh'), a point in English.
    ...(capacityMAh
      ? { name: `${capacityMAh} mAh, ${fastChargingW} W` }
      : Number.isInteger(capacityWh)
        ? { name: `${capacityWh} Wh, ${fastChargingW} W` }
        : {
            name: `${spanishDecimal(capacityWh)} Wh, ${fastChargingW} W`,
            name_en: `${capacityWh} Wh, ${fastChargingW} W`,
          }),
    ...(capacityMAh ? { capacityMAh } : {}),
    capacityWh,
    fastChargingW,
    deviceTypes,
    description: {
      es: `Batería de ${capacityMAh ? `${capacityMAh} mAh (${spanishDecimal(capacityWh)} Wh)` : `${spanishDecimal(capacityWh)} Wh`} con carga de hasta ${fastChargingW} W.`,
      en: `${capacityMAh ? `${capacityMAh} mAh (${capacityWh} Wh)` : `${capacityWh} Wh`} battery charging at up to ${fastChargingW} W.`,
    },
    priceIncrement,
  }));
}

// prettier-ignore
export const BATTERIES: Battery[] = [
  ...batteries(['mobile'], [
    ['mobile-7000mah-120w', 7000, 26.95, 120, 90],
    ['mobile-6000mah-80w', 6000, 23.1, 80, 60],
    ['mobile-5500mah-65w', 5500, 21.18, 65, 45],
    ['mobile-5000mah-45w', 5000, 19.25, 45, 30],
    ['mobile-5000mah-25w', 5000, 19.25, 25, 15],
    ['mobile-5000mah-15w', 5000, 19.25, 15, 0],
    ['mobile-4500mah-27w', 4500, 17.33, 27, 10],
    ['mobile-4000mah-25w', 4000, 15.4, 25, 0],
    ['mobile-3500mah-20w', 3500, 13.48, 20, 0],
  ]),
  ...batteries(['tablet'], [
    ['tablet-11200mah-45w', 11200, 43.12, 45, 80],
    ['tablet-10090mah-45w', 10090, 38.85, 45, 60],
    ['tablet-8000mah-25w', 8000, 30.8, 25, 30],
    ['tablet-7600mah-20w', 7600, 29.26, 20, 20],
    ['tablet-5100mah-15w', 5100, 19.64, 15, 0],
  ]),
  ...batteries(['laptop'], [
    ['laptop-100wh-140w', null, 100, 140, 150],
    ['laptop-99-9wh-330w', null, 99.9, 330, 150],
    ['laptop-90wh-240w', null, 90, 240, 110],
    ['laptop-80wh-100w', null, 80, 100, 80],
    ['laptop-72-4wh-70w', null, 72.4, 70, 60],
    ['laptop-70wh-65w', null, 70, 65, 50],
    ['laptop-66-5wh-70w', null, 66.5, 70, 50],
    ['laptop-56wh-65w', null, 56, 65, 20],
    ['laptop-53-8wh-70w', null, 53.8, 70, 20],
    ['laptop-45wh-45w', null, 45, 45, 0],
    ['laptop-41wh-45w', null, 41, 45, 0],
  ]),
];
