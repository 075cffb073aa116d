import { SignJWT, jwtVerify } from 'jose';

/** What a valid session token says: whose it is, and the user's token version when it was issued. */
export interface TokenClaims {
  userId: string;
  version: number;
}

/** How many checked tokens a process keeps (a few megabytes); past it, the list starts again. */
const KEPT_TOKENS = 10_000;

/**
 * Short-lived HS256 session tokens. The token names the user and carries the user's token
 * version (claim `ver`); the role is re-read from the database, and a token whose version
 * is no longer the user's has been ended (signed out everywhere, password changed).
 */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature this process has checked, with their claims and expiry (ms). A token
   * never changes, so its check is done once, not on every request it signs (an HMAC through Web
   * Crypto was a tenth of an order's processor time); what can change (the account, its role, its
   * token version) is still read from the database on every request.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: { id: string; token_version: number }): Promise<string> {
    const span = /^\d+$/.test(this.expiresIn) ? `${this.expiresIn}s` : this.expiresIn.replace(/\s+/g, '');
    return new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(span)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') return undefined;
      // Tokens issued before versions existed carry none: they belong to version 0, the column's start.
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) return undefined;
      const claims = { userId: payload.sub, version: version as number };
      // Only a token that expires and is valid from the start is kept (the shop signs no other kind).
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (this.verified.size >= KEPT_TOKENS) this.verified.clear();
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return undefined;
    }
  }
}
