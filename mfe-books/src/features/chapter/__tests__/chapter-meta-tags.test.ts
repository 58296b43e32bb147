import { chapterMetaTags } from '../utils/chapter-meta-tags';
import { APPENDIX, CHAPTER } from '../testing/fixtures';

const PUBLISHER = 'International Press of Mathematical Sciences';

const values = (tags: readonly (readonly [string, string])[], name: string) =>
  tags.filter(([tag]) => tag === name).map(([, content]) => content);

describe('chapterMetaTags', () => {
  it("cites the book's title as plain text, its TeX in Unicode", () => {
    const chapter = {
      ...CHAPTER,
      book: {
        ...CHAPTER.book,
        title: { zh: '$L^2$ 方法', en: 'Lectures on $L^2$ Methods' },
        titleText: { zh: 'L² 方法', en: 'Lectures on L² Methods' },
        subtitle: undefined,
      },
    };
    expect(values(chapterMetaTags(chapter, PUBLISHER), 'citation_inbook_title')).toEqual([
      'Lectures on L² Methods',
    ]);
  });

  it('gives the chapter, its authors, the book it is in, pages, ISBN, date and PDF', () => {
    const tags = chapterMetaTags(CHAPTER, PUBLISHER, 'https://press.example');
    // Plain text: the TeX of the title (`$L^p$`) in Unicode.
    expect(values(tags, 'citation_title')).toEqual(['Calderón–Zygmund singular integrals on Lᵖ']);
    expect(values(tags, 'citation_author')).toEqual(['Elena Tanaka', 'Xiaoming Liu']);
    expect(values(tags, 'citation_inbook_title')).toEqual([
      'Harmonic Analysis: Summer School Lectures',
    ]);
    expect(values(tags, 'citation_firstpage')).toEqual(['34']);
    expect(values(tags, 'citation_lastpage')).toEqual(['71']);
    expect(values(tags, 'citation_isbn')).toEqual(['978-7-5611-8882-8']);
    expect(values(tags, 'citation_publisher')).toEqual([PUBLISHER]);
    expect(values(tags, 'citation_publication_date')).toEqual(['2013/08/23']);
    expect(values(tags, 'citation_pdf_url')).toEqual([
      'https://press.example/api/resource/pdf/download?type=chapter&id=2052&mode=read',
    ]);
    expect(values(tags, 'og:image')).toEqual(['https://press.example/api/covers/book/186.svg']);
  });

  it('gives no pages for a chapter of a book published online before it is paged', () => {
    const unpaged = { ...CHAPTER, firstPage: null, lastPage: null, pageCount: null };
    const tags = chapterMetaTags(unpaged, PUBLISHER);
    expect(values(tags, 'citation_firstpage')).toEqual([]);
    expect(values(tags, 'citation_lastpage')).toEqual([]);
    expect(values(tags, 'citation_inbook_title')).toHaveLength(1);
  });

  it("credits a monograph's chapter to the book's authors", () => {
    expect(values(chapterMetaTags(APPENDIX, PUBLISHER), 'citation_author')).toEqual([
      'Tao Gao',
      'Xiaoming Luo',
    ]);
  });
});
