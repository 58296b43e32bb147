import {
  formatIssn,
  isbn13CheckDigit,
  isValidIsbn13,
  isValidIssn,
  issnCheckDigit,
} from '../identifiers';

describe('ISSN check digits', () => {
  it('computes the check character of published ISSNs', () => {
    // Nature 0028-0836, Acta Mathematica 0001-5962, and a check character of X.
    expect(issnCheckDigit('0028083')).toBe('6');
    expect(issnCheckDigit('0001596')).toBe('2');
    expect(issnCheckDigit('2434561')).toBe('X');
  });

  it('formats seven digits as NNNN-NNNC', () => {
    expect(formatIssn('0028083')).toBe('0028-0836');
  });

  it('accepts valid ISSNs and rejects wrong check digits or shapes', () => {
    expect(isValidIssn('0028-0836')).toBe(true);
    expect(isValidIssn('2434-561X')).toBe(true);
    expect(isValidIssn('0028-0837')).toBe(false);
    expect(isValidIssn('00280836')).toBe(false);
  });
});

describe('ISBN-13 check digits', () => {
  it('computes the check digit of a published ISBN', () => {
    expect(isbn13CheckDigit('978030640615')).toBe('7');
  });

  it('computes a check digit of 0 when the weighted sum is a multiple of ten', () => {
    // 9 + 7*3 + 8 + 2 = 40
    expect(isbn13CheckDigit('978000000020')).toBe('0');
  });

  it('accepts hyphenated and plain forms and rejects a wrong check digit', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn13('123-0-306-40615-7')).toBe(false);
  });

  it('refuses input that is not twelve digits', () => {
    expect(() => isbn13CheckDigit('97803064061')).toThrow('Not twelve digits');
  });
});
