/**
 * An article's JATS (issue 31, item 7): everything the catalogue holds about it, which an import
 * reads back unchanged. The metadata is public; the body is written only for a viewer who may
 * read the full text (the access check of the PDF route), so the answer is the viewer's own.
 */
import { ArticleJatsParams, ErrorEnvelope, JATS_MEDIA_TYPE } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccess } from '../../access/check';
import { articleJats, type ExportJournal } from '../../import/jats/write';
import { notFound } from '../../lib/http-error';
import { loadArticleContents } from '../../repositories/article-content-repository';

const articleJatsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    // find-my-way ends a parameter at a dot, so the suffix after `:id` is matched as text.
    '/article/:id.jats.xml',
    {
      schema: {
        tags: ['journals'],
        summary:
          "An article as JATS 1.3 (Journal Publishing): the body only for the full text's readers",
        params: ArticleJatsParams,
        response: {
          200: {
            description: 'JATS 1.3 XML; 404 for an unknown article',
            content: { [JATS_MEDIA_TYPE]: { schema: { type: 'string' } } },
          },
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const article = (await loadArticleContents(fastify.db, [id])).get(id);
      if (!article) throw notFound(`No article ${id}`);
      const [journal] = await fastify.db.query<ExportJournal>(
        'select abbreviation, title_zh, title_en, publisher_en from journals where id = $1',
        [article.journalId],
      );
      if (!journal) throw notFound(`No article ${id}`);
      const mayRead = article.content.article.body_jats
        ? ((await checkAccess(fastify.db, request.viewer, 'article', [id], 'read')).get(id)
            ?.allowed ?? false)
        : false;
      return (
        reply
          .header('Content-Type', `${JATS_MEDIA_TYPE}; charset=utf-8`)
          .header('Content-Disposition', `inline; filename="article-${id}.jats.xml"`)
          // With a body it depends on who asks: no shared cache may keep it.
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Portal-Auth')
          .send(articleJats(article, journal, mayRead))
      );
    },
  );
};

export default articleJatsRoutes;
