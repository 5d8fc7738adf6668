import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../contract';

/** Decodes a token's claims without verifying it (the API verifies); null when malformed or expired. */
export function decodeTokenClaims(token: string, now: number = Date.now()): TokenClaims | null {
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (!claims.CustomerId || !claims.EmployeeId || typeof claims.exp !== 'number') {
      return null;
    }
    if (claims.exp * 1000 <= now) {
      return null;
    }
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
