import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toColDef } from './to-col-def';

const intl = createIntl({ locale: 'da-DK', messages: { 'x.number': 'Nr.', 'x.name': 'Navn' } });

describe('toColDef', () => {
  it('pins the identifying column to the left and leaves the others free', () => {
    expect(toColDef<{ number: string }>({ field: 'number', headerKey: 'x.number', pinned: true }, intl).pinned).toBe('left');
    expect(toColDef<{ name: string }>({ field: 'name', headerKey: 'x.name' }, intl).pinned).toBeUndefined();
  });
});
