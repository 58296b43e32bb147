/** The CMS pages beside news search: home widgets, related news, FAQs and contacts. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Keyword, LocalizedText, PageQuery } from './common';
import { NewsSummary } from './news';
import { MAX_HOME_WIDGET_SIZE } from './constants';

export const HomePageQuery = Type.Object({
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_HOME_WIDGET_SIZE,
      default: 5,
      description: 'Items per widget',
    }),
  ),
});
export type HomePageQuery = Static<typeof HomePageQuery>;

export const HomePage = Type.Object(
  { news: Type.Array(NewsSummary), announcements: Type.Array(NewsSummary) },
  { description: 'Each widget: pinned items first, then the newest' },
);
export type HomePage = Static<typeof HomePage>;

export const RelatedNewsQuery = Type.Object({
  ...PageQuery.properties,
  id: Id,
});
export type RelatedNewsQuery = Static<typeof RelatedNewsQuery>;

export const FaqListQuery = Type.Object({
  keyword: Type.Optional(Keyword('the Chinese or English question or answer')),
});
export type FaqListQuery = Static<typeof FaqListQuery>;

export const FaqSummary = Type.Object({ id: Id, question: LocalizedText });
export type FaqSummary = Static<typeof FaqSummary>;

export const FaqCategory = Type.Object({
  id: Id,
  name: LocalizedText,
  faqs: Type.Array(FaqSummary),
});
export type FaqCategory = Static<typeof FaqCategory>;

export const FaqDetailQuery = Type.Object({ id: Id });
export type FaqDetailQuery = Static<typeof FaqDetailQuery>;

export const FaqDetail = Type.Object(
  {
    id: Id,
    category: Type.Object({ id: Id, name: LocalizedText }),
    question: LocalizedText,
    answer: LocalizedText,
  },
  { description: '`answer` is HTML in each language' },
);
export type FaqDetail = Static<typeof FaqDetail>;

export const Contact = Type.Object({
  id: Id,
  department: LocalizedText,
  person: LocalizedText,
  email: Type.String({ format: 'email' }),
  phone: Type.String(),
  address: LocalizedText,
  hours: LocalizedText,
});
export type Contact = Static<typeof Contact>;
