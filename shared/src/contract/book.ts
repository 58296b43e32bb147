/** Books: the book home page lists, their counts, and book summaries used by the cart. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText, PageQuery, StringEnum } from './common';

export const BOOK_MEDIA = ['print', 'electronic'] as const;
export const BookMedium = StringEnum(BOOK_MEDIA);
export type BookMedium = Static<typeof BookMedium>;

export const BOOK_BINDINGS = ['hardcover', 'softcover', 'electronic'] as const;
export const BookBinding = StringEnum(BOOK_BINDINGS);
export type BookBinding = Static<typeof BookBinding>;

export const PUBLISH_STATUSES = ['published', 'forthcoming'] as const;
export const PublishStatus = StringEnum(PUBLISH_STATUSES);
export type PublishStatus = Static<typeof PublishStatus>;

export const BOOK_HOMEPAGE_TYPES = ['all', 'recent', 'forthcoming', 'featured'] as const;
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
});
export type BookSummary = Static<typeof BookSummary>;
