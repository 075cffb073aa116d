import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@shop/domain';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, languageDetector } from './language-detector';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Every source set to a different answer, so each step down the order shows which one won. */
function setEverySource() {
  history.replaceState(null, '', '/productos?lng=en');
  document.cookie = `${LANGUAGE_COOKIE}=es; Path=/`;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
  document.documentElement.lang = 'en';
}

beforeEach(() => {
  clearCookies();
  history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('language detection', () => {
  it('follows the order query string, cookie, localStorage, navigator, <html lang>', () => {
    setEverySource();
    expect(languageDetector.detect()).toBe('en'); // ?lng=en

    history.replaceState(null, '', '/productos');
    expect(languageDetector.detect()).toBe('es'); // cookie i18next=es

    clearCookies();
    expect(languageDetector.detect()).toBe('en'); // localStorage i18nextLng=en

    localStorage.clear();
    expect(languageDetector.detect()).toBe('es'); // navigator es-ES

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    expect(languageDetector.detect()).toBe('en'); // <html lang="en">

    document.documentElement.lang = '';
    expect(languageDetector.detect()).toBeUndefined(); // i18next then falls back to Spanish
  });

  it('skips what is not a shop language and narrows regional variants', () => {
    history.replaceState(null, '', '/?lng=fr');
    document.cookie = `${LANGUAGE_COOKIE}=<script>; Path=/`;
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-GB', 'es']);
    expect(languageDetector.detect()).toBe('en');
  });

  it('reads ?lng= after the hash of hash-based links', () => {
    history.replaceState(null, '', '/#/productos?lng=en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    expect(languageDetector.detect()).toBe('en');
  });

  it('finds nothing and touches nothing outside a browser', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    expect(languageDetector.detect()).toBeUndefined();
    expect(() => languageDetector.cacheUserLanguage('en')).not.toThrow();
  });
});

describe('caching the choice', () => {
  it('stores it in localStorage and in a year-long, site-wide cookie the server can read', () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    languageDetector.cacheUserLanguage('en');

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(readCookie(document.cookie, LANGUAGE_COOKIE)).toBe('en');
    expect(cookieWrites).toHaveBeenCalledWith('i18next=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is what the next detection finds', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    languageDetector.cacheUserLanguage('en');
    expect(languageDetector.detect()).toBe('en');
  });

  it('still sets the cookie when localStorage refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    languageDetector.cacheUserLanguage('en');
    expect(readCookie(document.cookie, LANGUAGE_COOKIE)).toBe('en');
  });

  it('never keeps the debugging language cimode', () => {
    languageDetector.cacheUserLanguage('cimode');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(readCookie(document.cookie, LANGUAGE_COOKIE)).toBeUndefined();
  });
});
