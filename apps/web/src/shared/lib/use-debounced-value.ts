import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a search box's words after a pause in
 * typing, so the server is asked once per pause rather than once per keystroke. Starts as the
 * value it is first given; each change before the pause is over starts the wait again.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
