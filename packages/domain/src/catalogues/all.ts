import { ADDITIONAL_FEATURES } from './additional-features';
import { BATTERIES } from './batteries';
import { DESKTOP_CASES } from './cases';
import { DESKTOP_GPUS, LAPTOP_GPUS } from './gpus';
import { RAM } from './memory';
import { OPERATING_SYSTEMS } from './operating-systems';
import { POWER_SUPPLIES } from './power-supplies';
import { DESKTOP_PROCESSORS } from './processors-desktop';
import { LAPTOP_PROCESSORS } from './processors-laptop';
import { MOBILE_PROCESSORS } from './processors-mobile';
import type { CatalogueEntry } from './schemas';
import { SCREENS } from './screens';
import { SECURITY } from './security';
import { STORAGE } from './storage';

/**
 * The lists whose `ranking` is a position: each counts 0, 1, 2... with no gap and no tie
 * (0 the strongest). A comparison of rankings only means something within one list.
 */
export const RANKED_LISTS = {
  mobileProcessors: MOBILE_PROCESSORS,
  laptopProcessors: LAPTOP_PROCESSORS,
  desktopProcessors: DESKTOP_PROCESSORS,
  laptopGpus: LAPTOP_GPUS,
  desktopGpus: DESKTOP_GPUS,
  ram: RAM,
} as const;

/** Every entry of every catalogue, group by group in the order of COMPONENT_GROUPS. */
export const ALL_COMPONENTS: readonly CatalogueEntry[] = [
  ...MOBILE_PROCESSORS,
  ...LAPTOP_PROCESSORS,
  ...DESKTOP_PROCESSORS,
  ...RAM,
  ...STORAGE,
  ...SCREENS,
  ...BATTERIES,
  ...OPERATING_SYSTEMS,
  ...DESKTOP_CASES,
  ...POWER_SUPPLIES,
  ...LAPTOP_GPUS,
  ...DESKTOP_GPUS,
  ...SECURITY,
  ...ADDITIONAL_FEATURES,
];
