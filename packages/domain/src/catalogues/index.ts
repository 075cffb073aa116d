/**
 * The built-in component catalogues (processors, memory, screens, GPUs...).
 * Their data is large, so it is reachable only through this entry point,
 * `@shop/domain/catalogues`, which the root entry never re-exports: the storefront's
 * first load cannot pull it in by importing a rule from `@shop/domain`. Pages that need
 * a catalogue load it lazily, or ask the API (GET /api/components).
 */
export * from './groups';
export * from './schemas';
export * from './query';
export * from './names';
export { ALL_COMPONENTS, RANKED_LISTS } from './all';
export { MOBILE_PROCESSORS } from './processors-mobile';
export { LAPTOP_PROCESSORS } from './processors-laptop';
export { DESKTOP_PROCESSORS } from './processors-desktop';
export { RAM } from './memory';
export { STORAGE } from './storage';
export { SCREENS } from './screens';
export { BATTERIES } from './batteries';
export { OPERATING_SYSTEMS } from './operating-systems';
export { DESKTOP_CASES } from './cases';
export { POWER_SUPPLIES } from './power-supplies';
export { DESKTOP_GPUS, LAPTOP_GPUS } from './gpus';
export { SECURITY } from './security';
export { ADDITIONAL_FEATURES } from './additional-features';
