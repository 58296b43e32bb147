/** The identifiers and dates of a JATS article checked by their own rules, without the database. */

/** ISSN `NNNN-NNNC`: C is the mod-11 check digit of the first seven (X for 10). */
export function validIssn(issn: string): boolean {
  if (!/^[0-9]{4}-[0-9]{3}[0-9X]$/.test(issn)) return false;
  const digits = issn.replace('-', '');
  const sum = [...digits.slice(0, 7)].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return digits[7] === (check === 10 ? 'X' : String(check));
}

/** ORCID iD `NNNN-NNNN-NNNN-NNNC`: C is the ISO 7064 11,2 check digit of the first fifteen. */
export function validOrcid(orcid: string): boolean {
  if (!/^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$/.test(orcid)) return false;
  const digits = orcid.replace(/-/g, '');
  let total = 0;
  for (const d of digits.slice(0, 15)) total = (total + Number(d)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? 'X' : String(check));
}

/** A DOI as article_references and articles keep it: `10.` prefix, registrant, `/`, suffix. */
export const DOI = /^10\.[0-9]{4,9}\/\S+$/;

/** A `ref`'s id as article_references keeps it (migration 0032): one an HTML id can be. */
export const REF_ID = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;

/** The DOI of `text`, with a resolver's address (`https://doi.org/`) or `doi:` taken off. */
export const bareDoi = (text: string) =>
  text.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A JATS `<month>`'s number: JATS allows text there, and real files send "05", "5", "May" or
 * "September"; an English name (or its first three letters) is read as its month, anything else
 * as a number (NaN when it is none, which the date check then reports).
 */
export function monthNumber(text: string): number {
  const name = text.trim().toLowerCase();
  if (/^[a-z]{3,}\.?$/.test(name)) {
    const index = MONTHS.indexOf(name.slice(0, 3));
    const full = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
      .format(new Date(Date.UTC(2000, index, 1)))
      .toLowerCase();
    return index >= 0 && full.startsWith(name.replace(/\.$/, '')) ? index + 1 : NaN;
  }
  return Number(name);
}

/** An ISO date that exists (2023-02-31 does not), or null. */
export function realDate(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
