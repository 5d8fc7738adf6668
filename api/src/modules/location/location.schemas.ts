import { Type } from 'typebox';
import type { LocationNode } from '@portal/shared/contract';
import { codeSchema, customerParams } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** A reference to the registered LocationNode schema (recursive, so registered once by $id). */
const locationNodeRef = Type.Unsafe<LocationNode>({ $ref: 'LocationNode#' });

/** LocationNode: recursive, so it is registered once (app.addSchema) and referenced by $id. */
export const locationNodeSchema = Type.Object(
  {
    code: stringSchema,
    name: stringSchema,
    hasIncidents: booleanSchema,
    hasOverdue: booleanSchema,
    children: Type.Array(locationNodeRef),
  },
  { $id: 'LocationNode' },
);

export const locationsSchema = {
  summary: "The customer's location tree, with an ETag (304 on If-None-Match)",
  operationId: 'listLocations',
  description: 'Only what the user may see: a user limited to locations gets those and what is inside them.',
  params: customerParams({}),
  response: { 200: Type.Array(locationNodeRef) },
};

/** A location of the customer by its code (details, statistics). */
export const locationParams = customerParams({ code: codeSchema });

export const locationSchema = {
  summary: 'Details of a location',
  operationId: 'getLocation',
  description: '404 when the code is unknown, another customer\'s or outside the user\'s locations.',
  params: locationParams,
  response: {
    200: objectSchema({
      code: stringSchema,
      name: stringSchema,
      streetName: nullableString,
      zipCode: nullableString,
      city: nullableString,
      contact: nullableString,
      phoneNumber: nullableString,
      units: integerSchema,
      currentIssues: integerSchema,
    }),
  },
};

const locationFileSchema = objectSchema({ url: stringSchema, displayName: stringSchema, fileName: stringSchema, shortDescription: nullableString });

export const locationFilesSchema = {
  summary: "The location's own documents, each with a signed link",
  operationId: 'listLocationFiles',
  description: 'Each file with a signed link that expires after an hour.',
  params: locationParams,
  response: { 200: arrayOf(locationFileSchema) },
};

export const uploadLocationFilesSchema = {
  summary: 'Uploads documents to a location (multipart: parts `files`, the comment `commentFile` as a field or a text part; type checked by content, 100 MB each)',
  operationId: 'uploadLocationFiles',
  description: 'All or nothing: a file of the wrong type, name or size refuses the whole upload (400 or 413). The comment may be a field or a text part.',
  consumes: ['multipart/form-data'],
  params: locationParams,
  response: { 201: objectSchema({ files: arrayOf(locationFileSchema) }) },
};

export const deleteLocationFileSchema = {
  summary: 'Deletes a document of a location by its file name',
  operationId: 'deleteLocationFile',
  description: 'Removes the record and the stored file; 404 for an unknown name.',
  params: customerParams({ code: codeSchema, fileName: Type.String({ minLength: 1, maxLength: 255 }) }),
  response: { 204: noContentSchema },
};
