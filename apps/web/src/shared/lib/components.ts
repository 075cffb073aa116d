/**
 * Reading the components a product's `features` hold (spec 001 §3): a feature holds
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

/** A component's display name: name, else label, else value (spec 001 §3). */
export function componentName(component: ComponentEntry): string | undefined {
  for (const key of ['name', 'label', 'value'] as const) {
    const value = component[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The description in the given language, falling back to Spanish; plain text as it is. */
export function componentDescription(component: ComponentEntry, language: string): string | undefined {
  const description = component.description;
  if (typeof description === 'string') return description;
  if (description && typeof description === 'object') {
    const localized = (description as Record<string, unknown>)[language] ?? (description as Record<string, unknown>).es;
    return typeof localized === 'string' ? localized : undefined;
  }
  return undefined;
}
