import { SignJWT, jwtVerify } from 'jose';

/** What a valid session token says: whose it is, and the user's token version when it was issued. */
export interface TokenClaims {
  userId: string;
  version: number;
}

/**
 * Short-lived HS256 session tokens. The token names the user and carries the user's token
 * version (claim `ver`); the role is re-read from the database, and a token whose version
 * is no longer the user's has been ended (signed out everywhere, password changed).
 */
export class TokenService {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') return undefined;
      // Tokens issued before versions existed carry none: they belong to version 0, the column's start.
      const version = payload.ver ?? 0;
      return Number.isSafeInteger(version) ? { userId: payload.sub, version: version as number } : undefined;
    } catch {
      return undefined;
    }
  }
}
