/**
 * A search snippet is HTML of one exact form (`SearchHighlight` in the contract): the source
 * text escaped as escape-html does, with `<mark>...</mark>` around the matches. Read as that
 * form and nothing else, it is the text and the ranges of its matches: the text shows while the
 * sanitizer that inserts the HTML loads.
 */

/** The text and where its matches are: `[start, end)` offsets into `text`, in order. */
export interface Highlight {
  text: string;
  marks: readonly (readonly [number, number])[];
}

/** `<mark>`, `</mark>`, an escape escape-html writes, or a run of other text. */
const TOKEN = /<mark>|<\/mark>|&(?:amp|lt|gt|quot|#39|#x27);|[^<&]+|[<&]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * The highlight's text and matches, or null when it is not of the contract's form (any other
 * tag, a bare `<` or `&`, an unknown entity, marks unclosed or nested).
 */
export function parseHighlight(html: string): Highlight | null {
  let text = '';
  const marks: [number, number][] = [];
  let start: number | undefined;
  for (const [token] of html.matchAll(TOKEN)) {
    if (token === '<mark>') {
      if (start !== undefined) return null;
      start = text.length;
    } else if (token === '</mark>') {
      if (start === undefined) return null;
      if (text.length > start) marks.push([start, text.length]);
      start = undefined;
    } else if (token.startsWith('&') || token.startsWith('<')) {
      const unescaped = ESCAPES[token];
      if (unescaped === undefined) return null;
      text += unescaped;
    } else {
      text += token;
    }
  }
  return start === undefined ? { text, marks } : null;
}

/** The highlight as plain text (for a screen until the sanitized HTML is in), or ''. */
export function highlightText(html: string): string {
  return parseHighlight(html)?.text ?? '';
}
