export interface PersonName {
  /** Family name with its particles (`van der Waals`), or the whole name when it cannot be split. */
  family: string;
  given: string;
}

/** Lower-case particles that belong to the family name: Ludwig van Beethoven -> van Beethoven. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'le',
  'la',
  'dos',
  'das',
  'ter',
  'ten',
]);

/**
 * Splits a name written given-name first (as the catalogue writes every author, `Hui He`) into
 * family and given names. A name already written `Family, Given` is read as such; a name
 * without spaces (`王伟`) is all family name.
 */
export function splitName(name: string): PersonName {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma >= 0) {
    return { family: trimmed.slice(0, comma).trim(), given: trimmed.slice(comma + 1).trim() };
  }
  const words = trimmed.split(' ');
  if (words.length < 2) return { family: trimmed, given: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1] ?? '')) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** `Family, Given`: the order BibTeX, RIS and reference managers expect. */
export function invertedName(name: string): string {
  const { family, given } = splitName(name);
  return given ? `${family}, ${given}` : family;
}

/** `L. Garcia`, `J.-P. Serre`: initials of the given names, then the family name (AMS style). */
export function initialsName(name: string): string {
  const { family, given } = splitName(name);
  if (!given) return family;
  const initials = given
    .split(' ')
    .map((part) =>
      part
        .split('-')
        .map((piece) => (piece ? `${piece.charAt(0)}.` : ''))
        .join('-'),
    )
    .join(' ');
  return `${initials} ${family}`;
}

/** `A`, `A and B`, `A, B, and C`: names in running text (AMS style). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}
