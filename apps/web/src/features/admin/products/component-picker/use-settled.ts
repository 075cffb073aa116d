import { useEffect, useState } from 'react';

/** Waits for typing to pause before a search goes to the server. */
export function useSettled(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
