import { Type } from 'typebox';
import { installationSortColumns, maxInstallationTake } from '@portal/shared/rules';
import { codeSchema, customerParams as params, idSchema, stringEnum } from '../../schemas/common.js';
import { arrayOf, binarySchema, booleanSchema, integerSchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** The deepest page the query call reads: far beyond any location's units (the large customer has 100k in all). */
export const MAX_SKIP = 1_000_000;

const installationFileSchema = objectSchema({ url: stringSchema, displayName: stringSchema, fileName: stringSchema, shortDescription: nullableString });

/** Installation of the contract. */
const installationSchema = objectSchema({
  id: integerSchema,
  name: stringSchema,
  code: stringSchema,
  type: stringSchema,
  files: arrayOf(installationFileSchema),
  hasOverdue: booleanSchema,
  incidents: booleanSchema,
  status: stringEnum(['green', 'yellow', 'red']),
});

const locationParams = params({ locationCode: codeSchema });
/** The path's installation code: the reference code's second part (a code with a slash), or the whole code. */
const pathCodeSchema = Type.String({ minLength: 1, maxLength: 128 });
const fileNameSchema = Type.String({ minLength: 1, maxLength: 255 });

export const listSchema = {
  summary: 'Installations of a location and its descendants, by name, with status colours and files',
  operationId: 'listInstallations',
  description: 'Everything in one answer; the paged query is the call for large locations.',
  params: locationParams,
  response: { 200: arrayOf(installationSchema) },
};

export const querySchema = {
  summary: 'One page of a location’s installations: search (name or code), type filter, sort; with the total and the type options',
  operationId: 'queryInstallations',
  description: 'skip and take page it; the total is in X-Total-Count, with the type options for the filter.',
  params: locationParams,
  querystring: Type.Object(
    {
      skip: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 })),
      take: Type.Optional(Type.Integer({ minimum: 1, maximum: maxInstallationTake, default: 10 })),
      sortCol: Type.Optional(stringEnum(installationSortColumns)),
      sortDir: Type.Optional(stringEnum(['asc', 'desc'])),
      nameSearch: Type.Optional(Type.String({ maxLength: 200 })),
      typeFilter: Type.Optional(Type.String({ maxLength: 200 })),
    },
    // Other parameters (a cache buster, a client's extra) are ignored, as on the other list calls.
  ),
  response: { 200: objectSchema({ installations: arrayOf(installationSchema), total: integerSchema, types: arrayOf(stringSchema) }) },
};

export const uploadSchema = {
  summary: 'Uploads files to an installation (multipart: parts `files`, the comment `commentFile` as a field or a text part; type checked by content, 100 MB each)',
  operationId: 'uploadInstallationFiles',
  description: 'All or nothing: a file of the wrong type, name or size refuses the whole upload (400 or 413). The comment may be a field or a text part.',
  consumes: ['multipart/form-data'],
  params: params({ id: idSchema, locationCode: codeSchema, installationCode: pathCodeSchema }),
  response: { 201: objectSchema({ files: arrayOf(installationFileSchema) }) },
};

export const deleteFileSchema = {
  summary: 'Deletes a file of an installation',
  operationId: 'deleteInstallationFile',
  description: 'Removes the record and the stored file; 404 for an unknown name.',
  params: params({ installationId: idSchema, fileName: fileNameSchema, locationRef: codeSchema, installationCode: pathCodeSchema }),
  response: { 204: noContentSchema },
};

export const qrLabelsSchema = {
  summary: 'QR label sheets of a location\'s units (PDF)',
  operationId: 'qrLabels',
  description:
    'A4 sheets of 3 × 8 labels of 70 × 37 mm (the common 24-up sheet), one per unit of the location and its sub-locations: the unit\'s name, code and a QR code holding PUBLIC_URL/meld/<token>, where the token names the unit, is signed and does not expire (an Admin\'s rotation ends every earlier label). Texts in the Accept-Language (da, en, de). At most 2,400 labels; more is a 400.',
  params: locationParams,
  produces: ['application/pdf'],
  response: { 200: binarySchema('The PDF') },
};
