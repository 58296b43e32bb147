import { configureApi } from '@portal/shared';
import {
  fullTextPdfUrl,
  metaDescription,
  pageMetaTags,
  plainTeX,
  scholarDate,
  siteOrigin,
  siteUrl,
  titleTextOf,
  type PageMeta,
} from '../page-meta';

afterEach(() => configureApi({ baseURL: '/api' }));

describe('addresses', () => {
  it("are under the browser's origin", () => {
    expect(siteOrigin()).toBe('http://localhost');
    expect(siteUrl('/BDetail/1')).toBe('http://localhost/BDetail/1');
    expect(siteUrl('https://cdn.example/cover.svg')).toBe('https://cdn.example/cover.svg');
    expect(fullTextPdfUrl('chapter', 7)).toBe(
      'http://localhost/api/resource/pdf/download?type=chapter&id=7&mode=read',
    );
  });

  it("take a PDF's from the API's own address when that is absolute", () => {
    configureApi({ baseURL: 'https://api.press.example/api/' });
    expect(fullTextPdfUrl('book', 3, 'https://press.example')).toBe(
      'https://api.press.example/api/resource/pdf/download?type=book&id=3&mode=read',
    );
  });
});

describe('scholarDate', () => {
  it('writes a date as Google Scholar asks', () => {
    expect(scholarDate('2017-06-15')).toBe('2017/06/15');
  });
});

describe('plainTeX and titleTextOf', () => {
  it('write TeX as plain words, on one line', () => {
    expect(plainTeX('Maps in $\\mathbb{C}^n$,\n $\\operatorname{Spec} A$ and \\$5')).toBe(
      'Maps in C^n, Spec A and $5',
    );
    expect(plainTeX('$\\mathbb{Q}(\\sqrt{d})$ and $\\left(\\alpha \\le \\infty\\right)$')).toBe(
      'Q(√d) and (α ≤ ∞)',
    );
  });

  it('leave no underscore of a subscript, nor TeX of a keyword', () => {
    expect(plainTeX('Characters of $\\mathrm{GL}_n(\\mathbb{F}_q)$')).toBe('Characters of GLn(Fq)');
    expect(plainTeX('$\\alpha \\in (0, 1)$')).toBe('α ∈ (0, 1)');
    expect(plainTeX('snake\\_case')).toBe('snake_case');
  });

  it("take the API's plain title, else make the title plain", () => {
    const title = { en: 'Maps in $\\mathbb{C}^n$', zh: '$\\mathbb{C}^n$ 中的映射' };
    const titleText = { en: 'Maps in ℂⁿ', zh: 'ℂⁿ 中的映射' };
    expect(titleTextOf({ title, titleText })).toBe(titleText);
    expect(titleTextOf({ title })).toEqual({ en: 'Maps in C^n', zh: 'C^n 中的映射' });
  });
});

describe('metaDescription', () => {
  it('makes TeX plain words and symbols, on one line', () => {
    expect(
      metaDescription('We study maps in $\\mathbb{C}^n$\n and  the spectrum $\\mathrm{Spec}\\,A$.'),
    ).toBe('We study maps in C^n and the spectrum Spec A.');
    expect(metaDescription('Order $\\frac{1}{2}$ for $\\alpha$, at \\$5.')).toBe(
      'Order 1/2 for α, at $5.',
    );
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = `${'Harmonic analysis on groups, '.repeat(10)}and more.`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ (Harmonic|analysis|on|groups)…$/);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(metaDescription('Short and whole.')).toBe('Short and whole.');
  });

  it('cuts Chinese, which has no spaces, at a character', () => {
    const description = metaDescription('调和分析'.repeat(60), 20);
    expect(description).toBe(`${'调和分析'.repeat(5).slice(0, 19)}…`);
  });
});

describe('pageMetaTags', () => {
  const PAGE: PageMeta = {
    title: 'ℂⁿ 中的全纯映射',
    description: '我们研究 $\\mathbb{C}^n$ 中的全纯映射。',
    path: '/JDetail/19/article?id=8337',
    type: 'article',
    tags: [['citation_title', 'Holomorphic maps in ℂⁿ']],
  };

  it("describes a shared link in the reader's language, then gives the page's own tags", () => {
    expect(
      pageMetaTags(PAGE, {
        siteName: '国际数学科学出版社',
        language: 'zh',
        origin: 'https://press.example',
      }),
    ).toEqual([
      ['og:title', 'ℂⁿ 中的全纯映射'],
      ['og:description', '我们研究 C^n 中的全纯映射。'],
      ['og:type', 'article'],
      ['og:url', 'https://press.example/JDetail/19/article?id=8337'],
      ['og:site_name', '国际数学科学出版社'],
      ['og:locale', 'zh_CN'],
      ['og:locale:alternate', 'en_US'],
      ['citation_title', 'Holomorphic maps in ℂⁿ'],
    ]);
  });

  it('names the English locale for an English reader', () => {
    const tags = pageMetaTags(PAGE, { siteName: 'IPMS', language: 'en', origin: '' });
    expect(tags).toContainEqual(['og:locale', 'en_US']);
    expect(tags).toContainEqual(['og:locale:alternate', 'zh_CN']);
  });
});
