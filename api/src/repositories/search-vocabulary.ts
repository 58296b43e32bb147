/**
 * Spelling help for search: the catalogue's English words, and a query with the words it does
 * not hold replaced by the nearest of them (Levenshtein distance).
 */
import { distance } from 'fastest-levenshtein';
import type { Db } from '../db/db';

/** Shorter words are too easily one edit away from another word to be corrected. */
const MIN_CORRECTED_LENGTH = 3;
/** A word as spelling help reads one, in a query and in the catalogue: letters only. */
const WORD = /[\p{L}\p{M}]+/gu;
/** A typed word, or an excluded `-word` whole (it cannot be why a query finds nothing). */
const QUERY_WORD = /(?<=^|\s)-\S*|[\p{L}\p{M}]+/gu;

/** Edits allowed between a typed word and its correction: more for longer words. */
const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** The catalogue's English words (lower-case), each with how many documents hold it. */
export class Vocabulary {
  /** Words by length, so that a word is compared only with words of a near length. */
  readonly #byLength = new Map<number, string[]>();

  constructor(private readonly documents: ReadonlyMap<string, number>) {
    for (const word of documents.keys()) {
      const words = this.#byLength.get(word.length) ?? [];
      words.push(word);
      this.#byLength.set(word.length, words);
    }
  }

  /** The vocabulary of these texts, one per document. */
  static of(texts: Iterable<string>): Vocabulary {
    const documents = new Map<string, number>();
    for (const text of texts) {
      for (const word of new Set(text.toLowerCase().match(WORD))) {
        documents.set(word, (documents.get(word) ?? 0) + 1);
      }
    }
    return new Vocabulary(documents);
  }

  has(word: string): boolean {
    return this.documents.has(word);
  }

  /** The word nearest to `word` (lower-case) within the edits its length allows, the commoner first. */
  nearest(word: string): string | undefined {
    const allowed = maxEdits(word.length);
    let best: { word: string; edits: number; documents: number } | undefined;
    for (let length = word.length - allowed; length <= word.length + allowed; length += 1) {
      for (const candidate of this.#byLength.get(length) ?? []) {
        const edits = distance(word, candidate);
        if (edits > allowed) continue;
        const documents = this.documents.get(candidate) ?? 0;
        if (!best || edits < best.edits || (edits === best.edits && documents > best.documents)) {
          best = { word: candidate, edits, documents };
        }
      }
    }
    return best?.word;
  }
}

/**
 * The words of everything the search reads in English but news bodies: titles, authors,
 * keywords, abstracts, book descriptions and news summaries. Split here rather than by ts_stat,
 * which over `document` gives stems, not words to offer a reader, and over a vector made for it
 * costs twice as long.
 */
async function readVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await db.query<{ text: string }>(
    `select concat_ws(' ', d.title_en, array_to_string(d.authors, ' '),
                      array_to_string(a.keywords_en, ' '), d.snippet_en) as text
       from search_documents d
       left join articles a on d.kind = 'article' and a.id = d.id`,
  );
  return Vocabulary.of(rows.map((row) => row.text));
}

/** Per database, the vocabulary read at one catalogue revision. */
const vocabularies = new WeakMap<Db, { revision: string; vocabulary: Promise<Vocabulary> }>();

/**
 * The catalogue's vocabulary, read once per catalogue revision (plugins/catalogue-cache) and
 * process; read afresh each time when the revision is unknown.
 */
export function catalogueVocabulary(db: Db, revision: string | undefined): Promise<Vocabulary> {
  if (revision === undefined) return readVocabulary(db);
  const kept = vocabularies.get(db);
  if (kept?.revision === revision) return kept.vocabulary;
  const vocabulary = readVocabulary(db);
  vocabularies.set(db, { revision, vocabulary });
  vocabulary.catch(() => {
    if (vocabularies.get(db)?.vocabulary === vocabulary) vocabularies.delete(db);
  });
  return vocabulary;
}

/** The correction written as the reader wrote the word: Capitalized or UPPER case kept. */
function inCaseOf(typed: string, correction: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return correction.toUpperCase();
  if (typed[0] !== typed[0]?.toLowerCase()) {
    return correction.charAt(0).toUpperCase() + correction.slice(1);
  }
  return correction;
}

/**
 * `q` with each word the vocabulary does not hold replaced by its nearest word there, the rest
 * of it (quotes, exclusions, `or`, short words) as typed; undefined when no word was replaced.
 */
export function correctedQuery(q: string, vocabulary: Vocabulary): string | undefined {
  let corrected = false;
  const text = q.replace(QUERY_WORD, (token) => {
    const word = token.toLowerCase();
    const correctable =
      !token.startsWith('-') && word.length >= MIN_CORRECTED_LENGTH && word !== 'or';
    if (!correctable || vocabulary.has(word)) return token;
    const nearest = vocabulary.nearest(word);
    if (nearest === undefined) return token;
    corrected = true;
    return inCaseOf(token, nearest);
  });
  return corrected ? text : undefined;
}
