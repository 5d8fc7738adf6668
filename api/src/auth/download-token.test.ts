import { describe, expect, it } from 'vitest';
import { createDownloadLinks } from './download-token.js';

const target = { key: 'test/report.pdf', fileName: 'Rapport.pdf', contentType: 'application/pdf' };
const expOf = (url: string): number => {
  const token = url.split('/api/download/')[1]?.split('/')[0] ?? '';
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number }).exp;
};

describe('download links', () => {
  it('reuses a long-lived link while at least the asked lifetime remains, and never gives less', async () => {
    const links = createDownloadLinks('a-secret-for-tests-only-0123456789abcdef', 'http://localhost');
    const first = await links.url(target, 3600);
    expect(await links.url(target, 3600)).toBe(first);
    expect(expOf(first)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    // Another file, or another lifetime, is another link.
    expect(await links.url({ ...target, key: 'test/other.pdf' }, 3600)).not.toBe(first);
    expect(expOf(await links.url(target, 7200))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 7200);
    // Short links are signed exactly as asked.
    expect(expOf(await links.url(target, 60))).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60);
    expect((await links.verify(first.split('/api/download/')[1]?.split('/')[0] ?? '')).key).toBe(target.key);
  });

  it('makes relative links for the portal’s pages (any host name works) and absolute ones on PUBLIC_URL for e-mails', async () => {
    const links = createDownloadLinks('a-secret-for-tests-only-0123456789abcdef', 'https://portal.example.dk/');
    const relative = await links.url(target, 3600);
    expect(relative).toMatch(/^\/api\/download\/[\w-]+\.[\w-]+\.[\w-]+\/Rapport\.pdf$/);
    expect(await links.absoluteUrl(target, 3600)).toBe(`https://portal.example.dk${relative}`);
  });
});
