// @ts-check
/**
 * How long browsers keep the shell's and the remotes' built files, for both servers that serve them (the
 * API's portal-static plugin and scripts/serve-static.mjs): `@portal/page-server/static-file-cache` (ADR 0023).
 * Plain JavaScript so Node runs it without a build.
 *
 * - A content-hashed file (`main.3f9a1c2b.js`, `606.cf757926.css`) never changes under its name: cached
 *   for a year without revalidation.
 * - Everything else (index.html, remoteEntry.js, mf-manifest.json, remote.meta.json, remotes.json,
 *   config.json, the texts, /embed.js) is `no-cache`: revalidated on every use with its ETag, so a deploy is
 *   seen at once and an unchanged file costs a 304.
 * The build's precompressed copies (`<file>.br`, `<file>.gz`) are cached as the file they stand for.
 */

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The suffixes of the build's precompressed copies (build-tools/rspack/precompress-plugin.mjs). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/** Content-hashed file names: a hash of 8 or more hex digits right before the extension. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The name a file is served as: `main.3f9a1c2b.js` for `/dist/main.3f9a1c2b.js.br`.
 * @param {string} file
 * @returns {string}
 */
export function servedName(file) {
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  return name.replace(PRECOMPRESSED_SUFFIX, '');
}

/**
 * The Cache-Control value for a built file (a path or a name; a precompressed copy counts as its file).
 * @param {string} file
 * @returns {typeof NO_CACHE | typeof LONG_CACHE}
 */
export function cacheControlFor(file) {
  return HASHED_FILE.test(servedName(file)) ? LONG_CACHE : NO_CACHE;
}

/**
 * A `Vary` value with `token` added to what the response has already (e.g. `Origin` next to the
 * `Accept-Encoding` of a precompressed file), without repeating a token.
 * @param {string | number | string[] | undefined} current
 * @param {string} token
 */
export function withVary(current, token) {
  const tokens = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (tokens.some((entry) => entry === '*' || entry.toLowerCase() === token.toLowerCase())) return tokens.join(', ');
  return [...tokens, token].join(', ');
}
