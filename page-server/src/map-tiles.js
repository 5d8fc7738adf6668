// @ts-check
/**
 * The portfolio map's tile server (MAP_TILE_URL), stated once for the API and the static server (their
 * /config.json and their Content-Security-Policy, which allows the tile server's origin for images and no other).
 */

/** OpenStreetMap's standard tiles, the default. */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required attribution (its tile usage policy). */
const OPENSTREETMAP_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * MAP_TILE_URL: a Leaflet tile URL template (`https://host/{z}/{x}/{y}.png`); unset or empty means OpenStreetMap's.
 * @param {string | undefined} value
 * @returns {string}
 */
export function parseMapTileUrl(value) {
  const url = (value ?? '').trim() || DEFAULT_MAP_TILE_URL;
  let parsed;
  try {
    parsed = new URL(url.replaceAll(/\{[a-z]\}/g, '0'));
  } catch {
    throw new Error(`MAP_TILE_URL: '${url}' is not a URL like ${DEFAULT_MAP_TILE_URL}`);
  }
  if (!/^https?:$/.test(parsed.protocol) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL: '${url}' must be an http(s) URL with {z}, {x} and {y}, like ${DEFAULT_MAP_TILE_URL}`);
  }
  return url;
}

/**
 * MAP_TILE_ATTRIBUTION: the text the map credits its tiles with; OpenStreetMap's for the default server.
 * @param {string | undefined} value
 * @param {string} tileUrl
 * @returns {string}
 */
export function mapAttributionFor(value, tileUrl) {
  const text = (value ?? '').trim();
  if (text) return text;
  return tileUrl === DEFAULT_MAP_TILE_URL ? OPENSTREETMAP_ATTRIBUTION : '';
}

/**
 * The origin of the tile server, for the policy's `img-src`.
 * @param {string | undefined} tileUrl
 * @returns {string[]}
 */
export function mapTileOrigins(tileUrl) {
  if (!tileUrl) return [];
  try {
    return [new URL(tileUrl.replaceAll(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
}
