import { describe, expect, it } from 'vitest';
import { LONG_CACHE, NO_CACHE, cacheControlFor, servedName, withVary } from './static-file-cache.js';

describe('static file cache policy', () => {
  it('caches content-hashed files for a year, their precompressed copies too', () => {
    for (const file of ['main.b56a1ba5.js', '/app/dist/606.cf757926.js.br', 'C:\\dist\\84.21921b2e.css.gz', '__federation_expose_start.aa87bfe4.js']) {
      expect(cacheControlFor(file), file).toBe(LONG_CACHE);
    }
  });

  it('revalidates the entry files and every other unhashed file', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'remoteEntry.js.br', 'mf-manifest.json.gz', 'remote.meta.json', 'remotes.json', 'config.json', 'embed.js', 'translations/da-dk.json.br']) {
      expect(cacheControlFor(file), file).toBe(NO_CACHE);
    }
  });

  it('names a precompressed copy as the file it stands for', () => {
    expect(servedName('/dist/mfe/remoteEntry.js.br')).toBe('remoteEntry.js');
    expect(servedName('main.b56a1ba5.js.gz')).toBe('main.b56a1ba5.js');
    expect(servedName('archive.tar')).toBe('archive.tar');
  });

  it('adds a Vary token next to the ones a response has, once', () => {
    expect(withVary(undefined, 'Origin')).toBe('Origin');
    expect(withVary('accept-encoding', 'Origin')).toBe('accept-encoding, Origin');
    expect(withVary('Accept-Encoding, origin', 'Origin')).toBe('Accept-Encoding, origin');
    expect(withVary(['accept-encoding'], 'Origin')).toBe('accept-encoding, Origin');
    expect(withVary('*', 'Origin')).toBe('*');
  });
});
