import { describe, expect, it } from 'vitest';
import { resolveApiLink } from './api-link';

describe('resolveApiLink', () => {
  it('keeps a relative link on the portal and puts it on the API’s origin for an embedded remote', () => {
    expect(resolveApiLink('/api/download/t.k.s/Foto.png', '/api')).toBe('/api/download/t.k.s/Foto.png');
    expect(resolveApiLink('/api/download/t.k.s/Foto.png', undefined)).toBe('/api/download/t.k.s/Foto.png');
    expect(resolveApiLink('/api/download/t.k.s/Foto.png', 'https://portal.example.dk/api')).toBe('https://portal.example.dk/api/download/t.k.s/Foto.png');
    expect(resolveApiLink('https://cdn.example/x.pdf', 'https://portal.example.dk/api')).toBe('https://cdn.example/x.pdf');
  });
});
