import { bookMetaTags } from '../utils/book-meta-tags';
import { BOOK } from '../testing/fixtures';

const PUBLISHER = 'International Press of Mathematical Sciences';

describe('bookMetaTags', () => {
  const tags = bookMetaTags(BOOK, PUBLISHER, 'https://press.example');
  const values = (key: string) =>
    tags.filter(([name]) => name === key).map(([, content]) => content);

  it("gives Google Scholar the book's title, each author, each ISBN, publisher and date", () => {
    expect(values('citation_title')).toEqual([
      'Commutative Algebra and Homological Methods: A Graduate Course',
    ]);
    expect(values('citation_author')).toEqual(['Mei Liu', 'Anna Schmidt']);
    expect(values('citation_isbn')).toEqual(['978-7-5611-2037-8', '978-7-5611-2038-5']);
    expect(values('citation_publisher')).toEqual([PUBLISHER]);
    expect(values('citation_publication_date')).toEqual(['2023/07/07']);
  });

  it('describes a shared link as a book with its cover (Open Graph)', () => {
    expect(values('og:type')).toEqual(['book']);
    expect(values('og:title')).toEqual([
      'Commutative Algebra and Homological Methods: A Graduate Course',
    ]);
    expect(values('og:image')).toEqual(['https://press.example/api/covers/book/5.svg']);
    expect(values('og:description')).toEqual([
      'A self-contained textbook on sheaves over $\\mathrm{Spec}\\,A$.',
    ]);
    expect(values('og:url')).toEqual(['https://press.example/BDetail/5']);
    expect(values('book:isbn')).toEqual(['9787561120378', '9787561120385']);
    expect(values('book:release_date')).toEqual(['2023-07-07']);
  });
});
