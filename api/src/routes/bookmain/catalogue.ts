/** The book catalogue under /api/bookmain: book and chapter detail, series, tags, filters. */
import {
  BookDetail,
  BookFilterQuery,
  BookHomeData,
  BookIdQuery,
  BookSeriesDetail,
  BookSeriesQuery,
  BookSeriesSummary,
  BookSummary,
  BookTag,
  BookTagsQuery,
  ChapterDetail,
  Page,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { findChapterDetail } from '../../repositories/book-chapter-repository';
import { findBookDetail } from '../../repositories/book-detail-repository';
import { bookHomeData } from '../../repositories/book-home-repository';
import { filterBooks } from '../../repositories/book-repository';
import { findSeriesDetail, listSeries } from '../../repositories/book-series-repository';
import { findTag, listTags } from '../../repositories/book-tag-repository';

const TAGS = ['books'];

const bookCatalogueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/bookdetail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary:
          'A book with every field: contributors by role, series, volume set, table of contents, tags and MSC codes',
        querystring: BookIdQuery,
        response: envelopeResponses(BookDetail),
      },
    },
    async (request) => {
      const book = await findBookDetail(fastify.db, request.query.id);
      if (!book) throw notFound(`No book ${request.query.id}`);
      return ok(book);
    },
  );

  fastify.get(
    '/bookseries',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary:
          'Book series with their number of books and newest publication, annual books first',
        querystring: BookSeriesQuery,
        response: envelopeResponses(Page(BookSeriesSummary)),
      },
    },
    async (request) => {
      const pageOf = paging(request.query);
      const { records, total } = await listSeries(fastify.db, request.query.annual, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/bookseries-detail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'One book series with its description, general editors and years',
        querystring: BookIdQuery,
        response: envelopeResponses(BookSeriesDetail),
      },
    },
    async (request) => {
      const series = await findSeriesDetail(fastify.db, request.query.id);
      if (!series) throw notFound(`No book series ${request.query.id}`);
      return ok(series);
    },
  );

  fastify.get(
    '/tags-by-type',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'The book tags of one type (subject, textbook, featured author, collection)',
        querystring: BookTagsQuery,
        response: envelopeResponses(Type.Array(BookTag)),
      },
    },
    async (request) => ok(await listTags(fastify.db, request.query.type)),
  );

  fastify.get(
    '/tag-detail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'One book tag with its description and number of books',
        querystring: BookIdQuery,
        response: envelopeResponses(BookTag),
      },
    },
    async (request) => {
      const tag = await findTag(fastify.db, request.query.id);
      if (!tag) throw notFound(`No book tag ${request.query.id}`);
      return ok(tag);
    },
  );

  fastify.get(
    '/homepagefilter',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'Books filtered by keyword, series, tag, MSC code, years, medium and status',
        querystring: BookFilterQuery,
        response: envelopeResponses(Page(BookSummary)),
      },
    },
    async (request) => {
      const filters = request.query;
      if (
        filters.yearFrom !== undefined &&
        filters.yearTo !== undefined &&
        filters.yearFrom > filters.yearTo
      ) {
        throw badRequest('querystring/yearFrom must not be after querystring/yearTo');
      }
      const pageOf = paging(request.query);
      const { records, total } = await filterBooks(fastify.db, filters, pageOf);
      return ok(page(records, total, pageOf));
    },
  );

  fastify.get(
    '/homedata',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary:
          'The book home page in one call: featured, recent and forthcoming books, series, textbooks, the featured author, counts',
        response: envelopeResponses(BookHomeData),
      },
    },
    async () => ok(await bookHomeData(fastify.db)),
  );

  fastify.get(
    '/chapter-detail',
    {
      config: { catalogue: true },
      schema: {
        tags: TAGS,
        summary: 'A chapter with its book, pages, authors, abstract and neighbouring chapters',
        querystring: BookIdQuery,
        response: envelopeResponses(ChapterDetail),
      },
    },
    async (request) => {
      const chapter = await findChapterDetail(fastify.db, request.query.id);
      if (!chapter) throw notFound(`No chapter ${request.query.id}`);
      return ok(chapter);
    },
  );
};

export default bookCatalogueRoutes;
