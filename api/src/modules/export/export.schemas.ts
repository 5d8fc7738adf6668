import { Type } from 'typebox';
import { codeSchema, customerParams, idSchema, paramsObject } from '../../schemas/common.js';
import { binarySchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { exportLists } from './export.service.js';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const text = Type.String({ maxLength: 200 });

/** `<list>.<format>`, e.g. `faults.csv`. */
const fileParams = customerParams({
  file: Type.String({ pattern: `^(${exportLists.join('|')})\\.(csv|xlsx)$`, description: `The list (${exportLists.join(', ')}) and the format (csv, xlsx)` }),
});

/**
 * The list call's parameters (which a list needs: the service says, 400 otherwise), then the page's own
 * filters and sort. Unknown parameters are a 400.
 */
const exportQuery = Type.Object(
  {
    location: Type.Optional(codeSchema),
    locations: Type.Optional(Type.String({ maxLength: 4000, pattern: '^[A-Za-z0-9._-]+(,[A-Za-z0-9._-]+)*$', description: 'Chosen sub-locations, comma-separated' })),
    from: Type.Optional(day),
    to: Type.Optional(day),
    status: Type.Optional(Type.String({ maxLength: 32, description: "The list call's status (faults, thermography, inspections)" })),
    months: Type.Optional(Type.Integer({ minimum: 1, maximum: 36, description: 'The portfolio window (locations)' })),
    employeeId: Type.Optional(idSchema),
    q: Type.Optional(text),
    sort: Type.Optional(Type.String({ maxLength: 100, description: "The sorted column's id" })),
    dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    severity: Type.Optional(Type.String({ maxLength: 8 })),
    issueStatus: Type.Optional(Type.String({ maxLength: 32 })),
    installationType: Type.Optional(text),
  },
  { additionalProperties: false },
);

export const exportSchema = {
  summary: 'A list as CSV or XLSX: its rows as the page filters and sorts them, column titles in the Accept-Language',
  operationId: 'exportList',
  description:
    'Streamed a batch at a time. Text cells starting with =, +, -, @, a tab or a carriage return are prefixed with a single quote. Scoped as the list calls: the token’s customer and the user’s locations.',
  params: fileParams,
  querystring: exportQuery,
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: { 200: binarySchema('The CSV (UTF-8 with a byte order mark) or XLSX file, as an attachment') },
};

export const exportLinkSchema = {
  summary: 'A signed link (2 minutes) to the same export, which a browser opens without a Bearer header',
  operationId: 'exportListLink',
  description: 'The parameters are checked now (400, 404 here); the link then streams the file as `exportList` does.',
  params: fileParams,
  querystring: exportQuery,
  response: { 200: objectSchema({ url: stringSchema }) },
};

/** `<token>/<file name>`: a wildcard, because a signed token is longer than a named path parameter may be. */
export const exportDownloadSchema = {
  summary: 'The export a signed link names (the link is the authorization)',
  operationId: 'exportDownload',
  description: 'Public: the signed link is the authorization. An expired link is 410; a forged one, or one whose session has ended, 404.',
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  wildcard: 'path',
  params: paramsObject({
    '*': Type.String({ minLength: 10, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+(/.*)?$' }),
  }),
  response: { 200: binarySchema('The CSV or XLSX file, as an attachment') },
};
