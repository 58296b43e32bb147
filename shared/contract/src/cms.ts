/** The CMS pages beside news search: home widgets, related news, FAQs, contacts and messages. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Keyword, LocalizedText, PageQuery, SingleLine } from './common';
import { NewsSummary } from './news';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from './validation';
import { CONTACT_LIMITS, MAX_HOME_WIDGET_SIZE } from './constants';

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
    related: Type.Array(FaqSummary, {
      description: 'The other questions of the same category, in their order',
    }),
  },
  { description: '`answer` is HTML in each language; sanitize it before inserting it' },
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

/** What a reader sends with the contact form (POST cms/contact-message). */
export const ContactMessageBody = Type.Object({
  name: SingleLine(CONTACT_LIMITS.name, 'Who writes'),
  email: Type.String({
    maxLength: EMAIL_MAX_LENGTH,
    pattern: EMAIL_PATTERN,
    description: 'Where the answer goes',
  }),
  phone: Type.Optional(
    Type.String({
      pattern: `^(${PHONE_PATTERN})$`,
      description: 'Mainland mobile number (1[34578] and 9 digits), or international as +<digits>',
    }),
  ),
  countryCode: Type.String({
    pattern: '^[A-Z]{2}$',
    description: 'ISO 3166-1 alpha-2 code, from area/area-select',
  }),
  regionCode: Type.Optional(
    Type.String({
      pattern: '^[0-9]{6}$',
      description: 'A province or city of China (GB/T 2260), from area/area-select; only with CN',
    }),
  ),
  subject: SingleLine(CONTACT_LIMITS.subject, 'What the message is about'),
  message: Type.String({
    minLength: 1,
    maxLength: CONTACT_LIMITS.message,
    pattern: '\\S',
    description: 'The message; line breaks kept',
  }),
  attachmentId: Type.Optional(
    Type.String({ format: 'uuid', description: 'A file the sender uploaded (upload/upload)' }),
  ),
});
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ContactMessageReceipt = Type.Object({
  id: Id,
  receivedAt: Type.String({ format: 'date-time', description: 'ISO 8601, UTC' }),
});
export type ContactMessageReceipt = Static<typeof ContactMessageReceipt>;
