import { bibtexKey, toBibtex } from '../bibtex';
import type { CitableBook, CitableChapter } from '../citable';
import { citationFileName, formatCitation } from '../citation-formats';
import { toPlainReference } from '../plain-reference';
import { toRis } from '../ris';

/** A monograph in a series, second edition, as `bookmain/detail` describes it. */
const BOOK: CitableBook = {
  kind: 'book',
  id: 12,
  title: { en: 'Lectures on $L^2$ Methods', zh: '$L^2$ 方法讲义' },
  subtitle: { en: 'Several Complex Variables', zh: '多复变' },
  authors: ['Laura Garcia', 'David Brown'],
  editors: ['Hui He'],
  publisher: 'International Press of Mathematical Sciences',
  publishDate: '2020-03-01',
  publishStatus: 'published',
  isbn: '978-7-04-050000-1',
  edition: 2,
  series: { title: { en: 'Surveys in Modern Mathematics', zh: '现代数学综述' }, number: 12 },
  volumeNumber: null,
  url: 'https://portal.example/BDetail/12',
};

/** An edited volume: no authors, its editors lead. */
const EDITED: CitableBook = {
  ...BOOK,
  id: 13,
  title: { en: 'Geometric Analysis', zh: '几何分析' },
  subtitle: null,
  authors: [],
  editors: ['Hui He', 'Jean-Pierre Serre'],
  edition: 1,
  series: null,
  volumeNumber: 2,
  url: null,
};

/** A book as a chapter's citation holds it. */
function inBook({ kind: _kind, url: _url, ...book }: CitableBook): CitableChapter['book'] {
  return book;
}

/** A contribution to the edited volume, by its own author. */
const CHAPTER: CitableChapter = {
  kind: 'chapter',
  id: 40,
  title: { en: 'Harmonic maps & the heat flow', zh: '调和映照与热流' },
  authors: ['Mary Ann Smith'],
  firstPage: 10,
  lastPage: 20,
  abstract: { en: 'We study\nthe flow.', zh: '' },
  book: inBook(EDITED),
  url: 'https://portal.example/ChapterDetail/40',
};

describe('BibTeX of a book', () => {
  it('writes @book with its authors, publisher, year, series, volume, edition and ISBN', () => {
    expect(toBibtex(BOOK)).toBe(
      [
        '@book{Garcia2020lectures,',
        '  author    = {Garcia, Laura and Brown, David},',
        '  title     = {Lectures on {$L^2$} Methods: Several Complex Variables},',
        '  publisher = {International Press of Mathematical Sciences},',
        '  year      = {2020},',
        '  series    = {Surveys in Modern Mathematics},',
        '  volume    = {12},',
        '  edition   = {Second},',
        '  isbn      = {978-7-04-050000-1},',
        '  url       = {https://portal.example/BDetail/12},',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('names an edited book by its editors in place of authors, and its volume in the set', () => {
    const bibtex = toBibtex(EDITED);
    expect(bibtex).toMatch(/^@book\{He2020geometric,\n/);
    expect(bibtex).toContain('  editor    = {He, Hui and Serre, Jean-Pierre},');
    expect(bibtex).not.toContain('author');
    expect(bibtex).toContain('  volume    = {2},');
    // A first edition says nothing of its edition.
    expect(bibtex).not.toContain('edition');
  });

  it('marks a forthcoming book', () => {
    expect(toBibtex({ ...BOOK, publishStatus: 'forthcoming' })).toContain(
      '  note      = {Forthcoming},',
    );
  });
});

describe('BibTeX of a chapter', () => {
  it('writes @incollection with the book as booktitle, its editors and the pages', () => {
    expect(toBibtex(CHAPTER)).toBe(
      [
        '@incollection{Smith2020harmonic,',
        '  author    = {Smith, Mary Ann},',
        '  title     = {Harmonic maps \\& the heat flow},',
        '  booktitle = {Geometric Analysis},',
        '  editor    = {He, Hui and Serre, Jean-Pierre},',
        '  publisher = {International Press of Mathematical Sciences},',
        '  year      = {2020},',
        '  volume    = {2},',
        '  pages     = {10--20},',
        '  isbn      = {978-7-04-050000-1},',
        '  url       = {https://portal.example/ChapterDetail/40},',
        '}',
        '',
      ].join('\n'),
    );
  });

  it("gives a monograph's chapter without authors of its own the book's authors", () => {
    const chapter: CitableChapter = { ...CHAPTER, authors: [], book: inBook(BOOK) };
    const bibtex = toBibtex(chapter);
    expect(bibtex).toContain('  author    = {Garcia, Laura and Brown, David},');
    expect(bibtex).toContain(
      '  booktitle = {Lectures on {$L^2$} Methods: Several Complex Variables},',
    );
    expect(bibtex).toContain('  series    = {Surveys in Modern Mathematics},');
    expect(bibtexKey(chapter)).toBe('Garcia2020harmonic');
  });
});

describe('RIS', () => {
  const lines = (text: string) => text.split('\r\n');

  it('writes a book as TY  - BOOK: series as T2, editors as ED, publisher, edition, ISBN', () => {
    const ris = toRis(BOOK);
    expect(lines(ris)).toEqual([
      'TY  - BOOK',
      'TI  - Lectures on $L^2$ Methods: Several Complex Variables',
      'AU  - Garcia, Laura',
      'AU  - Brown, David',
      'ED  - He, Hui',
      'T2  - Surveys in Modern Mathematics',
      'PY  - 2020',
      'DA  - 2020/03/01',
      'PB  - International Press of Mathematical Sciences',
      'VL  - 12',
      'ET  - 2',
      'SN  - 978-7-04-050000-1',
      'UR  - https://portal.example/BDetail/12',
      'ER  - ',
      '',
    ]);
  });

  it('writes a chapter as TY  - CHAP: the book as T2, its pages, the abstract on one line', () => {
    const ris = lines(toRis(CHAPTER));
    expect(ris[0]).toBe('TY  - CHAP');
    expect(ris).toContain('TI  - Harmonic maps & the heat flow');
    expect(ris).toContain('AU  - Smith, Mary Ann');
    expect(ris).toContain('T2  - Geometric Analysis');
    expect(ris.filter((line) => line.startsWith('ED  - '))).toEqual([
      'ED  - He, Hui',
      'ED  - Serre, Jean-Pierre',
    ]);
    expect(ris).toContain('VL  - 2');
    expect(ris).toContain('SP  - 10');
    expect(ris).toContain('EP  - 20');
    expect(ris).toContain('AB  - We study the flow.');
    expect(ris.at(-2)).toBe('ER  - ');
  });
});

describe('plain reference', () => {
  it('cites a book in the AMS style: edition, series and volume, publisher, year, link', () => {
    expect(toPlainReference(BOOK)).toBe(
      'L. Garcia and D. Brown, Lectures on $L^2$ Methods: Several Complex Variables, 2nd ed., ' +
        'Surveys in Modern Mathematics, vol. 12, International Press of Mathematical Sciences, ' +
        '2020. https://portal.example/BDetail/12',
    );
  });

  it('leads an edited book with its editors, and a forthcoming one is to appear', () => {
    expect(toPlainReference({ ...EDITED, publishStatus: 'forthcoming' })).toBe(
      'H. He and J.-P. Serre (eds.), Geometric Analysis, vol. 2, ' +
        'International Press of Mathematical Sciences, to appear.',
    );
  });

  it('cites a chapter in its book, with the editors and the pages', () => {
    expect(toPlainReference(CHAPTER)).toBe(
      'M. A. Smith, Harmonic maps & the heat flow, Geometric Analysis (H. He and J.-P. Serre, ' +
        'eds.), vol. 2, International Press of Mathematical Sciences, 2020, pp. 10–20. ' +
        'https://portal.example/ChapterDetail/40',
    );
  });
});

describe('a chapter of a book not paged yet (published online first)', () => {
  const UNPAGED: CitableChapter = { ...CHAPTER, firstPage: null, lastPage: null };

  it('is cited without pages in every format', () => {
    expect(toBibtex(UNPAGED)).not.toMatch(/pages/);
    const ris = toRis(UNPAGED).split('\r\n');
    expect(ris.filter((line) => /^(SP|EP) {2}- /.test(line))).toEqual([]);
    expect(toPlainReference(UNPAGED)).toBe(
      'M. A. Smith, Harmonic maps & the heat flow, Geometric Analysis (H. He and J.-P. Serre, ' +
        'eds.), vol. 2, International Press of Mathematical Sciences, 2020. ' +
        'https://portal.example/ChapterDetail/40',
    );
  });

  it('and a chapter of one page is cited as p., not pp.', () => {
    expect(toPlainReference({ ...CHAPTER, firstPage: 7, lastPage: 7 })).toContain(', 2020, p. 7.');
  });
});

it('names the files by the key, in every format', () => {
  expect(citationFileName(BOOK, 'bibtex')).toBe('Garcia2020lectures.bib');
  expect(citationFileName(CHAPTER, 'ris')).toBe('Smith2020harmonic.ris');
  expect(formatCitation(BOOK, 'plain')).toBe(toPlainReference(BOOK));
});
