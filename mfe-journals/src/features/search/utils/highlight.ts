/**
 * A search highlight is HTML of one exact form (`SearchHighlight` in the contract): the source
 * text escaped as escape-html does, with `<mark>...</mark>` around the matches. Read as that
 * form and nothing else, it is the text and the ranges of its matches; a title can then be
 * drawn from text (React escapes it) with its TeX typeset and its matches marked, no HTML
 * inserted at all.
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

/**
 * `$...$` not preceded by a backslash: inline math as the catalogue writes it, the same rule as
 * `TexText`'s (`shared/src/reading/tex/inline-math.ts`, not exported by `@portal/shared/reading`).
 */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** A piece of a title: plain text, or a formula with its dollars; either marked as a match. */
export interface TitlePart {
  kind: 'text' | 'math';
  value: string;
  marked: boolean;
}

/** `\$` is a dollar sign in text, as `TexText` shows it. */
const unescapeDollars = (text: string) => text.replace(/\\\$/g, '$');

/**
 * The title in pieces, ready to draw: text outside math split where matches begin and end, and
 * each formula whole, marked when a match falls inside it (ranking matches words of the TeX
 * source, `mathbb` in `$\mathbb{C}^n$`; a formula cannot be marked in part once typeset). The
 * matches come from `highlightHtml` when it is of the contract's form and holds exactly the
 * title; otherwise nothing is marked and the title shows as it is.
 */
export function titleParts(title: string, highlightHtml: string): TitlePart[] {
  const highlight = parseHighlight(highlightHtml);
  const marks = highlight?.text === title ? highlight.marks : [];
  const isMarked = (start: number, end: number) =>
    marks.some(([from, to]) => from < end && to > start);
  const parts: TitlePart[] = [];
  const pushText = (start: number, end: number) => {
    // Cut at every edge of a match inside [start, end).
    const cuts = new Set([start, end]);
    for (const [from, to] of marks) {
      if (from > start && from < end) cuts.add(from);
      if (to > start && to < end) cuts.add(to);
    }
    const edges = [...cuts].sort((a, b) => a - b);
    for (let index = 0; index < edges.length - 1; index += 1) {
      const [from, to] = [edges[index] as number, edges[index + 1] as number];
      parts.push({
        kind: 'text',
        value: unescapeDollars(title.slice(from, to)),
        marked: isMarked(from, to),
      });
    }
  };
  let last = 0;
  for (const match of title.matchAll(INLINE_MATH)) {
    pushText(last, match.index);
    const end = match.index + match[0].length;
    parts.push({ kind: 'math', value: match[0], marked: isMarked(match.index, end) });
    last = end;
  }
  pushText(last, title.length);
  return parts;
}

/** The highlight as plain text (for a screen until the sanitized HTML is in), or ''. */
export function highlightText(html: string): string {
  return parseHighlight(html)?.text ?? '';
}
