/**
 * Full-text search over `search_documents` (migration 0008): English by PostgreSQL's text search
 * ('english' configuration, `websearch_to_tsquery`, `ts_rank_cd`, `ts_headline`), Chinese by
 * substring, since no built-in parser breaks Chinese into words.
 */
import type {
  LocalizedText,
  SearchFacets,
  SearchHit,
  SearchHitType,
  SearchQuery,
} from '@portal/contract';
import escapeHtml from 'escape-html';
import { INLINE_MATH } from '@portal/tex';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, containsPattern } from '../lib/sql';
import { htmlTexToMarkup } from '../lib/tex-markup';
import { localized } from './localized';
import { searchIdentifier } from './search-identifier';
import { catalogueVocabulary, correctedQuery } from './search-vocabulary';

/** Scripts written without spaces between words, which only a substring match can find. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * `ts_headline` marks matches with these private-use characters (removed from the source text
 * first), so that the text can be HTML-escaped before they become `<mark>` tags.
 */
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const TITLE_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
const SNIPPET_HEADLINE =
  `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MaxWords=28, MinWords=12, ` +
  'FragmentDelimiter=" … "';
/** Characters of a Chinese snippet, and how many of them precede the first match. */
const ZH_SNIPPET_LENGTH = 120;
const ZH_SNIPPET_LEAD = 30;

const DETAIL_PATHS: Record<SearchHitType, (id: number) => string> = {
  article: (id) => `/api/periodical/issue-content-detail?id=${id}`,
  book: (id) => `/api/bookmain/bookdetail?id=${id}`,
  news: (id) => `/api/cms/announcement-detail?id=${id}`,
};

/** `ts_headline`'s output as safe HTML: escaped, its markers turned into `<mark>` tags. */
const markedHtml = (headline: string) =>
  escapeHtml(headline).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');

/**
 * A marked title (escaped text with `<mark>` tags) with each `$...$` as MathML, as titles are
 * everywhere else, so that a results page loads no TeX renderer. A formula holding part of
 * a match (ranking reads the words of its TeX: `mathbb` in `$\mathbb{C}^n$`) is marked whole:
 * a tag inside it would cut it.
 */
export function markedTitleMarkup(markedHtml: string): string {
  let text = '';
  const marked: boolean[] = [];
  let inMark = false;
  for (const [token] of markedHtml.matchAll(/<mark>|<\/mark>|[^<]+|</g)) {
    if (token === '<mark>' || token === '</mark>') {
      inMark = token === '<mark>';
      continue;
    }
    text += token;
    marked.push(...Array.from({ length: token.length }, () => inMark));
  }
  for (const formula of text.matchAll(INLINE_MATH)) {
    const end = formula.index + formula[0].length;
    if (marked.slice(formula.index, end).some(Boolean)) marked.fill(true, formula.index, end);
  }
  let html = '';
  for (let start = 0; start < text.length;) {
    let end = start + 1;
    while (end < text.length && marked[end] === marked[start]) end += 1;
    const run = text.slice(start, end);
    html += marked[start] ? `<mark>${run}</mark>` : run;
    start = end;
  }
  return htmlTexToMarkup(html);
}

/** The words and "phrases" of a web-search query, lower-cased; `-word` ones are exclusions. */
export function queryTerms(q: string): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [, minus, phrase, word] of q.matchAll(/(-?)(?:"([^"]*)"?|([^\s"]+))/g)) {
    const term = (phrase ?? word ?? '').trim().toLowerCase();
    if (!term || term === 'or' || term === '-') continue;
    (minus ? exclude : include).push(term);
  }
  return { include, exclude };
}

/** The text with every occurrence of `terms` (ignoring case) in `<mark>`, as safe HTML. */
function markTerms(text: string, terms: readonly string[]): { html: string; first: number } {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  // Lower-casing may change lengths (rare letters); then offsets would be wrong: mark nothing.
  if (lower.length === text.length) {
    for (const term of terms) {
      for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
        ranges.push([at, at + term.length]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let html = '';
  let position = 0;
  for (const [start, end] of ranges) {
    if (start < position) continue;
    html += `${escapeHtml(text.slice(position, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    position = end;
  }
  return { html: html + escapeHtml(text.slice(position)), first: ranges[0]?.[0] ?? -1 };
}

/** A Chinese snippet: a window of the text around the first match of `terms`, marked. */
function zhSnippet(text: string, terms: readonly string[]): string {
  const { first } = markTerms(text, terms);
  const start = first > ZH_SNIPPET_LEAD ? first - ZH_SNIPPET_LEAD : 0;
  const end = Math.min(text.length, start + ZH_SNIPPET_LENGTH);
  const window = markTerms(text.slice(start, end), terms).html;
  return `${start > 0 ? '…' : ''}${window}${end < text.length ? '…' : ''}`;
}

export interface SearchFilters extends Pick<
  SearchQuery,
  'journalId' | 'yearFrom' | 'yearTo' | 'msc' | 'openAccess'
> {
  q: string;
  type: NonNullable<SearchQuery['type']>;
  sort: NonNullable<SearchQuery['sort']>;
}

/**
 * The match condition and score of `q` over `search_documents d`, with the query's tsquery as
 * `q` in FROM (`websearch_to_tsquery` never fails: unknown syntax is read as words). A query
 * that is a DOI, an ISSN or an ISBN also finds the documents it identifies, first.
 */
function matching(conditions: Conditions, q: string) {
  const words = matchingWords(conditions, q);
  const identifier = searchIdentifier(q);
  if (identifier === undefined) return words;
  const identified = `d.identifiers @> array[${conditions.param(identifier)}::text]`;
  return {
    ...words,
    match: `(${words.match} or ${identified})`,
    score: `(${words.score}) + case when ${identified} then 10 else 0 end`,
  };
}

/** The match condition and score of `q`'s words (see `matching`). */
function matchingWords(conditions: Conditions, q: string) {
  const tsquery = `websearch_to_tsquery('english', ${conditions.param(q)})`;
  const { include, exclude } = queryTerms(q);
  if (!UNSPACED_SCRIPT.test(q) || include.length === 0) {
    return {
      from: `search_documents d, ${tsquery} q`,
      match: 'd.document @@ q',
      score: 'ts_rank_cd(d.document, q)',
      terms: [],
    };
  }
  const patterns = conditions.param(include.map(containsPattern));
  const excluded = exclude.length
    ? ` and not (d.zh_text like any (${conditions.param(exclude.map(containsPattern))}::text[]))`
    : '';
  return {
    from: `search_documents d, ${tsquery} q`,
    match: `(d.document @@ q or (d.zh_text like all (${patterns}::text[])${excluded}))`,
    // A Chinese title holding every word ranks above a match in the abstract.
    score: `ts_rank_cd(d.document, q)
      + case when lower(d.title_zh) like all (${patterns}::text[]) then 1
             when d.zh_text like all (${patterns}::text[]) then 0.1 else 0 end`,
    terms: include,
  };
}

function addFilters(conditions: Conditions, filters: SearchFilters): void {
  const { journalId, yearFrom, yearTo, msc, openAccess } = filters;
  if (journalId !== undefined) conditions.add(`d.journal_id = ${conditions.param(journalId)}`);
  if (openAccess !== undefined) conditions.add(`d.open_access = ${conditions.param(openAccess)}`);
  if (yearFrom !== undefined) conditions.add(`d.year >= ${conditions.param(yearFrom)}`);
  if (yearTo !== undefined) conditions.add(`d.year <= ${conditions.param(yearTo)}`);
  if (msc !== undefined) {
    conditions.add(
      `exists (select 1 from unnest(d.msc) c where c like ${conditions.param(`${msc}%`)})`,
    );
  }
}

interface FacetRow {
  grouping: number;
  kind: SearchHitType | null;
  journal_id: number | null;
  year: number | null;
  open_access: boolean | null;
  msc: string | null;
  count: number;
  abbreviation: string | null;
  title_zh: string | null;
  title_en: string | null;
}

const ARTICLE_YEAR = `(case when d.kind = 'article' then d.year end)`;
/** Bits of `grouping(kind, journal_id, year, open_access)` for each grouping set. */
const BY_KIND = 0b0111;
const BY_JOURNAL = 0b1011;
const BY_YEAR = 0b1101;
const BY_OPEN_ACCESS = 0b1110;
/** `grouping` of the MSC rows, which no grouping set yields. */
const BY_MSC = -1;

/**
 * Counts per kind, per MSC class, and per journal, year and open access of the matching
 * articles, ignoring `type`: one statement, so that `q` is matched once.
 */
async function facets(db: Db, filters: SearchFilters): Promise<SearchFacets> {
  const conditions = new Conditions();
  const { from, match } = matching(conditions, filters.q);
  conditions.add(match);
  addFilters(conditions, filters);
  const rows = await db.query<FacetRow>(
    `with m as (
       select d.kind, d.journal_id, ${ARTICLE_YEAR} as year, d.open_access, d.msc
         from ${from}
         ${conditions.where}
     ),
     f as (
       select grouping(kind, journal_id, year, open_access)::int as grouping, kind, journal_id,
              year, open_access, null::text as msc, count(*)::int as count
         from m
        group by grouping sets ((kind), (journal_id), (year), (open_access))
       union all
       -- A document counts once per class, however many of its codes fall in it.
       select ${BY_MSC}, null, null, null, null, c.msc, count(*)::int
         from m cross join lateral (select distinct left(code, 2) as msc from unnest(m.msc) code) c
        group by c.msc
     )
     select f.*, j.abbreviation, j.title_zh, j.title_en
       from f
       left join journals j on j.id = f.journal_id
      order by f.count desc, f.year desc, f.msc, j.abbreviation`,
    conditions.params,
  );
  const result: SearchFacets = {
    types: { article: 0, book: 0, news: 0 },
    journals: [],
    years: [],
    msc: [],
    openAccess: { open: 0, closed: 0 },
  };
  for (const row of rows) {
    if (row.grouping === BY_KIND && row.kind) result.types[row.kind] = row.count;
    if (row.grouping === BY_JOURNAL && row.journal_id !== null) {
      result.journals.push({
        id: row.journal_id,
        abbreviation: row.abbreviation ?? '',
        title: localized(row.title_zh ?? '', row.title_en ?? ''),
        count: row.count,
      });
    }
    if (row.grouping === BY_YEAR && row.year !== null) {
      result.years.push({ year: row.year, count: row.count });
    }
    if (row.grouping === BY_OPEN_ACCESS && row.open_access !== null) {
      result.openAccess[row.open_access ? 'open' : 'closed'] = row.count;
    }
    if (row.grouping === BY_MSC && row.msc !== null) {
      result.msc.push({ code: row.msc, count: row.count });
    }
  }
  result.years.sort((a, b) => b.year - a.year);
  return result;
}

interface HitRow {
  kind: SearchHitType;
  id: number;
  score: number;
  title_zh: string;
  title_en: string;
  title_marked: string;
  snippet_zh: string;
  snippet_marked: string;
  body_marked: string | null;
  authors: string[];
  journal_id: number | null;
  abbreviation: string | null;
  journal_title_zh: string | null;
  journal_title_en: string | null;
  open_access: boolean | null;
  msc: string[];
  year: number;
  date: string;
}

function toHit(row: HitRow, terms: readonly string[]): SearchHit {
  const title: LocalizedText = localized(row.title_zh, row.title_en);
  return {
    type: row.kind,
    id: row.id,
    title,
    highlight: {
      title: {
        zh: markedTitleMarkup(markTerms(row.title_zh, terms).html),
        en: markedTitleMarkup(markedHtml(row.title_marked)),
      },
      // A match in the body is shown in its context, the body's language whatever the page's.
      snippet: row.body_marked
        ? { zh: markedHtml(row.body_marked), en: markedHtml(row.body_marked) }
        : { zh: zhSnippet(row.snippet_zh, terms), en: markedHtml(row.snippet_marked) },
    },
    authors: row.authors,
    journal:
      row.journal_id === null
        ? null
        : {
            id: row.journal_id,
            abbreviation: row.abbreviation ?? '',
            title: localized(row.journal_title_zh ?? '', row.journal_title_en ?? ''),
          },
    year: row.year,
    date: row.date,
    openAccess: row.open_access,
    mscCodes: row.msc,
    detailPath: DETAIL_PATHS[row.kind](row.id),
    score: row.score,
  };
}

const ORDER = {
  relevance: 'score desc, sort_date desc, kind, id desc',
  newest: 'sort_date desc, kind, id desc',
} as const;

/** Whether anything matches `q` under the filters. */
async function matchesAnything(db: Db, filters: SearchFilters): Promise<boolean> {
  const conditions = new Conditions();
  const { from, match } = matching(conditions, filters.q);
  conditions.add(match);
  addFilters(conditions, filters);
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from ${from} ${conditions.where}) as found`,
    conditions.params,
  );
  return row?.found ?? false;
}

/**
 * Spelling help for a query that matches nothing: `q` with its unknown English words replaced
 * by the nearest words of the catalogue, when that spelling matches something under the same
 * filters. Chinese is left alone: its words are found as substrings, not spelled.
 */
async function spellingSuggestion(
  db: Db,
  filters: SearchFilters,
  catalogueRevision: string | undefined,
): Promise<string | null> {
  if (UNSPACED_SCRIPT.test(filters.q)) return null;
  const vocabulary = await catalogueVocabulary(db, catalogueRevision);
  const corrected = correctedQuery(filters.q, vocabulary);
  if (corrected === undefined) return null;
  return (await matchesAnything(db, { ...filters, q: corrected })) ? corrected : null;
}

export interface SearchAnswer {
  records: SearchHit[];
  total: number;
  facets: SearchFacets;
  suggestion: string | null;
}

/**
 * One page of hits of `q` under the filters, with facet counts, the total for `type` and, when
 * nothing matches, spelling help. `catalogueRevision` is the catalogue's revision the answer is
 * read at, which the vocabulary of spelling help is kept for.
 */
export async function search(
  db: Db,
  filters: SearchFilters,
  { size, offset }: Paging,
  catalogueRevision?: string,
): Promise<SearchAnswer> {
  const counts = await facets(db, filters);
  const matches = counts.types.article + counts.types.book + counts.types.news;
  const total = filters.type === 'all' ? matches : counts.types[filters.type];
  const suggestion =
    matches === 0 ? await spellingSuggestion(db, filters, catalogueRevision) : null;
  if (total <= offset) return { records: [], total, facets: counts, suggestion };

  const conditions = new Conditions();
  const { from, match, score, terms } = matching(conditions, filters.q);
  conditions.add(match);
  addFilters(conditions, filters);
  if (filters.type !== 'all') conditions.add(`d.kind = ${conditions.param(filters.type)}`);
  const order = ORDER[filters.sort];
  const markers = conditions.param(MARK_START + MARK_END);
  const rows = await db.query<HitRow>(
    `select h.kind, h.id, h.score, d.title_zh, d.title_en, d.snippet_zh, d.authors, d.journal_id,
            j.abbreviation, j.title_zh as journal_title_zh, j.title_en as journal_title_en,
            d.open_access, d.msc, d.year, h.sort_date,
            to_char(d.sort_date, 'YYYY-MM-DD') as date,
            ts_headline('english', translate(d.title_en, ${markers}, ''), q,
                        ${conditions.param(TITLE_HEADLINE)}) as title_marked,
            ts_headline('english', translate(d.snippet_en, ${markers}, ''), q,
                        ${conditions.param(SNIPPET_HEADLINE)}) as snippet_marked,
            -- A match in the full text only: its context is cut from the body.
            case when a.body_text is not null
                      and not to_tsvector('english', concat_ws(' ', d.title_en, d.snippet_en)) @@ q
                      and to_tsvector('english', a.body_text) @@ q
                 then ts_headline('english', translate(a.body_text, ${markers}, ''), q,
                                  ${conditions.param(SNIPPET_HEADLINE)}) end as body_marked
       from (select d.kind, d.id, d.sort_date, (${score})::float8 as score
               from ${from}
               ${conditions.where}
              order by ${order}
              limit ${conditions.param(size)} offset ${conditions.param(offset)}) h
       join search_documents d on d.kind = h.kind and d.id = h.id
       cross join websearch_to_tsquery('english', $1) q
       left join journals j on j.id = d.journal_id
       left join articles a on d.kind = 'article' and a.id = d.id
      order by ${order}`,
    conditions.params,
  );
  return { records: rows.map((row) => toHit(row, terms)), total, facets: counts, suggestion };
}
