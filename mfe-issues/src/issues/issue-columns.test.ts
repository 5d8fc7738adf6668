import { describe, expect, it } from 'vitest';
import { compareSeverity } from './issue-columns';

describe('compareSeverity', () => {
  it('puts the critical first: A, B, C, then the faults whose type does not say', () => {
    expect(['C', null, 'A', 'B', null, 'A'].sort(compareSeverity)).toEqual(['A', 'A', 'B', 'C', null, null]);
  });
});
