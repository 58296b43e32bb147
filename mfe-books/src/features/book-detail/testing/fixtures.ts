import type { BookDetail, BookSummary, BookVolume } from '@portal/contract';

const SERIES_TITLE = { zh: '现代数学研究生教材', en: 'Graduate Texts in Modern Mathematics' };

/** A book as `bookdetail` answers it: sold in print and as an e-book, a chapter with TeX. */
export const BOOK: BookDetail = {
  id: 5,
  title: { zh: '交换代数与同调方法', en: 'Commutative Algebra and Homological Methods' },
  titleText: { zh: '交换代数与同调方法', en: 'Commutative Algebra and Homological Methods' },
  subtitle: { zh: '研究生教程', en: 'A Graduate Course' },
  authors: ['Mei Liu', 'Anna Schmidt'],
  coverUrl: '/api/covers/book/5.svg',
  openAccess: false,
  seriesId: 1,
  seriesTitle: SERIES_TITLE,
  publishDate: '2023-07-07',
  medium: 'print',
  binding: 'softcover',
  listPrice: 168,
  currency: 'CNY',
  isbn: '978-7-5611-2037-8',
  publishStatus: 'published',
  listPriceUsd: 24,
  editions: [
    {
      medium: 'print',
      binding: 'softcover',
      isbn: '978-7-5611-2037-8',
      listPrice: 168,
      listPriceUsd: 24,
    },
    {
      medium: 'electronic',
      binding: 'electronic',
      isbn: '978-7-5611-2038-5',
      listPrice: 99.5,
      listPriceUsd: 14.25,
    },
  ],
  description: {
    zh: '一部自成体系的教材，研究 $\\mathrm{Spec}\\,A$ 上的层。',
    en: 'A self-contained textbook on sheaves over $\\mathrm{Spec}\\,A$.',
  },
  notes: { zh: '采用无酸纸印刷。', en: 'Printed on acid-free paper.' },
  supplement: { zh: '附教师用习题解答', en: 'With a solutions manual for instructors' },
  pageCount: 410,
  trimSize: '170 × 240 mm',
  language: 'en',
  edition: 2,
  featured: false,
  // The API's order, not the page's: the page puts editors first.
  contributors: [
    {
      role: 'GENERAL_EDITOR',
      contributors: [{ id: 9, name: 'Shing-Tung Yau', affiliation: null }],
    },
    {
      role: 'AUTHOR',
      contributors: [
        {
          id: 3,
          name: 'Mei Liu',
          affiliation: 'Institute for Advanced Study in Mathematics, Hangzhou',
        },
        {
          id: 4,
          name: 'Anna Schmidt',
          affiliation: 'Faculty of Mathematics, Riverside University',
        },
      ],
    },
    {
      role: 'EDITOR',
      contributors: [{ id: 7, name: 'Wei Zhang', affiliation: 'Peking University' }],
    },
  ],
  series: { id: 1, title: SERIES_TITLE, annual: false, number: 5 },
  volumeNumber: null,
  volumeSet: null,
  chapters: [
    {
      id: 11,
      position: 1,
      label: '1',
      title: { zh: '引言', en: 'Introduction' },
      firstPage: 1,
      lastPage: 28,
      authors: [],
    },
    {
      id: 12,
      position: 2,
      label: '2',
      title: { zh: '$p$-群', en: '$p$-groups' },
      firstPage: 29,
      lastPage: 65,
      authors: ['Wei Zhang'],
    },
  ],
  tags: [
    { id: 49, type: 'textbook', code: 'graduate', name: { zh: '研究生教材', en: 'Graduate' } },
  ],
  mscCodes: [
    {
      code: '13D02',
      label: { zh: '同调方法', en: 'Syzygies, resolutions, complexes' },
      specific: true,
    },
    { code: '46B20', label: { zh: '泛函分析', en: 'Functional analysis' }, specific: false },
  ],
};

function summary(
  id: number,
  title: { zh: string; en: string },
  listPrice: number,
  listPriceUsd: number,
): BookSummary {
  return {
    id,
    title,
    authors: ['Lei Yang'],
    coverUrl: `/api/covers/book/${id}.svg`,
    seriesId: 1,
    seriesTitle: SERIES_TITLE,
    publishDate: '2023-11-13',
    medium: 'print',
    binding: 'hardcover',
    listPrice,
    currency: 'CNY',
    isbn: `978-7-5611-22${id}0-0`,
    publishStatus: 'published',
    listPriceUsd,
    editions: [
      {
        medium: 'print',
        binding: 'hardcover',
        isbn: `978-7-5611-22${id}0-0`,
        listPrice,
        listPriceUsd,
      },
    ],
  };
}

const SET_SUMMARY: BookSummary = {
  ...summary(70, { zh: '代数几何讲义', en: 'Lectures on Algebraic Geometry' }, 168, 23.5),
  subtitle: { zh: '全二卷', en: 'Set of Two Volumes' },
};

const VOLUMES: BookVolume[] = [
  {
    ...summary(
      71,
      { zh: '代数几何讲义（第一卷）', en: 'Lectures on Algebraic Geometry, Volume 1' },
      98,
      13.75,
    ),
    volumeNumber: 1,
  },
  {
    ...summary(
      72,
      { zh: '代数几何讲义（第二卷）', en: 'Lectures on Algebraic Geometry, Volume 2' },
      108,
      15,
    ),
    volumeNumber: 2,
  },
];

/** A two-volume set: its own page lists the volumes; it has no chapters of its own. */
export const VOLUME_SET: BookDetail = {
  ...BOOK,
  ...SET_SUMMARY,
  titleText: SET_SUMMARY.title,
  contributors: [
    {
      role: 'AUTHOR',
      contributors: [{ id: 15, name: 'Lei Yang', affiliation: 'Riverside University' }],
    },
  ],
  chapters: [],
  volumeNumber: null,
  volumeSet: { set: SET_SUMMARY, volumes: VOLUMES },
};

/** The set's second volume: it names its set. */
export const VOLUME: BookDetail = {
  ...VOLUME_SET,
  ...VOLUMES[1]!,
  titleText: VOLUMES[1]!.title,
  chapters: BOOK.chapters,
  volumeNumber: 2,
  volumeSet: { set: SET_SUMMARY, volumes: VOLUMES },
};

/** Not yet published: it cannot be added to the cart. */
export const FORTHCOMING: BookDetail = {
  ...BOOK,
  id: 38,
  publishStatus: 'forthcoming',
  publishDate: '2027-03-01',
};
