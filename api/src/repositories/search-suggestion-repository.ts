/**
 * Suggestions for a search box, asked for at each keystroke: journals, articles and books whose
 * titles have a word starting with each word typed, over the `title_words` indexes of migration
 * 0019. Chinese, which has no spaces between words, is found as a substring instead.
 */
import type { SearchSuggestions } from '@portal/contract';
import type { Db } from '../db/db';
import { containsPattern } from '../lib/sql';
import { texToMarkup } from '../lib/tex-markup';
import { localized } from './localized';

const MAX_JOURNALS = 5;
const MAX_ARTICLES = 5;
const MAX_BOOKS = 3;
/** A longer query narrows no further in practice; its tsquery stays small. */
const MAX_LEXEMES = 16;

/** Han characters, as `han_grams` (migration 0019) indexes them. */
const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
/** A word as the 'simple' text search configuration reads one: letters and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** What the titles must hold: a tsquery over `title_words`, and the Chinese substrings. */
export interface TitleQuery {
  /** Each word a prefix (`'ope':*`), each Chinese run its characters' pairs. */
  tsquery: string;
  /** The words only (null when there are none), for titles read without `title_words`. */
  words: string | null;
  /** `like` patterns of the Chinese runs, which their pairs alone do not find in order. */
  hanPatterns: string[];
}

/** The title query of what the reader typed; undefined when it holds no word. */
export function titleQuery(typed: string): TitleQuery | undefined {
  const lower = typed.toLowerCase();
  const runs = lower.match(HAN_RUN) ?? [];
  const words = lower.replace(HAN_RUN, ' ').match(WORD) ?? [];
  const prefixes = [...new Set(words)].slice(0, MAX_LEXEMES).map((word) => `'${word}':*`);
  const lexemes = new Set(prefixes);
  for (const run of runs) {
    const characters = [...run];
    if (characters.length === 1) lexemes.add(`'${run}'`);
    for (let i = 0; i + 1 < characters.length; i += 1) {
      lexemes.add(`'${characters[i]}${characters[i + 1]}'`);
    }
  }
  if (lexemes.size === 0) return undefined;
  return {
    tsquery: [...lexemes].slice(0, MAX_LEXEMES).join(' & '),
    words: prefixes.length ? prefixes.join(' & ') : null,
    hanPatterns: runs.map(containsPattern),
  };
}

/** A `like` pattern of the titles starting with `text`, wildcards taken literally. */
const startsWithPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface JournalRow {
  id: number;
  abbreviation: string;
  title_zh: string;
  title_en: string;
}

interface ArticleRow {
  id: number;
  title_zh: string;
  title_en: string;
  journal_id: number;
  journal_abbreviation: string;
  year: number | null;
}

interface BookRow {
  id: number;
  title_zh: string;
  title_en: string;
  year: number | null;
}

/** `$1` the tsquery, `$2` the Chinese patterns: the rows of `table` whose titles match. */
const titleMatches = (table: string) =>
  `title_words(${table}.title_en, ${table}.title_zh) @@ $1::tsquery
   and ${table}.title_zh like all ($2::text[])`;

/**
 * Journals: those whose abbreviation starts with what was typed, then those whose abbreviation or
 * titles have the words typed (few: no index, and no `title_words` to compute for each).
 */
function matchingJournals(db: Db, typed: string, query: TitleQuery) {
  const prefix = startsWithPattern(typed.toLowerCase().replace(/\s+/g, ' '));
  return db.query<JournalRow>(
    `select j.id, j.abbreviation, j.title_zh, j.title_en
       from journals j
      where lower(j.abbreviation) like $1 escape '\\'
         or (($2::tsquery is null
              or to_tsvector('simple', concat_ws(' ', j.abbreviation, j.title_en, j.title_zh))
                   @@ $2::tsquery)
             and j.title_zh like all ($3::text[]))
      order by lower(j.abbreviation) like $1 escape '\\' desc,
               (lower(j.title_en) like $1 escape '\\' or j.title_zh like $1 escape '\\') desc,
               length(j.title_en), j.abbreviation
      limit ${MAX_JOURNALS}`,
    [prefix, query.words, query.hanPatterns],
  );
}

/**
 * Journals (best first: the abbreviation, then a title, starting with what was typed, then
 * shorter titles), articles newest first, and books newest first (all published or forthcoming).
 */
export async function searchSuggestions(db: Db, typed: string): Promise<SearchSuggestions> {
  const query = titleQuery(typed);
  if (!query) return { journals: [], articles: [], books: [] };
  const params = [query.tsquery, query.hanPatterns];
  const [journals, articles, books] = await Promise.all([
    matchingJournals(db, typed, query),
    db.query<ArticleRow>(
      `select a.id, a.title_zh, a.title_en, a.journal_id, j.abbreviation as journal_abbreviation,
              v.year
         from (select a.id, coalesce(a.published_date, a.published_online_date, a.accepted_date)
                        as newest
                 from articles a
                where ${titleMatches('a')}
                order by newest desc, a.id desc
                limit ${MAX_ARTICLES}) m
         join articles a on a.id = m.id
         join journals j on j.id = a.journal_id
         left join issues i on i.id = a.issue_id
         left join volumes v on v.id = i.volume_id
        order by m.newest desc, a.id desc`,
      params,
    ),
    db.query<BookRow>(
      `select b.id, b.title_zh, b.title_en, extract(year from b.publish_date)::int as year
         from books b
        where ${titleMatches('b')}
        order by b.publish_date desc, b.id desc
        limit ${MAX_BOOKS}`,
      params,
    ),
  ]);
  const titleMarkup = (row: { title_zh: string; title_en: string }) =>
    localized(texToMarkup(row.title_zh), texToMarkup(row.title_en));
  return {
    journals: journals.map((row) => ({
      id: row.id,
      abbreviation: row.abbreviation,
      title: localized(row.title_zh, row.title_en),
    })),
    articles: articles.map((row) => ({
      id: row.id,
      title: localized(row.title_zh, row.title_en),
      titleMarkup: titleMarkup(row),
      journalId: row.journal_id,
      journalAbbreviation: row.journal_abbreviation,
      year: row.year,
    })),
    books: books.map((row) => ({
      id: row.id,
      title: localized(row.title_zh, row.title_en),
      titleMarkup: titleMarkup(row),
      year: row.year,
    })),
  };
}
