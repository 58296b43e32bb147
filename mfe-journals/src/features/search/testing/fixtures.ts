import type { SearchFacets, SearchHit, SearchResult } from '@portal/contract';

const JOURNAL = {
  id: 7,
  abbreviation: 'J. Algebra Geom.',
  title: { en: 'Journal of Algebra and Geometry', zh: '代数与几何学报' },
};

export const ARTICLE_HIT: SearchHit = {
  type: 'article',
  id: 5001,
  title: {
    en: 'Holomorphic maps in $\\mathbb{C}^n$ and operators',
    zh: '$\\mathbb{C}^n$ 中的全纯映射与算子',
  },
  highlight: {
    title: {
      en: 'Holomorphic maps in <math><msup><mi>ℂ</mi><mi>n</mi></msup></math> and <mark>operators</mark>',
      zh: '<math><msup><mi>ℂ</mi><mi>n</mi></msup></math> 中的全纯映射与<mark>算子</mark>',
    },
    snippet: {
      en: 'We study <mark>operators</mark> on domains where x &lt; y &amp; z.',
      zh: '我们研究区域上的<mark>算子</mark>。',
    },
  },
  authors: ['Wei Wang', 'Anna Rossi'],
  journal: JOURNAL,
  year: 2025,
  date: '2025-03-15',
  openAccess: true,
  mscCodes: ['32A10', '47B38'],
  detailPath: '/api/periodical/issue-content-detail?id=5001',
  score: 2,
};

export const BOOK_HIT: SearchHit = {
  type: 'book',
  id: 17,
  title: { en: 'An Introduction to Operator Algebras', zh: '算子代数引论' },
  highlight: {
    title: {
      en: 'An Introduction to <mark>Operator</mark> Algebras',
      zh: '<mark>算子</mark>代数引论',
    },
    snippet: {
      en: 'A self-contained textbook on <mark>operator</mark> algebras.',
      zh: '一部教材。',
    },
  },
  authors: ['Tao Sun'],
  journal: null,
  year: 2026,
  date: '2026-03-07',
  openAccess: null,
  mscCodes: ['46L05'],
  detailPath: '/api/bookmain/bookdetail?id=17',
  score: 1.2,
};

export const NEWS_HIT: SearchHit = {
  type: 'news',
  id: 17,
  title: { en: 'A prize for operator theory', zh: '算子理论获奖' },
  highlight: {
    title: { en: 'A prize for <mark>operator</mark> theory', zh: '<mark>算子</mark>理论获奖' },
    snippet: { en: '', zh: '' },
  },
  authors: [],
  journal: null,
  year: 2024,
  date: '2024-06-01',
  openAccess: null,
  mscCodes: [],
  detailPath: '/api/cms/announcement-detail?id=17',
  score: 0.5,
};

export const FACETS: SearchFacets = {
  types: { article: 40, book: 3, news: 2 },
  journals: [
    { ...JOURNAL, count: 30 },
    {
      id: 9,
      abbreviation: 'J. Funct. Anal.',
      title: { en: 'Journal of Functional Analysis', zh: '泛函分析学报' },
      count: 10,
    },
  ],
  years: [
    { year: 2026, count: 5 },
    { year: 2025, count: 20 },
    { year: 2019, count: 15 },
  ],
  msc: [
    { code: '47', count: 25 },
    { code: '35', count: 8 },
    { code: '99', count: 1 },
  ],
  openAccess: { open: 12, closed: 28 },
};

/** An answer of `search/search`: these hits as page `current` of `total` matches. */
export function searchResult(
  records: SearchHit[],
  {
    total = records.length,
    current = 1,
    size = 20,
    facets = FACETS,
    suggestion = null,
  }: {
    total?: number;
    current?: number;
    size?: number;
    facets?: SearchFacets;
    suggestion?: string | null;
  } = {},
): SearchResult {
  return { records, total, size, current, pages: Math.ceil(total / size), facets, suggestion };
}
