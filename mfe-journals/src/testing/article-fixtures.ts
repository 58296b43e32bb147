/**
 * An article as the API answers it, for the tests of the features that show one (its page, its
 * full text) and of the route table: a feature does not import another's, so they live here.
 */
import type { ArticleCitations, ArticleDetail } from '@portal/contract';

/** An article as `issue-content-detail` answers it (the seed's first article). */
export const ARTICLE: ArticleDetail = {
  id: 1,
  status: 'published',
  title: {
    zh: '关于 $\\mathbb{C}^n$ 中的全纯映射的一个注记',
    en: 'A note on holomorphic maps in $\\mathbb{C}^n$',
  },
  titleMarkup: {
    zh: '关于 <math><msup><mi>ℂ</mi><mi>n</mi></msup></math> 中的全纯映射的一个注记',
    en: 'A note on holomorphic maps in <math><msup><mi>ℂ</mi><mi>n</mi></msup></math>',
  },
  titleText: {
    zh: '关于 ℂⁿ 中的全纯映射的一个注记',
    en: 'A note on holomorphic maps in ℂⁿ',
  },
  authors: [
    {
      name: 'Laura Garcia',
      authorKey: 'laura-garcia',
      affiliation: { zh: '中国科学技术大学', en: 'University of Science and Technology of China' },
    },
    {
      name: 'Hui He',
      authorKey: 'hui-he',
      affiliation: { zh: '香港中文大学', en: 'The Chinese University of Hong Kong' },
    },
  ],
  firstPage: 1,
  lastPage: 15,
  doi: '10.5555/annpureapplmath.2017.26.1.001',
  openAccess: false,
  acceptedDate: '2017-04-26',
  publishedOnlineDate: '2017-05-11',
  publishedDate: '2017-06-15',
  journalId: 1,
  journalAbbreviation: 'Ann. Pure Appl. Math.',
  journalTitle: { zh: '纯粹与应用数学年刊', en: 'Annals of Pure and Applied Mathematics' },
  volumeId: 1,
  volumeNumber: 26,
  year: 2017,
  issueId: 7,
  issueNumber: 1,
  abstract: {
    zh: '本文研究 $\\mathbb{C}^n$ 中的全纯映射。',
    en: 'We study holomorphic maps in $\\mathbb{C}^n$.',
  },
  abstractMarkup: {
    zh: '本文研究 <math><msup><mi>ℂ</mi><mi>n</mi></msup></math> 中的全纯映射。',
    en: 'We study holomorphic maps in <math><msup><mi>ℂ</mi><mi>n</mi></msup></math>.',
  },
  keywords: { zh: ['全纯映射', '遍历平均'], en: ['holomorphic maps', 'ergodic averages'] },
  mscCodes: [
    {
      code: '37A30',
      scheme: 'MSC2000',
      label: { zh: '遍历定理', en: 'Ergodic theorems, spectral theory, Markov operators' },
    },
    { code: '32H02', scheme: 'MSC2020', label: { zh: '全纯映射', en: 'Holomorphic mappings' } },
  ],
  receivedDate: '2016-09-21',
  revisedDate: null,
  license: null,
  issuePublishedDate: '2017-06-15',
  subtitle: null,
  articleType: 'research-article',
  elocationId: null,
  mrId: null,
  zblId: null,
  licenseUrl: null,
  contributors: [
    {
      authorKey: 'laura-garcia',
      orcid: null,
      ror: null,
      email: null,
      roles: [],
      corresponding: false,
    },
    { authorKey: 'hui-he', orcid: null, ror: null, email: null, roles: [], corresponding: false },
  ],
  funding: [],
  hasFullText: false,
};

/**
 * An imported article: subtitle, ORCID, corresponding author, MR and Zbl, funding, licence, and
 * its full text to read in the page.
 */
export const IMPORTED_ARTICLE: ArticleDetail = {
  ...ARTICLE,
  id: 12_244,
  subtitle: { zh: '再探', en: 'A second look' },
  firstPage: null,
  lastPage: null,
  elocationId: 'e17',
  mrId: 'MR4567890',
  zblId: '1520.16001',
  openAccess: true,
  license: 'CC BY-NC 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by-nc/4.0/',
  contributors: [
    {
      authorKey: '0000-0002-1825-0097',
      orcid: '0000-0002-1825-0097',
      ror: 'https://ror.org/05gq02987',
      email: 'laura@example.edu',
      roles: ['Conceptualization'],
      corresponding: true,
    },
    { authorKey: 'hui-he', orcid: null, ror: null, email: null, roles: [], corresponding: false },
  ],
  funding: [
    { funder: 'National Natural Science Foundation of China', awardIds: ['12071001', '12271002'] },
  ],
  hasFullText: true,
};

/** What `article-citations` answers for it: a classic book, one of our articles; one citing it. */
export const CITATIONS: ArticleCitations = {
  references: [
    {
      position: 1,
      text: 'J. Milnor, Morse theory, Annals of Mathematics Studies 51, Princeton University Press, 1963.',
      markup:
        'J. Milnor, Morse theory, Annals of Mathematics Studies 51, Princeton University Press, 1963.',
      doi: '10.1515/9781400881802',
      articleId: null,
      journalId: null,
    },
    {
      position: 2,
      text: 'A. Author, An earlier note, Ann. Pure Appl. Math. 20 (2014), 1–9.',
      markup: 'A. Author, An earlier note, Ann. Pure Appl. Math. 20 (2014), 1–9.',
      doi: null,
      articleId: 40,
      journalId: 3,
    },
  ],
  citedBy: [
    {
      ...ARTICLE,
      id: 77,
      title: { zh: '一个后续结果', en: 'A later result' },
      authors: [{ name: 'Wei Chen', authorKey: 'wei-chen', affiliation: { zh: '', en: '' } }],
      journalId: 2,
      journalAbbreviation: 'Comm. Math. Anal.',
      year: 2024,
    },
  ],
};
