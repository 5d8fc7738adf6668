import { describe, expect, it } from 'vitest';
import { rowHeightFor } from './row-height';

describe('rowHeightFor', () => {
  it('is 50 px plus 30 px per file', () => {
    expect(rowHeightFor({})).toBe(50);
    expect(rowHeightFor({ fileCount: 0 })).toBe(50);
    expect(rowHeightFor({ fileCount: 1 })).toBe(80);
    expect(rowHeightFor({ fileCount: 3 })).toBe(140);
  });

  it('is 27 px per checklist item plus 17 px for a checklist row', () => {
    expect(rowHeightFor({ checklistItems: 1 })).toBe(44);
    expect(rowHeightFor({ checklistItems: 4, fileCount: 2 })).toBe(125);
  });
});
