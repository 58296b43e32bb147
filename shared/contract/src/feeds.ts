/**
 * Atom feeds (RFC 4287) a reader or a feed reader follows: a journal's latest issue and its
 * online-first articles, new books, and news. Each answers `application/atom+xml` with absolute
 * links to the site's pages.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const FeedJournalParams = Type.Object({ id: Id });
export type FeedJournalParams = Static<typeof FeedJournalParams>;
