import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { getSettingsSchema, putSettingsSchema, rotateLabelsSchema } from './administration.schemas.js';
import { customerSettings, rotateQrLabels, updateSettings } from './administration.service.js';

/** Prefix /api/administration: the customer's settings (guest reports) and the QR labels' rotation. */
export async function administrationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:customerId/settings', { schema: getSettingsSchema }, async (request) => customerSettings(requestContextOf(request)));

  app.put('/:customerId/settings', { schema: putSettingsSchema }, async (request) =>
    updateSettings(requestContextOf(request), { guestReports: request.body.guestReports }),
  );

  app.post('/:customerId/qr-labels/rotate', { schema: rotateLabelsSchema }, async (request) => rotateQrLabels(requestContextOf(request)));
}
