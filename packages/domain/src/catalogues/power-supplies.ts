import type { PowerSupply } from './schemas';

/** Desktop power supplies. The configurator checks their wattage against the processor's and GPU's power. */

type PowerSupplyRow = [
  id: string,
  name: string,
  brand: string,
  wattage: number,
  efficiency: PowerSupply['efficiency'],
  modular: PowerSupply['modular'],
  formFactor: PowerSupply['formFactor'],
  priceIncrement: number,
];

const MODULAR = {
  full: { es: 'totalmente modular', en: 'fully modular' },
  semi: { es: 'semimodular', en: 'semi-modular' },
  no: { es: 'de cables fijos', en: 'with fixed cables' },
};

// prettier-ignore
const rows: PowerSupplyRow[] = [
  ['seasonic-prime-tx-1600', 'Seasonic PRIME TX-1600', 'Seasonic', 1600, '80 Plus Titanium', 'full', 'ATX', 450],
  ['corsair-hx1500i', 'Corsair HX1500i', 'Corsair', 1500, '80 Plus Platinum', 'full', 'ATX', 350],
  ['thermaltake-toughpower-gf3-1200', 'Thermaltake Toughpower GF3 1200W', 'Thermaltake', 1200, '80 Plus Gold', 'full', 'ATX', 220],
  ['be-quiet-dark-power-13-1000', 'be quiet! Dark Power 13 1000W', 'be quiet!', 1000, '80 Plus Titanium', 'full', 'ATX', 280],
  ['corsair-rm1000x', 'Corsair RM1000x', 'Corsair', 1000, '80 Plus Gold', 'full', 'ATX', 180],
  ['evga-supernova-1000-g6', 'EVGA SuperNOVA 1000 G6', 'EVGA', 1000, '80 Plus Gold', 'full', 'ATX', 170],
  ['corsair-sf1000', 'Corsair SF1000', 'Corsair', 1000, '80 Plus Platinum', 'full', 'SFX', 230],
  ['corsair-rm850x', 'Corsair RM850x', 'Corsair', 850, '80 Plus Gold', 'full', 'ATX', 140],
  ['seasonic-focus-gx-850', 'Seasonic FOCUS GX-850', 'Seasonic', 850, '80 Plus Gold', 'full', 'ATX', 130],
  ['be-quiet-pure-power-12-m-850', 'be quiet! Pure Power 12 M 850W', 'be quiet!', 850, '80 Plus Gold', 'full', 'ATX', 120],
  ['msi-mpg-a850g', 'MSI MPG A850G PCIE5', 'MSI', 850, '80 Plus Gold', 'full', 'ATX', 120],
  ['cooler-master-mwe-gold-850-v2', 'Cooler Master MWE Gold 850 V2', 'Cooler Master', 850, '80 Plus Gold', 'full', 'ATX', 100],
  ['corsair-sf750', 'Corsair SF750', 'Corsair', 750, '80 Plus Platinum', 'full', 'SFX', 170],
  ['corsair-rm750e', 'Corsair RM750e', 'Corsair', 750, '80 Plus Gold', 'full', 'ATX', 90],
  ['seasonic-focus-gx-750', 'Seasonic FOCUS GX-750', 'Seasonic', 750, '80 Plus Gold', 'full', 'ATX', 100],
  ['corsair-cx650m', 'Corsair CX650M', 'Corsair', 650, '80 Plus Bronze', 'semi', 'ATX', 60],
  ['cooler-master-mwe-bronze-650-v2', 'Cooler Master MWE Bronze 650 V2', 'Cooler Master', 650, '80 Plus Bronze', 'no', 'ATX', 45],
  ['msi-mag-a650bn', 'MSI MAG A650BN', 'MSI', 650, '80 Plus Bronze', 'no', 'ATX', 40],
  ['corsair-cx550', 'Corsair CX550', 'Corsair', 550, '80 Plus Bronze', 'no', 'ATX', 20],
  ['be-quiet-system-power-10-550', 'be quiet! System Power 10 550W', 'be quiet!', 550, '80 Plus Bronze', 'no', 'ATX', 0],
];

export const POWER_SUPPLIES: PowerSupply[] = rows.map(
  ([id, name, brand, wattage, efficiency, modular, formFactor, priceIncrement]) => ({
    group: 'powerSupplies',
    id,
    name,
    brand,
    wattage,
    efficiency,
    modular,
    formFactor,
    deviceTypes: ['desktop'],
    description: {
      es: `Fuente ${formFactor} de ${wattage} W con certificación ${efficiency}, ${MODULAR[modular].es}.`,
      en: `${wattage} W ${formFactor} power supply, ${efficiency} certified, ${MODULAR[modular].en}.`,
    },
    priceIncrement,
  }),
);
