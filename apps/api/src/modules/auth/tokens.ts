import { SignJWT, jwtVerify } from 'jose';

/** Short-lived HS256 session tokens. The token names the user; the role is re-read from the database. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: string): Promise<string> {
    const span = /^\d+$/.test(this.expiresIn) ? `${this.expiresIn}s` : this.expiresIn.replace(/\s+/g, '');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(span)
      .sign(this.key);
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
