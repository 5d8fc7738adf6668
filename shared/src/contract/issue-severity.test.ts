import { describe, expect, it } from 'vitest';
import { issueSeverity } from './issues.rules.js';

describe('issueSeverity', () => {
  it('maps a thermography class to A, B, C (class 1 the most serious), digits only', () => {
    expect(issueSeverity({ Fejlklasse: '1' })).toBe('A');
    expect(issueSeverity({ Fejlklasse: 'Klasse 2' })).toBe('B');
    expect(issueSeverity({ Fejlklasse: '3', errorType: 'A – Kritisk' })).toBe('C');
  });

  it('reads any other fault’s type by its leading letter, and says nothing when neither tells', () => {
    expect(issueSeverity({ errorType: 'A – Kritisk' })).toBe('A');
    expect(issueSeverity({ errorType: ' b – Væsentlig' })).toBe('B');
    expect(issueSeverity({ errorType: 'C – Mindre' })).toBe('C');
    expect(issueSeverity({ errorType: 'Fejl' })).toBeNull();
    expect(issueSeverity({ errorType: null, Fejlklasse: '' })).toBeNull();
  });
});
