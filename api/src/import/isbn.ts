/**
 * ISBN-13s as an import reads them (digits, with or without hyphens or spaces) and as the
 * catalogue keeps them: hyphenated by the ISBN agency's ranges (isbn3 carries them), the form
 * `books.isbn` and `book_editions.isbn` require.
 */
import ISBN from 'isbn3';
import type { LocalizedText } from '@portal/contract';

export type IsbnReading = { isbn: string; digits: string } | { problem: LocalizedText };

/** The check digit an ISBN-13's first twelve digits call for. */
export function isbn13CheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

export const isbnDigits = (isbn: string): string => isbn.replace(/[\s-]/g, '');

export function readIsbn13(text: string): IsbnReading {
  const digits = isbnDigits(text);
  if (!/^97[89]\d{10}$/.test(digits)) {
    return {
      problem: {
        zh: `“${text}”不是 ISBN-13（应为以 978 或 979 开头的 13 位数字）`,
        en: `"${text}" is not an ISBN-13 (13 digits starting 978 or 979)`,
      },
    };
  }
  const check = isbn13CheckDigit(digits.slice(0, 12));
  if (digits[12] !== check) {
    return {
      problem: {
        zh: `ISBN ${digits} 的校验位错误：应为 ${check}`,
        en: `ISBN ${digits} has a wrong check digit: it should be ${check}`,
      },
    };
  }
  const hyphenated = ISBN.hyphenate(digits);
  if (!hyphenated) {
    return {
      problem: {
        zh: `ISBN ${digits} 不在已分配的 ISBN 号段内`,
        en: `ISBN ${digits} is not in any range the ISBN agencies have assigned`,
      },
    };
  }
  return { isbn: hyphenated, digits };
}
