import sanitizeHtml from 'sanitize-html';

/**
 * News bodies are HTML written by the provider's editors (the import). Only formatting survives: no
 * script, no event handler, no style (attribute or element), no `javascript:`/`data:` URL, no frame,
 * form or image (an image URL would be a tracking beacon or a relative path of the portal). The
 * browser sanitises again with DOMPurify before rendering (defence in depth).
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span', 'div', 'blockquote',
    'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  // target/rel only as the transform's output below (the input's own are replaced by it).
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Links leave the portal in a new tab without handing it window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}
