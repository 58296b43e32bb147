/**
 * HTML the API answers (news bodies, FAQ answers, ordering pages), cut down to what such a page
 * is written with: text formatting, headings, lists, tables, links to web and mail addresses,
 * images, and MathML. Scripts, styles, frames, forms, event handlers and any other address
 * (`javascript:`, `data:`) never leave the API.
 *
 * The front ends sanitize again before inserting it (`setSafeHtml`). Doing it here as well means
 * a browser never even parses a handler: Chromium's sanitizer reports each one it drops as a CSP
 * violation of the page, and a reader's page should have none.
 */
import sanitize, { type IOptions } from 'sanitize-html';

/** The MathML elements browsers draw (MathML Core), which TeX becomes and authors may write. */
const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'munder',
  'mover',
  'munderover',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mtable',
  'mtr',
  'mtd',
  'merror',
];

/** Presentation attributes of MathML Core; no address, no handler. */
const MATHML_ATTRIBUTES = [
  'display',
  'displaystyle',
  'scriptlevel',
  'mathvariant',
  'mathsize',
  'mathcolor',
  'mathbackground',
  'dir',
  'stretchy',
  'symmetric',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'fence',
  'separator',
  'form',
  'lspace',
  'rspace',
  'minsize',
  'maxsize',
  'linethickness',
  'width',
  'height',
  'depth',
  'voffset',
  'columnalign',
  'rowalign',
  'columnspacing',
  'rowspacing',
  'columnlines',
  'rowlines',
  'frame',
  'framespacing',
  'columnspan',
  'rowspan',
  'notation',
  'encoding',
  'xmlns',
  'class',
  'style',
];

const OPTIONS: IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', ...MATHML_TAGS],
  allowedAttributes: {
    a: ['href', 'name', 'title', 'hreflang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed', 'type'],
    '*': ['lang', 'dir', 'title'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // The text of what is taken out stays readable, except for what was never text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function safeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** A web address an editor gave, as a link may point to it: http(s) only, else none. */
export function webAddress(address: string | null): string | null {
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}
