import { Type } from 'typebox';
import { integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

/** A label's token as a path segment (label-token.ts makes them far shorter). */
const tokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

export const publicTargetSchema = {
  summary: 'What the public report page of a QR label may show',
  operationId: 'publicReportTarget',
  description:
    'No token needed. `{ guestReports: false }` for a forged, rotated or unknown token and for a customer without guest reports alike, so the answer never tells whether a token exists. Rate-limited per address.',
  params: tokenParams,
  response: {
    200: Type.Union([
      objectSchema({ guestReports: Type.Literal(false) }),
      objectSchema({ guestReports: Type.Literal(true), installation: stringSchema, locationName: stringSchema }),
    ]),
  },
};

export const publicReportSchema = {
  summary: 'A guest reports a fault through a QR label (multipart: name, email, phone, description, files; honeypot `website`)',
  operationId: 'publicReport',
  description:
    'No token needed; only when the label is current and its customer allows guest reports, otherwise 404 with the same message for every refused token. A name, an e-mail address or a phone, a description of at least 15 characters and up to 3 photos (jpg, png; re-encoded without metadata). Rate-limited per address and per label (429). The reporter gets a receipt by e-mail when an address was given.',
  consumes: ['multipart/form-data'],
  params: tokenParams,
  response: { 201: objectSchema({ issueId: integerSchema, number: stringSchema, status: Type.Literal('Reported') }) },
};
