/**
 * A reference's MR number (Mathematical Reviews, MathSciNet) and zbMATH Open number, however a
 * JATS file tags them: as a typed identifier (`<pub-id pub-id-type="mr">MR1234567</pub-id>` and
 * `pub-id-type="zbl"`, JATS 1.3's own values, which this portal's export writes; or an `ext-link`
 * of those types), or as a link to the review (`<ext-link
 * xlink:href="https://www.ams.org/mathscinet-getitem?mr=1234567">MR 1234567</ext-link>`, as AMS's
 * texml turns amsrefs' MR field; `https://zbmath.org/?q=an:1234.56789`, the old Zentralblatt
 * addresses and zbMATH Open's own `https://zbmath.org/1234.56789`).
 */
import type { Element } from '@xmldom/xmldom';
import { hrefOf, nameOf, textOf } from './dom';

export type ReviewService = 'mr' | 'zbl';

/** An identifier of a review, where the file has it. */
export interface ReviewId {
  service: ReviewService;
  /** As article_references keeps it (migration 0033); null when what the file wrote is not one. */
  value: string | null;
  /** As the file wrote it, for a notice when it is not one. */
  written: string;
  element: Element;
}

const TYPES: Readonly<Record<string, ReviewService>> = {
  mr: 'mr',
  mrnumber: 'mr',
  mathscinet: 'mr',
  zbl: 'zbl',
  zbmath: 'zbl',
  zblnumber: 'zbl',
};

/** A review's address, and what in it is the number. */
const ADDRESSES: readonly [ReviewService, RegExp][] = [
  ['mr', /^https?:\/\/(?:www\.|mathscinet\.)?ams\.org\/[^?#]*\?(?:[^#]*&)?mr=([^&#]+)/i],
  [
    'zbl',
    /^https?:\/\/(?:www\.)?(?:zbmath\.org|zentralblatt-math\.org)\/[^?#]*\?(?:[^#]*&)?q=an(?::|%3A)([^&#]+)/i,
  ],
  ['zbl', /^https?:\/\/(?:www\.)?zbmath\.org\/([0-9]{4}\.[0-9]{5})\/?$/i],
];

/**
 * An MR number as its digits, seven at least (`MR1234567`, `MR 1234567`, `1234567`, `MR18287`,
 * or AMS's `MR1234567 (95e:12345)` with the old number beside it); null for anything else, an old
 * number alone (`95e:12345`) among them, which only MathSciNet can turn into a new one.
 */
export function mrNumber(text: string): string | null {
  const digits = /^(?:MR\s*)?([0-9]{1,9})(?:\s*\([^)]*\))?$/i.exec(text.trim())?.[1];
  return digits ? digits.padStart(7, '0') : null;
}

/** A zbMATH document number (`Zbl 1234.56789`, `1234.56789`), or null. */
export function zblNumber(text: string): string | null {
  return /^(?:Zbl\s*)?([0-9]{4}\.[0-9]{5})$/i.exec(text.trim())?.[1] ?? null;
}

const NUMBER_OF: Readonly<Record<ReviewService, (text: string) => string | null>> = {
  mr: mrNumber,
  zbl: zblNumber,
};

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The review `element` (a `pub-id`, `ext-link` or `uri`) names, or null when it names none. */
export function reviewIdOf(element: Element): ReviewId | null {
  const name = nameOf(element);
  if (name !== 'pub-id' && name !== 'ext-link' && name !== 'uri') return null;
  const type = (
    element.getAttribute('pub-id-type') ??
    element.getAttribute('ext-link-type') ??
    ''
  ).toLowerCase();
  const href = (hrefOf(element) ?? (name === 'uri' ? textOf(element) : '')).trim();
  const typed = TYPES[type];
  const linked = ADDRESSES.flatMap(([service, address]) => {
    const number = address.exec(href)?.[1];
    return number ? [{ service, written: decoded(number) }] : [];
  })[0];
  const service = typed ?? linked?.service;
  if (!service) return null;
  // The text is the number ("MR 1234567"), or a link's words ("review"), its number in the link.
  const text = textOf(element);
  const fromLink = linked?.service === service ? linked.written : null;
  const value = NUMBER_OF[service](text) ?? (fromLink && NUMBER_OF[service](fromLink));
  return { service, value, written: fromLink ?? text, element };
}
