/**
 * `$...$` not preceded by a backslash: inline math in a title, an abstract or a keyword, as the
 * catalogue writes it. `\$` is a dollar sign. Global: use it with `matchAll`, `replace` or
 * `search`, which do not keep its `lastIndex`.
 */
export const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

/** The text with its escaped dollars as dollars: what plain text without math shows. */
export function unescapeDollars(text: string): string {
  return text.replace(/\\\$/g, '$');
}
