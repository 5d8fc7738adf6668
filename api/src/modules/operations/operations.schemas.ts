import { Type } from 'typebox';
import { apiErrorSchema, binarySchema, objectSchema } from '../../schemas/responses.js';

export const healthSchema = {
  summary: 'Liveness: the process answers (says nothing about the database; see /api/ready)',
  operationId: 'getHealth',
  description: 'For load balancers: 200 while the process runs. It does not touch the database.',
  response: { 200: objectSchema({ status: Type.Literal('ok') }) },
};

const checkState = Type.Union([Type.Literal('ok'), Type.Literal('down')]);
const checksSchema = objectSchema({ database: checkState, mail: checkState, storage: checkState });

export const readySchema = {
  summary: 'Readiness: the database, the mail transport and the file store answer (503 names what is down)',
  operationId: 'getReady',
  description: 'For load balancers and compose: 200 when the database, the mail transport and the file store answer, otherwise 503 naming what is down (never why).',
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
  operationId: 'getMetrics',
  description: 'The operator\'s monitoring: request, job and pool metrics in the Prometheus text format. Needs METRICS_TOKEN as the Bearer token.',
  produces: ['text/plain'],
  response: { 200: binarySchema('Prometheus text exposition format 0.0.4') },
};
