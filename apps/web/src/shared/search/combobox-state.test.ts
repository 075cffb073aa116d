import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxReducer, keyEvent, type ComboboxEvent, type ComboboxState } from './combobox-state';

const run = (events: ComboboxEvent[], from: ComboboxState = CLOSED) => events.reduce(comboboxReducer, from);

describe('comboboxReducer', () => {
  it('opens on an answer with options, with none active', () => {
    expect(run([{ type: 'options', count: 3 }])).toEqual({ open: true, active: -1, count: 3 });
    expect(run([{ type: 'options', count: 0 }])).toEqual({ open: false, active: -1, count: 0 });
  });

  it('moves down through the options and wraps back to the box', () => {
    const open = run([{ type: 'options', count: 2 }]);
    expect(run([{ type: 'next' }], open).active).toBe(0);
    expect(run([{ type: 'next' }, { type: 'next' }], open).active).toBe(1);
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }], open).active).toBe(-1);
  });

  it('moves up from the box to the last option', () => {
    const open = run([{ type: 'options', count: 4 }]);
    expect(run([{ type: 'previous' }], open).active).toBe(3);
    expect(run([{ type: 'previous' }, { type: 'previous' }], open).active).toBe(2);
  });

  it('reopens a closed list with the arrows when it has options', () => {
    const closed = run([{ type: 'options', count: 2 }, { type: 'close' }]);
    expect(closed).toEqual({ open: false, active: -1, count: 2 });
    expect(run([{ type: 'next' }], closed)).toEqual({ open: true, active: 0, count: 2 });
    expect(run([{ type: 'previous' }], closed)).toEqual({ open: true, active: 1, count: 2 });
    expect(run([{ type: 'next' }])).toEqual(CLOSED);
  });

  it('forgets the active option when the list changes or the shopper types', () => {
    const moved = run([{ type: 'options', count: 3 }, { type: 'next' }, { type: 'next' }]);
    expect(run([{ type: 'options', count: 5 }], moved).active).toBe(-1);
    expect(run([{ type: 'typed' }], moved).active).toBe(-1);
  });

  it('jumps to the first and last option', () => {
    const moved = run([{ type: 'options', count: 5 }, { type: 'next' }, { type: 'next' }]);
    expect(run([{ type: 'last' }], moved).active).toBe(4);
    expect(run([{ type: 'last' }, { type: 'first' }], moved).active).toBe(0);
  });
});

describe('keyEvent', () => {
  const open: ComboboxState = { open: true, active: -1, count: 3 };
  it('maps the combobox keys', () => {
    expect(keyEvent('ArrowDown', open)).toEqual({ type: 'next' });
    expect(keyEvent('ArrowUp', open)).toEqual({ type: 'previous' });
    expect(keyEvent('Escape', open)).toEqual({ type: 'close' });
  });

  it('leaves Home, End and Escape to the input when they mean nothing to the list', () => {
    expect(keyEvent('Home', open)).toBeNull();
    expect(keyEvent('End', open)).toBeNull();
    expect(keyEvent('Home', { ...open, active: 1 })).toEqual({ type: 'first' });
    expect(keyEvent('Escape', CLOSED)).toBeNull();
    expect(keyEvent('a', open)).toBeNull();
  });
});
