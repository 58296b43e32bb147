/**
 * An article's full text in the page (issue 32): its JATS body as HTML sections with MathML
 * (src/fulltext), and the images of its figures. The same access rule as the PDF's: an
 * open-access article, or a reader the PDF's check lets read it, gets every section; anyone else
 * gets the first section (with the abstract and the reference list, which the article's page
 * shows to all) and the number of sections withheld. The withheld text never leaves the server,
 * in this answer or in the page the site renders from it.
 */
import { createHash } from 'node:crypto';
import {
  ArticleFigureQuery,
  ArticleFullText,
  ArticleFullTextQuery,
  ErrorEnvelope,
  type FullTextFootnote,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import { checkAccess, messageFor } from '../../access/check';
import type { Db } from '../../db/db';
import {
  figureName,
  renderFullText,
  type FullText,
  type FullTextLanguage,
} from '../../fulltext/jats-body';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';

const TAGS = ['journals'];

/** Where a figure's image is served: the `src` of its `img` in the full text. */
export const figurePath = (articleId: number, name: string) =>
  `/api/periodical/article-figure?${new URLSearchParams({ id: String(articleId), name })}`;

interface FullTextSource {
  body: string;
  /** The back's footnote groups, which the body's marks may name. */
  back: string | null;
  references: { position: number; ref_id: string | null }[];
  figures: { name: string; width: number; height: number }[];
}

/** The article's body, and what its citations and figures name; undefined when it has none. */
async function fullTextSource(db: Db, id: number): Promise<FullTextSource | undefined> {
  // An accepted paper's text is not shown before it is online (as `hasFullText` says).
  const [article] = await db.query<{ body_jats: string; back_jats: string | null }>(
    `select body_jats, back_jats from articles
      where id = $1 and body_jats is not null and status <> 'accepted'`,
    [id],
  );
  if (!article) return undefined;
  const [references, figures] = await Promise.all([
    db.query<{ position: number; ref_id: string | null }>(
      'select position, ref_id from article_references where article_id = $1 order by position',
      [id],
    ),
    db.query<{ name: string; width: number; height: number }>(
      'select name, width, height from article_figures where article_id = $1',
      [id],
    ),
  ]);
  return { body: article.body_jats, back: article.back_jats, references, figures };
}

/**
 * Rendered texts, by what they are rendered from: a 30-page article's formulas take Temml tens
 * of milliseconds, and the answer, which depends on the reader, cannot be kept by the catalogue's
 * cache. An edit of the body, its references or its figures is a new key.
 */
const rendered = new LRUCache<string, FullText>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (text) =>
    text.sections.reduce((size, section) => size + section.html.length, 0) + 1,
});

function renderedText(id: number, lang: FullTextLanguage, source: FullTextSource): FullText {
  const key = createHash('sha256')
    .update(JSON.stringify([id, lang, source.references, source.figures]))
    .update(source.body)
    .update(source.back ?? '')
    .digest('base64url');
  const kept = rendered.get(key);
  if (kept) return kept;
  const positions = new Map(
    source.references.flatMap(({ position, ref_id }) => (ref_id ? [[ref_id, position]] : [])),
  );
  const figures = new Map(source.figures.map((figure) => [figure.name, figure]));
  const text = renderFullText(source.body, {
    lang,
    back: source.back,
    referenceOf: (rid) => positions.get(rid),
    graphicOf: (href) => {
      const figure = figures.get(figureName(href));
      return figure && { src: figurePath(id, figure.name), ...figure };
    },
  });
  rendered.set(key, text);
  return text;
}

/** Whether the viewer may read all of the article: the PDF's check (open access included). */
async function mayReadAll(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  return (await checkAccess(db, viewer, 'article', [id], 'read')).get(id)?.allowed ?? false;
}

/**
 * What everyone may read of a locked article: its first section, and the text before it when
 * the body begins without a heading (a lead paragraph is not the section the rule means).
 */
const openSections = (text: FullText) =>
  text.sections.slice(0, text.sections[0]?.headings.length ? 1 : 2);

/** The footnotes whose marks are in `html`, in their order. */
const footnotesIn = (html: string, footnotes: readonly FullTextFootnote[]) =>
  footnotes.filter(({ id }) => html.includes(`href="#fn-${id}"`));

const articleFullTextRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/article-fulltext',
    {
      schema: {
        tags: TAGS,
        summary: "An article's full text as HTML sections with MathML, as far as the reader may",
        description:
          'Every section for an open-access article and for a reader with access (the PDF check); for anyone else the first section, `withheld` counting the others. 404 for an unknown article, one without a full text and an accepted paper not yet online.',
        querystring: ArticleFullTextQuery,
        response: envelopeResponses(ArticleFullText),
      },
    },
    async (request) => {
      const { id, lang } = request.query;
      const source = await fullTextSource(fastify.db, id);
      if (!source) throw notFound(`No full text of article ${id}`);
      const text = renderedText(id, lang, source);
      const all = await mayReadAll(fastify.db, request.viewer, id);
      const sections = all ? text.sections : openSections(text);
      const html = sections.map((section) => section.html).join('');
      return ok({
        articleId: id,
        sections,
        withheld: text.sections.length - sections.length,
        footnotes: all ? text.footnotes : footnotesIn(html, text.footnotes),
      });
    },
  );

  fastify.get(
    '/article-figure',
    {
      schema: {
        tags: TAGS,
        summary: "The image of an article's figure, to whom may read the section showing it",
        querystring: ArticleFigureQuery,
        response: {
          200: {
            description: 'The image (SVG, PNG, JPEG, GIF or WebP)',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { id, name } = request.query;
      const [figure] = await fastify.db.query<{ media_type: string; data: Uint8Array }>(
        'select media_type, data from article_figures where article_id = $1 and name = $2',
        [id, name],
      );
      const source = figure && (await fullTextSource(fastify.db, id));
      if (!figure || !source) throw notFound(`No figure ${name} of article ${id}`);
      // A figure of the first section is shown to everyone, as its text is; any other only to
      // a reader who may read the whole article.
      const src = `src="${escapeHtml(figurePath(id, name))}"`;
      const open = openSections(renderedText(id, 'en', source)).some((section) =>
        section.html.includes(src),
      );
      if (!open && !(await mayReadAll(fastify.db, request.viewer, id))) {
        throw new HttpError(403, messageFor(request, 'fullTextDenied'));
      }
      return (
        reply
          .header('Content-Type', figure.media_type)
          // An SVG opened on its own is a document of our origin: it may run nothing.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', open ? 'public, max-age=3600' : 'private, max-age=3600')
          .send(Buffer.from(figure.data))
      );
    },
  );
};

export default articleFullTextRoutes;
