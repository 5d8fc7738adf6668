import type { TokenClaims } from '../contract';

function base64Url(value: string): string {
  return btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the given claims; the browser side only decodes tokens. */
export function makeToken(overrides: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    CustomerId: '1',
    EmployeeEmail: 'demo@example.com',
    EmployeeName: 'Demo Bruger',
    EmployeeId: '7',
    NewsFeed: 'False',
    CustomerXal: 'C-10421',
    Role: 'Admin',
    sid: 'test-session',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}
