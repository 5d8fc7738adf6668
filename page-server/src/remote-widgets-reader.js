// @ts-check
/**
 * Node only: each remote's own `remote.meta.json` as the server that writes the shell's page knows it,
 * for that page's preloads (boot-document.js): on the dashboard a remote's `mf-manifest.json` and
 * `remoteEntry.js` only when it has widgets; on a remote's route (a deep link) that remote's entry and the
 * files its build lists under `preload`. Used by the API's portal-static plugin and scripts/serve-static.mjs.
 *
 * Each remote's answer is kept for `ttlMs` (10 s) and then asked again, so a redeployed remote shows within
 * seconds without a restart, as a changed registry does. Best effort and never in the page's way: a remote
 * whose metadata is not known in `timeoutMs` (unreachable, slow, invalid) is left out (on the dashboard it
 * counts as having widgets, i.e. it is preloaded; on a route nothing of it is preloaded); a late
 * answer is still kept for the next page. Only one page waits for a given read: a remote the server cannot
 * reach (a firewall that drops the packets, so each read ends with fetchRemoteMeta's 2 s timeout) holds up
 * one page per read by `timeoutMs`, not every page while the read hangs (they are all signed-in pages now).
 */

const DEFAULT_TTL_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 300;

/**
 * @typedef {{ name: string, url: string }} RegistryRemote
 * @typedef {(remote: RegistryRemote) => Promise<unknown>} ReadMeta  the remote's remote.meta.json, parsed
 */

/**
 * Whether a parsed remote.meta.json says the remote has widgets: true/false, or undefined when it is not
 * a remote's metadata (then nothing is assumed).
 * @param {unknown} meta
 * @returns {boolean | undefined}
 */
export function hasWidgets(meta) {
  const widgets = /** @type {{ widgets?: unknown } | null} */ (meta)?.widgets;
  return Array.isArray(widgets) ? widgets.length > 0 : undefined;
}

/**
 * A remote.meta.json over HTTP(S): the base URL is absolute (a remote deployed on its own origin), or a path
 * resolved against `origin` when given. Anything else cannot be read from the server (undefined).
 * @param {{ origin?: string, timeoutMs?: number }} [options]
 * @returns {ReadMeta}
 */
export function fetchRemoteMeta({ origin, timeoutMs = 2_000 } = {}) {
  return async (remote) => {
    let url;
    try {
      url = new URL('remote.meta.json', new URL(remote.url.endsWith('/') ? remote.url : `${remote.url}/`, origin));
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
    return answer.json();
  };
}

/**
 * @param {ReadMeta} readMeta
 * @param {{ ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 * @returns {(remotes: readonly RegistryRemote[]) => Promise<Map<string, unknown>>}  each remote's parsed
 *   remote.meta.json by name, for the remotes whose metadata is known (it names the remote itself)
 */
export function remoteMetaReader(readMeta, { ttlMs = DEFAULT_TTL_MS, timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now } = {}) {
  /** @type {Map<string, { at: number, meta: Promise<unknown>, settled?: unknown, waited?: boolean }>} */
  const cache = new Map();
  /** @param {RegistryRemote} remote */
  const metaOf = (remote) => {
    const key = `${remote.name} ${remote.url}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < ttlMs) return cached;
    const entry = {
      at: now(),
      meta: Promise.resolve()
        .then(() => readMeta(remote))
        .then(
          (meta) => {
            const found = /** @type {{ name?: unknown } | null} */ (meta)?.name === remote.name ? meta : undefined;
            entry.settled = found;
            return found;
          },
          () => {
            // Not readable now: the last known answer, and asked again at the next page rather than in ttlMs.
            cache.delete(key);
            return undefined;
          },
        ),
      /** @type {unknown} */
      settled: cached?.settled,
      waited: false,
    };
    cache.set(key, entry);
    return entry;
  };

  return async (remotes) => {
    const entries = remotes.map((remote) => ({ remote, entry: metaOf(remote) }));
    // A read another page has already waited for is not waited for again (it is slow or hanging).
    const awaited = entries.map(({ entry }) => entry).filter((entry) => !entry.waited);
    for (const entry of awaited) entry.waited = true;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    // Every answer that is there in time; the others keep the last known (or unknown) answer.
    await Promise.race([Promise.all(awaited.map((entry) => entry.meta)), deadline]);
    clearTimeout(timer);
    return new Map(entries.filter(({ entry }) => entry.settled !== undefined).map(({ remote, entry }) => [remote.name, entry.settled]));
  };
}

/**
 * The names of the remotes known to have NO widgets (everything else is preloaded on the dashboard).
 * @param {ReadonlyMap<string, unknown>} metas  as remoteMetaReader answers
 * @returns {Set<string>}
 */
export function remotesWithoutWidgets(metas) {
  return new Set([...metas].filter(([, meta]) => hasWidgets(meta) === false).map(([name]) => name));
}
