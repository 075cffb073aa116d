import type { Category } from '../catalog';
import type { Language } from '../language';

/** The device types a catalogue entry applies to. */
export const DEVICE_TYPES = ['mobile', 'tablet', 'laptop', 'desktop', 'computer'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * The catalogue groups and the device types each is kept for. Beyond what the
 * specification lists, tablets also get processors, memory, storage, operating systems and security: a tablet is
 * made of them too, and the spec's phone chips (Apple's A and M series) run tablets.
 */
export const COMPONENT_GROUPS = {
  processors: ['mobile', 'tablet', 'laptop', 'desktop'],
  ram: ['mobile', 'tablet', 'laptop', 'desktop'],
  storage: ['mobile', 'tablet', 'laptop', 'desktop'],
  screens: ['mobile', 'tablet', 'laptop'],
  batteries: ['mobile', 'tablet', 'laptop'],
  operatingSystems: ['mobile', 'tablet', 'computer'],
  desktopCases: ['desktop'],
  powerSupplies: ['desktop'],
  gpu: ['laptop', 'desktop'],
  security: ['mobile', 'tablet', 'laptop'],
  additionalFeatures: ['mobile', 'tablet', 'laptop', 'desktop', 'computer'],
} as const satisfies Record<string, readonly DeviceType[]>;
export type ComponentGroup = keyof typeof COMPONENT_GROUPS;

/** The eight kinds of additional features. */
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

export const COMPONENT_GROUP_NAMES = Object.keys(COMPONENT_GROUPS) as [ComponentGroup, ...ComponentGroup[]];

/**
 * Whether an entry kept for `entryTypes` fits a device of type `wanted`. `computer` stands
 * for laptops and desktops: a computer's operating system fits both, and asking for
 * `computer` finds what fits either.
 */
export function fitsDeviceType(entryTypes: readonly DeviceType[], wanted: DeviceType): boolean {
  if (entryTypes.includes(wanted)) return true;
  if (wanted === 'laptop' || wanted === 'desktop') return entryTypes.includes('computer');
  if (wanted === 'computer') return entryTypes.includes('laptop') || entryTypes.includes('desktop');
  return false;
}

/**
 * The device types a product can be: every device type but `computer`, which only groups
 * catalogue entries. Desktops are a device type rather than a sixth category (see
 * docs/spec-deviations.md): the spec's five categories stay as it quotes them.
 */
export const PRODUCT_DEVICE_TYPES = ['mobile', 'tablet', 'laptop', 'desktop'] as const satisfies readonly DeviceType[];
export type ProductDeviceType = (typeof PRODUCT_DEVICE_TYPES)[number];

/** The device type a product of each category is when it does not say; monitors and accessories are none. */
export const CATEGORY_DEVICE_TYPES: Record<Category, ProductDeviceType | undefined> = {
  Laptops: 'laptop',
  Smartphones: 'mobile',
  Tablets: 'tablet',
  Monitores: undefined,
  Accesorios: undefined,
};

/**
 * A product's device type: the one it declares (a desktop computer, filed under 'Laptops', the
 * shop's computers category, declares `desktop`), else its category's.
 */
export function productDeviceType(product: {
  category: Category;
  deviceType?: ProductDeviceType | null;
}): ProductDeviceType | undefined {
  return product.deviceType ?? CATEGORY_DEVICE_TYPES[product.category];
}

/**
 * The key of a product's `features` map that holds each group's components: the singular
 * names the product page's component list, the cart and the configurator rules read
 * (`processor`, `screen`...). The staff component picker writes a group's choice there.
 */
export const FEATURE_KEYS = {
  processors: 'processor',
  ram: 'ram',
  storage: 'storage',
  screens: 'screen',
  batteries: 'battery',
  operatingSystems: 'operatingSystem',
  desktopCases: 'desktopCase',
  powerSupplies: 'powerSupply',
  gpu: 'gpu',
  security: 'security',
  additionalFeatures: 'additionalFeatures',
} as const satisfies Record<ComponentGroup, string>;
export type FeatureKey = (typeof FEATURE_KEYS)[ComponentGroup];

/**
 * Whether a device holds several components of a group: storage always, RAM on
 * laptops and desktops (several modules), every additional feature. Other groups hold one.
 */
export function isMultiChoice(group: ComponentGroup, deviceType: DeviceType): boolean {
  if (group === 'storage' || group === 'additionalFeatures') return true;
  return group === 'ram' && (deviceType === 'laptop' || deviceType === 'desktop' || deviceType === 'computer');
}

/** The groups a device of this type is made of, in catalogue order. */
export function groupsForDevice(deviceType: DeviceType): ComponentGroup[] {
  return COMPONENT_GROUP_NAMES.filter((group) => fitsDeviceType(COMPONENT_GROUPS[group], deviceType));
}
