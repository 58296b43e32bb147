/** Books, series, tags and pages as the API answers them, for the section's tests. */
import type {
  BookHomeData,
  BookSeriesDetail,
  BookSeriesSummary,
  BookSummary,
  BookTag,
  BookTagType,
  ContentPermission,
  Page,
} from '@portal/contract';

export function book(id: number, overrides: Partial<BookSummary> = {}): BookSummary {
  const listPrice = overrides.listPrice ?? 128;
  const listPriceUsd = overrides.listPriceUsd ?? 19.5;
  return {
    id,
    title: { en: `Book ${id}`, zh: `图书 ${id}` },
    authors: ['Li Wei', 'Anna Schmidt'],
    coverUrl: `/api/covers/book/${id}.svg`,
    seriesId: 7,
    seriesTitle: { en: 'Graduate Texts in Number Theory', zh: '数论研究生教材' },
    publishDate: '2025-03-01',
    medium: 'print',
    binding: 'hardcover',
    listPrice,
    currency: 'CNY',
    isbn: `978-7-5555-${String(id).padStart(4, '0')}-2`,
    publishStatus: 'published',
    listPriceUsd,
    editions: [
      {
        medium: 'print',
        binding: 'hardcover',
        isbn: `978-7-5555-${String(id).padStart(4, '0')}-2`,
        listPrice,
        listPriceUsd,
      },
      {
        medium: 'electronic',
        binding: 'electronic',
        isbn: `978-7-5555-${String(id).padStart(4, '0')}-9`,
        listPrice: 88,
        listPriceUsd: 12,
      },
    ],
    ...overrides,
  };
}

/** A forthcoming book: not yet published, its date in the future. */
export function forthcoming(id: number, overrides: Partial<BookSummary> = {}): BookSummary {
  return book(id, { publishStatus: 'forthcoming', publishDate: '2027-01-10', ...overrides });
}

export function page<T>(
  records: T[],
  { current = 1, total = records.length, size = 12 } = {},
): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

export function series(id: number, overrides: Partial<BookSeriesSummary> = {}): BookSeriesSummary {
  return {
    id,
    title: { en: `Series ${id}`, zh: `丛书 ${id}` },
    description: { en: `About series ${id}.`, zh: `丛书 ${id} 简介。` },
    issn: null,
    annual: false,
    bookCount: 12,
    newestPublishDate: '2026-02-14',
    coverUrl: `/api/covers/book/${id}.svg`,
    ...overrides,
  };
}

export function seriesDetail(
  id: number,
  overrides: Partial<BookSeriesDetail> = {},
): BookSeriesDetail {
  return {
    ...series(id),
    generalEditors: ['Hong Zhou', 'Elena Bianchi'],
    firstYear: 2012,
    forthcomingCount: 1,
    ...overrides,
  };
}

export function tag(id: number, type: BookTagType, overrides: Partial<BookTag> = {}): BookTag {
  return {
    id,
    type,
    code: `tag-${id}`,
    name: { en: `Tag ${id}`, zh: `标签 ${id}` },
    description: { en: `About tag ${id}.`, zh: `标签 ${id} 简介。` },
    bookCount: 10,
    contributorId: null,
    ...overrides,
  };
}

export const TEXTBOOK_LEVELS = [
  tag(48, 'textbook', {
    code: 'undergraduate',
    name: { en: 'Undergraduate textbooks', zh: '本科生教材' },
    bookCount: 23,
  }),
  tag(49, 'textbook', {
    code: 'graduate',
    name: { en: 'Graduate textbooks', zh: '研究生教材' },
    bookCount: 25,
  }),
];

export const FEATURED_AUTHOR_TAG = tag(51, 'featured_author', {
  code: 'hong-zhou',
  name: { en: 'Hong Zhou', zh: '周红' },
  description: {
    en: 'Hong Zhou has taught analysis to undergraduates for thirty years.',
    zh: '周红教授从事本科分析教学三十年。',
  },
  bookCount: 11,
  contributorId: 1,
});

export function homeData(overrides: Partial<BookHomeData> = {}): BookHomeData {
  return {
    counts: { total: 303, recent: 45, forthcoming: 17, featured: 12 },
    recent: [
      book(1, { title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' } }),
      book(2, { title: { en: 'Harmonic Analysis', zh: '调和分析' }, authors: ['Zhang San'] }),
    ],
    featured: [
      forthcoming(3, { title: { en: 'Modular Forms', zh: '模形式' } }),
      book(4, { title: { en: 'Motivic Integration', zh: '动机积分' } }),
    ],
    forthcoming: [forthcoming(5, { title: { en: 'Quantum Groups', zh: '量子群' } })],
    series: [
      series(11, { title: { en: 'Advanced Lectures', zh: '高等讲义' } }),
      series(13, {
        title: { en: 'Current Developments in Mathematics', zh: '当代数学进展' },
        annual: true,
        bookCount: 16,
      }),
      series(14, {
        title: { en: 'Surveys in Differential Geometry', zh: '微分几何综述' },
        annual: true,
        bookCount: 18,
      }),
    ],
    textbooks: [],
    featuredAuthor: {
      tag: FEATURED_AUTHOR_TAG,
      affiliation: 'School of Mathematical Sciences, Eastbridge University',
      books: [
        forthcoming(6, { title: { en: 'Calculus', zh: '微积分' } }),
        book(7, { title: { en: 'Real Analysis', zh: '实分析' } }),
      ],
    },
    ...overrides,
  };
}

export function permission(
  id: number,
  allowed: boolean,
  reason: ContentPermission['reason'] = allowed ? 'purchase' : null,
): ContentPermission {
  return { id, allowed, reason };
}
