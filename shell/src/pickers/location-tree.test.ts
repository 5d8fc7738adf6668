import { describe, expect, it } from 'vitest';
import type { LocationNode } from '@portal/shared';
import { defaultLocationCode, filterLocationTree, findLocation } from './location-tree';

const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({
  code,
  name,
  hasIncidents: false,
  hasOverdue: false,
  children,
});

const tree = [
  node('NE-100', 'Hovedkontor København', [node('NE-110', 'Bygning A', [node('NE-111', 'Kælder og teknikrum')])]),
  node('NE-200', 'Lager Glostrup'),
];

describe('location tree', () => {
  it('finds a location at any depth', () => {
    expect(findLocation(tree, 'NE-111')?.name).toBe('Kælder og teknikrum');
    expect(findLocation(tree, 'nope')).toBeNull();
  });

  it('keeps matches and their ancestors, case-insensitively', () => {
    const result = filterLocationTree(tree, 'KÆLDER');
    expect(result.map((n) => n.code)).toEqual(['NE-100']);
    expect(result[0]?.children[0]?.children.map((n) => n.code)).toEqual(['NE-111']);
  });

  it('keeps everything for an empty search and nothing for no match', () => {
    expect(filterLocationTree(tree, '')).toHaveLength(2);
    expect(filterLocationTree(tree, 'Aarhus')).toEqual([]);
  });

  it('chooses the first location unless the remembered one is in the tree', () => {
    expect(defaultLocationCode(tree, null)).toBe('NE-100');
    expect(defaultLocationCode(tree, 'NE-111')).toBeNull();
    expect(defaultLocationCode(tree, 'gone')).toBe('NE-100');
    expect(defaultLocationCode([], null)).toBeNull();
  });
});
