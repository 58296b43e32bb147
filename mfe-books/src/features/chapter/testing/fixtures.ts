import type { BookSummary, ChapterDetail } from '@portal/shared/contract';

const BOOK: BookSummary = {
  id: 186,
  title: { zh: '调和分析', en: 'Harmonic Analysis' },
  subtitle: { zh: '暑期学校讲义', en: 'Summer School Lectures' },
  authors: ['Tao Gao', 'Xiaoming Luo'],
  coverUrl: '/api/covers/book/186.svg',
  seriesId: 9,
  seriesTitle: { zh: '国际数学暑期学校文集', en: 'Proceedings of the International Summer School' },
  publishDate: '2013-08-23',
  medium: 'print',
  binding: 'hardcover',
  listPrice: 338,
  currency: 'CNY',
  isbn: '978-7-5611-8882-8',
  publishStatus: 'published',
  listPriceUsd: 47,
  editions: [
    {
      medium: 'print',
      binding: 'hardcover',
      isbn: '978-7-5611-8882-8',
      listPrice: 338,
      listPriceUsd: 47,
    },
  ],
};

/** A contribution to an edited book: its own authors, with affiliations. */
export const CHAPTER: ChapterDetail = {
  id: 2052,
  position: 2,
  label: '2',
  title: {
    zh: '$L^p$ 上的卡尔德龙-齐格蒙德奇异积分',
    en: 'Calderón–Zygmund singular integrals on $L^p$',
  },
  firstPage: 34,
  lastPage: 71,
  authors: ['Elena Tanaka', 'Xiaoming Liu'],
  abstract: {
    zh: '证明 $1<p<\\infty$ 时的有界性。',
    en: 'We prove boundedness for $1<p<\\infty$.',
  },
  pageCount: 38,
  contributors: [
    { id: 31, name: 'Elena Tanaka', affiliation: 'Kyoto University' },
    { id: 32, name: 'Xiaoming Liu', affiliation: null },
  ],
  book: BOOK,
  previousId: 2051,
  nextId: 2053,
};

/** A chapter of a monograph: by the book's authors; the last chapter, an appendix. */
export const APPENDIX: ChapterDetail = {
  ...CHAPTER,
  id: 2060,
  label: 'A',
  title: { zh: '测度论补遗', en: 'Measure theory' },
  authors: [],
  contributors: [],
  firstPage: 400,
  lastPage: 400,
  pageCount: 1,
  nextId: null,
};
