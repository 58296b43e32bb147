import { bookMetaTags } from '../utils/book-meta-tags';
import { BOOK, FORTHCOMING, VOLUME } from '../testing/fixtures';

const PUBLISHER = 'International Press of Mathematical Sciences';

const values = (tags: readonly (readonly [string, string])[], key: string) =>
  tags.filter(([name]) => name === key).map(([, content]) => content);

describe('bookMetaTags', () => {
  const tags = bookMetaTags(BOOK, PUBLISHER, 'https://press.example');

  it("gives Google Scholar the book's title, each author, each ISBN, publisher, date and PDF", () => {
    expect(values(tags, 'citation_title')).toEqual([
      'Commutative Algebra and Homological Methods: A Graduate Course',
    ]);
    expect(values(tags, 'citation_author')).toEqual(['Mei Liu', 'Anna Schmidt']);
    expect(values(tags, 'citation_isbn')).toEqual(['978-7-5611-2037-8', '978-7-5611-2038-5']);
    expect(values(tags, 'citation_publisher')).toEqual([PUBLISHER]);
    expect(values(tags, 'citation_publication_date')).toEqual(['2023/07/07']);
    expect(values(tags, 'citation_series_title')).toEqual(['Graduate Texts in Modern Mathematics']);
    expect(values(tags, 'citation_language')).toEqual(['en']);
    expect(values(tags, 'citation_pdf_url')).toEqual([
      'https://press.example/api/resource/pdf/download?type=book&id=5&mode=read',
    ]);
  });

  it('cites the title as plain text, its TeX in Unicode', () => {
    const book = {
      ...BOOK,
      title: { zh: '$L^2$ 方法讲义', en: 'Lectures on $L^2$ Methods' },
      titleText: { zh: 'L² 方法讲义', en: 'Lectures on L² Methods' },
      subtitle: undefined,
    };
    expect(values(bookMetaTags(book, PUBLISHER), 'citation_title')).toEqual([
      'Lectures on L² Methods',
    ]);
  });

  it('cites the subtitle and the series as plain text, their TeX with no dollar signs', () => {
    const book = {
      ...BOOK,
      subtitle: { zh: '$\\mathbb{F}_q$ 上的表示', en: 'Representations over $\\mathbb{F}_q$' },
      series: BOOK.series && {
        ...BOOK.series,
        title: { zh: '$p$ 进分析', en: 'Lectures in $p$-adic Analysis' },
      },
    };
    const bookTags = bookMetaTags(book, PUBLISHER);
    expect(values(bookTags, 'citation_title')).toEqual([
      'Commutative Algebra and Homological Methods: Representations over Fq',
    ]);
    expect(values(bookTags, 'citation_series_title')).toEqual(['Lectures in p-adic Analysis']);
  });

  it('names both languages of a bilingual book, no series of a book outside one', () => {
    const bilingual = bookMetaTags({ ...VOLUME, language: 'zh-en', series: null }, PUBLISHER);
    expect(values(bilingual, 'citation_language')).toEqual(['zh', 'en']);
    expect(values(bilingual, 'citation_series_title')).toEqual([]);
  });

  it('points to no PDF before the book is published', () => {
    expect(values(bookMetaTags(FORTHCOMING, PUBLISHER), 'citation_pdf_url')).toEqual([]);
  });

  it('gives a shared link the cover and the book details of Open Graph', () => {
    expect(values(tags, 'og:image')).toEqual(['https://press.example/api/covers/book/5.svg']);
    expect(values(tags, 'book:isbn')).toEqual(['9787561120378', '9787561120385']);
    expect(values(tags, 'book:release_date')).toEqual(['2023-07-07']);
    // Title, description, type and address are the page's, in the reader's language.
    expect(values(tags, 'og:title')).toEqual([]);
  });
});
