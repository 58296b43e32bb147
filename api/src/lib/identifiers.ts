/** ISSN and ISBN-13 check digits (ISO 3297 and ISO 2108). */

/** Check character of the first seven ISSN digits: weights 8..2, modulo 11, 10 written X. */
export function issnCheckDigit(sevenDigits: string): string {
  if (!/^\d{7}$/.test(sevenDigits)) throw new Error(`Not seven digits: ${sevenDigits}`);
  const sum = [...sevenDigits].reduce((acc, digit, i) => acc + Number(digit) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function formatIssn(sevenDigits: string): string {
  const digits = sevenDigits + issnCheckDigit(sevenDigits);
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export function isValidIssn(issn: string): boolean {
  const match = /^(\d{4})-(\d{3})([\dX])$/.exec(issn);
  return !!match && issnCheckDigit(`${match[1]}${match[2]}`) === match[3];
}

/** Check digit of the first twelve ISBN-13 digits: weights 1,3,1,3..., modulo 10. */
export function isbn13CheckDigit(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error(`Not twelve digits: ${twelveDigits}`);
  const sum = [...twelveDigits].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replaceAll('-', '');
  return (
    /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === digits.slice(12)
  );
}
