// Server-side sanitising of a customer's start-page HTML (templates, terms of use, imprint) before it
// becomes part of the guest page: an allow list (sanitize-html) of text, layout and image elements
// with their plain attributes and inline styles. Never scripts, event handlers, forms, frames,
// objects, base, meta or links to javascript:. The page's Content-Security-Policy (script-src
// 'none' or a nonce) is the second layer.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'noscript'),
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'span',
    'div',
    'section',
    'header',
    'footer',
    'figure',
    'figcaption',
    'picture',
    'source',
    'center',
    'font',
    'u',
    's',
    'small',
    'big',
    'hr',
    'br',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'lang', 'dir', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link out of the captive portal opens apart from it and cannot reach back (no opener).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The customer's HTML with everything but text, layout, links and images removed. */
export function sanitizeGuestHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
