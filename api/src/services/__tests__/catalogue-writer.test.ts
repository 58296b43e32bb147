import type { ArticleRow, BookRow } from '../../repositories/catalogue-rows';
import { articleRows, bookRows } from '../catalogue-writer';

const article: ArticleRow = {
  id: 7,
  journal_id: 2,
  issue_id: 3,
  status: 'published',
  title_zh: '标题',
  title_en: 'Title',
  abstract_zh: '摘要',
  abstract_en: 'Abstract',
  keywords_zh: ['群'],
  keywords_en: ['groups'],
  received_date: '2025-01-01',
  revised_date: '2025-02-01',
  accepted_date: '2025-03-01',
  published_online_date: '2025-04-01',
  published_date: '2025-05-15',
  first_page: 1,
  last_page: 20,
  doi: '10.5555/x.2025.1.1.001',
  license: null,
  open_access: false,
};

describe('articleRows', () => {
  it('numbers the authors, codes and references of an article in the order given', () => {
    const rows = articleRows({
      article,
      authors: [
        { name: 'Wei Zhang', affiliation_zh: '甲', affiliation_en: 'A', author_key: 'wei-zhang' },
        { name: 'Anna Berg', affiliation_zh: '乙', affiliation_en: 'B', author_key: 'anna-berg' },
      ],
      mscCodes: [
        { scheme: 'MSC2020', code: '20C15' },
        { scheme: 'MSC2020', code: '20D10' },
      ],
      references: [
        { text: 'J.-P. Serre, Linear representations.', doi: null, cited_article_id: null },
      ],
    });
    expect(rows.article).toBe(article);
    expect(rows.authors.map((a) => [a.article_id, a.position, a.author_key])).toEqual([
      [7, 1, 'wei-zhang'],
      [7, 2, 'anna-berg'],
    ]);
    expect(rows.mscCodes.map((m) => [m.article_id, m.code, m.position])).toEqual([
      [7, '20C15', 1],
      [7, '20D10', 2],
    ]);
    expect(rows.references).toEqual([
      {
        article_id: 7,
        position: 1,
        text: 'J.-P. Serre, Linear representations.',
        doi: null,
        cited_article_id: null,
      },
    ]);
  });

  it('gives no reference rows to an article whose references come later', () => {
    expect(articleRows({ article, authors: [], mscCodes: [] }).references).toEqual([]);
  });
});

describe('bookRows', () => {
  it("gives each medium the book's id and numbers the people of each role from 1", () => {
    const book = { id: 12 } as BookRow;
    const rows = bookRows({
      book,
      editions: [
        {
          medium: 'print',
          binding: 'hardcover',
          isbn: '978-7-5611-2444-0',
          list_price: 98,
          list_price_usd: 20,
        },
      ],
      credits: [
        { role: 'AUTHOR', contributorIds: [5, 9] },
        { role: 'GENERAL_EDITOR', contributorIds: [2] },
      ],
    });
    expect(rows.editions.map((e) => [e.book_id, e.medium])).toEqual([[12, 'print']]);
    expect(rows.contributors).toEqual([
      { book_id: 12, contributor_id: 5, role: 'AUTHOR', position: 1 },
      { book_id: 12, contributor_id: 9, role: 'AUTHOR', position: 2 },
      { book_id: 12, contributor_id: 2, role: 'GENERAL_EDITOR', position: 1 },
    ]);
  });
});
