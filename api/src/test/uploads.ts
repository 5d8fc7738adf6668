import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { bearer } from './test-app.js';

/** Upload test helpers: small valid files and multipart bodies built by hand. */

export const TEST_BOUNDARY = '----portal-test-boundary';

/** A valid PNG of `width` x `width` pixels. */
export const png = (width = 2): Buffer => PNG.sync.write(new PNG({ width, height: width }));

/** The smallest PDF the content check accepts. */
export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export interface FilePart {
  name: string;
  content: Buffer;
  /** The client's claim (the server ignores it and checks the content). */
  type?: string;
}

/** The header of one file part in the field `files`. */
export function filePartHeader(part: Pick<FilePart, 'name' | 'type'>, boundary = TEST_BOUNDARY): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
}

/** A multipart/form-data body with the parts as files of the field `files`. */
export function multipartBody(parts: readonly FilePart[], boundary = TEST_BOUNDARY): Buffer {
  const chunks = parts.flatMap((part) => [filePartHeader(part, boundary), part.content, Buffer.from('\r\n')]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

export const multipartHeaders = (boundary = TEST_BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** PUTs the files to an issue's upload call with the session's token (the spec's path, trailing slash). */
export function uploadToIssue(
  app: FastifyInstance,
  session: { token: string; customerId: number },
  issueId: number,
  payload: Buffer | NodeJS.ReadableStream,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/issue/${session.customerId}/uploadFiles/${issueId}/`,
    headers: { ...bearer(session.token), ...multipartHeaders() },
    payload,
  });
}

/** A multipart body with fields first, then files (as a browser's FormData sends them in order). */
export function reportBody(fields: Record<string, string>, files: { name: string; content: Buffer }[] = []): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${TEST_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A JPEG photo carrying EXIF with a camera make and a GPS position, as a phone writes one. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PortalTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '12/1 34/1 56/1' } })
    .toBuffer();
}
