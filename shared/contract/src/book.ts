/**
 * Books: the book home page lists and their counts, book summaries (also used by the cart), book
 * detail with contributors, volume set and table of contents, series, tags, chapters, the
 * filtered book list and the book home page in one call.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Keyword, LocalizedText, Nullable, PageQuery, StringEnum, TitleText } from './common';
import {
  BOOK_BINDINGS,
  BOOK_HOMEPAGE_TYPES,
  BOOK_LANGUAGES,
  BOOK_MEDIA,
  BOOK_SORTS,
  BOOK_TAG_TYPES,
  CONTRIBUTOR_ROLES,
  MSC_PREFIX_PATTERN,
  PUBLISH_STATUSES,
} from './constants';

export const BookMedium = StringEnum(BOOK_MEDIA);
export type BookMedium = Static<typeof BookMedium>;

export const BookBinding = StringEnum(BOOK_BINDINGS);
export type BookBinding = Static<typeof BookBinding>;

export const PublishStatus = StringEnum(PUBLISH_STATUSES);
export type PublishStatus = Static<typeof PublishStatus>;

export const BookHomepageType = StringEnum(BOOK_HOMEPAGE_TYPES, {
  default: 'all',
  description:
    'recent: published within a year of the newest publication; forthcoming: not yet published; featured: chosen by the editors',
});
export type BookHomepageType = Static<typeof BookHomepageType>;

export const BookHomepageQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(BookHomepageType),
});
export type BookHomepageQuery = Static<typeof BookHomepageQuery>;

export const BookHomepageCount = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  recent: Type.Integer({ minimum: 0 }),
  forthcoming: Type.Integer({ minimum: 0 }),
  featured: Type.Integer({ minimum: 0 }),
});
export type BookHomepageCount = Static<typeof BookHomepageCount>;

export const BookEdition = Type.Object(
  {
    medium: BookMedium,
    binding: BookBinding,
    isbn: Type.String({ description: 'ISBN-13 of this edition, hyphenated' }),
    listPrice: Type.Number({ minimum: 0, description: 'In CNY' }),
    listPriceUsd: Type.Number({ minimum: 0, description: 'In USD' }),
  },
  { description: 'One medium the book is sold in: the cart adds a book per medium' },
);
export type BookEdition = Static<typeof BookEdition>;

export const BookSummary = Type.Object({
  id: Id,
  title: LocalizedText,
  subtitle: Type.Optional(LocalizedText),
  authors: Type.Array(Type.String(), {
    description: 'Authors in order; for an edited volume without authors, its editors',
  }),
  coverUrl: Type.String(),
  seriesId: Type.Union([Id, Type.Null()]),
  seriesTitle: Type.Optional(LocalizedText),
  publishDate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  medium: BookMedium,
  binding: BookBinding,
  listPrice: Type.Number({ minimum: 0 }),
  currency: Type.Literal('CNY'),
  isbn: Type.String({ description: 'ISBN-13, hyphenated' }),
  publishStatus: PublishStatus,
  listPriceUsd: Type.Number({ minimum: 0, description: 'List price of the first edition in USD' }),
  editions: Type.Array(BookEdition, {
    description:
      'Every medium the book is sold in, the first being the one `medium`, `binding`, `isbn` and the prices describe',
  }),
});
export type BookSummary = Static<typeof BookSummary>;

export const ContributorRole = StringEnum(CONTRIBUTOR_ROLES);
export type ContributorRole = Static<typeof ContributorRole>;

export const BookLanguage = StringEnum(BOOK_LANGUAGES, {
  description: '`zh-en`: Chinese and English side by side',
});
export type BookLanguage = Static<typeof BookLanguage>;

export const BookTagType = StringEnum(BOOK_TAG_TYPES, {
  description:
    'subject: an MSC2020 area; textbook: a level of textbooks; featured_author: the books of one author; collection: a list chosen by the editors',
});
export type BookTagType = Static<typeof BookTagType>;

export const BookIdQuery = Type.Object({ id: Id });
export type BookIdQuery = Static<typeof BookIdQuery>;

export const Contributor = Type.Object({
  id: Id,
  name: Type.String(),
  affiliation: Nullable(Type.String()),
});
export type Contributor = Static<typeof Contributor>;

export const ContributorGroup = Type.Object({
  role: ContributorRole,
  contributors: Type.Array(Contributor, { description: 'In the order the book credits them' }),
});
export type ContributorGroup = Static<typeof ContributorGroup>;

export const BookSeriesRef = Type.Object({
  id: Id,
  title: LocalizedText,
  annual: Type.Boolean(),
  number: Nullable(Type.Integer({ description: 'Number of the book in the series' })),
});
export type BookSeriesRef = Static<typeof BookSeriesRef>;

export const BookVolume = Type.Object({
  ...BookSummary.properties,
  volumeNumber: Type.Integer({ minimum: 1 }),
});
export type BookVolume = Static<typeof BookVolume>;

export const VolumeSet = Type.Object(
  {
    set: BookSummary,
    volumes: Type.Array(BookVolume, { description: 'In volume order; each sold on its own' }),
  },
  { description: 'The multi-volume set the book is, or belongs to' },
);
export type VolumeSet = Static<typeof VolumeSet>;

export const ChapterSummary = Type.Object({
  id: Id,
  position: Type.Integer({ minimum: 1 }),
  label: Type.String({ description: 'As the contents print it: `1`, `2`, ... or `A`' }),
  title: LocalizedText,
  firstPage: Nullable(Type.Integer({ minimum: 1 }), {
    description: 'Null, as is `lastPage`, while the book is not paged (born digital)',
  }),
  lastPage: Nullable(Type.Integer({ minimum: 1 })),
  authors: Type.Array(Type.String(), {
    description: 'Authors of a contribution to an edited book; empty when the book’s own',
  }),
});
export type ChapterSummary = Static<typeof ChapterSummary>;

export const BookTagRef = Type.Object({
  id: Id,
  type: BookTagType,
  code: Type.String(),
  name: LocalizedText,
});
export type BookTagRef = Static<typeof BookTagRef>;

export const BookMscCode = Type.Object({
  code: Type.String({ description: 'MSC2020 code, e.g. `35Q30`' }),
  label: LocalizedText,
  specific: Type.Boolean({
    description: 'false when the label is that of the code’s area (first two digits)',
  }),
});
export type BookMscCode = Static<typeof BookMscCode>;

export const BookDetail = Type.Object({
  ...BookSummary.properties,
  openAccess: Type.Boolean({
    description: 'Free for everyone to read online: its e-book is not sold',
  }),
  titleText: TitleText,
  description: LocalizedText,
  notes: Nullable(LocalizedText),
  supplement: Nullable(LocalizedText),
  pageCount: Type.Integer({ minimum: 1 }),
  trimSize: Type.String(),
  language: BookLanguage,
  edition: Type.Integer({ minimum: 1 }),
  featured: Type.Boolean(),
  contributors: Type.Array(ContributorGroup, {
    description: 'Grouped by role: authors, editors, volume editors, general editors',
  }),
  series: Nullable(BookSeriesRef),
  volumeNumber: Nullable(Type.Integer({ minimum: 1 })),
  volumeSet: Nullable(VolumeSet),
  chapters: Type.Array(ChapterSummary, { description: 'The table of contents, in order' }),
  tags: Type.Array(BookTagRef),
  mscCodes: Type.Array(BookMscCode),
});
export type BookDetail = Static<typeof BookDetail>;

export const BookSeriesQuery = Type.Object({
  ...PageQuery.properties,
  annual: Type.Optional(
    Type.Boolean({ description: 'true: only the annual books; false: only the other series' }),
  ),
});
export type BookSeriesQuery = Static<typeof BookSeriesQuery>;

export const BookSeriesSummary = Type.Object({
  id: Id,
  title: LocalizedText,
  description: LocalizedText,
  issn: Nullable(Type.String()),
  annual: Type.Boolean(),
  bookCount: Type.Integer({ minimum: 0, description: 'Sets and their volumes each count' }),
  newestPublishDate: Nullable(
    Type.String({ format: 'date', description: 'Of its newest published book' }),
  ),
  coverUrl: Nullable(Type.String({ description: 'Cover of its newest published book' })),
});
export type BookSeriesSummary = Static<typeof BookSeriesSummary>;

export const BookSeriesDetail = Type.Object({
  ...BookSeriesSummary.properties,
  generalEditors: Type.Array(Type.String()),
  firstYear: Nullable(Type.Integer({ description: 'Year of its first book' })),
  forthcomingCount: Type.Integer({ minimum: 0 }),
});
export type BookSeriesDetail = Static<typeof BookSeriesDetail>;

export const BookTagsQuery = Type.Object({ type: BookTagType });
export type BookTagsQuery = Static<typeof BookTagsQuery>;

export const BookTag = Type.Object({
  ...BookTagRef.properties,
  description: LocalizedText,
  bookCount: Type.Integer({ minimum: 0 }),
  contributorId: Nullable(Id),
});
export type BookTag = Static<typeof BookTag>;

export const BookSort = StringEnum(BOOK_SORTS, {
  default: 'newest',
  description: 'title: by English title; price: by list price',
});
export type BookSort = Static<typeof BookSort>;

export const BookFilterQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(
    Keyword('the titles and subtitles in both languages, the ISBN and the contributors’ names'),
  ),
  seriesId: Type.Optional(Id),
  tagId: Type.Optional(Id),
  msc: Type.Optional(
    Type.String({
      pattern: MSC_PREFIX_PATTERN,
      description: 'Books with an MSC2020 code beginning so: `35`, `35Q`, `35Q30`',
    }),
  ),
  yearFrom: Type.Optional(Type.Integer({ minimum: 1000, maximum: 9999 })),
  yearTo: Type.Optional(Type.Integer({ minimum: 1000, maximum: 9999 })),
  medium: Type.Optional(BookMedium),
  status: Type.Optional(PublishStatus),
  sort: Type.Optional(BookSort),
});
export type BookFilterQuery = Static<typeof BookFilterQuery>;

export const FeaturedAuthor = Type.Object({
  tag: BookTag,
  affiliation: Nullable(Type.String()),
  books: Type.Array(BookSummary),
});
export type FeaturedAuthor = Static<typeof FeaturedAuthor>;

export const BookHomeData = Type.Object({
  counts: BookHomepageCount,
  featured: Type.Array(BookSummary),
  recent: Type.Array(BookSummary),
  forthcoming: Type.Array(BookSummary),
  series: Type.Array(BookSeriesSummary, { description: 'Annual books first, then by title' }),
  textbooks: Type.Array(BookSummary),
  featuredAuthor: Nullable(FeaturedAuthor),
});
export type BookHomeData = Static<typeof BookHomeData>;

/** The book a chapter is in, with its title as plain text for the chapter's page title. */
export const ChapterBook = Type.Object({
  ...BookSummary.properties,
  titleText: TitleText,
});
export type ChapterBook = Static<typeof ChapterBook>;

export const ChapterDetail = Type.Object({
  ...ChapterSummary.properties,
  titleText: TitleText,
  abstract: LocalizedText,
  pageCount: Nullable(Type.Integer({ minimum: 1 })),
  contributors: Type.Array(Contributor, { description: 'The authors, with affiliations' }),
  book: ChapterBook,
  previousId: Nullable(Id),
  nextId: Nullable(Id),
});
export type ChapterDetail = Static<typeof ChapterDetail>;
