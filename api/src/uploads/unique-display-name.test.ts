import { describe, expect, it } from 'vitest';
import { uniqueDisplayName } from './unique-display-name.js';

describe('uniqueDisplayName', () => {
  it('numbers a copy "(2)", then "(3)", before the extension; a free name stays as it is', () => {
    const taken = new Set<string>();
    for (const expected of ['Tavlefoto1.png', 'Tavlefoto1 (2).png', 'Tavlefoto1 (3).png']) {
      const name = uniqueDisplayName('Tavlefoto1.png', taken);
      expect(name).toBe(expected);
      taken.add(name);
    }
    // Never the digit glued to the name, which reads as another photo.
    expect(taken.has('Tavlefoto12.png')).toBe(false);
    expect(uniqueDisplayName('Tavlefoto12.png', taken)).toBe('Tavlefoto12.png');
    expect(uniqueDisplayName('Notat', new Set(['Notat']))).toBe('Notat (2)');
    expect(uniqueDisplayName('Rapport.pdf', new Set(['Rapport.pdf', 'Rapport (2).pdf']))).toBe('Rapport (3).pdf');
  });
});
