export interface DictionaryQuery {
  culture: string;
}

export const dictionarySchema = {
  querystring: {
    type: 'object',
    required: ['culture'],
    properties: { culture: { type: 'string', minLength: 2, maxLength: 10 } },
  },
  response: {
    200: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
