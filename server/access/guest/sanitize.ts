// Server-side sanitising of a customer's start-page HTML (templates, terms of use, imprint) before it
// becomes part of the guest page: an allow list (sanitize-html) of text, layout and image elements
// with their plain attributes and inline styles. Never scripts, event handlers, forms, frames,
// objects, base, meta or links to javascript:; inline styles load nothing but https: and data:image
// URLs (safeStyle). The page's Content-Security-Policy (script-src 'none' or a nonce) is the second
// layer.
import sanitizeHtml from 'sanitize-html';

/** The declarations of a style attribute: split at `;` outside strings and parentheses, comments removed. */
function declarations(style: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < style.length; i++) {
    const c = style[i]!;
    if (c === '\\') {
      current += c + (style[i + 1] ?? '');
      i++;
    } else if (quote) {
      current += c;
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === '/' && style[i + 1] === '*') {
      const end = style.indexOf('*/', i + 2);
      i = end < 0 ? style.length : end + 1;
      current += ' ';
    } else if (c === '(') {
      depth++;
      current += c;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      current += c;
    } else if (c === ';' && depth === 0) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((d) => d.trim()).filter(Boolean);
}

/** CSS escapes resolved (`\75 ` and `\r` both become letters), as the browser reads the text. */
const decodeCssEscapes = (s: string): string =>
  s.replace(
    /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/gi,
    (_m, hex?: string, _nl?: string, ch?: string) => {
      if (hex) {
        const cp = parseInt(hex, 16);
        return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp);
      }
      return ch ?? '';
    },
  );

/** Functions that load what their (string) argument names, besides url(): never allowed. */
const LOADING_FUNCTION = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|image|src|element|cross-fade|expression)\s*\(/;
/** Properties that bind behaviour (old Internet Explorer, old Firefox): never allowed. */
const BINDING_PROPERTY = /^\s*(?:behavior|-moz-binding)\s*:/;

/** What a url( reads: the target after whitespace, without its quotes. */
function urlTargets(text: string): string[] {
  const out: string[] = [];
  const re = /url\s*\(/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let i = m.index + m[0].length;
    while (/\s/.test(text[i] ?? '')) i++;
    const q = text[i];
    const end = q === '"' || q === "'" ? text.indexOf(q, i + 1) : text.indexOf(')', i);
    out.push(text.slice(q === '"' || q === "'" ? i + 1 : i, end < 0 ? text.length : end));
  }
  return out;
}

/** https: or data:image/ — tabs, line breaks and control characters, which URL parsing drops, ignored. */
const allowedTarget = (target: string) => {
  const t = target.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
  return t.startsWith('https:') || t.startsWith('data:image/');
};

/**
 * An inline style without the declarations that could load or run something: a url() to anything but
 * https: or data:image/… (javascript:, http:, relative and protocol-relative addresses), image-set(),
 * expression() and the like, behavior and -moz-binding. Read as the browser reads it — escapes
 * (`u\rl(`, `\75 rl(`), any case (`URL(`), whitespace and quotes — and when in doubt the declaration
 * goes; the other declarations stay.
 */
export function safeStyle(style: string): string {
  return declarations(style)
    .filter((declaration) => {
      // Read strictly twice: as written, and with all whitespace (and so comments) gone (`u/**/rl(`).
      const read = decodeCssEscapes(declaration).toLowerCase();
      if (BINDING_PROPERTY.test(read) || LOADING_FUNCTION.test(read)) return false;
      return urlTargets(read).every(allowedTarget) && urlTargets(read.replace(/\s+/g, '')).every(allowedTarget);
    })
    .join(';');
}

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
    // Every element's inline style loads https: and data: images only (safeStyle).
    '*': (tagName, attribs) => {
      if (attribs.style === undefined) return { tagName, attribs };
      const style = safeStyle(attribs.style);
      const { style: _dropped, ...rest } = attribs;
      return { tagName, attribs: style ? { ...rest, style } : rest };
    },
  },
};

/** The customer's HTML with everything but text, layout, links and images removed. */
export function sanitizeGuestHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
