/** A piece of a text: either a part the keyword matched or the text between. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Characters with a meaning in a regular expression, escaped so a keyword is taken literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A word of a language that puts spaces between words (Latin, Greek, Cyrillic letters). */
const SPACED_WORD = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}'’-]+$/u;

/**
 * English endings the API's search (PostgreSQL's English stemmer) sets aside: "subscriptions"
 * finds "subscription", "publishing" finds "published". Only on words long enough to keep a stem.
 */
const ENDINGS = /(?:ing|ed|es|s)$/i;
const MIN_STEM_LENGTH = 4;

/**
 * The words of a search keyword, as the API's web-search syntax reads it: quotes group words,
 * `or` joins alternatives, a word after `-` is excluded (so never highlighted).
 */
export function keywordTerms(keyword: string): string[] {
  const words = keyword
    .replace(/["“”]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-') && word.toLowerCase() !== 'or');
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

function termPattern(term: string): string {
  if (!SPACED_WORD.test(term)) return escapeRegExp(term);
  const stem = term.replace(ENDINGS, '');
  // The rest of the word is marked too: a reader sees the whole word the search found.
  return `${escapeRegExp(stem.length >= MIN_STEM_LENGTH ? stem : term)}\\p{L}*`;
}

/**
 * Splits `text` at the places the keyword's words occur, in any case; Chinese words are found
 * as substrings, as the API finds them. The parts are text, so showing them can never insert
 * markup from a title or a keyword.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const terms = keywordTerms(keyword);
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  // Longer words first, so one that contains another is marked whole.
  const patterns = terms.sort((a, b) => b.length - a.length).map(termPattern);
  const matcher = new RegExp(`(${patterns.join('|')})`, 'giu');
  return text
    .split(matcher)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
