/** Journal content under /api/periodical: about page, board, volumes, issues and articles. */
import {
  AnnualVolumes,
  ArticleCitations,
  ArticleDetail,
  ArticleIdQuery,
  ArticleNeighbours,
  ArticleSummary,
  AuthorContentQuery,
  EditorialBoardGroup,
  IssueContentQuery,
  JournalAbbreviationQuery,
  JournalContentQuery,
  JournalDetail,
  JournalIdQuery,
  JournalPageQuery,
  OnlineFirstQuery,
  OpenAccessVolume,
  Page,
  PublicationSpeed,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import {
  acceptedArticles,
  articleNeighbours,
  authorArticles,
  findArticle,
  issueArticles,
  onlineFirstArticles,
} from '../../repositories/article-repository';
import { articleCitations } from '../../repositories/article-reference-repository';
import { editorialBoard } from '../../repositories/editorial-board-repository';
import {
  findJournalDetail,
  journalExists,
  publicationSpeed,
} from '../../repositories/journal-repository';
import {
  issueExists,
  openAccessVolumes,
  volumesByYear,
} from '../../repositories/volume-repository';

const TAGS = ['journals'];

const journalContentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const requireJournal = async (id: number) => {
    if (!(await journalExists(fastify.db, id))) throw notFound(`No journal ${id}`);
  };

  fastify.get(
    '/detail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'A journal with its about fields, indexing, sponsors and prices',
        querystring: JournalIdQuery,
        response: envelopeResponses(JournalDetail),
      },
    },
    async (request) => {
      const journal = await findJournalDetail(fastify.db, { id: request.query.id });
      if (!journal) throw notFound(`No journal ${request.query.id}`);
      return ok(journal);
    },
  );

  fastify.get(
    '/get-periodical-by-abbr',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'A journal found by its ISO 4 abbreviation, ignoring case',
        querystring: JournalAbbreviationQuery,
        response: envelopeResponses(JournalDetail),
      },
    },
    async (request) => {
      // PostgreSQL rejects NUL in text, and no abbreviation holds a control character.
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      if (/[\u0000-\u001f\u007f]/.test(request.query.abbr)) {
        throw badRequest('querystring/abbr must not contain control characters');
      }
      const journal = await findJournalDetail(fastify.db, { abbreviation: request.query.abbr });
      if (!journal) throw notFound('No journal has this abbreviation');
      return ok(journal);
    },
  );

  fastify.get(
    '/editorial-board',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: "A journal's editors grouped by role, in the specification's order of roles",
        querystring: JournalContentQuery,
        response: envelopeResponses(Type.Array(EditorialBoardGroup)),
      },
    },
    async (request) => {
      await requireJournal(request.query.journalId);
      return ok(await editorialBoard(fastify.db, request.query.journalId));
    },
  );

  fastify.get(
    '/volumes-by-annual-issue',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Years (newest first), their volumes and issues with article counts',
        querystring: JournalContentQuery,
        response: envelopeResponses(Type.Array(AnnualVolumes)),
      },
    },
    async (request) => {
      await requireJournal(request.query.journalId);
      return ok(await volumesByYear(fastify.db, request.query.journalId));
    },
  );

  fastify.get(
    '/issue-content-list',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'The articles of an issue in page order',
        querystring: IssueContentQuery,
        response: envelopeResponses(Page(ArticleSummary)),
      },
    },
    async (request) => {
      const { issueId } = request.query;
      if (!(await issueExists(fastify.db, issueId))) throw notFound(`No issue ${issueId}`);
      const pageOf = paging(request.query);
      const { records, total } = await issueArticles(fastify.db, issueId, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/issue-content-list-by-author',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: "An author's articles, newest first",
        querystring: AuthorContentQuery,
        response: envelopeResponses(Page(ArticleSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await authorArticles(fastify.db, request.query.authorKey, pageOf);
      if (total === 0) throw notFound(`No articles by author ${request.query.authorKey}`);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/online-first-articles-list',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Online-first articles, latest first; of one journal or across all journals',
        querystring: OnlineFirstQuery,
        response: envelopeResponses(Page(ArticleSummary)),
      },
    },
    async (request) => {
      const { journalId } = request.query;
      if (journalId !== undefined) await requireJournal(journalId);
      const pageOf = paging(request.query);
      const { records, total } = await onlineFirstArticles(fastify.db, journalId, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/accepted-papers',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Accepted papers of a journal, not yet online, latest acceptance first',
        querystring: JournalPageQuery,
        response: envelopeResponses(Page(ArticleSummary)),
      },
    },
    async (request) => {
      await requireJournal(request.query.journalId);
      const pageOf = paging(request.query);
      const { records, total } = await acceptedArticles(
        fastify.db,
        request.query.journalId,
        pageOf,
      );
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/issue-content-detail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'One article: abstract, keywords, MSC codes, dates, authors and where it appeared',
        querystring: ArticleIdQuery,
        response: envelopeResponses(ArticleDetail),
      },
    },
    async (request) => {
      const article = await findArticle(fastify.db, request.query.id);
      if (!article) throw notFound(`No article ${request.query.id}`);
      return ok(article);
    },
  );

  fastify.get(
    '/article-citations',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: "An article's references in order, and the articles of our journals citing it",
        description:
          'References carry `articleId` when they cite an article of our journals. `citedBy` lists the published and online-first articles citing this one, newest first. 404 for an unknown article and for an accepted paper not yet online.',
        querystring: ArticleIdQuery,
        response: envelopeResponses(ArticleCitations),
      },
    },
    async (request) => {
      const citations = await articleCitations(fastify.db, request.query.id);
      if (!citations) throw notFound(`No published article ${request.query.id}`);
      return ok(citations);
    },
  );

  fastify.get(
    '/issue-content-pmvalue-by-id',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'The previous and next article in the same issue (null at the ends)',
        querystring: ArticleIdQuery,
        response: envelopeResponses(ArticleNeighbours),
      },
    },
    async (request) => {
      const neighbours = await articleNeighbours(fastify.db, request.query.id);
      if (!neighbours) throw notFound(`No article ${request.query.id}`);
      return ok(neighbours);
    },
  );

  fastify.get(
    '/select-openaccess-volumes',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Volumes of a journal holding open-access articles, newest first',
        querystring: JournalPageQuery,
        response: envelopeResponses(Page(OpenAccessVolume)),
      },
    },
    async (request) => {
      await requireJournal(request.query.journalId);
      const pageOf = paging(request.query);
      const { records, total } = await openAccessVolumes(
        fastify.db,
        request.query.journalId,
        pageOf,
      );
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/publication-speed',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Per year of publication: median days to acceptance and to publication',
        querystring: JournalContentQuery,
        response: envelopeResponses(Type.Array(PublicationSpeed)),
      },
    },
    async (request) => {
      await requireJournal(request.query.journalId);
      return ok(await publicationSpeed(fastify.db, request.query.journalId));
    },
  );
};

export default journalContentRoutes;
