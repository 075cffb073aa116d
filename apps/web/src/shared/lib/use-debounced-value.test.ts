import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const typing = (first: string, delayMs = 300) =>
  renderHook(({ text }) => useDebouncedValue(text, delayMs), { initialProps: { text: first } });

describe('useDebouncedValue', () => {
  it('starts with the value it is first given, without waiting', () => {
    const { result } = typing('samsung');
    expect(result.current).toBe('samsung');
  });

  it('gives a new value only once it has stayed the same for the whole delay', () => {
    const { result, rerender } = typing('');
    rerender({ text: 'sam' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('sam');
  });

  it('starts the wait again at each change, so a burst of typing gives only its last value', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ text }) => {
        const settled = useDebouncedValue(text, 300);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { text: '' } },
    );
    for (const text of ['s', 'sa', 'sam', 'sams']) {
      rerender({ text });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(seen).toEqual(['']);
    act(() => vi.advanceTimersByTime(100));
    expect(seen).toEqual(['', 'sams']);
  });

  it('keeps the value it settled on when typing comes back to it', () => {
    const { result, rerender } = typing('sam');
    rerender({ text: 'samx' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ text: 'sam' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('sam');
  });

  it('uses the delay it is given', () => {
    const { result, rerender } = typing('', 250);
    rerender({ text: 'ram' });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe('ram');
  });

  it('leaves no timer behind when the component goes', () => {
    const { rerender, unmount } = typing('');
    rerender({ text: 'sam' });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
