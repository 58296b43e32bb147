/** An article's reference list, and the articles of our journals that cite it. */
import { MAX_PAGE_SIZE, type ArticleCitations, type ArticleReference } from '@portal/contract';
import type { Db } from '../db/db';
import { texToMarkup } from '../lib/tex-markup';
import { articlePage } from './article-repository';

/** The articles whose references are public: those a reader can read (published or online). */
const READABLE = `a.status in ('published', 'online_first')`;

/**
 * The references of a published or online-first article in their order, and the readable
 * articles citing it, newest first (by publication, else online date). Undefined for an unknown
 * article and for an accepted paper, whose reference list is not public before it is online.
 */
export async function articleCitations(db: Db, id: number): Promise<ArticleCitations | undefined> {
  const [article] = await db.query<{ id: number }>(
    `select a.id from articles a where a.id = $1 and ${READABLE}`,
    [id],
  );
  if (!article) return undefined;
  const [references, citedBy] = await Promise.all([
    db.query<
      Omit<ArticleReference, 'markup' | 'mr' | 'zbl'> & { mr: string | null; zbl: string | null }
    >(
      `select r.position, r.text, r.doi, r.mr, r.zbl, r.cited_article_id as "articleId",
              cited.journal_id as "journalId"
         from article_references r
         left join articles cited on cited.id = r.cited_article_id
        where r.article_id = $1
        order by r.position`,
      [id],
    ),
    // One page as large as any page: an article of our journals is cited by far fewer.
    articlePage(
      db,
      `${READABLE} and a.id in (select article_id from article_references where cited_article_id = $1)`,
      [id],
      'coalesce(a.published_date, a.published_online_date) desc, a.id desc',
      { current: 1, size: MAX_PAGE_SIZE, offset: 0 },
    ),
  ]);
  return {
    // A reference without a review's number leaves the field out, as the contract has it.
    references: references.map(({ mr, zbl, ...reference }) => ({
      ...reference,
      markup: texToMarkup(reference.text),
      ...(mr === null ? {} : { mr }),
      ...(zbl === null ? {} : { zbl }),
    })),
    citedBy: citedBy.records,
  };
}
