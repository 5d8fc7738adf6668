import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role, TokenClaims } from '@portal/shared/contract';

/** A token lives 8 hours, but never past the end of its session (SESSION_MAX_HOURS). */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The claims the server puts in a token (exp and iat are added when signing). */
export type TokenContent = Omit<TokenClaims, 'exp' | 'iat'>;

export class InvalidTokenError extends Error {}

export interface TokenService {
  /** `sessionEnd` (epoch ms) caps the expiry: a renewed token never outlives its session. */
  sign(content: TokenContent, sessionEnd: number): Promise<string>;
  /** Throws InvalidTokenError for a bad signature, an expired token or missing claims. */
  verify(token: string): Promise<TokenClaims>;
}

const STRING_CLAIMS = ['CustomerId', 'EmployeeEmail', 'EmployeeName', 'EmployeeId', 'CustomerXal', 'sid'] as const;
const ROLES: readonly Role[] = ['Admin', 'User'];

function toClaims(payload: Record<string, unknown>): TokenClaims {
  for (const claim of STRING_CLAIMS) {
    if (typeof payload[claim] !== 'string') throw new InvalidTokenError(`Claim ${claim} is missing`);
  }
  const { NewsFeed, Role: role, Impersonator, exp, iat } = payload;
  if (NewsFeed !== 'True' && NewsFeed !== 'False') throw new InvalidTokenError('Claim NewsFeed is missing');
  if (!ROLES.includes(role as Role)) throw new InvalidTokenError('Claim Role is missing');
  if (typeof exp !== 'number' || typeof iat !== 'number') throw new InvalidTokenError('Claims exp/iat missing');
  if (Impersonator !== undefined && typeof Impersonator !== 'string') {
    throw new InvalidTokenError('Claim Impersonator is malformed');
  }
  return {
    CustomerId: payload.CustomerId as string,
    EmployeeEmail: payload.EmployeeEmail as string,
    EmployeeName: payload.EmployeeName as string,
    EmployeeId: payload.EmployeeId as string,
    NewsFeed,
    CustomerXal: payload.CustomerXal as string,
    Role: role as Role,
    sid: payload.sid as string,
    ...(Impersonator !== undefined ? { Impersonator } : {}),
    exp,
    iat,
  };
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(content, sessionEnd) {
      const payload: Record<string, string> = {
        CustomerId: content.CustomerId,
        EmployeeEmail: content.EmployeeEmail,
        EmployeeName: content.EmployeeName,
        EmployeeId: content.EmployeeId,
        NewsFeed: content.NewsFeed,
        CustomerXal: content.CustomerXal,
        Role: content.Role,
        sid: content.sid,
      };
      if (content.Impersonator) payload.Impersonator = content.Impersonator;
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = Math.min(issuedAt + TOKEN_LIFETIME_SECONDS, Math.floor(sessionEnd / 1000));
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return toClaims(payload);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
        throw new InvalidTokenError('Token could not be read');
      }
    },
  };
}
