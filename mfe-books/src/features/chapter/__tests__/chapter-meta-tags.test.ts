import { chapterMetaTags } from '../utils/chapter-meta-tags';
import { APPENDIX, CHAPTER } from '../testing/fixtures';

const OPTIONS = {
  publisher: 'International Press of Mathematical Sciences',
  pdfUrl: 'https://press.example/api/resource/pdf/download?type=chapter&id=2052&mode=read',
};

const values = (tags: { name: string; content: string }[], name: string) =>
  tags.filter((tag) => tag.name === name).map((tag) => tag.content);

describe('chapterMetaTags', () => {
  it('gives the chapter, its authors, the book it is in, pages, ISBN, date and PDF', () => {
    const tags = chapterMetaTags(CHAPTER, OPTIONS);
    expect(values(tags, 'citation_title')).toEqual([
      'Calderón–Zygmund singular integrals on $L^p$',
    ]);
    expect(values(tags, 'citation_author')).toEqual(['Elena Tanaka', 'Xiaoming Liu']);
    expect(values(tags, 'citation_inbook_title')).toEqual([
      'Harmonic Analysis: Summer School Lectures',
    ]);
    expect(values(tags, 'citation_firstpage')).toEqual(['34']);
    expect(values(tags, 'citation_lastpage')).toEqual(['71']);
    expect(values(tags, 'citation_isbn')).toEqual(['978-7-5611-8882-8']);
    expect(values(tags, 'citation_publication_date')).toEqual(['2013/08/23']);
    expect(values(tags, 'citation_pdf_url')).toEqual([OPTIONS.pdfUrl]);
  });

  it("credits a monograph's chapter to the book's authors", () => {
    expect(values(chapterMetaTags(APPENDIX, OPTIONS), 'citation_author')).toEqual([
      'Tao Gao',
      'Xiaoming Luo',
    ]);
  });
});
