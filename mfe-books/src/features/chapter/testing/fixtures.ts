import type { BookDetail, ChapterBook, ChapterDetail } from '@portal/contract';

const BOOK: ChapterBook = {
  id: 186,
  title: { zh: '调和分析', en: 'Harmonic Analysis' },
  titleText: { zh: '调和分析', en: 'Harmonic Analysis' },
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
  titleText: {
    zh: 'Lᵖ 上的卡尔德龙-齐格蒙德奇异积分',
    en: 'Calderón–Zygmund singular integrals on Lᵖ',
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
  titleText: { zh: '测度论补遗', en: 'Measure theory' },
  authors: [],
  contributors: [],
  firstPage: 400,
  lastPage: 400,
  pageCount: 1,
  nextId: null,
};

/** The book the chapters are in, as `bookdetail` answers it: edited, with its contents. */
export const CHAPTER_BOOK: BookDetail = {
  ...BOOK,
  openAccess: false,
  description: { zh: '暑期学校讲座。', en: 'Lectures of the summer school.' },
  notes: null,
  supplement: null,
  pageCount: 430,
  trimSize: '155 × 235 mm',
  language: 'en',
  edition: 1,
  featured: false,
  contributors: [
    {
      role: 'EDITOR',
      contributors: [
        { id: 41, name: 'Tao Gao', affiliation: null },
        { id: 278, name: 'Xiaoming Luo', affiliation: null },
      ],
    },
  ],
  series: { id: 9, title: BOOK.seriesTitle!, annual: false, number: 1 },
  volumeNumber: null,
  volumeSet: null,
  chapters: [
    {
      id: 2051,
      position: 1,
      label: '1',
      title: { zh: '勒贝格积分', en: 'The Lebesgue integral' },
      firstPage: 3,
      lastPage: 33,
      authors: ['Andrei Bianchi'],
    },
    {
      id: 2052,
      position: 2,
      label: '2',
      title: CHAPTER.title,
      firstPage: 34,
      lastPage: 71,
      authors: ['Elena Tanaka', 'Xiaoming Liu'],
    },
    {
      id: 2053,
      position: 3,
      label: '3',
      title: { zh: '调和函数', en: 'Harmonic functions' },
      firstPage: 72,
      lastPage: 121,
      authors: ['Mei Zhang'],
    },
  ],
  tags: [],
  mscCodes: [],
};
