/**
 * Titles as HTML for pages that must not load KaTeX (the home page): the text escaped, each
 * `$...$` as MathML, which browsers render natively.
 */
import katex from 'katex';
import { LRUCache } from 'lru-cache';

/** `$...$` not preceded by a backslash, as the front ends' TeX splitter reads it. */
const INLINE_MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text outside the math: `\$` is a dollar sign. */
const escapeText = (text: string) =>
  text.replace(/\\\$/g, '$').replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? '');

/**
 * KaTeX wraps the MathML in `<semantics>` with the TeX source as an `<annotation>`. HTML
 * sanitizers' MathML profiles (DOMPurify's) drop both elements but keep the annotation's text,
 * which would then show the TeX source beside the formula: leave them out here.
 */
const withoutAnnotation = (markup: string) =>
  markup.replace(/<annotation\b[^>]*>[\s\S]*?<\/annotation>/g, '').replace(/<\/?semantics>/g, '');

/**
 * Where each math alphabet starts in Unicode's Mathematical Alphanumeric Symbols: capital A,
 * small a, and digit 0 where the alphabet has digits.
 */
const MATH_ALPHABETS: Record<string, [number, number, number?]> = {
  bold: [0x1d400, 0x1d41a, 0x1d7ce],
  italic: [0x1d434, 0x1d44e],
  'bold-italic': [0x1d468, 0x1d482],
  script: [0x1d49c, 0x1d4b6],
  'bold-script': [0x1d4d0, 0x1d4ea],
  fraktur: [0x1d504, 0x1d51e],
  'double-struck': [0x1d538, 0x1d552, 0x1d7d8],
  'bold-fraktur': [0x1d56c, 0x1d586],
  'sans-serif': [0x1d5a0, 0x1d5ba, 0x1d7e2],
  'bold-sans-serif': [0x1d5d4, 0x1d5ee, 0x1d7ec],
  monospace: [0x1d670, 0x1d68a, 0x1d7f6],
};

/** Letters Unicode had already (Letterlike Symbols): the math alphabets leave holes for them. */
const LETTERLIKE: Record<string, string> = {
  'italic h': 'ℎ',
  'script B': 'ℬ',
  'script E': 'ℰ',
  'script F': 'ℱ',
  'script H': 'ℋ',
  'script I': 'ℐ',
  'script L': 'ℒ',
  'script M': 'ℳ',
  'script R': 'ℛ',
  'script e': 'ℯ',
  'script g': 'ℊ',
  'script o': 'ℴ',
  'fraktur C': 'ℭ',
  'fraktur H': 'ℌ',
  'fraktur I': 'ℑ',
  'fraktur R': 'ℜ',
  'fraktur Z': 'ℨ',
  'double-struck C': 'ℂ',
  'double-struck H': 'ℍ',
  'double-struck N': 'ℕ',
  'double-struck P': 'ℙ',
  'double-struck Q': 'ℚ',
  'double-struck R': 'ℝ',
  'double-struck Z': 'ℤ',
};

/** One character of `variant`'s alphabet, or null when the alphabet lacks it. */
function mathCharacter(variant: string, character: string): string | null {
  const alphabet = MATH_ALPHABETS[variant];
  if (!alphabet) return null;
  const letterlike = LETTERLIKE[`${variant} ${character}`];
  if (letterlike) return letterlike;
  const [capital, small, digit] = alphabet;
  if (/[A-Z]/.test(character)) return String.fromCodePoint(capital + character.charCodeAt(0) - 65);
  if (/[a-z]/.test(character)) return String.fromCodePoint(small + character.charCodeAt(0) - 97);
  if (/[0-9]/.test(character) && digit !== undefined)
    return String.fromCodePoint(digit + character.charCodeAt(0) - 48);
  return null;
}

/**
 * MathML Core, which Chromium implements, ignores `mathvariant` other than `normal`: `\mathbb{C}`
 * would show as an italic C. Write such letters as their Unicode math characters (ℂ) instead.
 */
const withMathCharacters = (markup: string) =>
  markup.replace(
    /<(mi|mn|mtext) mathvariant="([a-z-]+)">([A-Za-z0-9]+)<\/\1>/g,
    (element, name: string, variant: string, text: string) => {
      const characters = [...text].map((character) => mathCharacter(variant, character));
      if (characters.some((character) => character === null)) return element;
      // A single letter in <mi> is italic by default: its math character is the letter as is.
      const normal = name === 'mi' && characters.length === 1 ? ' mathvariant="normal"' : '';
      return `<${name}${normal}>${characters.join('')}</${name}>`;
    },
  );

const renderMath = (tex: string) =>
  withMathCharacters(
    withoutAnnotation(katex.renderToString(tex, { output: 'mathml', throwOnError: false })),
  );

/** Titles repeat across lists and pages; a few thousand cover the catalogue's hot part. */
const cache = new LRUCache<string, string>({ max: 5000 });

/** `text` as HTML: plain text escaped, each `$...$` as MathML (malformed TeX shown as source). */
export function texToMarkup(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  let markup = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    markup += escapeText(text.slice(last, match.index)) + renderMath(match[1] ?? '');
    last = match.index + match[0].length;
  }
  markup += escapeText(text.slice(last));
  cache.set(text, markup);
  return markup;
}
