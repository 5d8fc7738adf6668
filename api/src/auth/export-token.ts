import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Signed export links (ADR 0053): like the download links (download-token.ts), a short HS256 JWT a browser can
 * open without a Bearer header, here with audience 'export' (never a session token, never a file download). It
 * carries who asked (session, employee, customer: ids, no name or e-mail, since a URL reaches logs) and what (the
 * list, format, language and the list's parameters); the download checks the session and the membership again,
 * so a link outlives neither. The request log redacts the token (plugins/request-log.ts).
 */
export interface ExportGrant {
  sessionId: string;
  customerId: number;
  employeeId: number;
  impersonator?: string | undefined;
  list: string;
  format: string;
  language: string;
  query: Record<string, string | number>;
}

/** An export link is opened at once by the page that asked for it. */
export const EXPORT_LINK_SECONDS = 120;

const AUDIENCE = 'export';

export class ExportLinkExpiredError extends Error {}
export class ExportLinkInvalidError extends Error {}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signExportGrant(secret: string, grant: ExportGrant, seconds = EXPORT_LINK_SECONDS): Promise<string> {
  return new SignJWT({ g: grant })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(keyOf(secret));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function verifyExportGrant(secret: string, token: string): Promise<ExportGrant> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ExportLinkExpiredError();
    throw new ExportLinkInvalidError();
  }
  const grant = payload['g'];
  if (
    !isRecord(grant) ||
    typeof grant['sessionId'] !== 'string' ||
    typeof grant['customerId'] !== 'number' ||
    typeof grant['employeeId'] !== 'number' ||
    typeof grant['list'] !== 'string' ||
    typeof grant['format'] !== 'string' ||
    typeof grant['language'] !== 'string' ||
    !isRecord(grant['query'])
  ) {
    throw new ExportLinkInvalidError();
  }
  return grant as unknown as ExportGrant;
}
