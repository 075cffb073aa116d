import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
