import DOMPurify from 'dompurify';

/**
 * The news body is HTML from the API (sanitised there on write and on read). Sanitised once more here,
 * in the browser that renders it, with DOMPurify: only formatting and http(s)/mailto links survive;
 * no script, event handler, javascript:/data: URL, style, form, frame, image or SVG/MathML.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span', 'div', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

let hooked = false;

/** Links leave the portal in a new tab without window.opener (added after filtering, so not forgeable). */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeNewsBody(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
