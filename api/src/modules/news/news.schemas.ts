import { idSchema, paramsObject } from '../../schemas/common.js';
import { arrayOf, integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';
import { stringEnum } from '../../schemas/common.js';

const newsItemSchema = objectSchema({ id: integerSchema, title: stringSchema, teaser: stringSchema, body: stringSchema, releaseDate: stringSchema });

export const newsFeedSchema = {
  summary: "The news feed's released items, newest first (body: sanitised HTML)",
  params: paramsObject({ feedId: idSchema }),
  response: { 200: arrayOf(newsItemSchema) },
};

export const newsletterSchema = {
  summary: "Subscribes (add) or unsubscribes (remove) the signed-in employee to the newsletter; then request a new token",
  params: paramsObject({ employeeId: idSchema, newsletterId: idSchema }),
  response: { 200: objectSchema({ newsFeed: stringEnum(['True', 'False'] as const) }) },
};
