import { Type } from 'typebox';
import { objectSchema } from '../../schemas/responses.js';

export const healthSchema = {
  summary: 'Liveness: the process answers (says nothing about the database; see /api/ready)',
  response: { 200: objectSchema({ status: Type.Literal('ok') }) },
};
