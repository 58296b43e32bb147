/**
 * Building blocks every area of the API contract uses: bilingual text, the response envelope,
 * pages and page queries. Schemas are TypeBox values (they drive the API's validation, its
 * serialization and its OpenAPI document); each has a `Static` type of the same name, which is
 * all the front ends import.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  DEFAULT_PAGE_SIZE,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  SUCCESS_CODE,
} from './constants';

/**
 * A string enum as `{ type: 'string', enum: [...] }`: OpenAPI 3.0 understands it (a union of
 * literals would become `anyOf` of `const`) and validation errors list the allowed values.
 */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A value or `null` (JSON has no undefined): `anyOf` of the schema and `{ type: 'null' }`. */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

export const LocalizedText = Type.Object(
  { zh: Type.String(), en: Type.String() },
  { description: 'A text in Chinese (zh) and English (en)' },
);
export type LocalizedText = Static<typeof LocalizedText>;

/**
 * A title as plain text, for where no markup goes (a tab's title, `citation_title`, `og:title`):
 * its TeX as Unicode characters, without the dollar signs.
 */
export const TitleText = Type.Object(LocalizedText.properties, {
  description:
    'the title as plain text: TeX as Unicode characters (`$\\mathbb{C}^n$` is `ℂⁿ`, `$\\mathbb{F}_q$` is `𝔽q`, with no `_`)',
});

/** Every JSON response: `{ code, success, data, msg }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: `${SUCCESS_CODE} on success, else the HTTP status` }),
    success: Type.Boolean(),
    data,
    msg: Type.String(),
  });
export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** The envelope of a failed call: `data` is null and `msg` says what went wrong. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  success: Type.Literal(false),
  data: Type.Null(),
  msg: Type.String(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const Page = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    total: Type.Integer({ minimum: 0, description: 'Number of records matching the query' }),
    size: Type.Integer({ minimum: 1, description: 'Page size actually used (after capping)' }),
    current: Type.Integer({ minimum: 1, description: '1-based page number' }),
    pages: Type.Integer({ minimum: 0, description: 'Number of pages' }),
  });
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The largest PostgreSQL `integer`, the bound of every id and count a caller sends. */
const MAX_INTEGER = 2_147_483_647;

/** Query parameters of every paged call; callers spread `PageQuery.properties` into theirs. */
export const PageQuery = Type.Object({
  current: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1, description: '1-based page' }),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_INTEGER,
      default: DEFAULT_PAGE_SIZE,
      description: `Page size; larger values are capped at ${MAX_PAGE_SIZE}`,
    }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

/** A free-text search term; `matches` says what it is compared with. */
export const Keyword = (matches: string) =>
  Type.String({
    maxLength: MAX_KEYWORD_LENGTH,
    description: `Case-insensitive; matches ${matches}`,
  });

/** One line of text without control characters or surrounding whitespace. */
export const SingleLine = (maxLength: number, description: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '^[^\\s\\p{Cc}]([^\\p{Cc}]*[^\\s\\p{Cc}])?$',
    description,
  });

/** Database ids are PostgreSQL `integer`s. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INTEGER });
