import { Type } from 'typebox';
import { customerParams as params } from '../../schemas/common.js';
import { booleanSchema, integerSchema, objectSchema } from '../../schemas/responses.js';

const settingsSchema = objectSchema({ guestReports: booleanSchema });

export const getSettingsSchema = {
  summary: 'The customer\'s settings (guest reports by QR label)',
  operationId: 'customerSettings',
  description: 'Any user of the customer may read them; only an Admin may change them.',
  params: params({}),
  response: { 200: settingsSchema },
};

export const putSettingsSchema = {
  summary: 'Changes the customer\'s settings (Admin only)',
  operationId: 'updateCustomerSettings',
  description: '`guestReports`: whether someone not signed in may report a fault through a unit\'s QR label (off by default).',
  params: params({}),
  body: Type.Object({ guestReports: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: settingsSchema },
};

export const rotateLabelsSchema = {
  summary: 'Makes every QR label of the customer stop working (Admin only)',
  operationId: 'rotateQrLabels',
  description: 'Raises the labels\' generation: a printed label answers like a forged one from now on; print the sheets again.',
  params: params({}),
  response: { 200: objectSchema({ generation: integerSchema }) },
};
