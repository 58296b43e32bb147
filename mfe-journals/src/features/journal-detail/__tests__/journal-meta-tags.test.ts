import type { JournalDetail } from '@portal/contract';
import { journalMetaTags, journalViewPath } from '../utils/journal-meta-tags';

const JOURNAL = {
  id: 19,
  abbreviation: 'J. Algebr. Struct.',
  title: { en: 'Journal of Algebraic Structures', zh: '代数结构学报' },
  issnPrint: '1234-5679',
  issnOnline: '2345-6785',
  coverUrl: '/api/covers/journal/19.svg',
  publisher: { en: 'International Press of Mathematical Sciences', zh: '国际数学科学出版社' },
} as JournalDetail;

const values = (tags: readonly (readonly [string, string])[], key: string) =>
  tags.filter(([name]) => name === key).map(([, content]) => content);

describe('journalMetaTags', () => {
  const tags = journalMetaTags(JOURNAL, 'https://press.example');

  it('gives Google Scholar the journal in English: title, abbreviation, each ISSN, publisher', () => {
    expect(values(tags, 'citation_journal_title')).toEqual(['Journal of Algebraic Structures']);
    expect(values(tags, 'citation_journal_abbrev')).toEqual(['J. Algebr. Struct.']);
    expect(values(tags, 'citation_issn')).toEqual(['1234-5679', '2345-6785']);
    expect(values(tags, 'citation_publisher')).toEqual([
      'International Press of Mathematical Sciences',
    ]);
    expect(values(tags, 'og:image')).toEqual(['https://press.example/api/covers/journal/19.svg']);
  });

  it('names an ISSN once when print and online share it', () => {
    const online = journalMetaTags({ ...JOURNAL, issnPrint: '2345-6785' });
    expect(values(online, 'citation_issn')).toEqual(['2345-6785']);
  });
});

describe('journalViewPath', () => {
  it("is the journal's own address for about, the view's for the others", () => {
    expect(journalViewPath(19, 'about')).toBe('/JDetail/19');
    expect(journalViewPath(19, 'board')).toBe('/JDetail/19/board');
    expect(journalViewPath(19, 'issue', 301)).toBe('/JDetail/19/issue?id=301');
  });
});
