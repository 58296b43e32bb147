import { searchIdentifier } from '../search-identifier';

describe('searchIdentifier', () => {
  it('reads a DOI as written, as a resolver link or with doi:, in lower case', () => {
    expect(searchIdentifier(' 10.5555/JAS.2026.001 ')).toBe('10.5555/jas.2026.001');
    expect(searchIdentifier('https://doi.org/10.5555/x-1')).toBe('10.5555/x-1');
    expect(searchIdentifier('http://dx.doi.org/10.5555/x-1')).toBe('10.5555/x-1');
    expect(searchIdentifier('doi: 10.5555/x-1')).toBe('10.5555/x-1');
  });

  it('reads an ISSN and an ISBN without hyphens or spaces, an ISBN-10 as its ISBN-13', () => {
    expect(searchIdentifier('2049-123X')).toBe('2049123x');
    expect(searchIdentifier('ISSN 2049-1234')).toBe('20491234');
    expect(searchIdentifier('978-7-04-050123-4')).toBe('9787040501234');
    expect(searchIdentifier('ISBN 978 7 04 050123 4')).toBe('9787040501234');
    expect(searchIdentifier('0-306-40615-2')).toBe('9780306406157');
  });

  it('is undefined for words, numbers and years', () => {
    for (const q of ['Banach', 'operator algebras', '2026', '12345', '10.5555', '算子']) {
      expect(searchIdentifier(q)).toBeUndefined();
    }
  });
});
