import { bibtexKey, bibtexValue, toBibtex } from '../bibtex';
import type { CitableArticle } from '../citable';
import { citationFileName } from '../citation-formats';
import { initialsName, invertedName, splitName } from '../names';
import { toPlainReference } from '../plain-reference';
import { toRis } from '../ris';

const ARTICLE: CitableArticle = {
  kind: 'article',
  id: 1,
  status: 'published',
  title: {
    en: 'A note on holomorphic maps in $\\mathbb{C}^n$',
    zh: '关于 $\\mathbb{C}^n$ 中的全纯映射的一个注记',
  },
  authors: [
    { name: 'Laura Garcia', authorKey: 'laura-garcia', affiliation: { zh: '', en: '' } },
    { name: 'David Brown', authorKey: 'david-brown', affiliation: { zh: '', en: '' } },
    { name: 'Hui He', authorKey: 'hui-he', affiliation: { zh: '', en: '' } },
  ],
  abstract: { en: 'We study\nmaps in $\\mathbb{C}^n$.', zh: '本文研究。' },
  keywords: { en: ['holomorphic maps', 'ergodic averages'], zh: ['全纯映射'] },
  journalTitle: { en: 'Annals of Pure and Applied Mathematics', zh: '纯粹与应用数学年刊' },
  journalAbbreviation: 'Ann. Pure Appl. Math.',
  volumeNumber: 26,
  issueNumber: 1,
  year: 2017,
  firstPage: 1,
  lastPage: 15,
  doi: '10.5555/annpureapplmath.2017.26.1.001',
  publishedDate: '2017-06-15',
  publishedOnlineDate: '2017-05-11',
};

describe('author names', () => {
  it("reads the catalogue's given-name-first names, with particles in the family name", () => {
    expect(splitName('Hui He')).toEqual({ family: 'He', given: 'Hui' });
    expect(splitName('Jean-Pierre Serre')).toEqual({ family: 'Serre', given: 'Jean-Pierre' });
    expect(splitName('Johannes van der Waals')).toEqual({
      family: 'van der Waals',
      given: 'Johannes',
    });
    expect(splitName('Serre, Jean-Pierre')).toEqual({ family: 'Serre', given: 'Jean-Pierre' });
    expect(splitName('王伟')).toEqual({ family: '王伟', given: '' });
  });

  it('inverts names for BibTeX and RIS, and abbreviates given names for the reference', () => {
    expect(invertedName('Laura Garcia')).toBe('Garcia, Laura');
    expect(invertedName('王伟')).toBe('王伟');
    expect(initialsName('Jean-Pierre Serre')).toBe('J.-P. Serre');
    expect(initialsName('Mary Ann Smith')).toBe('M. A. Smith');
  });
});

describe('BibTeX', () => {
  it('keeps TeX math, braced so styles keep its case, and escapes special characters', () => {
    expect(bibtexValue('Maps in $\\mathbb{C}^n$')).toBe('Maps in {$\\mathbb{C}^n$}');
    expect(bibtexValue('Sets & 50% of #1_a')).toBe('Sets \\& 50\\% of \\#1\\_a');
    expect(bibtexValue('costs \\$5')).toBe('costs \\$5');
  });

  it('never lets a stray brace unbalance the field', () => {
    expect(bibtexValue('a } b {')).toBe('a \\textbraceright{} b \\textbraceleft{}');
    // Malformed math with an unbalanced brace is escaped as text rather than kept.
    const value = bibtexValue('bad $x^{2$ here');
    const opens = (value.match(/{/g) ?? []).length;
    const closes = (value.match(/}/g) ?? []).length;
    expect(opens).toBe(closes);
  });

  it('writes an @article entry with every field of the published article', () => {
    expect(toBibtex(ARTICLE)).toBe(
      [
        '@article{Garcia2017holomorphic,',
        '  author  = {Garcia, Laura and Brown, David and He, Hui},',
        '  title   = {A note on holomorphic maps in {$\\mathbb{C}^n$}},',
        '  journal = {Annals of Pure and Applied Mathematics},',
        '  year    = {2017},',
        '  volume  = {26},',
        '  number  = {1},',
        '  pages   = {1--15},',
        '  doi     = {10.5555/annpureapplmath.2017.26.1.001},',
        '  url     = {https://doi.org/10.5555/annpureapplmath.2017.26.1.001},',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('braces a name holding the word "and", and marks online-first articles', () => {
    const bibtex = toBibtex({
      ...ARTICLE,
      status: 'online_first',
      authors: [{ ...ARTICLE.authors[0]!, name: 'Anders Andersen and Sons' }],
      volumeNumber: null,
      issueNumber: null,
      year: null,
      firstPage: null,
      lastPage: null,
      publishedDate: null,
    });
    expect(bibtex).toContain('author  = {{Sons, Anders Andersen and}}');
    expect(bibtex).toContain('note    = {Online first}');
    expect(bibtex).toContain('year    = {2017}');
    expect(bibtex).not.toContain('volume');
    expect(bibtex).not.toContain('pages');
  });

  it('makes a key from the first author, the year and the first significant title word', () => {
    expect(bibtexKey(ARTICLE)).toBe('Garcia2017holomorphic');
    expect(bibtexKey({ ...ARTICLE, authors: [] })).toBe('article2017holomorphic');
    expect(citationFileName(ARTICLE, 'ris')).toBe('Garcia2017holomorphic.ris');
  });
});

describe('RIS', () => {
  it('writes one tag per line, authors in order, CRLF line ends, ending with ER', () => {
    const ris = toRis(ARTICLE);
    const lines = ris.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.filter((line) => line.startsWith('AU  - '))).toEqual([
      'AU  - Garcia, Laura',
      'AU  - Brown, David',
      'AU  - He, Hui',
    ]);
    expect(lines).toContain('TI  - A note on holomorphic maps in $\\mathbb{C}^n$');
    expect(lines).toContain('T2  - Annals of Pure and Applied Mathematics');
    expect(lines).toContain('J2  - Ann. Pure Appl. Math.');
    expect(lines).toContain('PY  - 2017');
    expect(lines).toContain('DA  - 2017/06/15');
    expect(lines).toContain('SP  - 1');
    expect(lines).toContain('EP  - 15');
    expect(lines).toContain('DO  - 10.5555/annpureapplmath.2017.26.1.001');
    expect(lines).toContain('KW  - ergodic averages');
    // The abstract's line break would start a malformed tag: values are one line.
    expect(lines).toContain('AB  - We study maps in $\\mathbb{C}^n$.');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(ris.endsWith('\r\n')).toBe(true);
    expect(ris.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('plain reference', () => {
  it('follows the AMS style with the DOI link', () => {
    expect(toPlainReference(ARTICLE)).toBe(
      'L. Garcia, D. Brown, and H. He, A note on holomorphic maps in $\\mathbb{C}^n$, ' +
        'Ann. Pure Appl. Math. 26 (2017), no. 1, 1–15. ' +
        'https://doi.org/10.5555/annpureapplmath.2017.26.1.001',
    );
  });

  it('says "to appear" for an accepted paper and joins two authors with "and"', () => {
    const reference = toPlainReference({
      ...ARTICLE,
      status: 'accepted',
      authors: ARTICLE.authors.slice(0, 2),
      volumeNumber: null,
      issueNumber: null,
      year: null,
      firstPage: null,
      lastPage: null,
      publishedDate: null,
      publishedOnlineDate: null,
      doi: null,
    });
    expect(reference).toBe(
      'L. Garcia and D. Brown, A note on holomorphic maps in $\\mathbb{C}^n$, Ann. Pure Appl. Math., to appear.',
    );
  });
});
