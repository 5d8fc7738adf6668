import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search';

describe('matchesSearch', () => {
  it('matches case-insensitively on part of the name, Danish letters included', () => {
    expect(matchesSearch('Kælder og teknikrum', 'KÆLDER')).toBe(true);
    expect(matchesSearch('Hovedkontor København', 'køben')).toBe(true);
    expect(matchesSearch('Lager Glostrup', 'aarhus')).toBe(false);
    expect(matchesSearch('Lager Glostrup', '  ')).toBe(true);
  });
});
