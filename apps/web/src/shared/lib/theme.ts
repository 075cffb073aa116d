import { useCallback } from 'react';
import { useBrowserSnapshot } from './use-browser-snapshot';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** Stored choice first; with nothing stored, the system preference. */
export function currentTheme(): Theme {
  return storedTheme() ?? (systemDark().matches ? 'dark' : 'light');
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still applies for this page view.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Follows the system while the visitor has not chosen a theme.
  const media = systemDark();
  const onSystemChange = () => {
    if (!storedTheme()) {
      applyTheme(currentTheme());
      listener();
    }
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
  };
}

export function useTheme(): [Theme, () => void] {
  // The server cannot know the theme (page-start.js applies it before the first paint): it
  // renders the light state; the toggle's icon follows the `dark` class in CSS (no change at
  // hydration), its name is corrected once the page's content is on screen (useBrowserSnapshot).
  const theme = useBrowserSnapshot(subscribe, currentTheme, () => 'light' as const);
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return [theme, toggle];
}
