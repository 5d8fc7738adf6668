import { describe, expect, it } from 'vitest';
import { pageWindow } from './installation.repository.js';

describe('the rows a page reads (pageWindow)', () => {
  const byName = { column: 'name', direction: 'asc' } as const;

  it('reads a page from the start while the total is unknown or the page is in the front half', () => {
    expect(pageWindow(byName, { skip: 4470, take: 10 })).toEqual({ direction: 'asc', skip: 4470, take: 10 });
    expect(pageWindow(byName, { skip: 2240, take: 10, total: 4480 })).toEqual({ direction: 'asc', skip: 2240, take: 10 });
    expect(pageWindow(byName, { skip: 0 })).toEqual({ direction: 'asc', skip: 0 });
  });

  it('reads a page of the back half from the end, in the reversed direction', () => {
    expect(pageWindow(byName, { skip: 4470, take: 10, total: 4480 })).toEqual({ direction: 'desc', skip: 0, take: 10 });
    expect(pageWindow({ column: 'code', direction: 'desc' }, { skip: 3000, take: 10, total: 4480 })).toEqual({ direction: 'asc', skip: 1470, take: 10 });
  });

  it('a last page shorter than take, and a page past the end', () => {
    expect(pageWindow(byName, { skip: 20, take: 10, total: 25 })).toEqual({ direction: 'desc', skip: 0, take: 5 });
    expect(pageWindow(byName, { skip: 30, take: 10, total: 25 })).toEqual({ direction: 'asc', skip: 25, take: 0 });
  });
});
