import { Type } from 'typebox';
import { apiErrorSchema, binarySchema, objectSchema } from '../../schemas/responses.js';

export const healthSchema = {
  summary: 'Liveness: the process answers (says nothing about the database; see /api/ready)',
  response: { 200: objectSchema({ status: Type.Literal('ok') }) },
};

const checkState = Type.Union([Type.Literal('ok'), Type.Literal('down')]);
const checksSchema = objectSchema({ database: checkState, mail: checkState, storage: checkState });

export const readySchema = {
  summary: 'Readiness: the database, the mail transport and the file store answer (503 names what is down)',
  response: {
    200: objectSchema({ status: Type.Literal('ready'), checks: checksSchema }),
    503: Type.Object(
      { ...apiErrorSchema.properties, down: Type.Array(Type.String()), checks: checksSchema },
      { description: 'Not ready: the error shape plus `down` (what is down) and every check' },
    ),
  },
};

export const metricsSchema = {
  summary: 'Prometheus metrics (text format); needs `Authorization: Bearer <METRICS_TOKEN>`, 404 while METRICS_TOKEN is unset',
  produces: ['text/plain'],
  response: { 200: binarySchema('Prometheus text exposition format 0.0.4') },
};
