import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off unless set, in production too', () => {
    expect(trustProxy(undefined)).toBe(false);
    for (const off of ['', ' ', 'false', 'off', 'no', '0']) expect(trustProxy(off)).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.10 ,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '1.5', '10.0.0.300']) {
      expect(() => trustProxy(bad), bad).toThrow(ConfigError);
      expect(() => trustProxy(bad), bad).toThrow(
        /^Invalid configuration: TRUST_PROXY must be off, a number of proxy hops/,
      );
    }
  });
});

describe('EXCHANGE_RATES', () => {
  const rates = (EXCHANGE_RATES: string | undefined, EXCHANGE_RATES_DATE: string | undefined = '2026-11-01') =>
    loadConfig({ EXCHANGE_RATES, EXCHANGE_RATES_DATE }).exchangeRates;

  it('is off unless set; then the rates are exact decimal text with their date', () => {
    expect(loadConfig({}).exchangeRates).toBeNull();
    expect(rates(' USD=1050, eur = 1130.5 ,BRL=0190.25')).toEqual({
      base: 'ARS',
      rates: { USD: '1050', EUR: '1130.5', BRL: '190.25' },
      setOn: '2026-11-01',
    });
  });

  it('refuses bad pairs, naming the variable', () => {
    for (const bad of [
      'USD',
      'USD=',
      'USD=abc',
      'USD=0',
      'USD=-3',
      'USD=1.23456',
      'JPY=1',
      'ARS=1',
      'USD=1,USD=2',
      'USD=1=2',
    ]) {
      expect(() => rates(bad), bad).toThrow(/^Invalid configuration: EXCHANGE_RATES must list CURRENCY=rate pairs/);
    }
  });

  it('needs the date it was set, as a real day', () => {
    expect(() => loadConfig({ EXCHANGE_RATES: 'USD=1050' })).toThrow(/EXCHANGE_RATES_DATE must be set together/);
    expect(() => loadConfig({ EXCHANGE_RATES_DATE: '2026-11-01' })).toThrow(/EXCHANGE_RATES must be set together/);
    for (const bad of ['2026-13-01', '2026-02-30', '01/11/2026', 'yesterday']) {
      expect(() => rates('USD=1050', bad), bad).toThrow(/EXCHANGE_RATES_DATE must be the day the rates were set/);
    }
  });
});

describe('configWarnings', () => {
  it('warns when CORS_ORIGINS is set without PUBLIC_BASE_URL, and only then', () => {
    const warnings = (env: NodeJS.ProcessEnv) => configWarnings(loadConfig(env));
    expect(warnings({ CORS_ORIGINS: 'https://tienda.example' })).toEqual([
      expect.stringMatching(/^CORS_ORIGINS is set without PUBLIC_BASE_URL: media URLs are answered relative/),
    ]);
    expect(warnings({ CORS_ORIGINS: 'https://tienda.example', PUBLIC_BASE_URL: 'https://api.tienda.example' })).toEqual(
      [],
    );
    expect(warnings({})).toEqual([]);
    expect(warnings({ PUBLIC_BASE_URL: 'https://api.tienda.example' })).toEqual([]);
  });
});
