import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    ['theme=dark; i18next=en', 'en'],
    ['i18next=en', 'en'],
    ['  i18next=en-GB ;theme=dark', 'en-GB'],
    ['xi18next=es; i18next=en', 'en'],
    ['i18next=a%3Db=c', 'a=b=c'],
    ['i18next=', ''],
    ['theme=dark', undefined],
    ['i18next=%E0%A4%A', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j has %j', (header, expected) => {
    expect(readCookie(header, 'i18next')).toBe(expected);
  });

  it('reads the first of two cookies with the same name', () => {
    expect(readCookie('i18next=es; i18next=en', 'i18next')).toBe('es');
  });
});
