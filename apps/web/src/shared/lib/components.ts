/**
 * Reading the components a product's `features` hold: a feature holds
 * either `selectedComponent` or a `selectedComponents` list. The detail page's component
 * list and the comparison page read them the same way.
 */
export type ComponentEntry = Record<string, unknown>;

/** Every component selected in one feature, in order; none for a missing or malformed one. */
export function selectedComponents(feature: unknown): ComponentEntry[] {
  if (typeof feature !== 'object' || feature === null) return [];
  const { selectedComponent, selectedComponents: list } = feature as Record<string, unknown>;
  const components = Array.isArray(list) ? list : [selectedComponent];
  return components.filter((component): component is ComponentEntry => typeof component === 'object' && !!component);
}
