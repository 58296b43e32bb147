/** Full-text search over articles, books and news, and a search box's suggestions, under /api/search. */
import { SearchQuery, SearchResult, SearchSuggestions, SearchSuggestQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { searchText } from '../../lib/sql';
import { search } from '../../repositories/search-repository';
import { searchSuggestions } from '../../repositories/search-suggestion-repository';

const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/search',
    {
      config: { catalogue: true },
      schema: {
        tags: ['search'],
        summary: 'Articles, books and news matching a query, ranked, with highlights and facets',
        querystring: SearchQuery,
        response: envelopeResponses(SearchResult),
      },
    },
    async (request) => {
      const { q, type = 'all', sort = 'relevance', yearFrom, yearTo, ...filters } = request.query;
      const text = searchText(q);
      if (!text) throw badRequest('querystring/q must not be empty');
      if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) {
        throw badRequest('querystring/yearFrom must not be after querystring/yearTo');
      }
      const pageOf = paging(request.query);
      const query = { ...filters, q: text, type, sort, yearFrom, yearTo };
      // A word common in the catalogue matches thousands of articles, and ranking them all is
      // slow: the answer is kept and reused as every catalogue read is (plugins/catalogue-cache).
      const { records, total, facets, suggestion } = await search(
        fastify.db,
        query,
        pageOf,
        request.catalogueRevisionAtStart,
      );
      return ok({ ...page(records, total, pageOf), facets, suggestion });
    },
  );

  fastify.get(
    '/suggest',
    {
      // Asked for at each keystroke: a browser or a CDN keeps each answer (catalogue-cache).
      config: { catalogue: true },
      schema: {
        tags: ['search'],
        summary: 'Journals, articles and books whose titles start words with what was typed',
        querystring: SearchSuggestQuery,
        response: envelopeResponses(SearchSuggestions),
      },
    },
    async (request) => {
      const text = searchText(request.query.q);
      if (!text) throw badRequest('querystring/q must not be empty');
      return ok(await searchSuggestions(fastify.db, text));
    },
  );
};

export default searchRoutes;
