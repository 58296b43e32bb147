/**
 * A book's ONIX 3.0 record (issue 31): what a trading partner or the portal's own import reads,
 * one `Product` per edition. ONIX has no media type of its own; it is XML.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const BookOnixParams = Type.Object({ id: Id });
export type BookOnixParams = Static<typeof BookOnixParams>;

export const ONIX_MEDIA_TYPE = 'application/xml';

/** Where a book's ONIX record is. */
export const bookOnixPath = (bookId: number) => `/api/bookmain/book/${bookId}.onix.xml`;
