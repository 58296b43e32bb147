import type { ArticleDetail } from '@portal/contract';
import { citationMetaTags } from '../hooks/use-citation-meta';
import { ARTICLE } from '../../../testing/article-fixtures';

const values = (tags: readonly (readonly [string, string])[], key: string) =>
  tags.filter(([name]) => name === key).map(([, content]) => content);

describe('citationMetaTags', () => {
  const tags = citationMetaTags(ARTICLE, 'https://press.example');

  it('cites the English title as plain text, its TeX in Unicode', () => {
    expect(values(tags, 'citation_title')).toEqual(['A note on holomorphic maps in ℂⁿ']);
  });

  it('gives keywords as plain text, their TeX as Unicode characters', () => {
    const article: ArticleDetail = {
      ...ARTICLE,
      keywords: { zh: ARTICLE.keywords.zh, en: ['Hölder continuity', '$\\alpha \\in (0, 1)$'] },
    };
    expect(values(citationMetaTags(article, 'https://press.example'), 'citation_keywords')).toEqual(
      ['Hölder continuity; α ∈ (0, 1)'],
    );
  });

  it('gives the journal, volume, issue, pages, dates, DOI and PDF of the version of record', () => {
    expect(values(tags, 'citation_author')).toEqual(['Laura Garcia', 'Hui He']);
    expect(values(tags, 'citation_journal_title')).toEqual([
      'Annals of Pure and Applied Mathematics',
    ]);
    expect(values(tags, 'citation_volume')).toEqual(['26']);
    expect(values(tags, 'citation_issue')).toEqual(['1']);
    expect(values(tags, 'citation_firstpage')).toEqual(['1']);
    expect(values(tags, 'citation_publication_date')).toEqual(['2017/06/15']);
    expect(values(tags, 'citation_online_date')).toEqual(['2017/05/11']);
    expect(values(tags, 'citation_keywords')).toEqual(['holomorphic maps; ergodic averages']);
    expect(values(tags, 'citation_pdf_url')).toEqual([
      'https://press.example/api/resource/pdf/download?type=article&id=1&mode=read',
    ]);
    expect(values(tags, 'article:published_time')).toEqual(['2017-06-15']);
  });

  it('gives the full text to read in the page only to an article that has one', () => {
    expect(values(tags, 'citation_fulltext_html_url')).toEqual([]);
    const withText: ArticleDetail = { ...ARTICLE, hasFullText: true };
    expect(
      values(citationMetaTags(withText, 'https://press.example'), 'citation_fulltext_html_url'),
    ).toEqual(['https://press.example/JDetail/1/fulltext?id=1']);
  });

  it('leaves out what an accepted article does not have yet', () => {
    const accepted: ArticleDetail = {
      ...ARTICLE,
      status: 'accepted',
      publishedDate: null,
      publishedOnlineDate: null,
      volumeNumber: null,
      issueNumber: null,
      firstPage: null,
      lastPage: null,
      doi: null,
    };
    const names = citationMetaTags(accepted).map(([name]) => name);
    for (const name of [
      'citation_publication_date',
      'citation_online_date',
      'citation_volume',
      'citation_firstpage',
      'citation_doi',
      'article:published_time',
    ]) {
      expect(names).not.toContain(name);
    }
  });
});
