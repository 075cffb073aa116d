/**
 * The suggestion box's state as a pure reducer (WAI-ARIA combobox with a listbox popup): the
 * keys and answers it reacts to, and nothing about the DOM, so every transition is tested
 * without a browser.
 */
export interface ComboboxState {
  open: boolean;
  /** Index into the options, -1 when none is active (focus stays in the box). */
  active: number;
  count: number;
}

export type ComboboxEvent =
  | { type: 'options'; count: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'close' }
  | { type: 'typed' };

export const CLOSED: ComboboxState = { open: false, active: -1, count: 0 };

export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case 'options':
      // A new answer: the list opens when it has something to show, and no option is active
      // (an index kept from the last list would point at a different option).
      return { open: event.count > 0, active: -1, count: event.count };
    case 'typed':
      return { ...state, active: -1 };
    case 'next':
      if (state.count === 0) return state;
      // Down on a closed list opens it; on the last option it wraps back to the box (-1).
      if (!state.open) return { ...state, open: true, active: 0 };
      return { ...state, active: state.active + 1 >= state.count ? -1 : state.active + 1 };
    case 'previous':
      if (state.count === 0) return state;
      if (!state.open) return { ...state, open: true, active: state.count - 1 };
      return { ...state, active: state.active <= -1 ? state.count - 1 : state.active - 1 };
    case 'first':
      return state.open && state.count > 0 ? { ...state, active: 0 } : state;
    case 'last':
      return state.open && state.count > 0 ? { ...state, active: state.count - 1 } : state;
    case 'close':
      return { ...state, open: false, active: -1 };
  }
}

/** The event a key press means, or null for keys the box leaves to the input. */
export function keyEvent(key: string, state: ComboboxState): ComboboxEvent | null {
  switch (key) {
    case 'ArrowDown':
      return { type: 'next' };
    case 'ArrowUp':
      return { type: 'previous' };
    // Home and End stay with the text unless an option is active.
    case 'Home':
      return state.active >= 0 ? { type: 'first' } : null;
    case 'End':
      return state.active >= 0 ? { type: 'last' } : null;
    case 'Escape':
      return state.open ? { type: 'close' } : null;
    default:
      return null;
  }
}
