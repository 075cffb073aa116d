/**
 * The built-in component catalogues of spec 001 §3 (processors, memory, screens, GPUs...).
 * Their data is large, so it is reachable only through this entry point,
 * `@shop/domain/catalogues`, which the root entry never re-exports: the storefront's
 * first load cannot pull it in by importing a rule from `@shop/domain`. Pages that need
 * a catalogue load it lazily, or ask the API (GET /api/components).
 */
import type { Language } from '../money';

/** The device types a catalogue entry applies to (spec 001 §3). */
export const DEVICE_TYPES = ['mobile', 'tablet', 'laptop', 'desktop', 'computer'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The catalogue groups and the device types each is kept for (spec 001 §3). */
export const COMPONENT_GROUPS = {
  processors: ['mobile', 'laptop', 'desktop'],
  ram: ['mobile', 'laptop', 'desktop'],
  storage: ['mobile', 'laptop', 'desktop'],
  screens: ['mobile', 'tablet', 'laptop'],
  batteries: ['mobile', 'tablet', 'laptop'],
  operatingSystems: ['mobile', 'computer'],
  desktopCases: ['desktop'],
  powerSupplies: ['desktop'],
  gpu: ['laptop', 'desktop'],
  security: ['mobile', 'laptop'],
  additionalFeatures: ['mobile', 'tablet', 'laptop', 'desktop', 'computer'],
} as const satisfies Record<string, readonly DeviceType[]>;
export type ComponentGroup = keyof typeof COMPONENT_GROUPS;

/** The eight kinds of additional features (spec 001 §3). */
export const ADDITIONAL_FEATURE_KINDS = [
  'connectivity',
  'sound',
  'protection',
  'webcam',
  'keyboard',
  'biometrics',
  'security',
  'gaming',
] as const;
export type AdditionalFeatureKind = (typeof ADDITIONAL_FEATURE_KINDS)[number];

/** A text a shopper reads, in both languages. */
export type LocalizedText = Record<Language, string>;
