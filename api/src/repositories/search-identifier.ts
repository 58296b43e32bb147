/**
 * A search query that is an identifier: a DOI (also as its resolver URL or `doi:`), an ISSN or
 * an ISBN (ISBN-10 as its ISBN-13), in the form `search_documents.identifiers` holds
 * (search-index.ts): lower case, ISSN and ISBN without hyphens or spaces. Text search alone cuts
 * these into numbers that match other documents, or nothing.
 */

const DOI = /^(?:(?:https?:\/\/)?(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i;
const ISSN = /^\d{7}[\dx]$/;
const ISBN_13 = /^97[89]\d{10}$/;
const ISBN_10 = /^\d{9}[\dx]$/;

/** The ISBN-13 of an ISBN-10: `978`, its first nine digits, and a new check digit. */
function isbn13Of(isbn10: string): string {
  const digits = `978${isbn10.slice(0, 9)}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** `q` as an identifier, or undefined when it is not one. */
export function searchIdentifier(q: string): string | undefined {
  const text = q.trim();
  const doi = DOI.exec(text)?.[1];
  if (doi) return doi.toLowerCase();
  const compact = text
    .replace(/^(?:issn|isbn(?:-1[03])?):?\s*/i, '')
    .replace(/[\s-]/g, '')
    .toLowerCase();
  if (ISBN_13.test(compact)) return compact;
  if (ISSN.test(compact)) return compact;
  if (ISBN_10.test(compact)) return isbn13Of(compact);
  return undefined;
}
