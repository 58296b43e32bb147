/** Full-text search over articles, books and news under /api/search. */
import { SearchQuery, SearchResult } from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LRUCache } from 'lru-cache';
import { envelopeResponses, ok, page, paging } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { searchText } from '../../lib/sql';
import { search } from '../../repositories/search-repository';

/**
 * Answers kept per query: a word common in the catalogue matches thousands of articles, and
 * ranking them all takes longer than PGlite's one connection can afford at hundreds of requests
 * a second. The catalogue changes only when it is reseeded, which a minute's delay tolerates.
 */
const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 60_000;

const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const cache = new LRUCache<string, SearchResult>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });

  fastify.get(
    '/search',
    {
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
      const key = JSON.stringify([query, pageOf.current, pageOf.size]);
      let result = cache.get(key);
      if (!result) {
        const { records, total, facets } = await search(fastify.db, query, pageOf);
        result = { ...page(records, total, pageOf), facets };
        cache.set(key, result);
      }
      return ok(result);
    },
  );
};

export default searchRoutes;
