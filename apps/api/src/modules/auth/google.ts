import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { hasControlCharacters } from '@shop/domain';

/** The issuers Google uses in its ID tokens. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export type GoogleVerification = { ok: true; identity: GoogleIdentity } | { ok: false; reason: string };

/**
 * Verifies Google ID tokens: RS256 signature against the key set published at
 * `jwksUrl` (fetched once and cached, refetched for an unknown key id),
 * audience = the shop's client id, Google's issuer, expiry, and a verified e-mail.
 */
export class GoogleVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(credential: string): Promise<GoogleVerification> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, this.keys, {
        audience: this.clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub', 'email'],
        clockTolerance: 5,
      }));
    } catch (error) {
      return { ok: false, reason: (error as { code?: string }).code ?? 'invalid token' };
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!verified) return { ok: false, reason: 'e-mail not verified' };
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (
      !email ||
      email.length > 254 ||
      hasControlCharacters(email) ||
      typeof payload.sub !== 'string' ||
      payload.sub.length > 255
    ) {
      return { ok: false, reason: 'missing claims' };
    }
    // The name is Google's, not typed here: control characters become spaces rather than refuse the sign-in.
    const googleName = typeof payload.name === 'string' ? payload.name.replace(/\p{Cc}/gu, ' ').trim() : '';
    const name = googleName !== '' ? googleName.slice(0, 100) : email.split('@')[0]!;
    return { ok: true, identity: { sub: payload.sub, email, name } };
  }
}
