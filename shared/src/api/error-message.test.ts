import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("shows the API's message", () => {
    expect(errorMessage(new ApiError(400, 'Kommentaren er for kort', '/x'), 'fallback')).toBe('Kommentaren er for kort');
  });

  it('falls back for an API error without a message and for anything that is not an API error', () => {
    expect(errorMessage(new ApiError(500, '', '/x'), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
