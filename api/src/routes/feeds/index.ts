/**
 * Atom feeds under /api/feeds (FEED_PATHS): a journal's latest issue and its online-first
 * articles, new books, and news. Public catalogue reads, cached and revalidated like the JSON
 * ones; their links are absolute, to the site's pages (lib/site-pages.ts).
 */
import { ATOM_MEDIA_TYPE, ErrorEnvelope, FEED_PATHS, FeedJournalParams } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { PAGES } from '@portal/pages';
import { PUBLISHER } from '../../config/publisher';
import { notFound } from '../../lib/http-error';
import {
  findFeedJournal,
  latestIssue,
  newestBooks,
  newestNews,
  newestOnlineFirst,
} from '../../repositories/feed-repository';
import { writeAtom, type AtomDocument } from './atom';
import { articleEntry, bookEntry, newsEntry } from './entries';
import { siteUrlOf } from '../../lib/site-pages';

/** How many entries a feed of the newest items holds. */
const FEED_LENGTH = 30;

const CONTENT_TYPE = `${ATOM_MEDIA_TYPE}; charset=utf-8`;

/** The OpenAPI description of an answer: an Atom document, or the error envelope. */
const atomResponses = (description: string) => ({
  200: { description, content: { [ATOM_MEDIA_TYPE]: { schema: { type: 'string' } } } },
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

const feedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const send = (reply: FastifyReply, document: Omit<AtomDocument, 'publisher'>, siteUrl: string) =>
    reply
      .header('Content-Type', CONTENT_TYPE)
      .send(writeAtom({ ...document, publisher: { name: PUBLISHER.name.en, uri: siteUrl } }));

  const requireJournal = async (id: number) => {
    const journal = await findFeedJournal(fastify.db, id);
    if (!journal) throw notFound(`No journal ${id}`);
    return journal;
  };

  fastify.get(
    '/journal/:id/latest-issue.atom',
    {
      config: { catalogue: true },
      schema: {
        tags: ['journals'],
        summary: "Atom feed of the articles of a journal's latest issue, in page order",
        params: FeedJournalParams,
        response: atomResponses('Atom 1.0; 404 for an unknown journal'),
      },
    },
    async (request, reply) => {
      const journal = await requireJournal(request.params.id);
      const latest = await latestIssue(fastify.db, journal.id);
      const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
      const issue = latest?.issue;
      return send(
        reply,
        {
          title: `${journal.title.en}: latest issue`,
          subtitle: issue
            ? `Volume ${issue.volumeNumber}, Issue ${issue.number} (${issue.year}), published ${issue.publishedDate}`
            : 'No issue has been published yet',
          self: `${siteUrl}${FEED_PATHS.journalLatestIssue(journal.id)}`,
          alternate: `${siteUrl}${issue ? PAGES.issue.href({ cid: journal.id, id: issue.id }) : PAGES.journal.href({ cid: journal.id })}`,
          entries: (latest?.articles ?? []).map((article) => articleEntry(article, siteUrl)),
        },
        siteUrl,
      );
    },
  );

  fastify.get(
    '/journal/:id/online-first.atom',
    {
      config: { catalogue: true },
      schema: {
        tags: ['journals'],
        summary: `Atom feed of a journal's ${FEED_LENGTH} newest online-first articles`,
        params: FeedJournalParams,
        response: atomResponses('Atom 1.0; 404 for an unknown journal'),
      },
    },
    async (request, reply) => {
      const journal = await requireJournal(request.params.id);
      const articles = await newestOnlineFirst(fastify.db, journal.id, FEED_LENGTH);
      const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
      return send(
        reply,
        {
          title: `${journal.title.en}: online first`,
          subtitle: 'Articles published online ahead of their issue, newest first',
          self: `${siteUrl}${FEED_PATHS.journalOnlineFirst(journal.id)}`,
          alternate: `${siteUrl}${PAGES.journalView.href({ cid: journal.id, view: 'online-first' })}`,
          entries: articles.map((article) => articleEntry(article, siteUrl)),
        },
        siteUrl,
      );
    },
  );

  fastify.get(
    '/books.atom',
    {
      config: { catalogue: true },
      schema: {
        tags: ['books'],
        summary: `Atom feed of the ${FEED_LENGTH} newest published books`,
        response: atomResponses('Atom 1.0'),
      },
    },
    async (request, reply) => {
      const books = await newestBooks(fastify.db, FEED_LENGTH);
      const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
      return send(
        reply,
        {
          title: `${PUBLISHER.name.en}: new books`,
          subtitle: 'Newly published books, newest first',
          self: `${siteUrl}${FEED_PATHS.books}`,
          alternate: `${siteUrl}${PAGES.bookList.href()}`,
          entries: books.map((book) => bookEntry(book, siteUrl)),
        },
        siteUrl,
      );
    },
  );

  fastify.get(
    '/news.atom',
    {
      config: { catalogue: true },
      schema: {
        tags: ['cms'],
        summary: `Atom feed of the ${FEED_LENGTH} newest news items and announcements`,
        response: atomResponses('Atom 1.0'),
      },
    },
    async (request, reply) => {
      const news = await newestNews(fastify.db, FEED_LENGTH);
      const siteUrl = siteUrlOf(request, fastify.publicSiteUrl);
      return send(
        reply,
        {
          title: `${PUBLISHER.name.en}: news and announcements`,
          subtitle: 'News and announcements, newest first',
          self: `${siteUrl}${FEED_PATHS.news}`,
          alternate: `${siteUrl}${PAGES.news.href()}`,
          entries: news.map((item) => newsEntry(item, siteUrl)),
        },
        siteUrl,
      );
    },
  );
};

export default feedRoutes;
