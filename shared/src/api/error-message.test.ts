import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unreachableMessage } from './api-client';
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

  it('shows the translated unreachable text, never the English one, when no answer came', () => {
    const noAnswer = new ApiError(0, unreachableMessage, '/x');
    expect(errorMessage(noAnswer, 'fallback', 'Serveren kunne ikke nås.')).toBe('Serveren kunne ikke nås.');
    expect(errorMessage(noAnswer, 'Fejlene kunne ikke hentes.')).toBe('Fejlene kunne ikke hentes.');
  });
});
