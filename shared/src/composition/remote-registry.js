// @ts-check
/**
 * The remote registry (`/remotes.json`) and the contract version, in plain JavaScript: read by the shell,
 * the API (embedded mode), the static server of docker-compose and the build tools alike.
 *
 * The registry holds only where each remote is deployed: `{ "remotes": [{ "name": "mfe_issues",
 * "url": "https://cdn.example/issues/" }] }`. Everything else (routes, sidebar, overlays, widgets, the
 * contract version) the remote's own deployment serves as `<url>remote.meta.json`, next to its
 * `<url>mf-manifest.json`, so a team changes them with its own deploy.
 */

/**
 * The version of the contract between the shell and the remotes: the metadata format, the descriptor,
 * the overlay/widget props, the shared singletons. Major: a remote built against another major is
 * refused. Minor: additions a remote may use and an older shell ignores. See ADR 0017.
 */
export const PORTAL_CONTRACT_VERSION = '1.6.0';

const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * The major of a `major.minor.patch` version, or NaN when it is not one.
 * @param {unknown} version
 */
export function contractMajor(version) {
  const match = typeof version === 'string' ? /^(\d+)\.\d+\.\d+$/.exec(version) : null;
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Whether a remote built against `built` may run in a shell of contract `current` (same major).
 * @param {unknown} built
 * @param {string} [current]
 */
export function isCompatibleContract(built, current = PORTAL_CONTRACT_VERSION) {
  const major = contractMajor(built);
  return !Number.isNaN(major) && major === contractMajor(current);
}

/**
 * A remote's base URL: absolute http(s), or a path on the portal's own origin ('/mfe/issues/');
 * always ending in '/', so `remote.meta.json` and `mf-manifest.json` resolve next to each other.
 * @param {unknown} value
 * @param {string} [what]  how an error names the value
 * @returns {string}
 */
export function normalizeRemoteUrl(value, what = 'url') {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.startsWith('/') && !text.startsWith('//')) return text.endsWith('/') ? text : `${text}/`;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${what} '${text}' is not a URL (expected e.g. https://cdn.example/issues/ or /mfe/issues/)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${what} '${text}' must be an http:// or https:// URL`);
  const href = url.href.split(/[?#]/)[0] ?? url.href;
  return href.endsWith('/') ? href : `${href}/`;
}

/**
 * Checks a registry document; throws with a readable message on the first problem.
 * @param {unknown} value
 * @returns {{ remotes: { name: string, url: string }[] }}
 */
export function parseRemoteRegistry(value) {
  const remotes = value && typeof value === 'object' ? /** @type {{ remotes?: unknown }} */ (value).remotes : undefined;
  if (!Array.isArray(remotes)) throw new Error('the registry must be an object with a "remotes" array');
  const seen = new Set();
  return {
    remotes: remotes.map((entry, index) => {
      const name = entry && typeof entry === 'object' ? entry.name : undefined;
      if (typeof name !== 'string' || !NAME.test(name)) {
        throw new Error(`remotes[${index}].name must be the remote's Module Federation name (e.g. mfe_issues)`);
      }
      if (seen.has(name)) throw new Error(`remote '${name}' is listed twice`);
      seen.add(name);
      return { name, url: normalizeRemoteUrl(entry.url, `remotes[${index}].url`) };
    }),
  };
}

/**
 * The environment variable of a remote's base URL: mfe_issues -> REMOTE_ISSUES_URL.
 * @param {string} name
 */
export function remoteEnvName(name) {
  return `REMOTE_${name.replace(/^mfe_/, '').toUpperCase()}_URL`;
}

/**
 * The registry from `REMOTE_<NAME>_URL` variables (REMOTE_ISSUES_URL=https://... -> mfe_issues), sorted
 * by name; null when none is set.
 * @param {Record<string, string | undefined>} env
 */
export function registryFromEnv(env) {
  const remotes = Object.entries(env)
    .flatMap(([key, value]) => {
      const match = /^REMOTE_([A-Z0-9_]+)_URL$/.exec(key);
      if (!match || !value?.trim()) return [];
      const name = `mfe_${String(match[1]).toLowerCase()}`;
      return [{ name, url: normalizeRemoteUrl(value, key) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return remotes.length > 0 ? { remotes } : null;
}
