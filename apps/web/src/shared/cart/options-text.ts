import type { SelectedOptions } from '@shop/domain';

/** A chosen option's value as a person reads it: a component's name, a list of them, or the value itself. */
function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object' && value !== null) {
    const named = value as { name?: unknown; label?: unknown; value?: unknown };
    const name = named.name ?? named.label ?? named.value;
    return name === undefined ? JSON.stringify(value) : describeValue(name);
  }
  return String(value);
}

/**
 * A line's configuration in one line of text ("ram: 16 GB · storage: 1 TB"), or '' for a
 * plain product. Shown in the cart, the payment's refusal and the orders alike.
 */
export function optionsText(options: SelectedOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${describeValue(value)}`)
    .join(' · ');
}
