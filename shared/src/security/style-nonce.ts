/**
 * The nonce the server gave this page for `<style>` elements added at run time (the grid's theme), read
 * from `<meta property="csp-nonce" nonce="...">`: the page's Content-Security-Policy allows inline styles
 * only with it. The browser hides a nonce attribute's value from the DOM and CSS once parsed, so only the
 * `nonce` property gives it. Undefined without one (dev server, tests).
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
