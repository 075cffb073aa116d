import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const user = { id: '0b5a1f2e-8c61-4a55-9a8e-0d6f2f0f9a11', token_version: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('answers the same claims for a token however often it is checked', async () => {
    const tokens = new TokenService(SECRET, '1h');
    const token = await tokens.sign(user);
    const claims = { userId: user.id, version: 3 };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token once it has expired, though it was valid (and checked) before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService(SECRET, '60');
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-29T12:00:59Z'));
    expect(await tokens.verify(token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-29T12:01:00Z'));
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token changed after signing, or signed with another secret, even beside a checked one', async () => {
    const tokens = new TokenService(SECRET, '1h');
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toBeDefined();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ver: 4 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    const foreign = await new TokenService(`${SECRET}-other`, '1h').sign(user);
    expect(await tokens.verify(foreign)).toBeUndefined();
  });
});
