/**
 * The seed's reference lists (seed/article-references.ts) and their table (migration 0018), on
 * the seeded database: on PGlite, and on PostgreSQL in `pnpm test:postgres`.
 */
import { openTestDb } from '../../../../test/test-db';
import type { Db } from '../../db';
import {
  buildArticleReferences,
  citationOf,
  initialed,
  readCitableArticles,
  type CitableArticle,
} from '../article-references';
import type { ArticleReferenceRow } from '../../../repositories/catalogue-rows';

let db: Db;
let articles: CitableArticle[];
let references: ArticleReferenceRow[];
beforeAll(async () => {
  db = await openTestDb();
  articles = await readCitableArticles(db);
  references = await db.query<ArticleReferenceRow>(
    `select article_id, position, text, doi, cited_article_id, ref_id
       from article_references order by article_id, position`,
  );
});
afterAll(async () => {
  await db.close();
});

const byArticle = () => {
  const lists = new Map<number, ArticleReferenceRow[]>();
  for (const reference of references) {
    const list = lists.get(reference.article_id) ?? [];
    list.push(reference);
    lists.set(reference.article_id, list);
  }
  return lists;
};

describe('initialed', () => {
  it('abbreviates given names as AMS references do', () => {
    expect(initialed('Wei Zhang')).toBe('W. Zhang');
    expect(initialed('Jean-Pierre Serre')).toBe('J.-P. Serre');
    expect(initialed('Anna Maria Rossi')).toBe('A. M. Rossi');
    expect(initialed('Euclid')).toBe('Euclid');
  });
});

describe('the seeded reference lists', () => {
  it('are what the seed builds from the articles: the same on every run', () => {
    // Built again in this process, equal to what the test database's seed built: 200,000 rows,
    // compared row by row as JSON, the first difference shown.
    const built = buildArticleReferences(articles);
    const firstDifference = (a: readonly object[], b: readonly object[]) => {
      for (let index = 0; index < Math.max(a.length, b.length); index++) {
        if (JSON.stringify(a[index]) !== JSON.stringify(b[index])) return index;
      }
      return -1;
    };
    const difference = firstDifference(references, built);
    expect(references[difference]).toEqual(built[difference]);
  });

  it('give every published and online-first article 8 to 25 references, numbered from 1', () => {
    const lists = byArticle();
    const wrong = articles.filter((article) => {
      const list = lists.get(article.id) ?? [];
      if (article.status === 'accepted') return list.length > 0;
      return (
        list.length < 8 ||
        list.length > 25 ||
        list.some((reference, index) => reference.position !== index + 1) ||
        new Set(list.map((r) => r.text)).size !== list.length
      );
    });
    expect(wrong.map((article) => article.id)).toEqual([]);
  });

  it('order each list by first author and hold classics with and without DOIs', () => {
    const list = byArticle().get(articles[0]?.id ?? 0) ?? [];
    const surnames = list.map(
      (r) =>
        r.text
          .split(/,| and /)[0]
          ?.split(' ')
          .pop() ?? '',
    );
    expect(surnames).toEqual([...surnames].sort(new Intl.Collator('en').compare));
    const dois = references.filter((r) => r.doi !== null);
    for (const { doi } of dois.slice(0, 2000)) expect(doi).toMatch(/^10\.\d{4,9}\/\S+$/);
    expect(dois.length).toBeGreaterThan(references.length * 0.6);
    expect(dois.length).toBeLessThan(references.length);
  });

  it('cite 1 to 3 earlier articles of our journals in about one article in five', () => {
    const byId = new Map(articles.map((article) => [article.id, article]));
    const citing = new Map<number, number>();
    const wrong = references.filter((reference) => {
      if (reference.cited_article_id === null) return false;
      citing.set(reference.article_id, (citing.get(reference.article_id) ?? 0) + 1);
      const cited = byId.get(reference.cited_article_id) as CitableArticle;
      const article = byId.get(reference.article_id) as CitableArticle;
      return (
        cited.status !== 'published' ||
        !((cited.published_date ?? '') < article.accepted_date) ||
        cited.subject !== article.subject ||
        reference.text !== citationOf(cited) ||
        reference.doi !== cited.doi
      );
    });
    expect(wrong).toEqual([]);
    const readable = articles.filter((article) => article.status !== 'accepted').length;
    expect(citing.size / readable).toBeGreaterThan(0.15);
    expect(citing.size / readable).toBeLessThan(0.25);
    for (const count of citing.values()) expect(count).toBeLessThanOrEqual(3);
  });

  it('format a citation of our article from its authors, title, journal, volume, year and pages', () => {
    const article = articles.find((a) => a.status === 'published' && a.authors.length === 3);
    if (!article) throw new Error('No published article with three authors');
    const [first, second, third] = article.authors.map(initialed);
    expect(citationOf(article)).toBe(
      `${first}, ${second} and ${third}, ${article.title_en}, ${article.journal_abbreviation} ${article.volume_number} (${article.year}), no. ${article.issue_number}, ${article.first_page}–${article.last_page}.`,
    );
  });
});

describe('article_references (migration 0018)', () => {
  const ROLL_BACK = new Error('roll back');
  const revision = async (session: Pick<Db, 'query'>) =>
    Number(
      (
        await session.query<{ revision: string }>(
          'select revision::text as revision from catalogue_revision',
        )
      )[0]?.revision,
    );

  it('raises the catalogue revision when it changes, as every public table does', async () => {
    const before = await revision(db);
    let after = before;
    await db
      .transaction(async (tx) => {
        await tx.exec(`update article_references set text = text where article_id = 1`);
        after = await revision(tx);
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    expect(after).toBeGreaterThan(before);
  });

  it("keeps its foreign keys after the seed's load, and a reference outlives the article it cites", async () => {
    const keys = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'article_references'::regclass and contype = 'f' order by conname`,
    );
    expect(keys.map((key) => key.definition)).toEqual([
      'FOREIGN KEY (article_id) REFERENCES articles(id) ON DELETE CASCADE',
      'FOREIGN KEY (cited_article_id) REFERENCES articles(id) ON DELETE SET NULL',
    ]);
    const [own] = references.filter((r) => r.cited_article_id !== null);
    await db
      .transaction(async (tx) => {
        await tx.query('delete from articles where id = $1', [own?.cited_article_id]);
        const [kept] = await tx.query<ArticleReferenceRow>(
          'select * from article_references where article_id = $1 and position = $2',
          [own?.article_id, own?.position],
        );
        expect(kept).toMatchObject({ text: own?.text, cited_article_id: null });
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
  });
});
