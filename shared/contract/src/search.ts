/**
 * Full-text search over articles, books and news (`/api/search/search`): ranked hits with
 * highlights, filters and facet counts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText, Page, PageQuery, StringEnum } from './common';
import {
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_HIT_TYPES,
  SEARCH_MSC_PATTERN,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from './constants';

export const SearchType = StringEnum(SEARCH_TYPES);
export type SearchType = Static<typeof SearchType>;

export const SearchHitType = StringEnum(SEARCH_HIT_TYPES);
export type SearchHitType = Static<typeof SearchHitType>;

export const SearchSort = StringEnum(SEARCH_SORTS);
export type SearchSort = Static<typeof SearchSort>;

const YEAR = { minimum: 1000, maximum: 9999 };

export const SearchQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.String({
    minLength: 1,
    maxLength: MAX_SEARCH_QUERY_LENGTH,
    description:
      'Web-search syntax: words (English is stemmed: "operators" finds "operator"), ' +
      '"quoted phrases", `-word` to exclude, `or` between alternatives. Chinese words match ' +
      'the Chinese texts as substrings',
  }),
  type: Type.Optional(StringEnum(SEARCH_TYPES, { default: 'all', description: 'Kind of hits' })),
  journalId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Articles of this journal only',
    }),
  ),
  yearFrom: Type.Optional(Type.Integer({ ...YEAR, description: 'Published in or after' })),
  yearTo: Type.Optional(Type.Integer({ ...YEAR, description: 'Published in or before' })),
  msc: Type.Optional(
    Type.String({
      pattern: SEARCH_MSC_PATTERN,
      maxLength: 5,
      description: 'Articles and books with an MSC code (any edition) starting so, e.g. `35J`',
    }),
  ),
  openAccess: Type.Optional(Type.Boolean({ description: 'Articles that are (not) open access' })),
  sort: Type.Optional(
    StringEnum(SEARCH_SORTS, {
      default: 'relevance',
      description: '`relevance` (ts_rank_cd, then newest) or `newest`',
    }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchHighlight = Type.Object(
  { title: LocalizedText, snippet: LocalizedText },
  {
    description:
      'HTML: the source text escaped (`<` as `&lt;`, `&` as `&amp;`) with `<mark>...</mark>` ' +
      'around matches. In `title` each `$...$` is MathML (a formula holding a match is marked ' +
      'whole); `snippet` keeps its TeX as source, since it may cut a formula. Sanitize before ' +
      'inserting, as all HTML from the API. `snippet` is cut from the abstract, the summary or ' +
      'the book description; `…` joins fragments',
  },
);
export type SearchHighlight = Static<typeof SearchHighlight>;

export const SearchHitJournal = Type.Object({
  id: Id,
  abbreviation: Type.String(),
  title: LocalizedText,
});
export type SearchHitJournal = Static<typeof SearchHitJournal>;

export const SearchHit = Type.Object({
  type: SearchHitType,
  id: Id,
  title: LocalizedText,
  highlight: SearchHighlight,
  authors: Type.Array(Type.String(), { description: 'Article authors or book contributors' }),
  journal: Type.Union([SearchHitJournal, Type.Null()], { description: 'Articles only' }),
  year: Type.Integer(),
  date: Type.String({ format: 'date', description: 'Publication (else online, accepted) date' }),
  openAccess: Type.Union([Type.Boolean(), Type.Null()], { description: 'Articles only' }),
  mscCodes: Type.Array(Type.String()),
  detailPath: Type.String({ description: 'The API call answering the detail of the hit' }),
  score: Type.Number({ description: 'Relevance; higher is better' }),
});
export type SearchHit = Static<typeof SearchHit>;

const Count = Type.Integer({ minimum: 0 });

export const SearchFacets = Type.Object(
  {
    types: Type.Object({ article: Count, book: Count, news: Count }),
    journals: Type.Array(
      Type.Object({ id: Id, abbreviation: Type.String(), title: LocalizedText, count: Count }),
      { description: 'Matching articles per journal, most first' },
    ),
    years: Type.Array(Type.Object({ year: Type.Integer(), count: Count }), {
      description: 'Matching articles per year, newest first',
    }),
    msc: Type.Array(Type.Object({ code: Type.String(), count: Count }), {
      description:
        "Matching articles and books per MSC class (the code's first two digits, e.g. `35`), " +
        'most first',
    }),
    openAccess: Type.Object(
      { open: Count, closed: Count },
      { description: 'Matching articles that are, and are not, open access' },
    ),
  },
  { description: 'Counts over every match of `q` and the filters, whatever `type` asks for' },
);
export type SearchFacets = Static<typeof SearchFacets>;

export const SearchResult = Type.Object({
  ...Page(SearchHit).properties,
  facets: SearchFacets,
  suggestion: Type.Union([Type.String(), Type.Null()], {
    description:
      'Spelling help: `q` with its unknown words replaced by the nearest words of the ' +
      'catalogue, when `q` matches nothing and that spelling matches something; else null',
  }),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchSuggestQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: MAX_SEARCH_QUERY_LENGTH,
    description: 'What the reader has typed so far; each word matches a word start',
  }),
});
export type SearchSuggestQuery = Static<typeof SearchSuggestQuery>;

const TitleMarkup = Type.Object(LocalizedText.properties, {
  description: 'The title as HTML: text escaped, TeX as MathML',
});

export const SearchSuggestions = Type.Object(
  {
    journals: Type.Array(
      Type.Object({ id: Id, abbreviation: Type.String(), title: LocalizedText }),
      { description: 'By title or abbreviation, at most 5' },
    ),
    articles: Type.Array(
      Type.Object({
        id: Id,
        title: LocalizedText,
        titleMarkup: TitleMarkup,
        journalId: Id,
        journalAbbreviation: Type.String(),
        year: Type.Union([Type.Integer(), Type.Null()]),
      }),
      { description: 'By title, newest first, at most 5' },
    ),
    books: Type.Array(
      Type.Object({
        id: Id,
        title: LocalizedText,
        titleMarkup: TitleMarkup,
        year: Type.Union([Type.Integer(), Type.Null()]),
      }),
      { description: 'Published and forthcoming books by title, newest first, at most 3' },
    ),
  },
  { description: 'Suggestions for a search box: journals first, then articles and books' },
);
export type SearchSuggestions = Static<typeof SearchSuggestions>;
