import type { ArticleDetail } from '@portal/shared/contract';

/** What a citation needs of an article: the catalogue's article detail. */
export type CitableArticle = Pick<
  ArticleDetail,
  | 'id'
  | 'status'
  | 'title'
  | 'authors'
  | 'abstract'
  | 'keywords'
  | 'journalTitle'
  | 'journalAbbreviation'
  | 'volumeNumber'
  | 'issueNumber'
  | 'year'
  | 'firstPage'
  | 'lastPage'
  | 'doi'
  | 'publishedDate'
  | 'publishedOnlineDate'
>;

export interface PersonName {
  /** Family name with its particles (`van der Waals`), or the whole name when it cannot be split. */
  family: string;
  given: string;
}

/** Lower-case particles that belong to the family name: Ludwig van Beethoven -> van Beethoven. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'le',
  'la',
  'dos',
  'das',
  'ter',
  'ten',
]);

/**
 * Splits a name written given-name first (as the catalogue writes every author, `Hui He`) into
 * family and given names. A name already written `Family, Given` is read as such; a name
 * without spaces (`王伟`) is all family name.
 */
export function splitName(name: string): PersonName {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma >= 0) {
    return { family: trimmed.slice(0, comma).trim(), given: trimmed.slice(comma + 1).trim() };
  }
  const words = trimmed.split(' ');
  if (words.length < 2) return { family: trimmed, given: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1] ?? '')) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** `Family, Given`: the order BibTeX, RIS and reference managers expect. */
export function invertedName(name: string): string {
  const { family, given } = splitName(name);
  return given ? `${family}, ${given}` : family;
}

/** `L. Garcia`, `J.-P. Serre`: initials of the given names, then the family name (AMS style). */
export function initialsName(name: string): string {
  const { family, given } = splitName(name);
  if (!given) return family;
  const initials = given
    .split(' ')
    .map((part) =>
      part
        .split('-')
        .map((piece) => (piece ? `${piece.charAt(0)}.` : ''))
        .join('-'),
    )
    .join(' ');
  return `${initials} ${family}`;
}

/** `$...$` spans (not `\$`): TeX that citations keep as the authors wrote it. */
const INLINE_MATH = /(?<!\\)\$[^$]+?(?<!\\)\$/g;

/** BibTeX counts every brace, escaped or not. */
function bracesBalance(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const BIBTEX_TEXT_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  // BibTeX counts every brace, escaped or not, so a lone brace would end the field early.
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  $: '\\$',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

function escapeBibtexText(text: string): string {
  return text
    .replace(/\\\$/g, '$')
    .replace(/[\\{}&%#_$^~]/g, (char) => BIBTEX_TEXT_ESCAPES[char] ?? char);
}

/**
 * A text as the value of a BibTeX field: TeX math kept and wrapped in braces (so that styles
 * do not change its case), everything else escaped, braces always balanced.
 */
export function bibtexValue(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    const math = match[0];
    result += escapeBibtexText(text.slice(last, match.index));
    result += bracesBalance(math) ? `{${math}}` : escapeBibtexText(math);
    last = match.index + math.length;
  }
  return result + escapeBibtexText(text.slice(last));
}

/** Names containing the word `and` are braced, or BibTeX would split them in two. */
function bibtexName(name: string): string {
  const value = bibtexValue(invertedName(name));
  return /\band\b/i.test(name) ? `{${value}}` : value;
}

const KEY_STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'on',
  'of',
  'in',
  'for',
  'and',
  'to',
  'with',
  'some',
  'note',
  'remark',
  'remarks',
]);

function asciiLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '');
}

/** `Garcia2017holomorphic`: first author's family name, year, first significant title word. */
export function bibtexKey(article: CitableArticle): string {
  const first = article.authors[0];
  const family = first ? asciiLetters(splitName(first.name).family) : '';
  const year = citationYear(article) ?? '';
  const word =
    article.title.en
      .replace(INLINE_MATH, ' ')
      .split(/\s+/)
      .map((candidate) => asciiLetters(candidate).toLowerCase())
      .find((candidate) => candidate.length > 2 && !KEY_STOP_WORDS.has(candidate)) ?? '';
  return `${family || 'article'}${year}${word}` || `article${article.id}`;
}

/** The year a citation gives: the volume's year, else the year it went online. */
export function citationYear(article: CitableArticle): number | null {
  if (article.year !== null) return article.year;
  const date = article.publishedDate ?? article.publishedOnlineDate;
  return date ? Number(date.slice(0, 4)) : null;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

function pageRange(article: CitableArticle, dash: string): string | null {
  if (article.firstPage === null) return null;
  if (article.lastPage === null || article.lastPage === article.firstPage)
    return String(article.firstPage);
  return `${article.firstPage}${dash}${article.lastPage}`;
}

/** A BibTeX `@article` entry, in the English texts of the version of record. */
export function toBibtex(article: CitableArticle): string {
  const year = citationYear(article);
  const pages = pageRange(article, '--');
  const fields: [string, string | number | null][] = [
    ['author', article.authors.map((author) => bibtexName(author.name)).join(' and ') || null],
    ['title', bibtexValue(article.title.en)],
    ['journal', bibtexValue(article.journalTitle.en)],
    ['year', year],
    ['volume', article.volumeNumber],
    ['number', article.issueNumber],
    ['pages', pages],
    ['doi', article.doi],
    ['url', article.doi ? doiUrl(article.doi) : null],
    [
      'note',
      article.status === 'published'
        ? null
        : article.status === 'online_first'
          ? 'Online first'
          : 'To appear',
    ],
  ];
  const present = fields.filter((field): field is [string, string | number] => field[1] !== null);
  const width = Math.max(...present.map(([name]) => name.length));
  const body = present.map(([name, value]) => `  ${name.padEnd(width)} = {${value}},`).join('\n');
  return `@article{${bibtexKey(article)},\n${body}\n}\n`;
}

/** RIS values are one line each; a line break would start a malformed tag. */
function risValue(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The RIS record (`TY  - JOUR` ... `ER  - `) reference managers import, with CRLF line ends. */
export function toRis(article: CitableArticle): string {
  const lines: [string, string | number | null][] = [['TY', 'JOUR']];
  lines.push(['TI', risValue(article.title.en)]);
  for (const author of article.authors) lines.push(['AU', risValue(invertedName(author.name))]);
  lines.push(['T2', risValue(article.journalTitle.en)]);
  lines.push(['J2', article.journalAbbreviation]);
  lines.push(['PY', citationYear(article)]);
  const date = article.publishedDate ?? article.publishedOnlineDate;
  lines.push(['DA', date ? date.replace(/-/g, '/') : null]);
  lines.push(['VL', article.volumeNumber]);
  lines.push(['IS', article.issueNumber]);
  lines.push(['SP', article.firstPage]);
  lines.push(['EP', article.lastPage]);
  lines.push(['DO', article.doi]);
  lines.push(['UR', article.doi ? doiUrl(article.doi) : null]);
  lines.push(['AB', risValue(article.abstract.en) || null]);
  for (const keyword of article.keywords.en) lines.push(['KW', risValue(keyword)]);
  lines.push(['LA', 'en']);
  lines.push(['ER', '']);
  return lines
    .filter(([, value]) => value !== null)
    .map(([tag, value]) => `${tag}  - ${value}`)
    .join('\r\n')
    .concat('\r\n');
}

function joinAuthors(names: string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/**
 * A reference in the American Mathematical Society's style, as mathematicians cite:
 * `L. Garcia and D. Brown, Title, Ann. Pure Appl. Math. 26 (2017), no. 1, 1–15.` plus the DOI link.
 */
export function toPlainReference(article: CitableArticle): string {
  const parts: string[] = [];
  const authors = joinAuthors(article.authors.map((author) => initialsName(author.name)));
  if (authors) parts.push(authors);
  parts.push(article.title.en.trim());
  const year = citationYear(article);
  let source = article.journalAbbreviation;
  if (article.volumeNumber !== null) source += ` ${article.volumeNumber}`;
  if (year !== null) source += ` (${year})`;
  parts.push(source);
  if (article.issueNumber !== null) parts.push(`no. ${article.issueNumber}`);
  const pages = pageRange(article, '–');
  if (pages && article.status === 'published') parts.push(pages);
  else if (article.status === 'online_first') parts.push('online first');
  else if (article.status === 'accepted') parts.push('to appear');
  const reference = `${parts.join(', ')}.`;
  return article.doi ? `${reference} ${doiUrl(article.doi)}` : reference;
}

export const CITATION_FORMATS = ['bibtex', 'ris', 'plain'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export const CITATION_FILES: Record<CitationFormat, { extension: string; mimeType: string }> = {
  bibtex: { extension: 'bib', mimeType: 'application/x-bibtex' },
  ris: { extension: 'ris', mimeType: 'application/x-research-info-systems' },
  plain: { extension: 'txt', mimeType: 'text/plain' },
};

export function formatCitation(article: CitableArticle, format: CitationFormat): string {
  if (format === 'bibtex') return toBibtex(article);
  if (format === 'ris') return toRis(article);
  return toPlainReference(article);
}

/** `Garcia2017holomorphic.bib`: a file name that says what it holds. */
export function citationFileName(article: CitableArticle, format: CitationFormat): string {
  return `${bibtexKey(article)}.${CITATION_FILES[format].extension}`;
}
