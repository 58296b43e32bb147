/** News and announcements (the CMS area). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Keyword, LocalizedText, PageQuery, StringEnum } from './common';
import { NEWS_TYPES } from './constants';

export const NewsType = StringEnum(NEWS_TYPES);
export type NewsType = Static<typeof NewsType>;

export const NewsSearchQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword('the Chinese or English title or summary')),
  type: Type.Optional(StringEnum(NEWS_TYPES, { description: 'Omit for both kinds' })),
});
export type NewsSearchQuery = Static<typeof NewsSearchQuery>;

export const NewsDetailQuery = Type.Object({ id: Id });
export type NewsDetailQuery = Static<typeof NewsDetailQuery>;

export const NewsSummary = Type.Object({
  id: Id,
  type: NewsType,
  title: LocalizedText,
  summary: LocalizedText,
  publishedAt: Type.String({ format: 'date-time', description: 'ISO 8601, UTC' }),
  coverUrl: Type.Optional(Type.String()),
  journalId: Type.Optional(Type.Integer({ description: 'The journal the item is about' })),
  bookId: Type.Optional(Type.Integer({ description: 'The book the item is about' })),
  pinned: Type.Optional(Type.Boolean({ description: 'Heads the home page widgets' })),
});
export type NewsSummary = Static<typeof NewsSummary>;

/** Another item named by a news page: its neighbour, or the journal or book it concerns. */
export const NewsLink = Type.Object({ id: Id, title: LocalizedText });
export type NewsLink = Static<typeof NewsLink>;

export const NewsDetail = Type.Object(
  {
    ...NewsSummary.properties,
    body: LocalizedText,
    journal: Type.Optional(
      Type.Object({ id: Id, title: LocalizedText, abbreviation: Type.String() }),
    ),
    book: Type.Optional(Type.Object({ id: Id, title: LocalizedText })),
    previous: Type.Optional(NewsLink),
    next: Type.Optional(NewsLink),
  },
  {
    description:
      '`body` is HTML in each language, its `$...$` TeX already rendered as MathML; sanitize it ' +
      'before inserting it. `previous` is the item of the same type published just before this ' +
      'one, `next` the one just after; `journal` and `book` are what the item is about.',
  },
);
export type NewsDetail = Static<typeof NewsDetail>;
