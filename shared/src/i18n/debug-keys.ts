/** `?debug=keys` shows dictionary keys instead of texts (spec section 1). */
export function isKeyDebugMode(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search).get('debug') === 'keys';
}
