import { idSchema, paramsObject } from '../../schemas/common.js';
import { arrayOf, integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { stringEnum } from '../../schemas/common.js';

const newsItemSchema = objectSchema({ id: integerSchema, title: stringSchema, teaser: stringSchema, body: stringSchema, releaseDate: stringSchema });

export const newsFeedSchema = {
  summary: "The news feed's released items, newest first (body: sanitised HTML)",
  operationId: 'listNews',
  description: 'The same for every customer; the HTML is sanitised on the server.',
  params: paramsObject({ feedId: idSchema }),
  response: { 200: arrayOf(newsItemSchema) },
};

const newsletterSchema = {
  summary: "Subscribes (add) or unsubscribes (remove) the signed-in employee to the newsletter; then request a new token",
  params: paramsObject({ employeeId: idSchema, newsletterId: idSchema }),
  response: { 200: objectSchema({ newsFeed: stringEnum(['True', 'False'] as const) }) },
};
/** PUT .../add/... and .../remove/...: one call each in the API description. */
export const newsletterSchemas = {
  add: { ...newsletterSchema, operationId: 'subscribeNewsletter', description: 'Subscribes the signed-in employee; the token carries the choice after a renewal.' },
  remove: { ...newsletterSchema, operationId: 'unsubscribeNewsletter', description: 'Unsubscribes the signed-in employee; the token carries the choice after a renewal.' },
};

